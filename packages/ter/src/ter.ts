import {
  BleukitError,
  checkCorpusInput,
  checkSegmentInput,
  checkSentenceReferences,
  describeValue,
  missingReference,
  formatScoreJson,
  formatScoreLine,
  isPythonWhitespaceCode,
  pythonRstrip,
  SIGNATURE_VERSION,
  type Confidence,
  type FormatOptions,
  type Metric,
  type MetricResult,
  type ScoreLine,
  type SegmentReferences,
  type SignatureField,
} from '@bleukit/core';
import { OP_DEL, OP_INS, OP_NOP, OP_SUB } from './beam-edit-distance.js';
import { tercomWords, type TercomOptions } from './tercom-tokenizer.js';
import { performShift, translationEditRate, translationEdits, type Shift } from './translation-edit-rate.js';

/** Options of {@link createTer}; each has sacreBLEU's default (all false). */
export interface TerOptions {
  /** Tercom's normalisation: XML entities, joined lines, punctuation split off words. */
  normalized?: boolean;
  /** Remove `.,?:;!"()` (and CJK punctuation with `asianSupport`). */
  noPunct?: boolean;
  /** CJK: split ideographs into characters (with `normalized`), drop CJK punctuation (with `noPunct`). */
  asianSupport?: boolean;
  /** Keep case (default: lower-case everything first). */
  caseSensitive?: boolean;
}

/** A TER score with the statistics and signature behind it. */
export interface TerResult extends MetricResult {
  /** 100 × edits / reference length (lower is better; can exceed 100). */
  readonly score: number;
  /** Edits (shifts, substitutions, insertions, deletions) summed over segments. */
  readonly numEdits: number;
  /** Sum over segments of the average reference length in words. */
  readonly refLength: number;
  /** The signature's fields in sacreBLEU's order (`nrefs`, `case`, `tok`, `norm`, `punct`, `asian`, `version`). */
  readonly signature: SignatureField[];
}

/** One step of an edit path, from the shifted hypothesis to the reference. */
export type EditOperation =
  | { readonly type: 'match'; readonly hyp: string; readonly ref: string }
  | { readonly type: 'substitution'; readonly hyp: string; readonly ref: string }
  /** A reference word the hypothesis lacks. */
  | { readonly type: 'insertion'; readonly ref: string }
  /** A hypothesis word the reference lacks. */
  | { readonly type: 'deletion'; readonly hyp: string };

/** A block shift, with its words. */
export interface EditShift extends Shift {
  readonly words: readonly string[];
}

/** Why a segment's TER is what it is: the shifts, then the alignment of the shifted words. */
export interface EditPath {
  /** Index (among the non-null references given) of the reference with the fewest edits. */
  readonly reference: number;
  readonly hypothesisWords: readonly string[];
  readonly referenceWords: readonly string[];
  /** Shifts in the order they were applied, each on the words as they were then. */
  readonly shifts: readonly EditShift[];
  readonly shiftedWords: readonly string[];
  readonly operations: readonly EditOperation[];
  /** shifts + substitutions + insertions + deletions. */
  readonly edits: number;
}

/**
 * TER with fixed settings, sacreBLEU's `TER(...)`. Its statistics per segment are
 * `[edits, averageReferenceLength]`: the fewest edits over the references and the mean length of
 * all of them (a float). Sum them over segments **in segment order** (as sacreBLEU does, so the
 * float sum is the same) and score the sum.
 */
export interface Ter extends Metric<TerResult> {
  readonly id: 'ter';
  readonly options: Required<TerOptions>;
  /** The tercom words of a hypothesis line (after Python's rstrip), as TER compares them. */
  words(line: string): string[];
  /** The words of a reference line: tokenized twice, as sacreBLEU does. */
  referenceWords(line: string): string[];
  corpusScore(hypotheses: readonly string[], references: readonly SegmentReferences[]): TerResult;
  sentenceScore(hypothesis: string, references: SegmentReferences): TerResult;
  /** The edit path against the best reference of a segment. */
  editPath(hypothesis: string, references: SegmentReferences): EditPath;
}

/**
 * edits / reference length (1 for empty references and a non-empty hypothesis, else 0); with
 * `float32`, the quotient of two float32 numbers as sacreBLEU's NumPy bootstrap computes it.
 */
function terRate(edits: number, refLength: number, float32: boolean): number {
  if (refLength > 0) return float32 ? Math.fround(edits / refLength) : edits / refLength;
  return edits > 0 ? 1 : 0;
}

/**
 * Word ids for one segment at a time: equal words, equal ids (numbered from 0). A new string map
 * per segment costs a good part of a segment's TER, so the words go into a small open-addressing
 * table, hashed by their characters, whose arrays are reused from segment to segment.
 */
