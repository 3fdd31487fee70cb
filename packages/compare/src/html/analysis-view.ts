import type { AnalysisData, BucketScore, MetricInfo, NgramEntry, SegmentRow } from '../analyze/analysis-data.js';
import { bucketsFromNames } from './bucket-names.js';
import { SegmentWords } from '../analyze/segment-words.js';
import { rowsOnDemand } from '../analyze/rows-on-demand.js';
import { segmentColumns, type SegmentColumns } from '../analyze/segment-columns.js';
import { SegmentColumn } from '../analyze/segment-column.js';
import { LABEL_TYPES } from '../analyze/label-buckets.js';
import { segmentWordIds } from './compact-text.js';
import { NgramList, NgramSegments } from './ngram-segments.js';
import type { SegmentSteps } from './segment-steps.js';
import { referenceFrequencies, WordBucketSegments } from './word-bucket-segments.js';
import type { ReportView, ViewCell, ViewChart, ViewExampleList, ViewSection, ViewSegmentList, ViewTable } from './report-view.js';

/** Options of {@link analysisReportView}. */
export interface AnalysisViewOptions {
  /** The report's title. Default `Why is A better than B?` with the systems' names. */
  readonly title?: string;
  /**
   * A line's words as the analyses counted them (the tokenizer of the run). Default: split at
   * spaces. The segment lists, the word buckets' links and the n-gram matches use them.
   */
  readonly words?: (line: string) => readonly string[];
  /**
   * The lines as word ids, as `analyze` kept them (`keepWords`), so that the report does not
   * tokenize them again; ignored unless it has the data's segments, references and systems.
   */
  readonly segmentWords?: SegmentWords;
}

const fixed = (value: number, digits = 2): string => value.toFixed(digits);

/** The word accuracies: the data's field, compare-mt's `acc_type` and the name in a chart's title. */
const ACCURACY_TYPES = [
  ['fmeasure', 'fmeas', 'F-measure'],
  ['precision', 'prec', 'precision'],
  ['recall', 'rec', 'recall'],
] as const;

function interval(score: BucketScore): [number, number] | undefined {
  return score.mean === null || score.ci === null ? undefined : [score.mean - score.ci, score.mean + score.ci];
}

/**
 * Builds the lists as the tables link to them, each once. A list's segments are made when read
 * (a getter: the page writes one list at a time), so that the lists of every segment are not
 * all held at once.
 */
class SegmentLists {
  readonly lists: ViewSegmentList[] = [];

  add(list: ViewSegmentList): number {
    this.lists.push(list);
    return this.lists.length - 1;
  }
}

/** Lines (1-based) to segment indices (typed: four bytes each, and one buffer for the collector). */
function segmentsOf(lines: readonly number[]): Int32Array {
  const segments = new Int32Array(lines.length);
  for (let k = 0; k < lines.length; k++) segments[k] = (lines[k] as number) - 1;
  return segments;
}

