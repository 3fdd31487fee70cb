// bleukit analyze's analyses: the multi-reference definitions on small cases that can be checked
// by hand, one reference against compare-mt's own recorded report (../shared/conformance/compare-mt)
// or bleukit compare-mt's bucketers (case, score and count-file buckets), a reference given twice
// against once, and the shape of the data.
import { readFileSync } from 'node:fs';
import { formatFixed } from '@bleukit/core';
import { describe, expect, it } from 'vitest';
import { readJsonl, sharedPath } from '../../../../test-support/shared.js';
import { withoutTieOrder } from '../../../../test-support/compare-mt-report.js';
import { caseBucketer, corpusAccuracy, countWords, frequencyBucketer, readCountFile, scoreSentenceBucketer, targetWordCounts } from '../buckets/index.js';
import { pyInt } from '../scorers/index.js';
import { analyze } from './analyze.js';
import { parseScoreBuckets } from './sentence-bucket-tables.js';
import { ANALYSIS_FORMAT, ANALYSIS_VERSION, type AnalysisData, type NgramEntry } from './analysis-data.js';
import { segmentPairRows, segmentRowsCsv, parseSegmentSort } from './segment-export.js';
import { analyzeInput, spaceBleu, spaces } from '../test-helpers.js';

const bleu = spaceBleu;
const input = analyzeInput;

const lines = (path: string) => readFileSync(sharedPath(`conformance/compare-mt/${path}`), 'utf8').split('\n').slice(0, -1);

