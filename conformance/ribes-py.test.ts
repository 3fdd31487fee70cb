// Every one of the 400 RIBES.py 1.03.1 runs recorded in ../shared/conformance/ribes reproduced by
// @bleukit/ribes through its API: the words RIBES.py saw (after its whitespace normalisation and
// lower-casing), each sentence's best value and the corpus value. Values are compared as Python's
// repr, so a last-bit difference shows. The printed output and the failures are checked through
// the command line (packages/cli/src/commands/ribes/cli-ribes.test.ts).
import { formatFloat } from '@bleukit/core';
import { createRibes } from '@bleukit/ribes';
import { describe, expect, it } from 'vitest';
import { pythonLines as lines, readRibesPyRecords, ribesPyArguments as parse } from '../test-support/ribes-records.js';

const records = readRibesPyRecords();

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
