// Mistakes in word accuracy and sentence bucket profiles fail with one BleukitError that says
// what is wrong and how to fix it; and what compare-mt cannot run, multilabel sentence buckets,
// counts each sentence in each of its labels' buckets.
import { describe, expect, it } from 'vitest';
import { BleukitError } from '@bleukit/core';
import { createFormatter } from '../report/formatter.js';
import { parseProfile } from '../report/profile.js';
import type { Corpus, CorpusFiles, ReportContext } from '../report/report-context.js';
import { createLegacyRandom } from '../random/index.js';
import { sentenceBucketReport } from './sentence-bucket-report.js';
import { sourceWordAccuracyReport, wordAccuracyReport } from './word-accuracy.js';
import { errorOf } from '../test-helpers.js';

const tokens = (text: string): Corpus => text.split('\n').map((line) => line.split(' '));

/** Files held in memory, by name. */
function memoryFiles(contents: Record<string, string>): CorpusFiles {
  const text = (path: string): string => {
    const found = contents[path];
    if (found === undefined) throw new BleukitError('io', `${path}: no such file`);
    return found;
  };
  return { lines: (path) => text(path).split('\n'), tokens: (path) => tokens(text(path)) };
}

function context(files: Record<string, string> = {}, src?: string): ReportContext {
  return {
    sysNames: ['sys1', 'sys2'],
    ref: tokens('the cat sat\na dog'),
    outs: [tokens('the cat sat down\na dog'), tokens('a cat\nthe dog')],
    src: src === undefined ? undefined : tokens(src),
    random: createLegacyRandom(1),
    fmt: createFormatter(4),
    scorerScale: 100,
    scorerScaleIsInt: true,
    files: memoryFiles(files),
  };
}

const word = (profile: string, ctx = context()): string => wordAccuracyReport(parseProfile('--compare_word_accuracies', profile), ctx);
const source = (profile: string, ctx: ReportContext): string => sourceWordAccuracyReport(parseProfile('--compare_src_word_accuracies', profile), ctx);
const sentence = (profile: string, ctx = context()): string => sentenceBucketReport(parseProfile('--compare_sentence_buckets', profile), ctx);

/** The run fails with one BleukitError, on one line, matching `message`. */
function expectOneLineError(_name: string, run: () => unknown, message: RegExp): void {
  const error = errorOf(run);
  expect(error.message).toMatch(message);
  expect(error.message).not.toContain('\n');
}

describe('word accuracy mistakes', () => {
  it.each<[string, () => unknown, RegExp]>([
    ['an unknown accuracy type', () => word('acc_type=prec+recall'), /unknown acc_type "recall"; give prec, rec, fmeas/],
    ['an unknown bucket type', () => word('bucket_type=pos'), /unknown bucket_type=pos; word buckets are freq, case, label, multilabel, numlabel/],
    ['a cutoff that is no number', () => word('bucket_cutoffs=1:two'), /bucket_cutoffs: "two" is not a number/],
    ['label buckets without label_set', () => word('bucket_type=label'), /bucket_type=label needs label_set=/],
    ['label buckets without label files', () => word('bucket_type=label,label_set=A'), /the reference line 1, word 1 has no label: label buckets need one label per word/],
    ['ref_labels without out_labels', () => word('ref_labels=r.lab'), /ref_labels= needs out_labels= too/],
    ['too few out_labels', () => word('ref_labels=r.lab,out_labels=o1.lab'), /out_labels= names 1 files for 2 outputs/],
    ['an output label file of the wrong length, without ref_labels', () => word('out_labels=o1;o2', context({ o1: 'A', o2: 'A\nA' })), /o1 has 1 lines for the 2 lines of output 1/],
    [
      'a label line shorter than its sentence',
      () => word('bucket_type=label,label_set=A,ref_labels=r.lab,out_labels=o1.lab;o2.lab', context({ 'r.lab': 'A A A\nA', 'o1.lab': 'A A A A\nA A', 'o2.lab': 'A A\nA A' })),
      /r\.lab line 2 has 1 labels for 2 words/,
    ],
    ['a count that is no integer', () => word('freq_count_file=c.tsv', context({ 'c.tsv': 'the\t3\ncat\tmany' })), /c\.tsv:2: the count "many" is not an integer/],
    ['a numeric label that is no number', () => word('bucket_type=numlabel,ref_labels=r,out_labels=o1;o2', context({ r: '1 x 2\n3 4', o1: '1 2 3 4\n5 6', o2: '1 2\n3 4' })), /has the label "x", which is not a number/],
    ['an unknown key', () => word('bucket_type=freq,cache_dicts=x'), /unknown key "cache_dicts"/],
  ])('%s', expectOneLineError);
});

describe('source word accuracy mistakes', () => {
  it.each<[string, () => unknown, RegExp]>([
    ['no source', () => source('ref_align_file=a', context({ a: '0-0\n0-0' })), /needs the source \(--src_file\) and ref_align_file=/],
    ['no alignment file', () => source('bucket_type=case', context({}, 'Die Katze\nein Hund')), /needs the source/],
    ['an accuracy type other than rec', () => source('acc_type=fmeas,ref_align_file=a', context({ a: '0-0\n0-0' }, 'x\ny')), /acc_type can only be rec/],
    ['a malformed pair', () => source('ref_align_file=a', context({ a: '0-0 1:1\n0-0' }, 'x y\ny')), /a:1: cannot read "1:1" as an alignment/],
    ['a pair outside the sentence', () => source('ref_align_file=a', context({ a: '0-0\n0-5' }, 'x\ny')), /a:2: the pair 0-5 is outside the sentence \(1 source words, 2 reference words\)/],
    ['too few alignment lines', () => source('ref_align_file=a', context({ a: '0-0' }, 'x\ny')), /a has 1 lines for 2 reference lines/],
  ])('%s', expectOneLineError);
});

describe('sentence bucket mistakes', () => {
  it.each<[string, () => unknown, RegExp]>([
    ['an unknown bucket type', () => sentence('bucket_type=words'), /unknown bucket_type=words; sentence buckets are score, length, lengthdiff, label, multilabel, numlabel/],
    ['an unknown statistic', () => sentence('bucket_type=lengthdiff,statistic_type=mean'), /unknown statistic_type=mean; give count or score/],
    ['label buckets without label_set', () => sentence('bucket_type=label'), /bucket_type=label needs label_set=/],
    ['numeric labels without label files', () => sentence('bucket_type=numlabel'), /sentence 1 of output 1 has no label: bucket_type=numlabel needs ref_labels= or out_labels=/],
    ['a label file of the wrong length', () => sentence('bucket_type=label,label_set=a,ref_labels=l', context({ l: 'a' })), /l has 1 lines for 2 reference lines/],
  ])('%s', expectOneLineError);
});

describe('multilabel sentence buckets (compare-mt 0.2.11 fails on them)', () => {
  it('count each sentence in the bucket of each of its labels', () => {
    const report = sentence('bucket_type=multilabel,label_set=news+long,ref_labels=l', context({ l: 'news+long\nnews+web' }));
    expect(report).toBe(
      '********************** Sentence Bucket Analysis ************************\n' +
        '--- bucket type: multilabels, statistic type: count\n' +
        'multilabels\tsys1\tsys2\n' +
        'news\t2\t2\n' +
        'long\t1\t1\n' +
        'other\t1\t1\n\n',
    );
  });
});