describe('several references, as the README defines them', () => {
  // Segment 1: "a a b" against "a b b" and "a a c": a word matches up to the most times it is in
  // one reference (a: 2, b: 2, c: 1), so all three output words match; the references count
  // a 2, b 2, c 1 words. Segment 2: "d" against "e" and "d e": d matches once.
  const refs = [
    ['a b b', 'e'],
    ['a a c', 'd e'],
  ];
  const data = analyze(input(refs, [['a a b', 'd'], ['c c c c', 'x']]));

  it('counts words against all references, clipped at the most in any one', () => {
    // Reference frequencies: a 2, b 2, c 1, e 1, d 1.
    const byName = new Map(data.wordAccuracy[0]?.buckets.map((bucket) => [bucket.name, bucket]));
    expect(byName.get('1')?.referenceWords).toBe(3); // c, d, e
    expect(byName.get('2')?.referenceWords).toBe(4); // a ×2, b ×2
    expect(byName.get('1')?.systems.map((s) => [s.outputWords, s.matches])).toEqual([[1, 1], [4, 1]]); // sys1: d; sys2: c ×4 (one matches)
    expect(byName.get('2')?.systems.map((s) => [s.outputWords, s.matches])).toEqual([[3, 3], [0, 0]]);
    expect(byName.get('<1')?.systems.map((s) => [s.outputWords, s.matches])).toEqual([[0, 0], [1, 0]]); // x is in no reference
  });

  it('buckets words by case with the same clipped counts', () => {
    const cased = analyze(input([['The A b', 'x'], ['the a B', 'X y']], [['The B b', 'X'], ['a a a', 'Y']]));
    const table = cased.wordAccuracy.find((t) => t.bucketing === 'case');
    expect(table?.frequencySource).toBeNull();
    // Reference words: lower: b, the, a, x, y; upper: A, B, X; title: The.
    const byName = new Map(table?.buckets.map((bucket) => [bucket.name, bucket]));
    expect([...byName.keys()]).toEqual(['lower', 'upper', 'title', 'other']);
    expect(table?.buckets.map((b) => b.referenceWords)).toEqual([5, 3, 1, 0]);
    // sys1: The, B, b, X all match; sys2: a matches once of three, Y matches nothing.
    expect(byName.get('lower')?.systems.map((s) => [s.outputWords, s.matches])).toEqual([[1, 1], [3, 1]]);
    expect(byName.get('upper')?.systems.map((s) => [s.outputWords, s.matches])).toEqual([[2, 2], [1, 0]]);
    expect(byName.get('title')?.systems.map((s) => [s.outputWords, s.matches])).toEqual([[1, 1], [0, 0]]);
  });

  it('buckets sentences by sentence score, a score at a cutoff in the bucket above it', () => {
    // Sentence BLEU: 100 where the output is one of the references; "c c c c" above 0 and below 100.
    const scored = analyze(input([['a b c d', 'z'], ['q', 'x']], [['a b c d', 'x'], ['c c c c', 'z']], { scoreBuckets: [{ metric: 'bleu', cutoffs: [0, 100].map(pyInt) }] }));
    const table = scored.sentenceBuckets.find((t) => t.by === 'score');
    expect(table?.buckets.map((b) => [b.name, ...b.systems.map((s) => s.lines)])).toEqual([['<0', [], []], ['[0,100)', [], [1]], ['>=100', [1, 2], [2]]]);
  });

  it('refuses score buckets on a metric not scored, or a cutoff that is not a number', () => {
    expect(() => analyze(input([['a']], [['a']], { scoreBuckets: [{ metric: 'chrf' }] }))).toThrow("cannot bucket sentences by the score 'chrf': it is not one of the metrics scored (bleu)");
    expect(parseScoreBuckets('bleu,chrf:10:20.5', ['bleu', 'chrf'])).toEqual([{ metric: 'bleu' }, { metric: 'chrf', cutoffs: [{ type: 'int', value: 10 }, { type: 'float', value: 20.5 }] }]);
    expect(() => parseScoreBuckets('meteor', ['bleu', 'chrf'])).toThrow("cannot bucket sentences by the score 'meteor': give one of the metrics scored (bleu, chrf), optionally followed by cutoffs (e.g. --score-buckets bleu:20:40:60).");
    expect(() => parseScoreBuckets('bleu:10:x', ['bleu'])).toThrow("--score-buckets bleu:10:x: the cutoff 'x' is not a number; give numbers joined by ':' (e.g. --score-buckets bleu:20:40:60).");
  });

  it('clips n-gram matches as BLEU does and counts the unmatched as over- and under-produced', () => {
    const table = (type: string) => data.ngrams.find((t) => t.compareType === type);
    const entry = (type: string, ngram: string): NgramEntry | undefined =>
      [...(table(type)?.leftLeads ?? []), ...(table(type)?.rightLeads ?? [])].find((e) => e.ngram === ngram);
    expect(entry('match', 'a a')).toMatchObject({ left: 1, right: 0 }); // "a a" is in ref 2
    expect(entry('match', 'a a b')).toBeUndefined(); // in neither reference
    expect(entry('over', 'a a b')).toMatchObject({ left: 1, right: 0 });
    expect(entry('over', 'c')).toMatchObject({ left: 0, right: 3 });
    // Under-produced: the most in one reference, less the matches: segment 1 c (1), a b, b b, …
    expect(entry('under', 'c')).toMatchObject({ left: 1, right: 0 });
    expect(entry('under', 'e')).toMatchObject({ left: 1, right: 1 });
  });

  it('buckets sentences by the closest reference length, the shorter on a tie', () => {
    // Segment 1: both references have 3 words. Segment 2: "d" and "x" (1 word) are nearest to
    // "e" (1), not "d e" (2). Length differences: sys1 0 and 0, sys2 1 ("c c c c") and 0.
    // Then a tie: 3 words between references of 2 and 4 takes the shorter.
    expect(data.segmentTable.map((row) => row.systems.map((s) => s.referenceLength))).toEqual([[3, 3], [1, 1]]);
    const diff = data.sentenceBuckets.find((t) => t.by === 'lengthdiff');
    const count = (name: string, o: number) => diff?.buckets.find((b) => b.name === name)?.systems[o]?.count;
    expect([count('0', 0), count('0', 1), count('1', 1)]).toEqual([2, 1, 1]);
    const tie = analyze(input([['a b'], ['a b c d']], [['a b c']]));
    expect(tie.segmentTable[0]?.systems[0]?.referenceLength).toBe(2);
  });

  it('keeps each distinct reference line once in the segment table', () => {
    const twice = analyze(input([['a b'], ['a b'], ['a c']], [['a b']]));
    expect(twice.segmentTable[0]?.references).toEqual(['a b', 'a c']);
    expect(twice.segmentTable[0]?.referenceLength).toBe(2);
  });
});

