// How many words NLTK's alignment matches, and in how many chunks, without making the alignment:
// what scoring needs, sentence pair after sentence pair. Words become numbers once per sentence
// (one hash lookup per word), so the stages compare numbers, and a word's stem and its stem's
// synonyms are looked up once per word type.
import type { MeteorMatchers } from './align-words.js';

/** What {@link countAlignment} finds: how many words NLTK's alignment matches, in how many chunks. */
export interface AlignmentCounts {
  matches: number;
  chunks: number;
}

/** Past this many word types the tables start again, so a long run's memory stays bounded. */
const TYPE_LIMIT = 500_000;

/** Word types as numbers, with each type's stem and the synonyms of a stem as numbers too. */
interface WordTypes {
  readonly matchers: MeteorMatchers;
  ids: Map<string, number>;
  names: string[];
  /** Type → the type of its stem (-1: not looked up yet). */
  stems: Int32Array;
  /** Stem type → the types of its synonyms. */
  synonyms: (Set<number> | undefined)[];
}

const typesOf = new WeakMap<MeteorMatchers, WordTypes>();

function freshTypes(matchers: MeteorMatchers): WordTypes {
  return { matchers, ids: new Map(), names: [], stems: new Int32Array(1024).fill(-1), synonyms: [] };
}

function typeOf(types: WordTypes, word: string): number {
  let id = types.ids.get(word);
  if (id === undefined) {
    id = types.names.length;
    types.ids.set(word, id);
    types.names.push(word);
    if (id >= types.stems.length) {
      const grown = new Int32Array(2 * types.stems.length).fill(-1);
      grown.set(types.stems);
      types.stems = grown;
    }
  }
  return id;
}

function stemOf(types: WordTypes, id: number): number {
  let stem = types.stems[id] as number;
  if (stem === -1) {
    stem = typeOf(types, types.matchers.stem(types.names[id] as string));
    types.stems[id] = stem;
  }
  return stem;
}

function synonymsOf(types: WordTypes, stem: number): Set<number> {
  let synonyms = types.synonyms[stem];
  if (synonyms === undefined) {
    synonyms = new Set();
    for (const name of types.matchers.synonyms(types.names[stem] as string)) synonyms.add(typeOf(types, name));
    types.synonyms[stem] = synonyms;
  }
  return synonyms;
}

// Scratch space, grown as needed and reused: counting allocates nothing per sentence pair.
let hypothesisTypes = new Int32Array(64);
let referenceTypes = new Int32Array(64);
let referenceOf = new Int32Array(64);
let taken = new Uint8Array(64);

/**
 * The number of matches and chunks of the alignment `alignWords` makes: the same stages in the
 * same order, with matched words flagged instead of removed from lists (walking the positions from
 * the last and skipping flagged ones visits the remaining words in the order NLTK's lists hold
 * them). Writes into `out` and returns it.
 */
export function countAlignment(hypothesis: readonly string[], reference: readonly string[], matchers: MeteorMatchers, out: AlignmentCounts): AlignmentCounts {
  let types = typesOf.get(matchers);
  if (types === undefined || types.names.length > TYPE_LIMIT) {
    types = freshTypes(matchers);
    typesOf.set(matchers, types);
  }
  const n = hypothesis.length;
  const m = reference.length;
  if (hypothesisTypes.length < n) {
    hypothesisTypes = new Int32Array(2 * n);
    referenceOf = new Int32Array(2 * n);
  }
  if (referenceTypes.length < m) {
    referenceTypes = new Int32Array(2 * m);
    taken = new Uint8Array(2 * m);
  }
  for (let i = 0; i < n; i++) hypothesisTypes[i] = typeOf(types, hypothesis[i] as string);
  for (let j = 0; j < m; j++) referenceTypes[j] = typeOf(types, reference[j] as string);
  referenceOf.fill(-1, 0, n);
  taken.fill(0, 0, m);
  // Exact matches.
  let matched = matchStage(n, m, 0);
  if (matched < n && matched < m) {
    // Stems: every word left, hypothesis and reference, becomes its stem.
    for (let i = 0; i < n; i++) if (referenceOf[i] === -1) hypothesisTypes[i] = stemOf(types, hypothesisTypes[i] as number);
    for (let j = 0; j < m; j++) if (taken[j] === 0) referenceTypes[j] = stemOf(types, referenceTypes[j] as number);
    matched = matchStage(n, m, matched);
    // Synonyms of the hypothesis word's stem, compared with the reference words' stems.
    for (let i = n - 1; i >= 0 && matched < m; i--) {
      if (referenceOf[i] !== -1) continue;
      const stem = hypothesisTypes[i] as number;
      const synonyms = synonymsOf(types, stem);
      for (let j = m - 1; j >= 0; j--) {
        if (taken[j] !== 0) continue;
        const other = referenceTypes[j] as number;
        if (other === stem || synonyms.has(other)) {
          referenceOf[i] = j;
          taken[j] = 1;
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

/** One stage of equal types: each hypothesis word left, from the last, takes the last equal reference word left. */
function matchStage(n: number, m: number, matched: number): number {
  for (let i = n - 1; i >= 0 && matched < m; i--) {
    if (referenceOf[i] !== -1) continue;
    const type = hypothesisTypes[i] as number;
    for (let j = m - 1; j >= 0; j--) {
      if (taken[j] === 0 && referenceTypes[j] === type) {
        referenceOf[i] = j;
        taken[j] = 1;
        matched++;
        break;
      }
    }
  }
  return matched;
}
