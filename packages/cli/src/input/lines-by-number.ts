import { createReadStream } from 'node:fs';
import { pythonRstrip } from '@bleukit/core';
import { readLineBatches, type LineInput } from './line-source.js';
import { pythonCodec } from './python-codecs.js';

// What a command that reads its files as a stream needs of them before and after: how many
// lines the first one has (for arrays sized by the segments), and the few lines a report shows,
// read again by number.

/** A file as `readLineBatches` reads it, without notes (they were given on the first read). */
function quietInput(input: LineInput): LineInput {
  const { notes: _notes, onBytes: _onBytes, ...quiet } = input;
  return quiet;
}

/** Whether the lines of `input` are its bytes cut at `\n`: UTF-8 from a plain file (no BOM dropped). */
function readsAsBytes(input: LineInput): input is LineInput & { path: string } {
  return input.path !== undefined && !input.path.endsWith('.gz') && !input.universalNewlines && pythonCodec(input.encoding)?.name === 'utf-8';
}

/**
 * How many lines `readLineBatches` gives for `input`. UTF-8 from a plain file: its `\n` bytes and
 * a last line without one, counted without decoding (bytes that are not UTF-8 fail when the lines
 * are read); otherwise the lines read and let go. A file that cannot be read fails as when its
 * lines are read.
 */
export async function countLines(input: LineInput): Promise<number> {
  if (!readsAsBytes(input)) {
    let count = 0;
    for await (const lines of readLineBatches(quietInput(input))) count += lines.length;
    return count;
  }
  let count = 0;
  let last = 10;
  try {
    for await (const chunk of createReadStream(input.path, { highWaterMark: 1 << 20 }) as AsyncIterable<Buffer>) {
      if (chunk.length === 0) continue;
      for (let at = chunk.indexOf(10); at >= 0; at = chunk.indexOf(10, at + 1)) count++;
      last = chunk[chunk.length - 1] as number;
    }
  } catch {
    // The error the line reader gives (a missing file, a directory, no permission).
    for await (const _ of readLineBatches(quietInput(input)));
  }
  return last === 10 ? count : count + 1;
}

/**
 * Lines `numbers` (counting from 1) of `input`, right-stripped as sacreBLEU reads a file's lines,
 * read again from the file with the same decoding; the reading stops at the last one asked for.
 */
export async function linesByNumber(input: LineInput, numbers: Iterable<number>): Promise<Map<number, string>> {
  const found = new Map<number, string>();
  await eachLineByNumber(input, numbers, (number, line) => found.set(number, line));
  return found;
}

/**
 * Gives `visit` lines `numbers` (counting from 1) of `input` in their order, right-stripped as
 * sacreBLEU reads a file's lines, read again from the file with the same decoding, and keeps none:
 * the reading stops at the last one asked for. `'all'`: every line, with no set of numbers made
 * (for a caller that wants most of them).
 */
export async function eachLineByNumber(input: LineInput, numbers: Iterable<number> | 'all', visit: (number: number, line: string) => void): Promise<void> {
  if (numbers === 'all') return eachLineWhere(input, () => true, Number.POSITIVE_INFINITY, visit);
  const wanted = new Set(numbers);
  if (wanted.size === 0) return;
  let lastWanted = 0;
  for (const number of wanted) lastWanted = Math.max(lastWanted, number);
  return eachLineWhere(input, (line) => wanted.has(line), lastWanted, visit);
}

/** {@link eachLineByNumber} of the lines `wanted`, up to line `lastWanted`. */
async function eachLineWhere(input: LineInput, wanted: (line: number) => boolean, lastWanted: number, visit: (number: number, line: string) => void): Promise<void> {
  if (readsAsBytes(input)) {
    // Cut at `\n` without decoding the lines not asked for (each line's bytes, as the reader decodes them).
    let line = 1;
    let rest: Buffer = Buffer.alloc(0);
    for await (const chunk of createReadStream(input.path, { highWaterMark: 1 << 20 }) as AsyncIterable<Buffer>) {
      const bytes = rest.length === 0 ? chunk : Buffer.concat([rest, chunk]);
      let start = 0;
      for (let end = bytes.indexOf(10); end >= 0; start = end + 1, end = bytes.indexOf(10, start), line++) {
        if (wanted(line)) visit(line, pythonRstrip(bytes.toString('utf8', start, end)));
      }
      rest = Buffer.from(bytes.subarray(start));
      if (line > lastWanted) return;
    }
    if (rest.length > 0 && wanted(line)) visit(line, pythonRstrip(rest.toString('utf8')));
    return;
  }
  let line = 1;
  for await (const lines of readLineBatches(quietInput(input))) {
    for (const text of lines) {
      if (wanted(line)) visit(line, pythonRstrip(text));
      line++;
    }
    if (line > lastWanted) break;
  }
}