class SegmentVocabulary {
  private table = new Int32Array(256);
  private mask = 0;
  private readonly known: string[] = [];

  /** Starts a segment of at most `words` words in all. */
  start(words: number): void {
    let size = 16;
    while (size < 2 * words) size *= 2;
    if (this.table.length < size) this.table = new Int32Array(size);
    this.table.fill(0, 0, size);
    this.mask = size - 1;
    this.known.length = 0;
  }

  encode(words: readonly string[]): Int32Array {
    const { table, known, mask } = this;
    const out = new Int32Array(words.length);
    for (let i = 0; i < words.length; i++) {
      const word = words[i] as string;
      // FNV-1a over the UTF-16 code units.
      let hash = 0x811c9dc5;
      for (let c = 0; c < word.length; c++) hash = Math.imul(hash ^ word.charCodeAt(c), 0x01000193);
      let slot = hash & mask;
      for (;;) {
        const entry = table[slot] as number;
        if (entry === 0) {
          known.push(word);
          table[slot] = known.length;
          out[i] = known.length - 1;
          break;
        }
        if (known[entry - 1] === word) {
          out[i] = entry - 1;
          break;
        }
        slot = (slot + 1) & mask;
      }
    }
    return out;
  }
}

/**
 * Word ids straight from lines, for the settings where tercom's words are Python's whitespace
 * split of the (lower-cased) line: the split and the ids in one pass over its characters, each
 * word hashed as it is read and kept as a span of its line, so that no string is made per word.
 * Equal words, equal ids within a segment, as {@link SegmentVocabulary} gives them.
 */
class LineVocabulary {
  private table = new Int32Array(256);
  private mask = 0;
  /** Per id: the line holding the word and where it lies in it. */
  private readonly texts: string[] = [];
  private starts = new Int32Array(64);
  private ends = new Int32Array(64);
  private hashes = new Int32Array(64);
  private size = 0;
  /** The ids of the hypothesis and of the reference being encoded. */
  private hypIds = new Int32Array(64);
  private refIds = new Int32Array(64);

  /** Starts a segment of lines of `characters` UTF-16 units in all. */
  start(characters: number): void {
    // A word and the whitespace after it take two units at least.
    const words = (characters >> 1) + 2;
    let size = 16;
    while (size < 2 * words) size *= 2;
    if (this.table.length < size) this.table = new Int32Array(size);
    this.table.fill(0, 0, size);
    this.mask = size - 1;
    this.texts.length = 0;
    this.size = 0;
    if (this.starts.length < words) {
      this.starts = new Int32Array(2 * words);
      this.ends = new Int32Array(2 * words);
      this.hashes = new Int32Array(2 * words);
    }
  }

  /**
   * The ids of the words of `text`, split at runs of Python whitespace: the hypothesis's (valid
   * for the whole segment) or a reference's (valid until the next reference is encoded).
   */
  encode(text: string, hypothesis: boolean): Int32Array {
    const length = text.length;
    let out = hypothesis ? this.hypIds : this.refIds;
    if (out.length < (length >> 1) + 1) {
      out = new Int32Array(length + 2);
      if (hypothesis) this.hypIds = out;
      else this.refIds = out;
    }
    let count = 0;
    let i = 0;
    for (;;) {
      let code = 0;
      while (i < length && isPythonWhitespaceCode((code = text.charCodeAt(i)))) i++;
      if (i === length) break;
      const start = i;
      // FNV-1a over the UTF-16 code units.
      let hash = 0x811c9dc5;
      do {
        hash = Math.imul(hash ^ code, 0x01000193);
        i++;
      } while (i < length && !isPythonWhitespaceCode((code = text.charCodeAt(i))));
      out[count++] = this.id(text, start, i, hash);
    }
    return out.subarray(0, count);
  }

  private id(text: string, start: number, end: number, hash: number): number {
    const { table, mask, texts, starts, ends, hashes } = this;
    const length = end - start;
    let slot = hash & mask;
    for (;;) {
      const entry = table[slot] as number;
      if (entry === 0) {
        const id = this.size++;
        texts.push(text);
        starts[id] = start;
        ends[id] = end;
        hashes[id] = hash;
        table[slot] = id + 1;
        return id;
      }
      const id = entry - 1;
      const from = starts[id] as number;
      if (hashes[id] === hash && (ends[id] as number) - from === length) {
        const known = texts[id] as string;
        let k = 0;
        while (k < length && known.charCodeAt(from + k) === text.charCodeAt(start + k)) k++;
        if (k === length) return id;
      }
      slot = (slot + 1) & mask;
    }
  }
}