function scoreSection(data: AnalysisData, lists: SegmentLists): ViewSection {
  const names = data.systems.map((s) => s.name);
  const all = lists.add({
    title: 'All segments',
    get segments() {
      const every = new Int32Array(data.segments);
      for (let s = 0; s < every.length; s++) every[s] = s;
      return every;
    },
  });
  const bs = data.significance.find((test) => test.test === 'bs');
  const rows: ViewCell[][] = data.metrics.map((metric, m) => [
    { text: metric.name, segments: all },
    ...data.scores.map((scores, o) => {
      const result = bs?.metrics[m]?.systems[o];
      return { text: fixed(scores.scores[m] as number), ...(result?.mean != null && result.ci != null ? { note: `[${fixed(result.mean - result.ci)}, ${fixed(result.mean + result.ci)}]` } : {}) };
    }),
  ]);
  rows.push([{ text: 'length ratio' }, ...data.scores.map((scores) => ({ text: fixed(scores.lengthRatio, 3) }))]);
  rows.push([{ text: 'output words' }, ...data.scores.map((scores) => ({ text: String(scores.outputWords) }))]);
  const tables: ViewTable[] = [{ caption: 'Corpus scores', header: ['', ...names], rows }];
  for (const test of data.significance) {
    tables.push({
      caption: `${test.test === 'bs' ? 'Paired bootstrap resampling' : 'Paired approximate randomization'} against ${names[0]} (${test.samples} samples, seed ${test.seed})`,
      header: ['metric', ...names.slice(1)],
      rows: test.metrics.map((metric) => [
        { text: metricName(data, metric.metric) },
        ...metric.systems.slice(1).map((result) => ({ text: result.pValue === null ? '' : `p = ${result.pValue.toFixed(4)}` })),
      ]),
    });
  }
  const charts: ViewChart[] = data.metrics.map((metric, m) => ({
    title: metric.name,
    yLabel: metric.name,
    labels: [metric.name],
    series: data.scores.map((scores, o) => {
      const result = bs?.metrics[m]?.systems[o];
      return {
        name: names[o] as string,
        values: [scores.scores[m] as number],
        ...(result?.mean != null && result.ci != null ? { intervals: [[result.mean - result.ci, result.mean + result.ci] as const] } : {}),
      };
    }),
    segments: [all],
  }));
  return {
    heading: 'Aggregate scores',
    notes: data.metrics.map((metric) => `${metric.name}: ${metric.signature}${metric.higherIsBetter ? '' : ' (lower is better)'}`),
    tables,
    charts,
  };
}

function metricName(data: AnalysisData, id: string): string {
  return data.metrics.find((metric) => metric.id === id)?.name ?? id;
}

/** A word table's heading, the first column's name and what a chart's x axis says. */
function wordTableNames(table: AnalysisData['wordAccuracy'][number]): { heading: string; column: string; axis: string; note: string } {
  const matching = 'Output words are matched to the references as BLEU clips unigrams.';
  if (table.bucketing === 'case') return { heading: 'Word accuracy by case', column: 'case', axis: 'case', note: `A word's case as Python's str.islower, isupper and istitle see it. ${matching}` };
  if (table.bucketing === 'label') {
    const files = table.labelFiles;
    const type = LABEL_TYPES[table.labelType ?? 'label'];
    return {
      heading: `Word accuracy by ${type.name}`,
      column: type.name,
      axis: type.name,
      note: `Labels from ${[...(files?.references ?? []), ...(files?.systems ?? [])].join(', ')} (${type.rule}): a reference word's from its reference's file, an output word's from its system's; a matched output word counts under its reference word's label. ${matching}`,
    };
  }
  if (table.frequencySource === 'references') {
    return { heading: 'Word accuracy by frequency bucket', column: 'frequency', axis: 'frequency in the references', note: `A word's frequency is its count in the references (per segment, the most times it appears in any one reference). ${matching}` };
  }
  const file = table.frequencyFile ?? '';
  return { heading: `Word accuracy by frequency in ${file}`, column: 'frequency', axis: `frequency in ${file}`, note: `A word's frequency is its count in ${file}${table.frequencySource === 'counts' ? ' (a word<TAB>count file)' : ''}. ${matching}` };
}

/**
 * Word accuracy: one section with every word table (frequency in the references, in a file, case,
 * label), so that the sections after it keep their numbers whichever tables there are.
 */
