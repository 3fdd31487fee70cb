import { compareCodePoints } from '../report/code-point-order.js';
import { parseCompareDirections } from '../report/compare-directions.js';
import { ProfileReader, type Profile } from '../report/profile.js';
import type { Corpus, ReportContext, Sentence } from '../report/report-context.js';
import { headLength, tailLength } from '../report/python-slice.js';
import { createScorer, pyFloat, pyInt, type PyNumber, type ScoreResult } from '../scorers/index.js';
import { sentenceWordIds, vocabularyGeneration } from '../scorers/word-ids.js';

/** `generate_sentence_examples`'s keyword arguments. */
const KEYS = ['score_type', 'report_length', 'compare_directions', 'title', 'case_insensitive'];

/** One segment of a pair of systems: compare-mt's tuple `(s2-s1, s1, s2, str1, str2, i)`. */
interface ScoreDifference {
  readonly diff: PyNumber;
  readonly s1: PyNumber;
  readonly s2: PyNumber;
  readonly str1: string | undefined;
  readonly str2: string | undefined;
  readonly index: number;
}

/** Python's `a - b`: an int when both are ints. */
function subtract(a: PyNumber, b: PyNumber): PyNumber {
  return a.type === 'int' && b.type === 'int' ? pyInt(a.value - b.value) : pyFloat(a.value - b.value);
}

/** Python's `-x`: `-0.0` for a float 0, `0` for an int. */
function negate(x: PyNumber): PyNumber {
  return x.type === 'int' ? pyInt(-x.value || 0) : pyFloat(-x.value);
}

function compareStrings(a: string | undefined, b: string | undefined): number {
  if (a === b) return 0;
  // Python cannot order None against a string; one scorer gives either always strings or always None.
  if (a === undefined || b === undefined) return a === undefined ? -1 : 1;
  return compareCodePoints(a, b);
}

/** Python's tuple order on `(s2-s1, s1, s2, str1, str2, i)`. */
function byTuple(a: ScoreDifference, b: ScoreDifference): number {
  return (
    a.diff.value - b.diff.value ||
    a.s1.value - b.s1.value ||
    a.s2.value - b.s2.value ||
    compareStrings(a.str1, b.str1) ||
    compareStrings(a.str2, b.str2) ||
    a.index - b.index
  );
}

/**
 * Per line of a corpus, the first line holding the same sentence: equal sentences, equal numbers.
 * Sentences are found by a hash of their shared word ids (an open-addressing table of lines) and
 * compared word by word.
 */
function firstEqualLines(corpus: Corpus): Int32Array {
  const generation = vocabularyGeneration();
  const first = new Int32Array(corpus.length);
  const hashes = new Int32Array(corpus.length);
  let bits = 4;
  while (1 << bits < 2 * corpus.length) bits++;
  const mask = (1 << bits) - 1;
  // A slot holds a line + 1 (0: empty), the first line of its sentence.
  const slots = new Int32Array(mask + 1);
  for (let i = 0; i < corpus.length; i++) {
    const words = corpus[i] as Sentence;
    const ids = sentenceWordIds(words);
    let hash = ids.length;
    for (let k = 0; k < ids.length; k++) hash = Math.imul(hash ^ (ids[k] as number), 0x9e3779b1) ^ (hash >>> 15);
    hashes[i] = hash;
    let found = i;
    for (let slot = Math.imul(hash, 0x9e3779b1) >>> (32 - bits); ; slot = (slot + 1) & mask) {
      const line = (slots[slot] as number) - 1;
      if (line < 0) {
        slots[slot] = i + 1;
        break;
      }
      if (hashes[line] === hash && sameWords(corpus[line] as Sentence, words)) {
        found = line;
        break;
      }
    }
    first[i] = found;
  }
  // Ids of different vocabularies (a corpus beyond the shared vocabulary's bound) are unrelated.
  return vocabularyGeneration() === generation ? first : firstEqualLinesByText(corpus);
}

function sameWords(a: Sentence, b: Sentence): boolean {
  if (a.length !== b.length) return false;
  for (let k = 0; k < a.length; k++) if (a[k] !== b[k]) return false;
  return true;
}

function firstEqualLinesByText(corpus: Corpus): Int32Array {
  const seen = new Map<string, number>();
  return Int32Array.from(corpus, (words, i) => {
    // Words hold no space, so the joined text stands for the sentence.
    const text = words.join(' ');
    const found = seen.get(text);
    if (found !== undefined) return found;
    seen.set(text, i);
    return i;
  });
}

