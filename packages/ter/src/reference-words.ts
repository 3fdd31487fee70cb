import { isPythonWhitespaceCode } from '@bleukit/core';

/** Numbers per reference: its text, where its ids start, its words, its distinct words, its spans, its table and the table's mask. */
const RECORD = 7;

/** `buffer`, or a larger copy of it that holds `length` numbers. */
function grow(buffer: Int32Array, length: number): Int32Array {
  if (buffer.length >= length) return buffer;
  const larger = new Int32Array(Math.max(length, 2 * buffer.length));
  larger.set(buffer);
  return larger;
}

/**
 * The words of many references (lines split at runs of Python whitespace, as tercom's words are
 * without normalisation or punctuation removal), each split and numbered once for the
 * hypotheses of several systems: a reference's distinct words are 1…distinct in the order they
 * first appear, each kept as a span of its line with its hash in a small open-addressing table of
 * the reference's own. A hypothesis line is split and looked up in that table: each of its words
 * gets the reference's id for it, or 0 for a word the reference lacks, the ids TER's search works
 * on (see `translation-edit-rate.ts`).
 */
export class ReferenceWords {
  private readonly texts: string[] = [];
  /** Every reference's ids, spans (start, end, hash per distinct word) and table, one after another. */
  private data: Int32Array = new Int32Array(4096);
  private size = 0;
  private records: Int32Array = new Int32Array(RECORD * 64);
  private count = 0;
  /** Words of the line being split: start, end and hash each. */
  private spans: Int32Array = new Int32Array(3 * 64);
  /** The ids of the last hypothesis encoded. */
  private hypIds: Int32Array = new Int32Array(64);

  /** Forgets every reference, keeping the buffers. */
  clear(): void {
    this.texts.length = 0;
    this.size = 0;
    this.count = 0;
  }

  /** Adds a reference line (lower-cased already, when case is ignored); returns its index. */
  add(text: string): number {
    const words = this.split(text);
    const spans = this.spans;
    let capacity = 2;
    while (capacity < 2 * words) capacity *= 2;
    const mask = capacity - 1;
    // Ids, then up to `words` spans, then the table.
    const idsStart = this.size;
    const spansStart = idsStart + words;
    const tableStart = spansStart + 3 * words;
    this.size = tableStart + capacity;
    this.data = grow(this.data, this.size);
    const data = this.data;
    data.fill(0, tableStart, tableStart + capacity);
    let distinct = 0;
    for (let w = 0; w < words; w++) {
      const start = spans[3 * w] as number;
      const end = spans[3 * w + 1] as number;
      const hash = spans[3 * w + 2] as number;
      let slot = hash & mask;
      let id = 0;
      for (;;) {
        const held = data[tableStart + slot] as number;
        if (held === 0) {
          id = ++distinct;
          data[tableStart + slot] = id;
          const at = spansStart + 3 * (id - 1);
          data[at] = start;
          data[at + 1] = end;
          data[at + 2] = hash;
          break;
        }
        const at = spansStart + 3 * (held - 1);
        if (data[at + 2] === hash && sameWord(text, data[at] as number, data[at + 1] as number, text, start, end)) {
          id = held;
          break;
        }
        slot = (slot + 1) & mask;
      }
      data[idsStart + w] = id;
    }
    const index = this.count++;
    this.texts.push(text);
    this.records = grow(this.records, RECORD * this.count);
    const at = RECORD * index;
    const records = this.records;
    records[at] = index;
    records[at + 1] = idsStart;
    records[at + 2] = words;
    records[at + 3] = distinct;
    records[at + 4] = spansStart;
    records[at + 5] = tableStart;
    records[at + 6] = mask;
    return index;
  }

  /** Reference `index`'s word ids (1…{@link distinct}), valid until the next {@link add} or {@link clear}. */
  ids(index: number): Int32Array {
    const at = RECORD * index;
    const start = this.records[at + 1] as number;
    return this.data.subarray(start, start + (this.records[at + 2] as number));
  }

  /** How many distinct words reference `index` has. */
  distinct(index: number): number {
    return this.records[RECORD * index + 3] as number;
  }

  /**
   * The ids of a hypothesis line's words against reference `index` (0 for a word it lacks), valid
   * until the next call.
   */
  encode(index: number, text: string): Int32Array {
    const words = this.split(text);
    const spans = this.spans;
    const at = RECORD * index;
    const records = this.records;
    const known = this.texts[records[at] as number] as string;
    const spansStart = records[at + 4] as number;
    const tableStart = records[at + 5] as number;
    const mask = records[at + 6] as number;
    const data = this.data;
    if (this.hypIds.length < words) this.hypIds = new Int32Array(2 * words);
    const ids = this.hypIds;
    for (let w = 0; w < words; w++) {
      const start = spans[3 * w] as number;
      const end = spans[3 * w + 1] as number;
      const hash = spans[3 * w + 2] as number;
      let slot = hash & mask;
      let id = 0;
      for (;;) {
        const held = data[tableStart + slot] as number;
        if (held === 0) break;
        const span = spansStart + 3 * (held - 1);
        if (data[span + 2] === hash && sameWord(known, data[span] as number, data[span + 1] as number, text, start, end)) {
          id = held;
          break;
        }
        slot = (slot + 1) & mask;
      }
      ids[w] = id;
    }
    return ids.subarray(0, words);
  }

  /** Splits `text` at runs of Python whitespace into {@link spans}, each word with its FNV-1a hash; returns the words. */
  private split(text: string): number {
    const length = text.length;
    if (this.spans.length < 3 * ((length >> 1) + 1)) this.spans = new Int32Array(3 * (length + 2));
    const spans = this.spans;
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
      spans[3 * count] = start;
      spans[3 * count + 1] = i;
      spans[3 * count + 2] = hash;
      count++;
    }
    return count;
  }
}

/** Whether `a[aStart…aEnd)` and `b[bStart…bEnd)` are the same UTF-16 units. */
function sameWord(a: string, aStart: number, aEnd: number, b: string, bStart: number, bEnd: number): boolean {
  const length = aEnd - aStart;
  if (bEnd - bStart !== length) return false;
  for (let k = 0; k < length; k++) if (a.charCodeAt(aStart + k) !== b.charCodeAt(bStart + k)) return false;
  return true;
}