describe('one reference: compare-mt\'s numbers (its recorded report on the WMT sample)', () => {
  const record = readJsonl<{ id: string; stdout: string }>('conformance/compare-mt/compare-mt.jsonl').find((r) => r.id === 'default-de-en-2sys');
  const report = record?.stdout ?? '';
  const ref = lines('inputs/de-en/ref.A.tok.en');
  const outs = [lines('inputs/de-en/hyp.Online-B.tok.en'), lines('inputs/de-en/hyp.JDExploreAcademy.tok.en')];
  const data = analyze(input([ref], outs, { segmentTable: false }));
  const section = (heading: string): string[] => {
    const start = report.indexOf(heading);
    expect(start).toBeGreaterThan(0);
    return report.slice(start).split('\n\n')[0]?.split('\n').slice(2) ?? [];
  };

  it('has the same word F-measure by frequency bucket', () => {
    const ours = data.wordAccuracy[0]?.buckets.map((b) => [b.name, ...b.systems.map((s) => formatFixed(s.fmeasure, 4))].join('\t'));
    expect(ours).toEqual(section('--- word fmeas by frequency bucket'));
  });

  it('has the same word accuracy by case as compare-mt\'s case buckets (bleukit compare-mt\'s own)', () => {
    const words = (corpus: string[]) => corpus.map((line) => spaces.tokenize(line));
    const expected = corpusAccuracy(targetWordCounts(caseBucketer(), words(ref), outs.map(words), null));
    const table = data.wordAccuracy.find((t) => t.bucketing === 'case');
    expect(table?.buckets.map((b) => b.name)).toEqual(caseBucketer().buckets);
    table?.buckets.forEach((bucket, b) => {
      expect(bucket.referenceWords).toBe(expected[0]?.[b]?.refCount);
      bucket.systems.forEach((system, o) => {
        const theirs = expected[o]?.[b];
        expect([system.outputWords, system.matches, system.precision, system.recall, system.fmeasure]).toEqual([theirs?.outCount, theirs?.matches, theirs?.precision, theirs?.recall, theirs?.fmeasure]);
      });
    });
    expect(table?.buckets.every((bucket) => bucket.referenceWords > 0)).toBe(true);
  });

  it('buckets sentences by sentence score as compare-mt\'s score bucketer does, at its default cutoffs for a 0-100 score', () => {
    const scored = analyze(input([ref], outs, { scoreBuckets: [{ metric: 'bleu' }, { metric: 'bleu', cutoffs: [5, 15, 30, 60].map(pyInt) }] }));
    const tables = scored.sentenceBuckets.filter((t) => t.by === 'score');
    expect(tables.map((t) => [t.title, t.metric])).toEqual([['sentence BLEU', 'bleu'], ['sentence BLEU', 'bleu']]);
    // The names compare-mt prints for sentence BLEU on its 0-100 scale (the recorded sentence-buckets run).
    const recorded = readJsonl<{ id: string; stdout: string }>('conformance/compare-mt/compare-mt.jsonl').find((r) => r.id === 'sentence-buckets')?.stdout ?? '';
    const names = recorded.slice(recorded.indexOf('--- bucket type: sentence-level BLEU')).split('\n\n')[0]?.split('\n').slice(2).map((line) => line.split('\t')[0]);
    expect(tables[0]?.buckets.map((b) => b.name)).toEqual(names);
    expect(tables[1]?.buckets.map((b) => b.name)).toEqual(['<5', '[5,15)', '[15,30)', '[30,60)', '>=60']);
    // Each system's counts: compare-mt's bucketer over the segment table's sentence scores.
    tables.forEach((table, t) => {
      const bucketer = scoreSentenceBucketer({ name: 'BLEU', idstr: 'bleu', scale: 100 }, (sentence) => Number(sentence.label), t === 0 ? undefined : [5, 15, 30, 60].map(pyInt));
      outs.forEach((_, o) => {
        const expected = new Array<number>(bucketer.buckets.length).fill(0);
        for (const row of scored.segmentTable) {
          const b = bucketer.bucketOf({ out: [], ref: [], src: undefined, label: String(row.systems[o]?.scores[0]), where: () => '' }) as number;
          expected[b] = (expected[b] as number) + 1;
        }
        expect(table.buckets.map((bucket) => bucket.systems[o]?.count)).toEqual(expected);
      });
    });
    expect(tables[0]?.buckets.filter((b) => (b.systems[0]?.count ?? 0) > 0).length).toBeGreaterThan(5);
  });

  it('has the same sentence counts by length difference', () => {
    const table = data.sentenceBuckets.find((t) => t.by === 'lengthdiff');
    const ours = table?.buckets.map((b) => [b.name, ...b.systems.map((s) => String(s.count))].join('\t'));
    expect(ours).toEqual(section('--- bucket type: len(output)-len(reference), statistic type: count'));
  });

  it('has the same salient n-grams (equal scores compared as the records\' README says)', () => {
    const table = data.ngrams.find((t) => t.compareType === 'match');
    const list = (heading: string, entries: readonly NgramEntry[]) =>
      [heading, ...entries.map((e) => `${e.ngram}\t${formatFixed(e.score, 4)} (sys1=${e.left}, sys2=${e.right})`)].join('\n');
    for (const [heading, entries] of [
      ['--- 50 n-grams where sys1>sys2 in match', table?.leftLeads ?? []],
      ['--- 50 n-grams where sys2>sys1 in match', table?.rightLeads ?? []],
    ] as const) {
      const recorded = report.slice(report.indexOf(heading)).split('\n\n')[0] as string;
      expect(withoutTieOrder(list(heading, entries))).toBe(withoutTieOrder(recorded));
      expect(entries).toHaveLength(50);
    }
  });
});

