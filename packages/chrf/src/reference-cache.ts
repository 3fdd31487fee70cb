import { BleukitError, checkReferenceStreams, type SegmentReferences } from '@bleukit/core';
import type { Chrf } from './chrf.js';
import { computeChrf, type ChrfScoreSettings } from './chrf-score.js';
import { ReferenceNgrams } from './reference-ngrams.js';
import { grow, SegmentEncoder } from './segment-encoder.js';

/**
 * References of a test set prepared once ({@link cacheChrfReferences}) for the hypotheses of
 * several systems to be scored against, as sacreBLEU caches a metric's references.
 */
export interface ChrfReferences {
  /** How many segments there are. */
  readonly length: number;
  /**
   * `chrf.segmentStatistics` of `hypothesis` against the references of segment `segment`,
   * written into `out`; returns how many references the segment has (0: none, `out` untouched).
   */
  statisticsInto(hypothesis: string, segment: number, out: number[]): number;
  /**
   * Hands the memory these references hold back, for the next {@link cacheChrfReferences} of
   * the same chrF to reuse (a test set cached batch by batch needs no new buffers after the
   * first); they cannot be scored against afterwards.
   */
  release(): void;
}

/** The segment encoder's code points to symbols, with the alphabet taken from the reference. */
class ReferenceEncoder extends SegmentEncoder {
  /**
   * A reference: the line's code points as symbols of its own alphabet into {@link symbols};
   * returns their number. Its alphabet, the code point of each symbol, is then
   * `alphabetCodes[0…alphabetSize)`.
   */
  encodeOwn(reference: string): number {
    const line = this.settings.lowercase ? reference.toLowerCase() : reference;
    this.clearAlphabet();
    this.hypSymbols = grow(this.hypSymbols, line.length);
    return this.encode(line, this.hypSymbols, true);
  }

  /**
   * A hypothesis against a reference: the line's code points as symbols of the reference's
   * alphabet (`codes[from…from+alphabet)`, the code point of each symbol; -1 for one the
   * reference lacks) into {@link symbols}; returns their number.
   */
  encodeWith(hypothesis: string, codes: Int32Array, from: number, alphabet: number): number {
    const line = this.settings.lowercase ? hypothesis.toLowerCase() : hypothesis;
    this.clearAlphabet();
    if (this.codes.length < alphabet) this.codes = grow(this.codes, alphabet);
    for (let symbol = 0; symbol < alphabet; symbol++) {
      const code = codes[from + symbol] as number;
      this.codes[symbol] = code;
      if (code < 0x10000) this.codeValue[code] = symbol + 1;
      else this.astralSymbol.set(code, symbol);
    }
    this.alphabet = alphabet;
    this.hypSymbols = grow(this.hypSymbols, line.length);
    return this.encode(line, this.hypSymbols, false);
  }

  get symbols(): Int32Array {
    return this.hypSymbols;
  }

  get alphabetSize(): number {
    return this.alphabet;
  }

  get alphabetCodes(): Int32Array {
    return this.codes;
  }
}

/**
 * Character n-grams of references counted once, for hypotheses of several systems to be matched
 * against (chrF without word orders): each reference keeps its alphabet (the code point of each
 * of its symbols) and its n-grams in a {@link ReferenceNgrams}; a hypothesis is encoded with its
 * reference's alphabet and walked down that reference's trie.
 */
class CachedCharacterReferences {
  private readonly ngrams: ReferenceNgrams;
  /** The alphabets one after another; per reference, where its alphabet starts and its size. */
  private codes: Int32Array = new Int32Array(1024);
  private codeSize = 0;
  private alphabets: Int32Array = new Int32Array(128);

  constructor(
    private readonly encoder: ReferenceEncoder,
    charOrder: number,
  ) {
    this.ngrams = new ReferenceNgrams(charOrder);
  }

  /** Forgets every reference and makes room for references of `characters` UTF-16 units in all. */
  reset(characters: number): void {
    this.ngrams.clear();
    this.ngrams.reserve(characters);
    this.codeSize = 0;
  }

  /** Adds a reference; returns its index for {@link match}. */
  add(reference: string): number {
    const encoder = this.encoder;
    const length = encoder.encodeOwn(reference);
    const alphabet = encoder.alphabetSize;
    const index = this.ngrams.add(encoder.symbols, length, alphabet);
    this.codes = grow(this.codes, this.codeSize + alphabet);
    this.codes.set(encoder.alphabetCodes.subarray(0, alphabet), this.codeSize);
    this.alphabets = grow(this.alphabets, 2 * index + 2);
    this.alphabets[2 * index] = this.codeSize;
    this.alphabets[2 * index + 1] = alphabet;
    this.codeSize += alphabet;
    return index;
  }

