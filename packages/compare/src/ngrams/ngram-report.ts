import { BleukitError, formatFloat } from '@bleukit/core';
import { parseCompareDirections } from '../report/compare-directions.js';
import { ProfileReader, type Profile } from '../report/profile.js';
import type { Corpus, ReportContext } from '../report/report-context.js';
import { compareLabelledNgrams, compareNgrams, sentenceNgrams, type ScoredNgramCounts } from './ngram-counts.js';
import { NgramIndex, type CorpusNgrams } from './ngram-index.js';
import { corpusNgramMatches } from '../scorers/sentence-ngram-statistics.js';
import { extremeNgrams, salientNgrams } from './salient-ngrams.js';
import { SHARED_NGRAM_LENGTHS, sharedNgrams } from './shared-ngrams.js';

/** `generate_ngram_report`'s keyword arguments. */
const KEYS = ['min_ngram_length', 'max_ngram_length', 'report_length', 'alpha', 'compare_type', 'ref_labels', 'out_labels', 'compare_directions', 'title', 'case_insensitive'];

const COMPARE_TYPES = ['match', 'over', 'under'] as const;
type CompareType = (typeof COMPARE_TYPES)[number];

function lowerCorpus(corpus: Corpus): Corpus {
  return corpus.map((sentence) => sentence.map((word) => word.toLowerCase()));
}

/** A table of the index's full size (the labels' tables were made before the last ids). */
function grow(table: Int32Array, size: number): Int32Array {
  if (table.length >= size) return table;
  const grown = new Int32Array(size);
  grown.set(table);
  return grown;
}

/** 1 for each n-gram counted in `table`, else 0 (plain loops: a callback per n-gram costs more). */
function countedFlags(table: Int32Array): Uint8Array {
  const flags = new Uint8Array(table.length);
  for (let id = 0; id < table.length; id++) if ((table[id] as number) > 0) flags[id] = 1;
  return flags;
}

/** The n-grams flagged in `a` or `b`. */
function unionOf(a: Uint8Array, b: Uint8Array): Uint8Array {
  const union = new Uint8Array(a.length);
  for (let id = 0; id < a.length; id++) union[id] = (a[id] as number) | (b[id] as number);
  return union;
}

/** A label file that labels `corpus` word for word, or a clear error naming the line. */
function checkLabels(labels: Corpus, labelFile: string, corpus: Corpus, corpusName: string): void {
  if (labels.length !== corpus.length) {
    throw new BleukitError('length-mismatch', `${labelFile} has ${labels.length} lines but ${corpusName} has ${corpus.length}; give one line of labels per line.`);
  }
  labels.forEach((line, k) => {
    const words = (corpus[k] as readonly string[]).length;
    if (line.length !== words) {
      throw new BleukitError('invalid-input', `${labelFile}:${k + 1}: ${line.length} labels for ${words} words of ${corpusName}; give one label per word.`);
    }
  });
}

/**
 * compare-mt's n-gram difference analysis (`generate_ngram_report` and `NgramReport.print`): for
 * each pair of systems, the n-grams whose smoothed share of matches (or over- or under-produced
 * n-grams) leans most to each side. N-grams of equal score are listed in bleukit's order (see
 * {@link extremeNgrams}).
 */
