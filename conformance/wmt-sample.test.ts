// Real WMT22 system outputs: bleukit reproduces sacreBLEU's corpus BLEU and sufficient statistics
// as listed in ../shared/data/wmt-sample/expected-bleu.tsv (13a and char rows; ja-mecab rows are
// checked with the Japanese tokenizer's tolerance elsewhere).
import { readFileSync } from 'node:fs';
import { createBleu, formatFixed, sumStatistics } from '@bleukit/core';
import { describe, expect, it } from 'vitest';
import { sharedPath } from '../test-support/shared.js';
import { tokenizerFor } from './sacrebleu-tokenizers.js';

interface Row {
  pair: string;
  system: string;
  refs: string;
  tokenize: string;
  bleu: string;
  correct: number[];
  total: number[];
  sysLen: number;
  refLen: number;
  bp: string;
}

function readLines(relative: string): string[] {
  const lines = readFileSync(sharedPath(`data/wmt-sample/${relative}`), 'utf8').split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  return lines;
}

const rows: Row[] = readFileSync(sharedPath('data/wmt-sample/expected-bleu.tsv'), 'utf8')
  .split('\n')
  .slice(1)
  .filter((line) => line.trim() !== '')
  .map((line) => {
    const [pair, system, refs, tokenize, bleu, correct, total, sysLen, refLen, bp] = line.split('\t') as string[];
    return {
      pair: pair as string,
      system: system as string,
      refs: refs as string,
      tokenize: tokenize as string,
      bleu: bleu as string,
      correct: (correct as string).split(' ').map(Number),
      total: (total as string).split(' ').map(Number),
      sysLen: Number(sysLen),
      refLen: Number(refLen),
      bp: bp as string,
    };
  })
  .filter((row) => row.tokenize === '13a' || row.tokenize === 'char');

describe('WMT22 sample, as sacreBLEU scores it', () => {
  it('has the 13a and char rows', () => {
    expect(rows.length).toBe(24);
  });

  it.each(rows)('$pair $system refs $refs tok $tokenize → $bleu', async (row) => {
    const bleu = createBleu({ tokenizer: await tokenizerFor(row.tokenize) });
    const target = row.pair.split('-')[1] as string;
    const hyps = readLines(`${row.pair}/hyp.${row.system}.${target}`);
    const refs = row.refs.split('+').map((name) => readLines(`${row.pair}/ref.${name}.${target}`));
    const result = bleu.corpusScore(hyps, refs);
    expect(result.counts).toEqual(row.correct);
    expect(result.totals).toEqual(row.total);
    expect(result.sysLen).toBe(row.sysLen);
    expect(result.refLen).toBe(row.refLen);
    expect(formatFixed(result.score, 4)).toBe(row.bleu);
    expect(formatFixed(result.bp, 6)).toBe(row.bp);

    // The same corpus scored from per-segment statistics summed in shards gives the same result.
    const segments = hyps.map((hyp, i) => bleu.segmentStatistics(hyp, refs.map((stream) => stream[i] as string)));
    const half = Math.floor(segments.length / 2);
    const merged = sumStatistics([sumStatistics(segments.slice(0, half)), sumStatistics(segments.slice(half))]);
    expect(bleu.scoreStatistics(merged, refs.length).score).toBe(result.score);
  });
});