function wordSections(data: AnalysisData, lists: SegmentLists, texts: SegmentWords, walked: SegmentWalk): ViewSection[] {
  const tables = data.wordAccuracy;
  if (tables.length === 0) return [];
  const names = data.systems.map((s) => s.name);
  const parts = tables.map((table, t): ViewSection => {
    const titles = wordTableNames(table);
    // The reference frequency table's buckets link to their words' segments (see walkSegments);
    // the other tables are not linked.
    const found = walked.wordBuckets.get(t);
    const linked = found
      ? table.buckets.map((bucket, b) =>
          lists.add({
            title: `Segments with words of frequency ${bucket.name}`,
            get segments() {
              return (found.segments[b] as SegmentSteps).toArray();
            },
            mark: (found.words[b] as number[]).map((id) => texts.vocabulary[id] as string),
          }),
        )
      : undefined;
    const accuracy = (type: 'fmeasure' | 'precision' | 'recall', label: string): ViewTable => ({
      caption: `word ${label} by ${titles.column} bucket${table.frequencyFile ? ` (${table.frequencyFile})` : ''}`,
      header: [titles.column, '# words', ...names],
      rows: table.buckets.map((bucket, b) => [
        { text: bucket.name, ...(linked ? { segments: linked[b] as number } : {}) },
        { text: String(bucket.referenceWords) },
        ...bucket.systems.map((system) => ({ text: fixed(system[type], 4), ...(linked ? { segments: linked[b] as number } : {}) })),
      ]),
    });
    return {
      heading: titles.heading,
      notes: [titles.note],
      tables: ACCURACY_TYPES.map(([type, label]) => accuracy(type, label)),
      // One chart per accuracy type, as compare-mt plots each acc_type.
      charts: ACCURACY_TYPES.map(([type, label, name]) => ({
        title: `word ${name} by ${titles.column} bucket`,
        xLabel: titles.axis,
        yLabel: label,
        labels: table.buckets.map((bucket) => bucket.name),
        series: names.map((system, o) => ({ name: system, values: table.buckets.map((bucket) => bucket.systems[o]?.[type] ?? 0) })),
        ...(linked ? { segments: linked } : {}),
      })),
    };
  });
  const what = parts.map((part) => part.heading.replace(/^Word accuracy by /, ''));
  return [
    {
      heading: `Word accuracy by ${what.length === 1 ? what[0] : `${what.slice(0, -1).join(', ')} and ${what.at(-1)}`}`,
      notes: parts.flatMap((part) => part.notes ?? []),
      tables: parts.flatMap((part) => part.tables ?? []),
      charts: parts.flatMap((part) => part.charts ?? []),
    },
  ];
}

function sentenceSections(data: AnalysisData, lists: SegmentLists): ViewSection[] {
  const names = data.systems.map((s) => s.name);
  return data.sentenceBuckets.map((table): ViewSection => {
    const linked = table.buckets.map((bucket) =>
      bucket.systems.map((system) =>
        lists.add({
          title: `${names[system.system]}: segments with ${table.title} ${bucket.name}`,
          get segments() {
            return segmentsOf(system.lines);
          },
          systems: [system.system],
        }),
      ),
    );
    const counts: ViewTable = {
      caption: `bucket type: ${table.by}, statistic type: count`,
      header: [table.title, ...names],
      rows: table.buckets.map((bucket, b) => [{ text: bucket.name }, ...bucket.systems.map((system, o) => ({ text: String(system.count), segments: linked[b]?.[o] as number }))]),
    };
    const scores = data.metrics.map((metric, m): ViewTable => ({
      caption: `bucket type: ${table.by}, statistic type: ${metric.name}`,
      header: [table.title, ...names],
      rows: table.buckets.map((bucket, b) => [
        { text: bucket.name },
        ...bucket.systems.map((system, o) => {
          const score = system.scores[m] as BucketScore;
          const range = interval(score);
          return { text: score.score === null ? '—' : fixed(score.score), ...(range ? { note: `[${fixed(range[0])}, ${fixed(range[1])}]` } : {}), segments: linked[b]?.[o] as number };
        }),
      ]),
    }));
    const chart = (metric: MetricInfo | undefined, m: number): ViewChart => ({
      title: metric ? `${metric.name} by ${table.title}` : `sentences by ${table.title}`,
      xLabel: table.title,
      yLabel: metric ? metric.name : 'sentences',
      labels: table.buckets.map((bucket) => bucket.name),
      series: names.map((name, o) => ({
        name,
        values: table.buckets.map((bucket) => (metric ? (bucket.systems[o]?.scores[m]?.score ?? 0) : (bucket.systems[o]?.count ?? 0))),
        ...(metric ? { intervals: table.buckets.map((bucket) => interval(bucket.systems[o]?.scores[m] as BucketScore)) } : {}),
      })),
    });
    return {
      heading: `Sentence buckets by ${table.title}`,
      tables: [counts, ...scores],
      charts: [chart(undefined, -1), ...data.metrics.map((metric, m) => chart(metric, m))],
    };
  });
}

