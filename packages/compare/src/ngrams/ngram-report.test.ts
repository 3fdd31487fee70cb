import { describe, expect, it } from 'vitest';
import { createFormatter } from '../report/formatter.js';
import { parseProfile } from '../report/profile.js';
import type { Corpus, ReportContext } from '../report/report-context.js';
import { createLegacyRandom } from '../random/index.js';
import { ngramReport } from './ngram-report.js';

const corpus = (...lines: string[]): Corpus => lines.map((line) => line.split(' '));

function context(ref: Corpus, outs: Corpus[]): ReportContext {
  return {
    sysNames: outs.map((_, k) => `sys${k + 1}`),
    ref,
    outs,
    src: undefined,
    random: createLegacyRandom(1),
    fmt: createFormatter(4),
    scorerScale: 100,
    scorerScaleIsInt: true,
    files: { lines: () => [], tokens: () => [] },
  };
}

/** The n-gram lines of the report's first list. */
function firstList(report: string): string[] {
  const lines = report.split('\n');
  const start = lines.findIndex((line) => / n-grams where sys1>sys2 /.test(line));
  const end = lines.indexOf('', start);
  return lines.slice(start + 1, end);
}

describe('the order of n-grams of equal score', () => {
  // sys1 matches "b" and "a" twice and "c", "é", "😀" and "ｚ" once; sys2 none of them, so equal counts
  // give equal scores (alpha 1: 3/4 for two matches, 2/3 for one).
  const ref = corpus('a b a b c é 😀 ｚ');
  const report = ngramReport(parseProfile('--compare_ngrams', 'max_ngram_length=1,report_length=10'), context(ref, [ref, corpus('x')]));

  it('lists ties by the larger count of the two systems first, then by text in code point order', () => {
    expect(firstList(report)).toEqual([
      'a\t0.7500 (sys1=2, sys2=0)',
      'b\t0.7500 (sys1=2, sys2=0)',
      'c\t0.6667 (sys1=1, sys2=0)',
      'é\t0.6667 (sys1=1, sys2=0)',
      // U+FF5A sorts before U+1F600 by code point (not by UTF-16 code unit, where a surrogate is lower).
      'ｚ\t0.6667 (sys1=1, sys2=0)',
      '😀\t0.6667 (sys1=1, sys2=0)',
    ]);
  });

  it('gives the same report every time', () => {
    expect(ngramReport(parseProfile('--compare_ngrams', 'max_ngram_length=1,report_length=10'), context(ref, [ref, corpus('x')]))).toBe(report);
  });

  it('puts a larger total count first among equal scores', () => {
    // "p": 2 against 2 and "q": 1 against 1 both score 0.5; "p" has more n-grams in all.
    const tied = ngramReport(
      parseProfile('--compare_ngrams', 'max_ngram_length=1,report_length=2,alpha=1'),
      context(corpus('p p q'), [corpus('p p q'), corpus('p p q')]),
    );
    expect(firstList(tied)).toEqual(['p\t0.5000 (sys1=2, sys2=2)', 'q\t0.5000 (sys1=1, sys2=1)']);
  });
});
