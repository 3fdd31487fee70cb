// Word ids for many sentence pairs. Alignment wants small ids per pair (its tables are as long as
// the pair's vocabulary). A fresh string map per pair costs more than the alignment itself, and one
// map over the whole corpus is slower still (a large table, looked up with words it has to hash
// anew each line). So each pair gets a small open-addressing table of its own words, in arrays
// reused from pair to pair, hashed by their characters.
//
// V8 stores a string in one of several shapes (one or two bytes a character, a copy or a slice of
// a longer string, an interned single character), and a property looked up on strings of more
// than four shapes at one place in the code (`word.length`, `word.charCodeAt`) goes megamorphic:
// every character then costs a generic lookup. Words from lines of ASCII and from lines with
// other characters have five, so the hashing loop does not look anything up on the word.

/** Encodes sentence pairs into small per-pair word ids, reusing its arrays: see {@link PairEncoder.encode}. */
export class PairEncoder {
  private table = new Int32Array(256);
  private readonly words: string[] = [];
  private hypIds = new Int32Array(256);
  private refIds = new Int32Array(256);
  /** The hypothesis's ids of the last pair encoded. */
  hypothesis: Int32Array = this.hypIds.subarray(0, 0);
  /** The reference's ids of the last pair encoded. */
  reference: Int32Array = this.refIds.subarray(0, 0);
  /** How many distinct words the last pair has: its ids lie in `[0, vocabulary)`. */
  vocabulary = 0;

  /** Word ids of a pair: equal words, equal ids, numbered from 0 in order of first appearance. */
  encode(hypothesis: readonly string[], reference: readonly string[]): void {
    const total = hypothesis.length + reference.length;
    // A power of two at least twice the words, so that probes stay short.
    let size = 16;
    while (size < 2 * total) size *= 2;
    if (this.table.length < size) this.table = new Int32Array(size);
    this.table.fill(0, 0, size);
    this.vocabulary = 0;
    this.words.length = 0;
    if (this.hypIds.length < hypothesis.length) this.hypIds = new Int32Array(2 * hypothesis.length);
    if (this.refIds.length < reference.length) this.refIds = new Int32Array(2 * reference.length);
    this.hypothesis = this.hypIds.subarray(0, hypothesis.length);
    this.reference = this.refIds.subarray(0, reference.length);
    this.fill(hypothesis, this.hypothesis, size - 1);
    this.fill(reference, this.reference, size - 1);
  }

  private fill(words: readonly string[], out: Int32Array, mask: number): void {
    const table = this.table;
    const known = this.words;
    for (let i = 0; i < words.length; i++) {
      const word = words[i]!;
      // FNV-1a over the UTF-16 code units. `word + ''` is the word, checked once and then known to
      // the compiler as a string, whose length needs no lookup; charCodeAt is taken from
      // String.prototype, not looked up on the word (see above).
      const text = word + '';
      let hash = 0x811c9dc5;
      for (let c = 0; c < text.length; c++) hash = Math.imul(hash ^ String.prototype.charCodeAt.call(text, c), 0x01000193);
      let slot = hash & mask;
      let id = -1;
      for (;;) {
        const entry = table[slot]!;
        if (entry === 0) {
          id = this.vocabulary++;
          known.push(word);
          table[slot] = id + 1;
          break;
        }
        if (known[entry - 1] === word) {
          id = entry - 1;
          break;
        }
        slot = (slot + 1) & mask;
      }
      out[i] = id;
    }
  }
}