/** The data without what a repeated reference may change: the file list and `nrefs:`. */
function withoutReferenceCount(data: AnalysisData): unknown {
  return {
    ...data,
    references: null,
    metrics: data.metrics.map((metric) => ({ ...metric, signature: metric.signature.replace(/nrefs:\d+/, 'nrefs:*') })),
  };
}

describe('frequencies from a file, one reference: compare-mt\'s numbers', () => {
  const ref = lines('inputs/de-en/ref.A.tok.en');
  const outs = ['Online-B', 'JDExploreAcademy', 'PROMT'].map((name) => lines(`inputs/de-en/hyp.${name}.tok.en`));
  const words = (corpus: string[]) => corpus.map((line) => spaces.tokenize(line));

  it('counts a corpus file\'s words as compare-mt\'s freq_corpus_file (its recorded report)', () => {
    const corpus = countWords(words(lines('inputs/de-en/ref.B.tok.en')), false);
    const data = analyze(input([ref], outs, { segmentTable: false, frequencies: { source: 'corpus', file: 'ref.B', counts: corpus } }));
    expect(data.wordAccuracy.map((t) => [t.bucketing, t.frequencySource, t.frequencyFile])).toEqual([['frequency', 'references', undefined], ['frequency', 'corpus', 'ref.B'], ['case', null, undefined]]);
    const report = readJsonl<{ id: string; stdout: string }>('conformance/compare-mt/compare-mt.jsonl').find((r) => r.id === 'freq-corpus')?.stdout ?? '';
    const recorded = report.slice(report.indexOf('Reading frequency from "inputs/de-en/ref.B.tok.en"')).split('\n\n')[0]?.split('\n').slice(4);
    const ours = data.wordAccuracy[1]?.buckets.map((b) => [b.name, ...b.systems.map((system) => formatFixed(system.fmeasure, 4))].join('\t'));
    expect(ours).toEqual(recorded);
  });

  it('reads a word<TAB>count file as compare-mt\'s freq_count_file (bleukit compare-mt\'s own buckets)', () => {
    const { counts } = readCountFile(lines('inputs/en-counts.tsv'), 'en-counts.tsv', false);
    const data = analyze(input([ref], outs, { segmentTable: false, frequencies: { source: 'counts', file: 'en-counts.tsv', counts } }));
    const expected = corpusAccuracy(targetWordCounts(frequencyBucketer(counts), words(ref), outs.map(words), null));
    const table = data.wordAccuracy[1];
    expect(table?.frequencySource).toBe('counts');
    table?.buckets.forEach((bucket, b) => {
      expect(bucket.referenceWords).toBe(expected[0]?.[b]?.refCount);
      bucket.systems.forEach((system, o) => expect([system.outputWords, system.matches, system.fmeasure]).toEqual([expected[o]?.[b]?.outCount, expected[o]?.[b]?.matches, expected[o]?.[b]?.fmeasure]));
    });
    expect(table?.buckets.filter((bucket) => bucket.referenceWords > 0).length).toBeGreaterThan(4);
  });
});

