// A list of segments in line order, gathered one at a time in a walk over the corpus, held as the
// steps between them in base 128: a list of most segments (a frequent word's bucket) takes a byte
// a segment instead of an array's eight, and is made an array only when the page writes it.

/** Ascending segments, held as steps (each segment minus the one before, the first plus one). */
export class SegmentSteps {
  #bytes = new Uint8Array(64);
  #used = 0;
  #last = -1;
  /** How many segments it lists. */
  length = 0;

  /** Adds segment `s`, after every segment in it. */
  push(s: number): void {
    if (this.#used + 5 > this.#bytes.length) {
      const grown = new Uint8Array(this.#bytes.length * 2);
      grown.set(this.#bytes);
      this.#bytes = grown;
    }
    let step = s - this.#last;
    this.#last = s;
    while (step >= 0x80) {
      this.#bytes[this.#used++] = (step & 0x7f) | 0x80;
      step >>>= 7;
    }
    this.#bytes[this.#used++] = step;
    this.length++;
  }

  /** The segments, in a new array. */
  toArray(): Int32Array {
    const segments = new Int32Array(this.length);
    const bytes = this.#bytes;
    let segment = -1;
    for (let at = 0, k = 0; k < segments.length; k++) {
      let byte = bytes[at++] as number;
      let step = byte & 0x7f;
      for (let shift = 7; byte >= 0x80; shift += 7) {
        byte = bytes[at++] as number;
        step |= (byte & 0x7f) << shift;
      }
      segments[k] = segment += step;
    }
    return segments;
  }
}
