// analyze's word accuracy by multilabel and numeric label (WordLabels.type): with one reference,
// compare-mt 0.2.11's MultiLabelWordBucketer and NumericalLabelWordBucketer run live on the same
// files (every count and every float); a reference given twice changes nothing; a label that
// cannot be read is an error naming its file, line and word.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compareMtMissing, runPython } from '../../../../test-support/compare-mt-tools.js';
import { sharedPath } from '../../../../test-support/shared.js';
import { seededRandom } from '../../../../test-support/seeded-random.js';
import { analyzeInput, errorOf, spaceBleu } from '../test-helpers.js';
import { analyze, type AnalyzeInput } from './analyze.js';
import type { WordAccuracyTable } from './analysis-data.js';
import { LabelBuckets, type LabelType } from './label-buckets.js';
import { analysisHtml } from '../html/analysis-html.js';
import { analysisReportView } from '../html/analysis-view.js';
import { formatAnalysisText } from './analysis-text.js';
import { parseFrequencyCutoffs } from './word-accuracy-table.js';
import type { WordLabels } from './word-label-table.js';

// compare-mt's word bucketer on files read by compare-mt's own reader; per system and bucket
// (matches, reference words, output words, recall, precision, F-measure).
const BUCKETER = `
import json, sys
from compare_mt import bucketers, corpus_utils
a = json.loads(sys.stdin.read())
load = corpus_utils.load_tokens
bucketer = bucketers.create_word_bucketer_from_profile(a['type'], label_set=a.get('label_set'), bucket_cutoffs=a.get('bucket_cutoffs'))
stats, _, _, _ = bucketer.calc_statistics(load(a['ref']), [load(o) for o in a['outs']], ref_labels=load(a['ref_labels']), out_labels=[load(o) for o in a['out_labels']])
print(json.dumps({'names': bucketer.bucket_strs, 'stats': [[[int(m), int(r), int(o), float(rec), float(prec), float(f)] for (m, r, o, rec, prec, f) in s] for s in stats]}))
`;