/**
 * Creates TER with fixed settings, sacreBLEU's `TER(...)`.
 *
 * @example
 * ```ts
 * const ter = createTer();
 * ter.format(ter.sentenceScore('the cat sat on mat the', ['the cat sat on the mat']));
 * // 'TER|nrefs:1|case:lc|tok:tercom|norm:no|punct:yes|asian:no|version:bleukit-0.1.0 = 16.67'
 * ```
 */
export function createTer(options: TerOptions = {}): Ter {
  if (typeof options !== 'object' || options === null) {
    throw new BleukitError('invalid-argument', `[bleukit] TER options should be an object, received ${describeValue(options)}.`);
  }
  const settings: Required<TerOptions> = {
    normalized: options.normalized ?? false,
    noPunct: options.noPunct ?? false,
    asianSupport: options.asianSupport ?? false,
    caseSensitive: options.caseSensitive ?? false,
  };
  const tercom: TercomOptions = settings;
  const words = (line: string): string[] => tercomWords(pythonRstrip(line), tercom);
  // sacreBLEU tokenizes a reference twice (once when it caches references, once when it extracts
  // their words) and a hypothesis once; the second pass matters with `normalized` (`x's` → `x 's`).
  // Without it the second pass gives the same words (lower-casing and punctuation removal change
  // nothing a second time, and words joined by spaces split back as they were), so it is skipped.
  const referenceWords = settings.normalized ? (line: string): string[] => words(words(line).join(' ')) : words;
  const yesNo = (value: boolean) => (value ? 'yes' : 'no');

  const signatureFields = (nrefs: number): SignatureField[] => [
    ['nrefs', '#', nrefs < 0 ? 'var' : String(nrefs)],
    ['case', 'c', settings.caseSensitive ? 'mixed' : 'lc'],
    ['tok', 't', 'tercom'],
    ['norm', 'nr', yesNo(settings.normalized)],
    ['punct', 'pn', yesNo(!settings.noPunct)],
    ['asian', 'as', yesNo(settings.asianSupport)],
    ['version', 'v', SIGNATURE_VERSION],
  ];

  const scoreStatistics = (stats: ArrayLike<number>, nrefs: number): TerResult => {
    if (stats.length !== 2) {
      throw new BleukitError('invalid-argument', `[bleukit] TER statistics have 2 numbers (edits, reference length), received ${stats.length}.`);
    }
    const edits = stats[0] as number;
    const refLength = stats[1] as number;
    const rate = terRate(edits, refLength, false);
    return { score: 100 * rate, numEdits: Math.trunc(edits), refLength, signature: signatureFields(nrefs) };
  };

  const vocabulary = new SegmentVocabulary();
  // Without tercom's normalisation or punctuation removal, the words are the whitespace split of
  // the (lower-cased) line: split and numbered in one pass (see LineVocabulary).
  const lineVocabulary = settings.normalized || settings.noPunct ? undefined : new LineVocabulary();
  const caseOf = (line: string): string => (settings.caseSensitive ? line : line.toLowerCase());
  /** {@link statistics} with {@link LineVocabulary}. */
  const lineStatistics = (lines: LineVocabulary, hypothesis: string, references: SegmentReferences): [number, number, number] => {
    const hypText = caseOf(hypothesis);
    let characters = hypText.length;
    const texts: (string | null)[] = [];
    for (const reference of references) {
      const text = reference === null ? null : caseOf(reference);
      if (text !== null) characters += text.length;
      texts.push(text);
    }
    lines.start(characters);
    const hyp = lines.encode(hypText, true);
    let best = Number.POSITIVE_INFINITY;
    let lengths = 0;
    let count = 0;
    for (const text of texts) {
      if (text === null) continue;
      const ref = lines.encode(text, false);
      const edits = translationEdits(hyp, ref);
      lengths += ref.length;
      count++;
      if (edits < best) best = edits;
    }
    return [best, count > 0 ? lengths / count : 0, count];
  };
  /** `[edits, average reference length]` and how many references the segment has. */
  const statistics = (hypothesis: string, references: SegmentReferences): [number, number, number] => {
    if (lineVocabulary !== undefined) return lineStatistics(lineVocabulary, hypothesis, references);
    const hypWords = words(hypothesis);
    const referenceLists = references.map((reference) => (reference === null ? null : referenceWords(reference)));
    vocabulary.start(referenceLists.reduce((total, ref) => total + (ref === null ? 0 : ref.length), hypWords.length));
    const hyp = vocabulary.encode(hypWords);
    let best = Number.POSITIVE_INFINITY;
    let lengths = 0;
    let count = 0;
    for (const list of referenceLists) {
      if (list === null) continue;
      const ref = vocabulary.encode(list);
      const edits = translationEdits(hyp, ref);
      lengths += ref.length;
      count++;
      if (edits < best) best = edits;
    }
    return [best, count > 0 ? lengths / count : 0, count];
  };

  const segmentStatistics = (hypothesis: string, references: SegmentReferences): number[] => {
    checkSegmentInput(hypothesis, references);
    const [edits, length, count] = statistics(hypothesis, references);
    if (count === 0) throw missingReference(0);
    return [edits, length];
  };

  const corpusScore = (hypotheses: readonly string[], references: readonly SegmentReferences[]): TerResult => {
    checkCorpusInput(hypotheses, references, 'convert them with streamsFromSegments(references) from @bleukit/core');
    let edits = 0;
    let length = 0;
    let nrefs: number | undefined;
    for (let i = 0; i < hypotheses.length; i++) {
      const refs = references.map((stream) => stream[i] as string | null);
      const [segmentEdits, segmentLength, count] = statistics(hypotheses[i] as string, refs);
      if (count === 0) throw missingReference(i);
      nrefs = nrefs === undefined || nrefs === count ? count : -1;
      edits += segmentEdits;
      length += segmentLength;
    }
    return scoreStatistics([edits, length], nrefs ?? references.length);
  };

  const sentenceScore = (hypothesis: string, references: SegmentReferences): TerResult => {
    checkSentenceReferences(references);
    return corpusScore([hypothesis], references.map((ref) => [ref]));
  };

  const editPath = (hypothesis: string, references: SegmentReferences): EditPath => {
    segmentStatistics(hypothesis, references);
    const hypothesisWords = words(hypothesis);
    const allRefWords = references.map((reference) => (reference === null ? null : referenceWords(reference)));
    vocabulary.start(allRefWords.reduce((total, ref) => total + (ref === null ? 0 : ref.length), hypothesisWords.length));
    const hyp = vocabulary.encode(hypothesisWords);
    let best: EditPath | undefined;
    let index = 0;
    for (const refWords of allRefWords) {
      if (refWords === null) continue;
      const rate = translationEditRate(hyp, vocabulary.encode(refWords), true);
      if (best === undefined || rate.edits < best.edits) {
        best = describePath(index, hypothesisWords, refWords, rate);
      }
      index++;
    }
    return best as EditPath;
  };

  const line = (result: TerResult): ScoreLine => ({ name: 'TER', score: result.score, signature: result.signature });

  return {
    id: 'ter',
    name: 'TER',
    statisticsSize: 2,
    higherIsBetter: false,
    options: settings,
    words,
    referenceWords,
    segmentStatistics,
    scoreStatistics,
    scoreFloat32Sums: (stats: ArrayLike<number>) => 100 * terRate(stats[0] as number, stats[1] as number, true),
    signatureFields,
    corpusScore,
    sentenceScore,
    editPath,
    format: (result: TerResult, formatOptions?: FormatOptions, confidence?: Confidence) =>
      formatScoreLine(line(result), formatOptions, confidence),
    formatJson: (result: TerResult, width?: number, confidence?: Confidence) => formatScoreJson(line(result), width, confidence),
  };
}

