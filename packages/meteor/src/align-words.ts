// METEOR's word alignment as NLTK 3.8 makes it (`_enum_align_words`): three greedy stages, each
// over the words the previous ones left unmatched.

/** The stage that matched a pair of words. */
export type MeteorStage = 'exact' | 'stem' | 'synonym';

/** One aligned pair: hypothesis position, reference position, and the stage that matched them. */
export interface MeteorMatch {
  readonly hypothesis: number;
  readonly reference: number;
  readonly stage: MeteorStage;
}

/** What the stem and synonym stages look words up with. */
export interface MeteorMatchers {
  /** The stemmer of the second stage (NLTK: `PorterStemmer().stem`, which lower-cases). */
  stem(word: string): string;
  /** The lemma names the third stage accepts for a hypothesis word (not the word itself). */
  synonyms(word: string): ReadonlySet<string>;
}

/** A word with its position in its sentence (NLTK's `(index, word)` pairs). */
interface Positioned {
  readonly index: number;
  readonly word: string;
}

/**
 * Matches hypothesis words with reference words, removing both from their lists. NLTK walks the
 * hypothesis from its last word to its first and, for each, the reference from its last word to
 * its first, taking the first reference word `accepts`; so a repeated word pairs up from the end.
 */
function matchStage(
  hyp: Positioned[],
  ref: Positioned[],
  stage: MeteorStage,
  out: MeteorMatch[],
  accepts: (hypothesisWord: string, referenceWord: string) => boolean,
): void {
  for (let i = hyp.length - 1; i >= 0; i--) {
    const h = hyp[i] as Positioned;
    for (let j = ref.length - 1; j >= 0; j--) {
      const r = ref[j] as Positioned;
      if (accepts(h.word, r.word)) {
        out.push({ hypothesis: h.index, reference: r.index, stage });
        hyp.splice(i, 1);
        ref.splice(j, 1);
        break;
      }
    }
  }
}

/**
 * The alignment NLTK's `meteor_score` scores: exact matches, then matches of Porter stems, then
 * WordNet synonyms, sorted by hypothesis position. Words are compared as given (lower-case them
 * first for NLTK's default). As in NLTK, the synonym stage sees the words the stem stage left,
 * **stemmed**: it looks up the synonyms of the hypothesis word's stem and compares them with the
 * reference word's stem.
 */
export function alignWords(hypothesis: readonly string[], reference: readonly string[], matchers: MeteorMatchers): MeteorMatch[] {
  const matches: MeteorMatch[] = [];
  let hyp: Positioned[] = hypothesis.map((word, index) => ({ index, word }));
  let ref: Positioned[] = reference.map((word, index) => ({ index, word }));
  matchStage(hyp, ref, 'exact', matches, (a, b) => a === b);
  if (hyp.length > 0 && ref.length > 0) {
    hyp = hyp.map(({ index, word }) => ({ index, word: matchers.stem(word) }));
    ref = ref.map(({ index, word }) => ({ index, word: matchers.stem(word) }));
    matchStage(hyp, ref, 'stem', matches, (a, b) => a === b);
  }
  if (hyp.length > 0 && ref.length > 0) {
    let current = '';
    let synonyms: ReadonlySet<string> = new Set();
    matchStage(hyp, ref, 'synonym', matches, (a, b) => {
      if (a !== current) {
        current = a;
        synonyms = matchers.synonyms(a);
      }
      return a === b || synonyms.has(b);
    });
  }
  // Each hypothesis position is matched at most once, so the order is that of the positions.
  return matches.sort((x, y) => x.hypothesis - y.hypothesis);
}

/**
 * NLTK's `_count_chunks`: runs of matches adjacent in both sentences, over matches sorted by
 * hypothesis position (1 for no match, which METEOR never scores).
 */
export function countChunks(matches: readonly MeteorMatch[]): number {
  let chunks = 1;
  for (let i = 0; i + 1 < matches.length; i++) {
    const a = matches[i] as MeteorMatch;
    const b = matches[i + 1] as MeteorMatch;
    if (!(b.hypothesis === a.hypothesis + 1 && b.reference === a.reference + 1)) chunks++;
  }
  return chunks;
}
