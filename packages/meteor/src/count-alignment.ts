// How many words NLTK's alignment matches, and in how many chunks, without making the alignment:
// what scoring needs, sentence pair after sentence pair. Words become numbers (word-types.ts), so
// the stages compare numbers, and a word's stem and its stem's synonyms are looked up once per
// word type.
import type { MeteorMatchers } from './align-words.js';
import { LAST, RECORD, SENTENCE_ROOM, STAMP, TypeList, wordTypesOf, type WordTypes } from './word-types.js';

/** What {@link countAlignment} finds: how many words NLTK's alignment matches, in how many chunks. */
export interface AlignmentCounts {
  matches: number;
  chunks: number;
}

// Scratch space, grown as needed and reused: counting allocates nothing per sentence pair.
// Room for sentences of SENTENCE_ROOM words from the start, so that the growing (and V8's
// deoptimizing of the code around it when it first runs) waits for a longer sentence.
let hypothesisTypes = new Int32Array(SENTENCE_ROOM);
let referenceTypes = new Int32Array(SENTENCE_ROOM);
let referenceOf = new Int32Array(SENTENCE_ROOM);
let taken = new Uint8Array(SENTENCE_ROOM);
/** Per reference position, the previous position of the same type in the current stage (-1: none). */
let previousOfType = new Int32Array(SENTENCE_ROOM);
/** Per reference position, the synonym key of the word left there (see `WordTypes.keyOf`). */
let referenceKeys = new Int32Array(SENTENCE_ROOM);
/** Numbers the stages, for the types' {@link STAMP}. */
let stage = 0;

const hypothesisList = new TypeList();
const referenceList = new TypeList();

/**
 * The number of matches and chunks of the alignment `alignWords` makes: the same stages in the
 * same order, with matched words flagged instead of removed from lists (walking the positions from
 * the last and skipping flagged ones visits the remaining words in the order NLTK's lists hold
 * them). Writes into `out` and returns it.
 */
export function countAlignment(hypothesis: readonly string[], reference: readonly string[], matchers: MeteorMatchers, out: AlignmentCounts): AlignmentCounts {
  const types = wordTypesOf(matchers);
  types.typesOfWords(hypothesis, hypothesisList);
  types.typesOfWords(reference, referenceList);
  return countTypeAlignment(types, hypothesisList, referenceList, out);
}

/** {@link countAlignment} of words already turned into `types`' numbers. */
export function countTypeAlignment(types: WordTypes, hypothesis: TypeList, reference: TypeList, out: AlignmentCounts): AlignmentCounts {
  const n = hypothesis.count;
  const m = reference.count;
  if (hypothesisTypes.length < n) {
    hypothesisTypes = new Int32Array(2 * n);
    referenceOf = new Int32Array(2 * n);
  }
  if (referenceTypes.length < m) {
    referenceTypes = new Int32Array(2 * m);
    taken = new Uint8Array(2 * m);
    previousOfType = new Int32Array(2 * m);
    referenceKeys = new Int32Array(2 * m);
  }
  // Loops, not fill(): a builtin's call costs more than a sentence's few dozen writes.
  for (let i = 0; i < n; i++) {
    hypothesisTypes[i] = hypothesis.types[i] as number;
    referenceOf[i] = -1;
  }
  for (let j = 0; j < m; j++) {
    referenceTypes[j] = reference.types[j] as number;
    taken[j] = 0;
  }
  // Exact matches.
  let matched = matchStage(types, n, m, 0);
  if (matched < n && matched < m) {
    // Stems: every word left, hypothesis and reference, becomes its stem.
    for (let i = 0; i < n; i++) if (referenceOf[i] === -1) hypothesisTypes[i] = types.stemOf(hypothesisTypes[i] as number);
    for (let j = 0; j < m; j++) if (taken[j] === 0) referenceTypes[j] = types.stemOf(referenceTypes[j] as number);
    matched = matchStage(types, n, m, matched);
    // Synonyms of the hypothesis word's stem, compared with the reference words' stems. NLTK
    // also accepts the stem itself, but no reference word left has it: the stem stage would have
    // matched it. So a stem without synonyms (most) matches nothing here. The keys of the
    // reference words left are read once for the sentence (-1: none, or matched): only those
    // with one can be a synonym, and with none left no synonym set need be looked up.
    let keyed = 0;
    for (let j = 0; j < m; j++) {
      const key = taken[j] === 0 ? types.keyOf(referenceTypes[j] as number) : -1;
      referenceKeys[j] = key;
      if (key >= 0) keyed++;
    }
    for (let i = n - 1; keyed > 0 && i >= 0 && matched < m; i--) {
      if (referenceOf[i] !== -1) continue;
      const stem = hypothesisTypes[i] as number;
      if (!types.hasSynonyms(stem)) continue;
      const from = types.synonymStart(stem);
      const to = types.synonymEnd(stem);
      const { named } = types;
      for (let j = m - 1; j >= 0; j--) {
        const key = referenceKeys[j] as number;
        if (key >= 0 && named[key] === 1 && types.hasSynonym(from, to, key)) {
          referenceOf[i] = j;
          taken[j] = 1;
          referenceKeys[j] = -1;
          keyed--;
          matched++;
          break;
        }
      }
    }
  }
  // NLTK's _count_chunks over the matches in hypothesis order.
  let chunks = 1;
  let previous = -1;
  for (let i = 0; i < n; i++) {
    const j = referenceOf[i] as number;
    if (j === -1) continue;
    if (previous !== -1 && !(referenceOf[i - 1] === previous && previous + 1 === j)) chunks++;
    previous = j;
  }
  out.matches = matched;
  out.chunks = chunks;
  return out;
}

/**
 * One stage of equal types: each hypothesis word left, from the last, takes the last reference
 * word left of its type. The reference words left are chained by type (each to the previous one of
 * its type), so a stage takes time in proportion to the words, not to their pairs.
 */
function matchStage(types: WordTypes, n: number, m: number, matched: number): number {
  const records = types.records;
  if (stage === 0x7fffffff) {
    for (let r = STAMP; r < records.length; r += RECORD) records[r] = 0;
    stage = 0;
  }
  stage++;
  for (let j = 0; j < m; j++) {
    if (taken[j] !== 0) continue;
    const r = RECORD * (referenceTypes[j] as number);
    previousOfType[j] = records[r + STAMP] === stage ? (records[r + LAST] as number) : -1;
    records[r + LAST] = j;
    records[r + STAMP] = stage;
  }
  for (let i = n - 1; i >= 0 && matched < m; i--) {
    if (referenceOf[i] !== -1) continue;
    const r = RECORD * (hypothesisTypes[i] as number);
    if (records[r + STAMP] !== stage) continue;
    const j = records[r + LAST] as number;
    if (j === -1) continue;
    referenceOf[i] = j;
    taken[j] = 1;
    matched++;
    records[r + LAST] = previousOfType[j] as number;
  }
  return matched;
}