describe('a reference given twice', () => {
  const ref = lines('inputs/de-en/ref.A.tok.en').slice(0, 400);
  const other = lines('inputs/de-en/ref.B.tok.en').slice(0, 400);
  const outs = [lines('inputs/de-en/hyp.Online-B.tok.en').slice(0, 400), lines('inputs/de-en/hyp.PROMT.tok.en').slice(0, 400)];
  const run = (references: string[][]) =>
    analyze(input(references, outs, { significance: [{ test: 'bs', samples: 200 }, { test: 'ar', samples: 200 }], bucketSamples: 100, scoreBuckets: [{ metric: 'bleu' }], frequencies: { source: 'corpus', file: 'ref.B', counts: countWords(other.map((line) => spaces.tokenize(line)), false) } }));

  it.each([
    ['REF REF', [ref, ref], [ref]],
    ['A B A', [ref, other, ref], [ref, other]],
  ])('%s gives the same data as each reference once', (_, repeated, once) => {
    const a = run(repeated);
    const b = run(once);
    expect(a.references.count).toBe(repeated.length);
    expect(a.wordAccuracy.map((t) => t.frequencySource)).toEqual(['references', 'corpus', null]);
    expect(a.sentenceBuckets.map((t) => t.by)).toEqual(['length', 'lengthdiff', 'score']);
    expect(withoutReferenceCount(a)).toEqual(withoutReferenceCount(b));
  });

  it('a second, different reference does change it', () => {
    expect(withoutReferenceCount(run([ref, other]))).not.toEqual(withoutReferenceCount(run([ref])));
  });
});

