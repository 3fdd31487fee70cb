import type { AnalysisData, BucketScore, MetricInfo, NgramEntry, SegmentRow } from '../analyze/analysis-data.js';
import { bucketsFromNames } from './bucket-names.js';
import { SegmentWords } from '../analyze/segment-words.js';
import { rowsOnDemand } from '../analyze/rows-on-demand.js';
import { segmentColumns, type SegmentColumns } from '../analyze/segment-columns.js';
import { LABEL_TYPES } from '../analyze/label-buckets.js';
import { segmentWordIds } from './compact-text.js';
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

/** Builds the lists as the tables link to them, each once. */
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
  const every = new Int32Array(data.segments);
  for (let s = 0; s < every.length; s++) every[s] = s;
  const all = lists.add({ title: 'All segments', segments: every });
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

/**
 * Each word's frequency in the references as the analyses count it (per segment the most times it
 * appears in any one reference, summed), by word id.
 */
function referenceFrequencies(texts: SegmentWords, segments: number): Int32Array {
  const size = texts.vocabulary.length;
  const frequency = new Int32Array(size);
  const most = new Int32Array(size);
  const count = new Int32Array(size);
  const seen: number[] = [];
  for (let s = 0; s < segments; s++) {
    for (let r = 0; r < texts.referenceSlots; r++) {
      const ids = texts.reference(r, s);
      for (let i = 0; i < ids.length; i++) count[ids[i] as number] = (count[ids[i] as number] as number) + 1;
      for (let i = 0; i < ids.length; i++) {
        const id = ids[i] as number;
        const c = count[id] as number;
        if (c === 0) continue;
        if (most[id] === 0) seen.push(id);
        if (c > (most[id] as number)) most[id] = c;
        count[id] = 0;
      }
    }
    for (const id of seen) {
      frequency[id] = (frequency[id] as number) + (most[id] as number);
      most[id] = 0;
    }
    seen.length = 0;
  }
  return frequency;
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
function wordSections(data: AnalysisData, lists: SegmentLists, texts: SegmentWords, segments: number): ViewSection[] {
  const tables = data.wordAccuracy;
  if (tables.length === 0) return [];
  const names = data.systems.map((s) => s.name);
  // The reference frequency table's buckets link to their words' segments, worked out from the
  // references' frequencies as the table counts them; the other tables are not linked.
  const linkable = tables.some((table) => table.bucketing === 'frequency' && table.frequencySource === 'references');
  const frequency = linkable ? referenceFrequencies(texts, segments) : new Int32Array(0);
  const parts = tables.map((table): ViewSection => {
    const titles = wordTableNames(table);
    const bucketOf = table.bucketing === 'frequency' && table.frequencySource === 'references' ? bucketsFromNames(table.buckets.map((b) => b.name)) : undefined;
    let linked: number[] | undefined;
    if (bucketOf) {
      // Each word's bucket; per bucket its words in the order they are first met (segment by
      // segment, the outputs then the references) and its segments in line order.
      const bucketOfId = Int32Array.from(frequency, (count) => bucketOf(count));
      const met = new Uint8Array(frequency.length);
      const bucketWords: number[][] = table.buckets.map(() => []);
      const bucketSegments: number[][] = table.buckets.map(() => []);
      const streams = texts.systems + texts.referenceSlots;
      for (let s = 0; s < segments; s++) {
        for (let k = 0; k < streams; k++) {
          const ids = k < texts.systems ? texts.output(k, s) : texts.reference(k - texts.systems, s);
          for (let i = 0; i < ids.length; i++) {
            const id = ids[i] as number;
            const b = bucketOfId[id] as number;
            const segmentsOfB = bucketSegments[b] as number[];
            if (segmentsOfB[segmentsOfB.length - 1] !== s) segmentsOfB.push(s);
            if (met[id] === 0) {
              met[id] = 1;
              (bucketWords[b] as number[]).push(id);
            }
          }
        }
      }
      linked = table.buckets.map((bucket, b) =>
        lists.add({ title: `Segments with words of frequency ${bucket.name}`, segments: bucketSegments[b] as number[], mark: (bucketWords[b] as number[]).map((id) => texts.vocabulary[id] as string) }),
      );
    }
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
      bucket.systems.map((system) => lists.add({ title: `${names[system.system]}: segments with ${table.title} ${bucket.name}`, segments: segmentsOf(system.lines), systems: [system.system] })),
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

/** How many segments an n-gram's list holds at most (a frequent n-gram occurs in most segments). */
const NGRAM_LIST_LIMIT = 200;

/** A trie of the listed n-grams by word id: a node's children (node indices), and the n-gram ending there (-1: none). */
interface NgramNode {
  readonly next: Map<number, number>;
  ngram: number;
}

/**
 * The list of one n-gram for the pair (left, right) of a table: the segments where the two
 * outputs' counts of it differ, then those where they are equal (for an over- or under-produced
 * n-gram, only the segments whose references have it), the first {@link NGRAM_LIST_LIMIT} of
 * them, and how many there are.
 */
class NgramList {
  readonly differ: number[] = [];
  readonly same: number[] = [];
  total = 0;

  constructor(
    readonly left: number,
    readonly right: number,
    readonly under: boolean,
  ) {}

  /** Segment `s`, where the n-gram's counts are `counts[at + system]` and the references' `counts[at + systems]`. */
  add(s: number, counts: Int32Array, at: number, systems: number): void {
    const left = counts[at + this.left] as number;
    const right = counts[at + this.right] as number;
    // Under-produced n-grams are the references': only the segments whose references have them.
    if (this.under && (counts[at + systems] as number) <= 0) return;
    let list: number[];
    if (left !== right) list = this.differ;
    else if (this.under || left > 0) list = this.same;
    else return;
    this.total++;
    if (list.length < NGRAM_LIST_LIMIT) list.push(s);
  }

  /** The segments listed: the first of those that differ, then of those that do not. */
  get segments(): number[] {
    return [...this.differ, ...this.same].slice(0, NGRAM_LIST_LIMIT);
  }
}

/**
 * Fills each listed n-gram's lists (`lists[g]`, one per table it is in) in one walk over the word
 * ids, with its count in each segment in each system's output and in the references: the first
 * words looked up in an array by id, the counts of a segment gathered in one typed array. Only
 * the first segments of each list are kept, so that a frequent n-gram takes no more room than a
 * rare one.
 */
function ngramSegments(texts: SegmentWords, segments: number, ngrams: readonly string[], lists: readonly (readonly NgramList[])[], lengths: { min: number; max: number }): void {
  const slots = texts.systems;
  const width = slots + 1;
  const nodes: NgramNode[] = [{ next: new Map(), ngram: -1 }];
  ngrams.forEach((ngram, g) => {
    const words = ngram.split(' ');
    if (words.length < lengths.min || words.length > lengths.max) return;
    const ids = words.map((word) => texts.find(word));
    if (ids.some((id) => id < 0)) return;
    let node = 0;
    for (const id of ids) {
      let child = (nodes[node] as NgramNode).next.get(id);
      if (child === undefined) {
        child = nodes.push({ next: new Map(), ngram: -1 }) - 1;
        (nodes[node] as NgramNode).next.set(id, child);
      }
      node = child;
    }
    if (node !== 0) (nodes[node] as NgramNode).ngram = g;
  });
  // Most words start no listed n-gram, and an array tells so without hashing.
  const firstWords = new Int32Array(texts.vocabulary.length).fill(-1);
  for (const [id, node] of (nodes[0] as NgramNode).next) firstWords[id] = node;
  const current = new Int32Array(ngrams.length * width);
  const touched: number[] = [];
  for (let s = 0; s < segments; s++) {
    for (let k = 0; k < slots + texts.referenceSlots; k++) {
      // The outputs, then the references (the last slot, for under-produced n-grams).
      const slot = Math.min(k, slots);
      const ids = k < slots ? texts.output(k, s) : texts.reference(k - slots, s);
      for (let i = 0; i < ids.length; i++) {
        let at = firstWords[ids[i] as number] as number;
        for (let j = i + 1; at >= 0; j++) {
          const node = nodes[at] as NgramNode;
          if (node.ngram >= 0) {
            const base = node.ngram * width;
            let seen = false;
            for (let c = 0; c < width; c++) if (current[base + c] !== 0) seen = true;
            if (!seen) touched.push(node.ngram);
            current[base + slot] = (current[base + slot] as number) + 1;
          }
          at = j < ids.length ? (node.next.get(ids[j] as number) ?? -1) : -1;
        }
      }
    }
    for (const g of touched) {
      for (const list of lists[g] as readonly NgramList[]) list.add(s, current, g * width, slots);
      current.fill(0, g * width, (g + 1) * width);
    }
    touched.length = 0;
  }
}

function ngramSection(data: AnalysisData, lists: SegmentLists, texts: SegmentWords, segments: number): ViewSection[] {
  if (data.ngrams.length === 0) return [];
  const names = data.systems.map((s) => s.name);
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
  ngramSegments(texts, segments, ngrams, perNgram, lengths);
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
  const sentenceScores = data.metrics.map(() => data.systems.map(() => new Float64Array(segments)));
  for (let s = 0; s < segments; s++) {
    const row = rows[s] as SegmentRow;
    referenceCount = Math.max(referenceCount, row.references.length);
    if (source !== undefined) source[s] = row.source ?? '';
    shortestReference[s] = row.referenceLength;
    sentenceScores.forEach((metric, m) => metric.forEach((system, o) => (system[s] = row.systems[o]?.scores[m] ?? Number.NaN)));
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
 * `rowsOnDemand`) instead of held, for `analysisHtmlChunks`.
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
  const sections = [scoreSection(data, lists), ...wordSections(data, lists, texts, segments), ...sentenceSections(data, lists), ...ngramSection(data, lists, texts, segments), ...exampleSection(data)];
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
    textIds: segmentWordIds(texts, segments),
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
