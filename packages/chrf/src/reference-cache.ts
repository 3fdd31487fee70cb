import type { SegmentEncoder } from './segment-encoder.js';
import { ReferenceNgrams } from './reference-ngrams.js';

/** `buffer`, or a larger copy of it that holds `length` numbers. */
function grow(buffer: Int32Array, length: number): Int32Array {
  if (buffer.length >= length) return buffer;
  const larger = new Int32Array(Math.max(length, 2 * buffer.length));
  larger.set(buffer);
  return larger;
}

/**
 * Character n-grams of references counted once, for hypotheses of several systems to be matched
 * against (chrF without word orders): each reference keeps its alphabet (the code point of each
 * of its symbols) and its n-grams in a {@link ReferenceNgrams}; a hypothesis is encoded with its
 * reference's alphabet and walked down that reference's trie.
 */
export class CachedCharacterReferences {
  private readonly ngrams: ReferenceNgrams;
  /** The alphabets one after another; per reference, where its alphabet starts and its size. */
  private codes: Int32Array = new Int32Array(1024);
  private codeSize = 0;
  private alphabets: Int32Array = new Int32Array(128);

  constructor(
    private readonly encoder: SegmentEncoder,
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