const dir = mkdtempSync(join(tmpdir(), 'bleukit-word-labels-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const readLines = (path: string): string[] => readFileSync(path, 'utf8').split('\n').slice(0, -1);
const write = (name: string, lines: readonly string[]): string => {
  const path = join(dir, name);
  writeFileSync(path, lines.map((line) => `${line}\n`).join(''));
  return path;
};

/** A corpus: its reference and systems (files of words split on single spaces) and label files per type. */
interface Corpus {
  readonly name: string;
  readonly ref: string;
  readonly outs: readonly string[];
  readonly labels: Record<'multilabel' | 'numlabel', { readonly ref: string; readonly outs: readonly string[] }>;
}

/** The de-en sample: a second label for long words; numeric labels from the word's length. */
function sample(): Corpus {
  const de = (name: string) => sharedPath(`conformance/compare-mt/inputs/de-en/${name}`);
  const names = ['ref.A', 'hyp.Online-B', 'hyp.JDExploreAcademy'];
  const files = names.map((name) => {
    const words = readLines(de(`${name}.tok.en`)).map((line) => line.split(' '));
    const labels = readLines(de(`${name}.label`)).map((line) => line.split(' '));
    return {
      text: de(`${name}.tok.en`),
      multi: write(`${name}.multi`, labels.map((line, s) => line.map((l, k) => ((words[s]?.[k]?.length ?? 0) > 6 ? `${l}+LONG` : l)).join(' '))),
      num: write(`${name}.num`, words.map((line) => line.map((w) => String(w.length / 10)).join(' '))),
    };
  });
  const [ref, ...outs] = files as [(typeof files)[number], ...(typeof files)[number][]];
  return { name: 'the de-en sample', ref: ref.text, outs: outs.map((o) => o.text), labels: { multilabel: { ref: ref.multi, outs: outs.map((o) => o.multi) }, numlabel: { ref: ref.num, outs: outs.map((o) => o.num) } } };
}

/**
 * Generated lines of few words, so that words repeat within a line and matched words take the
 * reference's labels; multilabels with a part twice (`A+A`) and parts outside a label set,
 * numbers as Python writes them (`1e-1`, `1_0`, `inf`, `nan`, `-0.5`).
 */
function generated(): Corpus {
  const draw = seededRandom(32);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(draw() * list.length)] as T;
  const vocabulary = ['the', 'cat', 'sat', 'on', 'mat', '.', 'a', 'dog'];
  const multi = ['A', 'B', 'C', 'A+B', 'A+A', 'B+C+Z', 'Z'];
  const numbers = ['0', '0.1', '1e-1', '0.25', '.3', '0.5', '1_0', 'inf', '-inf', 'nan', '-0.5', '0.74', '0.75', '2'];
  const corpus = (name: string) => {
    const lines = Array.from({ length: 60 }, () => Array.from({ length: 1 + Math.floor(draw() * 14) }, () => pick(vocabulary)));
    return {
      text: write(`${name}.txt`, lines.map((words) => words.join(' '))),
      multi: write(`${name}.multi`, lines.map((words) => words.map(() => pick(multi)).join(' '))),
      num: write(`${name}.num`, lines.map((words) => words.map(() => pick(numbers)).join(' '))),
    };
  };
  const [ref, ...outs] = ['gen.ref', 'gen.out1', 'gen.out2', 'gen.out3'].map(corpus) as [ReturnType<typeof corpus>, ...ReturnType<typeof corpus>[]];
  return { name: 'generated lines', ref: ref.text, outs: outs.map((o) => o.text), labels: { multilabel: { ref: ref.multi, outs: outs.map((o) => o.multi) }, numlabel: { ref: ref.num, outs: outs.map((o) => o.num) } } };
}

interface Case {
  readonly type: 'multilabel' | 'numlabel';
  /** compare-mt's `label_set` (multilabel; analyze then adds `other`). */
  readonly labelSet?: string;
  /** compare-mt's `bucket_cutoffs` (numlabel). */
  readonly cutoffs?: string;
}

function analyzed(corpus: Corpus, test: Case, references = 1): WordAccuracyTable | undefined {
  const labels = corpus.labels[test.type];
  const wordLabels: WordLabels = {
    type: test.type,
    referenceFiles: Array.from({ length: references }, () => labels.ref),
    references: Array.from({ length: references }, () => readLines(labels.ref)),
    systemFiles: labels.outs.slice(),
    systems: labels.outs.map(readLines),
    ...(test.labelSet === undefined ? {} : { labelSet: test.labelSet.split('+') }),
    ...(test.cutoffs === undefined ? {} : { cutoffs: parseFrequencyCutoffs(test.cutoffs) }),
  };
  const input: AnalyzeInput = analyzeInput(
    Array.from({ length: references }, () => readLines(corpus.ref)),
    corpus.outs.map(readLines),
    { metrics: [{ metric: spaceBleu() }], segmentTable: false, wordLabels },
  );
  return analyze(input).wordAccuracy.at(-1);
}

const corpora = [sample(), generated()];
const cases: Case[] = [
  { type: 'multilabel', labelSet: 'NUM+PUNCT+CAP+SHORT+WORD+LONG' },
  { type: 'multilabel', labelSet: 'CAP+LONG+A+B' },
  { type: 'numlabel' },
  { type: 'numlabel', cutoffs: '0.2:0.5:1' },
  { type: 'numlabel', cutoffs: '0:1:2' },
];
const table = corpora.flatMap((corpus) => cases.map((test) => [corpus.name, test.type, test.labelSet ?? test.cutoffs ?? 'default cutoffs', corpus, test] as const));

describe.skipIf(compareMtMissing !== undefined)(`one reference: compare-mt 0.2.11 run live${compareMtMissing ? ` (skipped: ${compareMtMissing})` : ''}`, () => {
  it.each(table)('%s, %s (%s)', (_corpus, _type, _what, corpus, test) => {
    const labels = corpus.labels[test.type];
    const expected = JSON.parse(
      runPython(
        BUCKETER,
        JSON.stringify({ type: test.type, label_set: test.labelSet, bucket_cutoffs: test.cutoffs, ref: corpus.ref, outs: corpus.outs, ref_labels: labels.ref, out_labels: labels.outs }),
      ),
    ) as { names: string[]; stats: number[][][] };
    const got = analyzed(corpus, test);
    expect(got?.labelType).toBe(test.type);
    expect(got?.buckets.map((bucket) => bucket.name)).toEqual(expected.names);
    const stats = expected.names.map((_, b) => corpus.outs.map((_, o) => (expected.stats[o] as number[][])[b]));
    expect(got?.buckets.map((bucket) => bucket.systems.map((s) => [s.matches, bucket.referenceWords, s.outputWords, s.recall, s.precision, s.fmeasure]))).toEqual(stats);
  });
});

describe('several references', () => {
  it.each(table)('%s, %s (%s): the reference and its labels given twice change nothing', (_corpus, _type, _what, corpus, test) => {
    const [twice, once] = [analyzed(corpus, test, 2), analyzed(corpus, test, 1)];
    expect([twice?.labelType, twice?.buckets]).toEqual([test.type, once?.buckets]);
  });

  it('counts a reference word in each bucket of its multilabel, from the reference that has the word most often', () => {
    // "a" twice in the second reference (labels X+Y, Z): the output's two a's take X+Y and Z, b
    // takes R+S from the first; d is unmatched and counts under its own P+X. Q, the first
    // reference's "a", counts nowhere.
    const data = analyze(
      analyzeInput([['a b'], ['a a c']], [['a a b d']], {
        metrics: [{ metric: spaceBleu() }],
        segmentTable: false,
        wordLabels: { type: 'multilabel', referenceFiles: ['r1', 'r2'], references: [['Q R+S'], ['X+Y Z W']], systemFiles: ['s'], systems: [['P P P P+X']] },
      }),
    );
    const rows = data.wordAccuracy.at(-1)?.buckets.map((b) => [b.name, b.referenceWords, b.systems[0]?.outputWords, b.systems[0]?.matches]);
    expect(rows).toEqual([
      ['P', 0, 1, 0],
      ['Q', 0, 0, 0],
      ['R', 1, 1, 1],
      ['S', 1, 1, 1],
      ['W', 1, 0, 0],
      ['X', 1, 2, 1],
      ['Y', 1, 1, 1],
      ['Z', 1, 1, 1],
    ]);
  });
});

describe('errors and defaults', () => {
  const input = (type: LabelType, refLabels: string, extra: Partial<WordLabels> = {}) =>
    analyzeInput([['a b', 'c d']], [['a b', 'c d']], {
      metrics: [{ metric: spaceBleu() }],
      segmentTable: false,
      wordLabels: { type, referenceFiles: ['ref.lab'], references: [['0.1 0.2', refLabels]], systemFiles: ['sys.lab'], systems: [['0.3 0.4', '0.5 0.6']], ...extra },
    });

  it.each([
    ['numlabel', '0.1 x', '[bleukit] ref.lab:2: word 2: the label "x" is not a number; numeric labels (numlabel) must each be a number, e.g. 0.5.'],
    ['multilabel', 'A A+', `[bleukit] ref.lab:2: word 2: the multilabel "A+" has an empty part; join labels with single '+' signs, e.g. NOUN+PLURAL.`],
    ['label', 'A  B', '[bleukit] ref.lab:2: 3 labels for 2 words; a word label file needs one label per word as the line is tokenized (check -tok and -lc).'],
  ] as const)('%s: %j is refused with its file, line and word', (type, line, message) => {
    expect(errorOf(() => analyze(input(type, line))).message).toBe(message);
  });

  it('refuses an empty label', () => {
    // Three words, three labels, the second empty.
    const data = analyzeInput([['a b c']], [['a b c']], {
      metrics: [{ metric: spaceBleu() }],
      segmentTable: false,
      wordLabels: { referenceFiles: ['ref.lab'], references: [['A  B']], systemFiles: ['sys.lab'], systems: [['A B C']] },
    });
    expect(errorOf(() => analyze(data)).message).toBe('[bleukit] ref.lab:1: word 2: the label is empty (two spaces in a row?); give one label per word, separated by single spaces.');
  });

  it('refuses a label set with numeric labels, and cutoffs with other labels', () => {
    expect(errorOf(() => analyze(input('numlabel', '0 1', { labelSet: ['A'] }))).message).toMatch(/^\[bleukit\] word labels: numeric labels are bucketed by cutoffs, not by a label set/);
    expect(errorOf(() => analyze(input('multilabel', 'A B', { cutoffs: parseFrequencyCutoffs('1:2') }))).message).toMatch(/^\[bleukit\] word labels: cutoffs bucket numeric labels only/);
    expect(errorOf(() => analyze(input('pos' as LabelType, 'A B'))).message).toBe('[bleukit] word labels: unknown label type "pos"; give one of label, multilabel, numlabel.');
  });

  it('buckets by every part of the multilabels seen, sorted, without a label set', () => {
    const buckets = new LabelBuckets({ type: 'multilabel' }, () => ['B+A', 'C', 'A+A'], true, 'test');
    expect([buckets.names, buckets.bucketsOf('A+A', () => ''), buckets.bucketsOf('C+B', () => '')]).toEqual([['A', 'B', 'C'], [0, 0], [2, 1]]);
  });
});

describe('the text report and the HTML page', () => {
  const data = analyze(
    analyzeInput([['a b c']], [['a b d'], ['a c c']], {
      wordLabels: { type: 'numlabel', cutoffs: parseFrequencyCutoffs('1:2'), referenceFiles: ['ref.num'], references: [['0.5 1.5 3']], systemFiles: ['s1.num', 's2.num'], systems: [['0.5 1.5 1'], ['0.5 3 3']] },
    }),
  );

  it('titles the table by the label type in -f text', () => {
    const text = formatAnalysisText(data, () => ({ references: [], outputs: [], source: null }));
    expect(text).toContain('Word F-measure by numeric label');
    expect(text).toMatch(/\n1 +1 +0\.6667 +0\.0000\n/);
  });

  it('draws the table and its charts on the page', () => {
    const section = analysisReportView(data).sections.find((s) => s.heading === 'Word accuracy by frequency bucket, case and numeric label');
    expect(section?.tables?.slice(6).map((table) => [table.caption, table.rows.map((row) => row[0]?.text)])).toEqual(
      ['fmeas', 'prec', 'rec'].map((type) => [`word ${type} by numeric label bucket`, ['<1', '1', '>=2']]),
    );
    expect(section?.charts?.slice(6).map((chart) => chart.xLabel)).toEqual(['numeric label', 'numeric label', 'numeric label']);
    expect(analysisHtml(data)).toContain('word fmeas by numeric label bucket');
  });
});

describe('sentence labels (--labels) by type', () => {
  const run = (labels: string[], extra: Partial<NonNullable<AnalyzeInput['labels']>>) =>
    analyze(analyzeInput([['a b', 'c d', 'e f']], [['a b', 'c', 'e f']], { segmentTable: false, labels: { file: 'lines.lab', labels, ...extra } })).sentenceBuckets.find((t) => t.by === 'label');

  it('numlabel: by cutoffs; multilabel: a line in each of its labels\' buckets', () => {
    const numeric = run(['0.1', '2', 'nan'], { type: 'numlabel', cutoffs: parseFrequencyCutoffs('0.5:1') });
    expect([numeric?.title, numeric?.labelType, numeric?.buckets.map((b) => [b.name, b.systems[0]?.lines])]).toEqual(['numeric label', 'numlabel', [['<0.5', [1]], ['[0.5,1)', []], ['>=1', [2, 3]]]]);
    const multi = run(['x+y', 'y', 'z+x'], { type: 'multilabel' });
    expect(multi?.buckets.map((b) => [b.name, b.systems[0]?.lines])).toEqual([['x', [1, 3]], ['y', [1, 2]], ['z', [3]]]);
  });

  it('names the line of a label that is not a number', () => {
    expect(errorOf(() => run(['0.1', 'high', '1'], { type: 'numlabel' })).message).toBe('[bleukit] lines.lab:2: the label "high" is not a number; numeric labels (numlabel) must each be a number, e.g. 0.5.');
  });
});
