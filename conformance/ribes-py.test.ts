// Every one of the 400 RIBES.py 1.03.1 runs recorded in ../shared/conformance/ribes reproduced by
// @bleukit/ribes through its API: the words RIBES.py saw (after its whitespace normalisation and
// lower-casing), each sentence's best value and the corpus value. Values are compared as Python's
// repr, so a last-bit difference shows. The printed output and the failures are checked through
// the command line (packages/cli/src/commands/ribes/cli-ribes.test.ts).
import { formatFloat } from '@bleukit/core';
import { createRibes, type RibesOptions } from '@bleukit/ribes';
import { describe, expect, it } from 'vitest';
import { readRibesPyRecords } from '../test-support/ribes-records.js';

const records = readRibesPyRecords();

/** RIBES.py's flags as options, with the reference and system files. */
function parse(argv: readonly string[]): { options: RibesOptions; refs: string[]; hyps: string[] } {
  const options: RibesOptions = {};
  const refs: string[] = [];
  const hyps: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '-c') options.caseSensitive = true;
    else if (arg === '-z') options.skipEmptyReferences = true;
    else if (arg === '-s') continue;
    else if (arg === '-a') options.alpha = Number(argv[++i]);
    else if (arg === '-b') options.beta = Number(argv[++i]);
    else if (arg === '-r') refs.push(argv[++i] as string);
    else hyps.push(arg);
  }
  return { options, refs, hyps };
}

/** Lines as Python reads a text file: universal newlines, no final empty line. */
function lines(text: string): string[] {
  const split = text.split(/\r\n|\r|\n/);
  if (split[split.length - 1] === '') split.pop();
  return split;
}

const scored = records.filter((record) => record.exit === 0);

describe('RIBES.py 1.03.1 records', () => {
  it('has the recorded counts', () => {
    expect(records).toHaveLength(400);
    expect(scored).toHaveLength(373);
    expect(scored.flatMap((record) => record.values)).toHaveLength(
      scored.reduce((n, record) => n + parse(record.argv).hyps.length, 0),
    );
  });

  it.each(scored.map((record) => [record.id, record] as const))('%s', (_id, record) => {
    const { options, refs, hyps } = parse(record.argv);
    const ribes = createRibes(options);
    const refLines = refs.map((name) => lines(record.files[name] as string));
    refLines.forEach((stream, k) => expect(stream.map(ribes.words), `words of ${refs[k]}`).toEqual(record.ref_tokens[k]));
    hyps.forEach((name, h) => {
      const expected = record.values[h] as { corpus: string; sentences: (string | null)[]; tokens: string[][] };
      const hypLines = lines(record.files[name] as string);
      expect(hypLines.map(ribes.words), `words of ${name}`).toEqual(expected.tokens);
      const sentences = hypLines.map((hyp, i) => {
        const [value, count] = ribes.segmentStatistics(hyp, refLines.map((stream) => stream[i] as string)) as [number, number];
        return count === 0 ? null : formatFloat(value);
      });
      expect(sentences, `sentences of ${name}`).toEqual(expected.sentences);
      expect(formatFloat(ribes.corpusScore(hypLines, refLines).ribes), `corpus of ${name}`).toBe(expected.corpus);
    });
  });
});