export function ngramReport(profile: Profile, context: ReportContext): string {
  const read = new ProfileReader(profile, KEYS);
  const minLength = read.int('min_ngram_length', 1);
  const maxLength = read.int('max_ngram_length', 4);
  const reportLength = read.int('report_length', 50);
  const alpha = read.float('alpha', 1.0);
  const compareType = read.string('compare_type', 'match');
  const title = read.string('title', null);
  const caseInsensitive = read.bool('case_insensitive');
  if (minLength < 1) throw read.error(`min_ngram_length=${minLength}: give 1 or more.`);
  if (!(COMPARE_TYPES as readonly string[]).includes(compareType)) {
    throw read.error(`compare_type=${compareType} is not one of ${COMPARE_TYPES.join(', ')}.`);
  }
  const { sysNames, ref, outs, fmt } = context;
  const directions = parseCompareDirections(read, outs.length);
  const refLabelFile = read.string('ref_labels', null);
  const outLabelFiles = read.string('out_labels', null)?.split(';') ?? null;
  if (outLabelFiles !== null && outLabelFiles.length !== outs.length) {
    throw read.error(`out_labels names ${outLabelFiles.length} files for ${outs.length} outputs; give one label file per output, separated by ';'.`);
  }
  if ((refLabelFile === null) !== (outLabelFiles === null)) {
    throw read.error('give both ref_labels and out_labels (one file per output, separated by \';\'), or neither.');
  }

  const lengths = { min: minLength, max: maxLength };
  const used = [...new Set(directions.flat())];
  const labelled = refLabelFile !== null && outLabelFiles !== null;
  // With the default lengths, the n-grams that compare-mt's BLEU counted are counted here too.
  const shared =
    !labelled && !caseInsensitive && minLength === SHARED_NGRAM_LENGTHS.min && maxLength === SHARED_NGRAM_LENGTHS.max ? sharedNgrams(ref) : null;
  const index = shared?.index ?? new NgramIndex();
  const counts: ScoredNgramCounts[] = [];
  if (shared !== null && compareType === 'match') {
    // Counted with compare-mt's BLEU statistics (once per output, whichever asks first).
    for (const k of used) {
      const match = corpusNgramMatches(ref, outs[k] as Corpus);
      counts[k] = { match, scored: match };
    }
  } else if (shared !== null) {
    const refNgrams = shared.ngramsOf(ref);
    const outNgrams = used.map((k) => shared.ngramsOf(outs[k] as Corpus));
    used.forEach((k, u) => (counts[k] = compareNgrams(refNgrams, outNgrams[u] as CorpusNgrams, index.size, compareType as CompareType)));
  } else if (refLabelFile !== null && outLabelFiles !== null) {
    // compare-mt ignores case_insensitive when the n-grams are counted by labels.
    const refLabels = context.files.tokens(refLabelFile);
    checkLabels(refLabels, refLabelFile, ref, 'the reference');
    for (const k of used) {
      const outLabels = context.files.tokens(outLabelFiles[k] as string);
      checkLabels(outLabels, outLabelFiles[k] as string, outs[k] as Corpus, `output ${k + 1}`);
      const byLabel = compareLabelledNgrams(index, { ref, out: outs[k] as Corpus, refLabels, outLabels }, lengths);
      counts[k] = { match: byLabel.match, scored: byLabel[compareType as CompareType] };
    }
  } else {
    const lower = (corpus: Corpus): Corpus => (caseInsensitive ? lowerCorpus(corpus) : corpus);
    const refNgrams = sentenceNgrams(index, lower(ref), lengths);
    const outNgrams = used.map((k) => sentenceNgrams(index, lower(outs[k] as Corpus), lengths));
    used.forEach((k, u) => (counts[k] = compareNgrams(refNgrams, outNgrams[u] as CorpusNgrams, index.size, compareType as CompareType)));
  }
  // The labelled tables were sized as the index grew: read past their end as 0.
  const tables: Int32Array[] = [];
  const matchTables: Int32Array[] = [];
  for (const k of used) {
    tables[k] = grow((counts[k] as ScoredNgramCounts).scored, index.size);
    matchTables[k] = grow((counts[k] as ScoredNgramCounts).match, index.size);
  }
  const table = (k: number): Int32Array => tables[k] as Int32Array;
  const matches = (k: number): Int32Array => matchTables[k] as Int32Array;

  // compare-mt reads its count tables as defaultdicts, so scoring a pair adds each side's n-grams
  // to the other's keys (with 0): a later pair with either system also scores those, at 0.5.
  const keys: Uint8Array[] = [];
  for (const k of used) keys[k] = countedFlags(table(k));
  const lists = directions.map(([left, right]) => {
    const union = unionOf(keys[left] as Uint8Array, keys[right] as Uint8Array);
    keys[left] = union;
    keys[right] = union;
    return extremeNgrams(salientNgrams(union, table(left), table(right), alpha, index), reportLength, index);
  });

  let text = '********************** N-gram Difference Analysis ************************\n';
  if (title) {
    text += `--- ${title}\n`;
  } else {
    text += `--- min_ngram_length=${minLength}, max_ngram_length=${maxLength}\n`;
    text += `    report_length=${reportLength}, alpha=${formatFloat(alpha)}, compare_type=${compareType}\n`;
  }
  if (refLabelFile !== null && outLabelFiles !== null) {
    text += `    ref_labels=${refLabelFile},${outLabelFiles.map((file, k) => ` out${k}_labels=${file},`).join('')}\n`;
  }
  directions.forEach(([left, right], d) => {
    const { top, bottom } = lists[d] as ReturnType<typeof extremeNgrams>;
    // The counts printed are always the matches, whatever compare_type scored.
    const line = (id: number, score: number): string =>
      `${index.text(id)}\t${fmt(score)} (sys${left + 1}=${matches(left)[id] as number}, sys${right + 1}=${matches(right)[id] as number})\n`;
    const [l, r] = [sysNames[left] as string, sysNames[right] as string];
    text += `--- ${reportLength} n-grams where ${l}>${r} in ${compareType}\n`;
    for (const item of top) text += line(item.id, item.score);
    text += `\n--- ${reportLength} n-grams where ${r}>${l} in ${compareType}\n`;
    for (const item of bottom) text += line(item.id, item.score);
    text += '\n';
  });
  return text;
}
