/** Any surrogate (a quick test: most lines have none). */
const SURROGATE = /[\uD800-\uDFFF]/;
/** A surrogate without its pair (UTF-8 would write U+FFFD for it). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * A file's lines kept for the few the text report shows (its examples) once the analyses no
 * longer read them: as UTF-8 in one buffer, about half the memory of the lines as strings and
 * outside the JavaScript heap. A line that UTF-8 cannot hold exactly (a lone surrogate) is kept
 * as its string.
 */
export class PackedLines {
  readonly #bytes: Buffer;
  readonly #starts: Int32Array;
  readonly #strings = new Map<number, string>();

  constructor(lines: readonly string[]) {
    const starts = new Int32Array(lines.length + 1);
    for (let i = 0; i < lines.length; i++) starts[i + 1] = (starts[i] as number) + Buffer.byteLength(lines[i] as string);
    const bytes = Buffer.allocUnsafe(starts[lines.length] as number);
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i] as string;
      if (SURROGATE.test(line) && LONE_SURROGATE.test(line)) this.#strings.set(i, line);
      bytes.write(line, starts[i] as number);
    }
    this.#bytes = bytes;
    this.#starts = starts;
  }

  /** Line `i` (0-based). */
  line(i: number): string {
    return this.#strings.get(i) ?? this.#bytes.toString('utf8', this.#starts[i], this.#starts[i + 1]);
  }
}