/**
 * The segments of a pair of systems in compare-mt's order: each distinct (left output, right
 * output, reference) triple once, at its first line, sorted by the score difference (right minus
 * left), then the scores, their strings and the line.
 */
function scoreDifferences(left: number, right: number, ref: Corpus, outs: readonly Corpus[], scores: readonly (readonly ScoreResult[])[], equalLines: (corpus: Corpus) => Int32Array): ScoreDifference[] {
  const [refLines, lines1, lines2] = [equalLines(ref), equalLines(outs[left] as Corpus), equalLines(outs[right] as Corpus)];
  const seen = new Set<number | string>();
  const lines = ref.length;
  // A line's triple as one number while that is exact (below 2^53), else as text.
  const numericKeys = lines < 2 ** 17;
  const list: ScoreDifference[] = [];
  for (let i = 0; i < lines; i++) {
    const [a, b, c] = [lines1[i] as number, lines2[i] as number, refLines[i] as number];
    const key = numericKeys ? (a * lines + b) * lines + c : `${a} ${b} ${c}`;
    // A triple holding the line itself (its sentence's first line in a corpus) cannot have been seen.
    if (a !== i && b !== i && c !== i && seen.has(key)) continue;
    seen.add(key);
    const { score: s1, detail: str1 } = (scores[left] as readonly ScoreResult[])[i] as ScoreResult;
    const { score: s2, detail: str2 } = (scores[right] as readonly ScoreResult[])[i] as ScoreResult;
    list.push({ diff: subtract(s2, s1), s1, s2, str1, str2, index: i });
  }
  return list.sort(byTuple);
}

/**
 * compare-mt's sentence examples (`generate_sentence_examples` and `SentenceExampleReport.print`):
 * for each pair of systems, the `report_length` segments where the left system's sentence score
 * is furthest ahead, then those where the right one's is, with the source when `--src_file` is given.
 */
export function sentenceExampleReport(profile: Profile, context: ReportContext): string {
  const read = new ProfileReader(profile, KEYS);
  const reportLength = read.int('report_length', 10);
  const caseInsensitive = read.bool('case_insensitive');
  const scorer = createScorer(read.string('score_type', 'sentbleu'), { caseInsensitive, scale: context.scorerScale, intScale: context.scorerScaleIsInt });
  const { sysNames, ref, outs, src, fmt } = context;
  const directions = parseCompareDirections(read, outs.length);
  const scores: ScoreResult[][] = [];
  for (const k of new Set(directions.flat())) {
    scores[k] = ref.map((r, i) => scorer.scoreSentence(r, (outs[k] as Corpus)[i] as Sentence, src?.[i]));
  }

  // Each corpus's equal lines found once, however many pairs it is in.
  const equalLinesOf = new Map<Corpus, Int32Array>();
  const equalLines = (corpus: Corpus): Int32Array => {
    let lines = equalLinesOf.get(corpus);
    if (lines === undefined) equalLinesOf.set(corpus, (lines = firstEqualLines(corpus)));
    return lines;
  };
  let text = '********************** Sentence Examples Analysis ************************\n';
  for (const [left, right] of directions) {
    const list = scoreDifferences(left, right, ref, outs, scores, equalLines);
    const [l, r] = [sysNames[left] as string, sysNames[right] as string];
    const example = (item: ScoreDifference): string => {
      const i = item.index;
      let lines = `${l}-${r}=${fmt(negate(item.diff))}, ${l}=${fmt(item.s1)}, ${r}=${fmt(item.s2)}\n`;
      if (src !== undefined) lines += `Src:  ${(src[i] as Sentence).join(' ')}\n`;
      lines += `Ref:  ${(ref[i] as Sentence).join(' ')}\n`;
      lines += `${l}: ${((outs[left] as Corpus)[i] as Sentence).join(' ')}\n`;
      lines += `${r}: ${((outs[right] as Corpus)[i] as Sentence).join(' ')}\n\n`;
      return lines;
    };
    text += `--- ${reportLength} sentences where ${l}>${r} at ${scorer.name}\n`;
    for (const item of list.slice(0, headLength(list.length, reportLength))) text += example(item);
    text += `--- ${reportLength} sentences where ${r}>${l} at ${scorer.name}\n`;
    for (const item of list.slice(list.length - tailLength(list.length, reportLength))) text += example(item);
  }
  return text;
}