  /** Writes `[hyp, ref, match]` per character order of `hypothesis` against reference `index` into `out`. */
  match(index: number, hypothesis: string, out: number[]): void {
    const encoder = this.encoder;
    const length = encoder.encodeWith(hypothesis, this.codes, this.alphabets[2 * index] as number, this.alphabets[2 * index + 1] as number);
    this.ngrams.match(index, encoder.symbols, length, out, 0);
  }
}

/** What the caches of one chrF share: an encoder (its 256 KB table) and released caches' buffers. */
interface SharedState {
  encoder: ReferenceEncoder;
  spare: CachedCharacterReferences[];
}
const sharedStates = new WeakMap<Chrf, SharedState>();

/**
 * Reference streams (`references[k][i]`, `null` where segment `i` has no k-th reference)
 * prepared for scoring many hypotheses of each segment with `chrf`: without word orders, each
 * reference's character n-grams are counted once, and each hypothesis is matched against those
 * counts, with the statistics of `chrf.segmentStatistics`. With word orders (chrF++) the cache
 * keeps the lines and scores them with `chrf.segmentStatistics`. (A function of its own, not a
 * member of {@link Chrf}, so that a bundle that does not cache references leaves it out.)
 *
 * @example
 * ```ts
 * const chrf = createChrf();
 * const refs = cacheChrfReferences(chrf, [['The cat sat on the mat.']]);
 * const stats: number[] = [];
 * refs.statisticsInto('The cat sat on a mat.', 0, stats); // a first system's line 1
 * refs.statisticsInto('A cat sat.', 0, stats); // a second system's
 * refs.release();
 * ```
 */
export function cacheChrfReferences(chrf: Chrf, references: readonly SegmentReferences[]): ChrfReferences {
  checkReferenceStreams(references);
  const streams = references.length;
  const segments = streams === 0 ? 0 : (references[0] as SegmentReferences).length;
  const size = chrf.statisticsSize;
  const refs = new Array<string | null>(streams);
  const referencesOf = (segment: number): (string | null)[] => {
    for (let k = 0; k < streams; k++) refs[k] = (references[k] as SegmentReferences)[segment] as string | null;
    return refs;
  };
  if (chrf.wordOrder > 0) {
    return {
      length: segments,
      release: () => {},
      statisticsInto: (hypothesis, segment, out) => {
        const lines = referencesOf(segment);
        const count = lines.reduce((total, line) => total + (line === null ? 0 : 1), 0);
        if (count === 0) return 0;
        const stats = chrf.segmentStatistics(hypothesis, lines);
        for (let j = 0; j < size; j++) out[j] = stats[j] as number;
        return count;
      },
    };
  }
  let state = sharedStates.get(chrf);
  if (state === undefined) {
    const encoder = new ReferenceEncoder({ charOrder: chrf.charOrder, wordOrder: 0, lowercase: chrf.lowercase, whitespace: chrf.whitespace });
    sharedStates.set(chrf, (state = { encoder, spare: [] }));
  }
  const { encoder, spare } = state;
  let characters = 0;
  for (const stream of references) for (const reference of stream) characters += reference === null ? 0 : reference.length;
  const cached = spare.pop() ?? new CachedCharacterReferences(encoder, chrf.charOrder);
  cached.reset(characters);
  const indices = new Int32Array(segments * streams);
  for (let i = 0; i < segments; i++) {
    for (let k = 0; k < streams; k++) {
      const reference = (references[k] as SegmentReferences)[i] as string | null;
      indices[i * streams + k] = reference === null ? -1 : cached.add(reference);
    }
  }
  const settings: ChrfScoreSettings = { beta: chrf.beta, order: chrf.charOrder, epsSmoothing: chrf.epsSmoothing };
  const best = new Array<number>(size);
  const candidate = new Array<number>(size);
  let released = false;
  return {
    length: segments,
    release: () => {
      if (released) return;
      released = true;
      spare.push(cached);
    },
    statisticsInto: (hypothesis, segment, out) => {
      if (released) throw new BleukitError('invalid-argument', '[bleukit] These chrF references were released; cache them again with cacheChrfReferences().');
      const from = segment * streams;
      if (streams === 1) {
        const index = indices[from] as number;
        if (index < 0) return 0;
        cached.match(index, hypothesis, out);
        return 1;
      }
      // The reference with the best score, the first on ties (as segmentStatistics takes it).
      let bestScore = -1;
      let count = 0;
      for (let k = 0; k < streams; k++) {
        const index = indices[from + k] as number;
        if (index < 0) continue;
        count++;
        cached.match(index, hypothesis, candidate);
        const score = computeChrf(candidate, settings);
        if (score > bestScore) {
          bestScore = score;
          for (let j = 0; j < size; j++) best[j] = candidate[j] as number;
        }
      }
      if (count > 0) for (let j = 0; j < size; j++) out[j] = best[j] as number;
      return count;
    },
  };
}