/** The edit path in words: the shifts replayed on the hypothesis words, then the trace. */
function describePath(
  reference: number,
  hypothesisWords: readonly string[],
  referenceWords: readonly string[],
  rate: ReturnType<typeof translationEditRate>,
): EditPath {
  // Replay the shifts on word positions, with the very function the search used.
  let order = Int32Array.from(hypothesisWords.keys());
  const shifts: EditShift[] = [];
  for (const shift of rate.shifts) {
    const block = Array.from(order.subarray(shift.from, shift.from + shift.length), (i) => hypothesisWords[i] as string);
    shifts.push({ ...shift, words: block });
    const next = new Int32Array(order.length);
    performShift(order, shift.from, shift.length, shift.to, next);
    order = next;
  }
  const current = Array.from(order, (i) => hypothesisWords[i] as string);
  const operations: EditOperation[] = [];
  if (referenceWords.length === 0) {
    for (const hyp of current) operations.push({ type: 'deletion', hyp });
  } else {
    let h = 0;
    let r = 0;
    for (const op of rate.trace ?? []) {
      if (op === OP_NOP) operations.push({ type: 'match', hyp: current[h++] as string, ref: referenceWords[r++] as string });
      else if (op === OP_SUB) operations.push({ type: 'substitution', hyp: current[h++] as string, ref: referenceWords[r++] as string });
      else if (op === OP_DEL) operations.push({ type: 'deletion', hyp: current[h++] as string });
      else if (op === OP_INS) operations.push({ type: 'insertion', ref: referenceWords[r++] as string });
    }
  }
  return { reference, hypothesisWords, referenceWords, shifts, shiftedWords: current, operations, edits: rate.edits };
}
