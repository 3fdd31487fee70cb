// The en-ja systems of the WMT22 sample scored with ja-mecab: bleukit's MeCab-compatible
// tokenizer against ../shared/data/wmt-sample/expected-bleu.tsv (`ja-mecab*` rows, made with
// MeCab 0.996 + IPADIC 2.7.0-20070801). Target: within 0.05 BLEU; the statistics are compared too.
import { readFileSync } from 'node:fs';
import { createBleu, formatBleu, sumStatistics } from '@bleukit/core';
import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { sharedPath, withoutVersion } from '../test-support/shared.js';
import { tokenizerFor } from './sacrebleu-tokenizers.js';

function readLines(relative: string): string[] {
  const lines = readFileSync(sharedPath(`data/wmt-sample/${relative}`), 'utf8').split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  return lines;
}

const rows = readFileSync(sharedPath('data/wmt-sample/expected-bleu.tsv'), 'utf8')
  .split('\n')
  .slice(1)
  .map((line) => line.split('\t'))
  .filter((fields) => fields[3] === 'ja-mecab*')
  .map(([pair = '', system = '', refs = '', , bleu = '', correct = '', total = '', sysLen = '', refLen = '']) => ({
    pair,
    system,
    refs,
    bleu: Number(bleu),
    correct: correct.split(' ').map(Number),
    total: total.split(' ').map(Number),
    sysLen: Number(sysLen),
    refLen: Number(refLen),
  }));

const tokenizer = await tokenizerFor('ja-mecab-0.996-IPA');

describe('WMT22 en-ja sample with ja-mecab', () => {
  it('has ja-mecab rows', () => expect(rows.length).toBe(4));

  it.each(rows)('$pair $system: BLEU $bleu', (row) => {
    const hyps = readLines(`${row.pair}/hyp.${row.system}.ja`);
    const refs = row.refs.split('+').map((name) => readLines(`${row.pair}/ref.${name}.ja`));
    const bleu = createBleu({ tokenizer });
    const result = bleu.corpusScore(hyps, refs);
    expect(Math.abs(result.score - row.bleu)).toBeLessThanOrEqual(0.05);
    const stats = sumStatistics(hyps.map((hyp, i) => bleu.segmentStatistics(hyp, refs.map((ref) => ref[i] ?? null))));
    expect([stats[0], stats[1]]).toEqual([row.sysLen, row.refLen]);
    expect(result.counts).toEqual(row.correct);
    expect(result.totals).toEqual(row.total);
  });
});

// The bundled samples/en-ja set: sacreBLEU 2.6.0's `-f text -w 4` line for each system, with
// ja-mecab (MeCab 0.996 + IPADIC, the sample has no 令和) and char, recorded in
// samples/en-ja/sacrebleu-per-system.txt (ja-mecab fluent, literal, weak; then char).
const sampleDir = fileURLToPath(new URL('../samples/en-ja/', import.meta.url));
const sampleLines = (name: string) => readFileSync(`${sampleDir}${name}`, 'utf8').replace(/\n$/, '').split('\n');
const recorded = sampleLines('sacrebleu-per-system.txt');
const systems = ['fluent', 'literal', 'weak'];
const sampleCases = ['ja-mecab-0.996-IPA', 'char'].flatMap((signature, t) =>
  systems.map((system, s) => ({ signature, system, line: recorded[t * systems.length + s] as string })),
);

describe('bundled samples/en-ja', () => {
  it.for(sampleCases)('$system with $signature prints sacreBLEU’s line', async ({ signature, system, line }) => {
    const sampleTokenizer = await tokenizerFor(signature);
    const bleu = createBleu({ tokenizer: sampleTokenizer });
    const result = bleu.corpusScore(sampleLines(`hyp.${system}.ja`), [sampleLines('ref.ja')]);
    const expected = Number(/ = ([\d.]+) /.exec(line)?.[1]);
    expect(Math.abs(result.score - expected)).toBeLessThanOrEqual(0.05);
    // same bytes but the version and the engine suffix of the ja-mecab name
    const printed = withoutVersion(formatBleu(result, { width: 4 })).replace(`tok:${sampleTokenizer.name}|`, `tok:${signature}|`);
    expect(printed).toBe(withoutVersion(line));
  });
});