describe('the data', () => {
  const ref = lines('inputs/de-en/ref.A.tok.en').slice(0, 50);
  const outs = [lines('inputs/de-en/hyp.Online-B.tok.en').slice(0, 50), lines('inputs/de-en/hyp.LT22.tok.en').slice(0, 50)];
  const data = analyze(input([ref], outs, { labels: { file: 'labels', labels: ref.map((_, s) => (s < 20 ? 'news' : 'chat')) } }));

  it('has every table, and survives JSON', () => {
    expect(data.format).toBe(ANALYSIS_FORMAT);
    expect(data.version).toBe(ANALYSIS_VERSION);
    expect(Object.keys(data)).toEqual([
      'format', 'version', 'bleukit', 'references', 'systems', 'source', 'labels', 'segments', 'words', 'metrics',
      'scores', 'significance', 'wordAccuracy', 'sentenceBuckets', 'ngrams', 'examples', 'segmentTable',
    ]);
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
    expect(data.sentenceBuckets.map((t) => t.by)).toEqual(['length', 'lengthdiff', 'label']);
    expect(data.sentenceBuckets[2]?.buckets.map((b) => [b.name, b.systems[0]?.count])).toEqual([['news', 20], ['chat', 30]]);
  });

  it('makes the same segment table on demand, read as an array by every reader, and the same JSON', () => {
    const onDemand = analyze(input([ref], outs, { labels: { file: 'labels', labels: ref.map((_, s) => (s < 20 ? 'news' : 'chat')) }, segmentTable: 'on-demand' }));
    const rows = onDemand.segmentTable;
    expect(Array.isArray(rows)).toBe(true);
    expect(rows).toHaveLength(50);
    expect(rows[49]).toEqual(data.segmentTable[49]);
    expect(rows[50]).toBeUndefined();
    expect([...rows]).toEqual(data.segmentTable);
    expect(rows.map((row) => row.line)).toEqual(data.segmentTable.map((row) => row.line));
    expect(rows.slice(10, 12)).toEqual(data.segmentTable.slice(10, 12));
    expect(Object.keys(rows)).toEqual(Object.keys(data.segmentTable));
    expect(rows).toEqual(data.segmentTable);
    expect(JSON.stringify(onDemand)).toBe(JSON.stringify(data));
  });

  it('keeps the shape the HTML report and notebooks read (new fields may be added, none renamed or removed)', () => {
    const withSource = analyze(input([ref], outs, { source: { file: 'src', lines: ref }, significance: [{ test: 'bs', samples: 10 }], bucketSamples: 10 }));
    /** Every key path of a value, arrays by their first element (`a.b[].c`). */
    const paths = (value: unknown, prefix = ''): string[] => {
      if (Array.isArray(value)) return value.length === 0 ? [`${prefix}[]`] : paths(value[0], `${prefix}[]`);
      if (value === null || typeof value !== 'object') return [prefix];
      return Object.entries(value).flatMap(([key, inner]) => paths(inner, prefix === '' ? key : `${prefix}.${key}`));
    };
    const found = new Set(paths(withSource));
    const promised = [
      'format', 'version', 'bleukit', 'references.count', 'references.files[]', 'systems[].name', 'systems[].file', 'source', 'labels', 'segments',
      'words.tokenizer', 'words.lowercase', 'metrics[].id', 'metrics[].name', 'metrics[].signature', 'metrics[].higherIsBetter',
      'scores[].system', 'scores[].scores[]', 'scores[].outputWords', 'scores[].referenceWords', 'scores[].lengthRatio',
      'significance[].test', 'significance[].samples', 'significance[].seed', 'significance[].metrics[].metric',
      'significance[].metrics[].systems[].system', 'significance[].metrics[].systems[].score', 'significance[].metrics[].systems[].pValue',
      'significance[].metrics[].systems[].mean', 'significance[].metrics[].systems[].ci',
      'wordAccuracy[].bucketing', 'wordAccuracy[].frequencySource', 'wordAccuracy[].buckets[].name', 'wordAccuracy[].buckets[].referenceWords',
      'wordAccuracy[].buckets[].systems[].system', 'wordAccuracy[].buckets[].systems[].outputWords', 'wordAccuracy[].buckets[].systems[].matches',
      'wordAccuracy[].buckets[].systems[].precision', 'wordAccuracy[].buckets[].systems[].recall', 'wordAccuracy[].buckets[].systems[].fmeasure',
      'sentenceBuckets[].by', 'sentenceBuckets[].title', 'sentenceBuckets[].buckets[].name', 'sentenceBuckets[].buckets[].systems[].system',
      'sentenceBuckets[].buckets[].systems[].count', 'sentenceBuckets[].buckets[].systems[].scores[].score',
      'sentenceBuckets[].buckets[].systems[].scores[].mean', 'sentenceBuckets[].buckets[].systems[].scores[].ci', 'sentenceBuckets[].buckets[].systems[].lines[]',
      'ngrams[].left', 'ngrams[].right', 'ngrams[].compareType', 'ngrams[].alpha', 'ngrams[].minLength', 'ngrams[].maxLength',
      'ngrams[].leftLeads[].ngram', 'ngrams[].leftLeads[].score', 'ngrams[].leftLeads[].left', 'ngrams[].leftLeads[].right', 'ngrams[].rightLeads[].ngram',
      'examples[].left', 'examples[].right', 'examples[].metric', 'examples[].leftBetter[].line', 'examples[].leftBetter[].difference',
      'examples[].leftBetter[].leftScores[]', 'examples[].leftBetter[].rightScores[]', 'examples[].rightBetter[].line',
      'segmentTable[].line', 'segmentTable[].source', 'segmentTable[].references[]', 'segmentTable[].referenceLength', 'segmentTable[].label',
      'segmentTable[].systems[].output', 'segmentTable[].systems[].length', 'segmentTable[].systems[].referenceLength', 'segmentTable[].systems[].scores[]',
    ];
    expect(promised.filter((path) => !found.has(path))).toEqual([]);
  });

  it('scores each bucket as a corpus of its sentences', () => {
    const metric = bleu();
    const label = data.sentenceBuckets[2]?.buckets[0]?.systems[1];
    const expected = metric.scoreStatistics(
      (outs[1] as string[]).slice(0, 20).map((h, s) => metric.segmentStatistics(h, [ref[s] as string])).reduce((a, b) => a.map((x, k) => x + (b[k] as number))),
      1,
    ).score;
    expect(label?.scores[0]?.score).toBe(expected);
  });

  it('lists the examples where each system is better, by how much, and the segment table sorts by a metric', () => {
    const table = data.examples[0];
    for (const example of table?.leftBetter ?? []) expect(example.difference).toBe((example.leftScores[0] as number) - (example.rightScores[0] as number));
    for (const example of table?.rightBetter ?? []) expect(example.difference).toBe((example.rightScores[0] as number) - (example.leftScores[0] as number));
    const rows = segmentPairRows(data, 0, 1, parseSegmentSort('bleu', data));
    const diffs = rows.map((row) => row['diff_bleu'] as number);
    expect(diffs).toEqual([...diffs].sort((a, b) => b - a));
    expect(rows[0]?.['diff_bleu']).toBe(table?.rightBetter[0]?.difference);
    const csv = segmentRowsCsv(rows).split('\n');
    expect(csv[0]).toBe('line,label,source,reference_1,reference_length,left_system,right_system,left_output,right_output,left_length,right_length,left_bleu,right_bleu,diff_bleu');
    expect(csv).toHaveLength(52);
    expect(() => parseSegmentSort('meteor', data)).toThrow(/give one of line, length, bleu/);
  });
});