/** The n-gram tables' lists, one for each n-gram of each table, and what fills them in the walk. */
interface NgramPlan {
  readonly found: readonly (readonly NgramList[])[];
  readonly counter: NgramSegments;
}

function ngramPlan(data: AnalysisData, texts: SegmentWords): NgramPlan | undefined {
  if (data.ngrams.length === 0) return undefined;
  const all = data.ngrams.flatMap((table) => [...table.leftLeads, ...table.rightLeads].map((entry) => entry.ngram));
  const lengths = { min: Math.min(...data.ngrams.map((t) => t.minLength)), max: Math.max(...data.ngrams.map((t) => t.maxLength)) };
  // Each n-gram's list for each table it is in, filled in one walk.
  const ngrams = [...new Set(all)];
  const numberOf = new Map(ngrams.map((ngram, g) => [ngram, g]));
  const perNgram = ngrams.map((): NgramList[] => []);
  const found = data.ngrams.map((table) =>
    [...table.leftLeads, ...table.rightLeads].map((entry) => {
      const list = new NgramList(table.left, table.right, table.compareType === 'under');
      (perNgram[numberOf.get(entry.ngram) as number] as NgramList[]).push(list);
      return list;
    }),
  );
  return { found, counter: new NgramSegments(texts, ngrams, perNgram, lengths) };
}

function ngramSection(data: AnalysisData, lists: SegmentLists, plan: NgramPlan | undefined): ViewSection[] {
  if (plan === undefined) return [];
  const names = data.systems.map((s) => s.name);
  const { found } = plan;
  const tables = data.ngrams.flatMap((table, t): ViewTable[] => {
    const [l, r] = [names[table.left] as string, names[table.right] as string];
    const listed = (found[t] as NgramList[]).values();
    const rows = (entries: readonly NgramEntry[]): ViewCell[][] =>
      entries.map((entry) => {
        const { segments, total } = listed.next().value as NgramList;
        const shown = total > segments.length ? `, the first ${segments.length} of ${total} segments` : '';
        const title = `Segments with “${entry.ngram}” (${l}: ${entry.left}, ${r}: ${entry.right} ${table.compareType}${shown}; where the two outputs differ in it first)`;
        const list = lists.add({ title, segments, systems: [table.left, table.right], ngram: entry.ngram.split(' ') });
        return [{ text: entry.ngram, segments: list }, { text: fixed(entry.score, 4) }, { text: String(entry.left) }, { text: String(entry.right) }];
      });
    const header = ['n-gram', table.compareType, l, r];
    return [
      { caption: `${table.leftLeads.length} n-grams where ${l}>${r} in ${table.compareType}`, header, rows: rows(table.leftLeads) },
      { caption: `${table.rightLeads.length} n-grams where ${r}>${l} in ${table.compareType}`, header, rows: rows(table.rightLeads) },
    ];
  });
  const first = data.ngrams[0];
  return [
    {
      heading: 'N-gram differences',
      notes: first ? [`min_ngram_length=${first.minLength}, max_ngram_length=${first.maxLength}, alpha=${first.alpha}. Each n-gram is scored by (left + alpha) / (left + right + 2 alpha).`] : [],
      tables,
    },
  ];
}

function exampleSection(data: AnalysisData): ViewSection[] {
  if (data.examples.length === 0) return [];
  const names = data.systems.map((s) => s.name);
  const examples = data.examples.flatMap((table): ViewExampleList[] => {
    const m = data.metrics.findIndex((metric) => metric.id === table.metric);
    const metric = metricName(data, table.metric);
    const [l, r] = [names[table.left] as string, names[table.right] as string];
    const list = (heading: string, entries: typeof table.leftBetter): ViewExampleList => ({
      heading,
      metric,
      examples: entries.map((example) => ({
        segment: example.line - 1,
        systems: [table.left, table.right] as const,
        scores: [fixed(example.leftScores[m] ?? Number.NaN), fixed(example.rightScores[m] ?? Number.NaN)] as const,
      })),
    });
    return [list(`${table.leftBetter.length} sentences where ${l}>${r} at ${metric}`, table.leftBetter), list(`${table.rightBetter.length} sentences where ${r}>${l} at ${metric}`, table.rightBetter)];
  });
  return [{ heading: 'Sentence examples', examples }];
}

/** What the one walk over every segment's words gathers: the word buckets' and n-grams' segments, and each word's count. */
interface SegmentWalk {
  /** By word table (its index), the segments of its buckets (the reference frequency table's). */
  readonly wordBuckets: ReadonlyMap<number, WordBucketSegments>;
  readonly ngrams: NgramPlan | undefined;
  /** Each word's count in every line, references and outputs (the page's text ranks words by it). */
  readonly counts: Float64Array;
}

/**
 * Walks every segment's lines once (the outputs, then the references), each decoded from the word
 * ids once for all that reads it: the word buckets' segments (after a walk over the references
 * for their frequencies), the n-grams' and each word's count.
 */
function walkSegments(data: AnalysisData, texts: SegmentWords, segments: number): SegmentWalk {
  const linkable = (table: AnalysisData['wordAccuracy'][number]): boolean => table.bucketing === 'frequency' && table.frequencySource === 'references';
  const frequency = data.wordAccuracy.some(linkable) ? referenceFrequencies(texts, segments) : undefined;
  const wordBuckets = new Map<number, WordBucketSegments>();
  data.wordAccuracy.forEach((table, t) => {
    const bucketOf = frequency !== undefined && linkable(table) ? bucketsFromNames(table.buckets.map((b) => b.name)) : undefined;
    if (frequency !== undefined && bucketOf !== undefined) wordBuckets.set(t, new WordBucketSegments(frequency, bucketOf, table.buckets.length));
  });
  const buckets = [...wordBuckets.values()];
  const ngrams = ngramPlan(data, texts);
  const counts = new Float64Array(texts.vocabulary.length);
  const slots = texts.systems;
  for (let s = 0; s < segments; s++) {
    for (let k = 0; k < slots + texts.referenceSlots; k++) {
      // Valid until the next line is read: every reader sees it first.
      const ids = k < slots ? texts.output(k, s) : texts.reference(k - slots, s);
      for (const bucket of buckets) bucket.visit(s, ids);
      // The references are the n-grams' last slot (for under-produced n-grams).
      ngrams?.counter.visit(Math.min(k, slots), ids);
      for (let i = 0; i < ids.length; i++) counts[ids[i] as number] = (counts[ids[i] as number] as number) + 1;
    }
    ngrams?.counter.end(s);
  }
  return { wordBuckets, ngrams, counts };
}

/** The segment table's lines as word ids. */
function tokenizeRows(rows: readonly SegmentRow[], systems: number, words: (line: string) => readonly string[]): SegmentWords {
  const texts = new SegmentWords();
  rows.forEach((row, s) => {
    texts.addReferences(s, row.references.map((line) => words(line)));
    for (let o = 0; o < systems; o++) texts.addOutput(o, s, words(row.systems[o]?.output ?? ''));
  });
  return texts;
}

/** The columns of the page, read from the segment table's rows once (an analysis read from JSON). */
function columnsOfRows(data: AnalysisData): SegmentColumns {
  const rows = data.segmentTable;
  const segments = rows.length;
  let referenceCount = 0;
  const source = data.source === null ? undefined : new Array<string>(segments);
  const shortestReference = new Float64Array(segments);
  const sentenceScores = data.metrics.map(() => data.systems.map(() => new SegmentColumn(segments)));
  for (let s = 0; s < segments; s++) {
    const row = rows[s] as SegmentRow;
    referenceCount = Math.max(referenceCount, row.references.length);
    if (source !== undefined) source[s] = row.source ?? '';
    shortestReference[s] = row.referenceLength;
    sentenceScores.forEach((metric, m) => metric.forEach((system, o) => system.set(s, 0, row.systems[o]?.scores[m] ?? Number.NaN)));
  }
  return { segments, referenceCount, source, shortestReference, sentenceScores };
}

/**
 * The report of an analysis (`bleukit analyze -f json`'s data): aggregate scores with their
 * bootstrap intervals and paired tests, word accuracy (by frequency, case and label), sentence
 * buckets, n-gram differences and examples, every sentence bucket, reference frequency bucket and
 * n-gram linked to its segments.
 */
export function analysisReportView(data: AnalysisData, options: AnalysisViewOptions = {}): ReportView {
  return buildReportView(data, options, false);
}

/**
 * {@link analysisReportView}; with `textOnDemand`, the texts are made as they are read (see
 * `rowsOnDemand`) instead of held, for `writeAnalysisHtml`.
 */
export function buildReportView(data: AnalysisData, options: AnalysisViewOptions, textOnDemand: boolean): ReportView {
  const words = options.words ?? ((line: string) => line.split(' ').filter((word) => word !== ''));
  const lists = new SegmentLists();
  const names = data.systems.map((s) => s.name);
  const rows = data.segmentTable;
  // The lines as word ids as analyze kept them, when they are this data's.
  const kept = options.segmentWords;
  const keptFits = (columns: SegmentColumns): boolean =>
    kept !== undefined && kept.segments === columns.segments && kept.systems === names.length && kept.referenceSlots === columns.referenceCount;
  // The columns the page embeds: as analyze computed them, or else read from the rows once (each
  // may be made when read, see `analyze`).
  const computed = segmentColumns(data);
  const columns = computed !== undefined && (rows.length === computed.segments || keptFits(computed)) ? computed : columnsOfRows(data);
  const segments = columns.segments;
  // Every line as word ids, tokenized once (or as analyze kept them), for the word and n-gram
  // lists and the texts shown.
  const lines = textOnDemand ? rowsOnDemand<string> : (length: number, line: (segment: number) => string) => Array.from({ length }, (_, s) => line(s));
  const texts = kept !== undefined && keptFits(columns) ? kept : tokenizeRows(rows, names.length, words);
  const refCount = columns.referenceCount;
  const walked = walkSegments(data, texts, segments);
  const sections = [scoreSection(data, lists), ...wordSections(data, lists, texts, walked), ...sentenceSections(data, lists), ...ngramSection(data, lists, walked.ngrams), ...exampleSection(data)];
  const first = data.metrics[0];
  return {
    title: options.title ?? `Why is A better than B? ${names.join(' vs. ')}`,
    subtitle: `${data.segments} segments, words by ${data.words.tokenizer}${data.words.lowercase ? ', lowercased' : ''}; bleukit ${data.bleukit}.`,
    systems: names,
    references: data.references.files.length === refCount ? data.references.files : Array.from({ length: refCount }, (_, r) => data.references.files[r] ?? `reference ${r + 1}`),
    text: {
      ...(data.source !== null ? { src: columns.source ?? [] } : {}),
      refs: Array.from({ length: refCount }, (_, r) => lines(segments, (s) => texts.text(texts.reference(r, s)))),
      outs: names.map((_, o) => lines(segments, (s) => texts.text(texts.output(o, s)))),
    },
    textIds: segmentWordIds(texts, segments, walked.counts),
    ...(first && segments > 0
      ? {
          segmentScores: {
            metrics: data.metrics.map((metric) => ({ id: metric.id, name: metric.name, higherIsBetter: metric.higherIsBetter })),
            // As the analysis holds them: the page rounds each to two decimals as it writes it.
            values: columns.sentenceScores,
            referenceLength: columns.shortestReference,
          },
        }
      : {}),
    sections,
    segmentLists: lists.lists,
  };
}
