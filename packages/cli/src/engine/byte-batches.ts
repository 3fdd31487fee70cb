import { createReadStream } from 'node:fs';
import { LengthMismatch } from './aligned-batches.js';
import { QuirkScanner, type InputNotes } from '../input/input-notes.js';

const CHUNK = 1 << 20;
const NEWLINE = 10;

/** One input's unread bytes and how many whole lines they hold. */
interface Pending {
  chunks: AsyncIterator<Buffer>;
  buffer: Buffer;
  /** Lines in `buffer`: each ends in `\n`, except a last one at the end of the file. */
  lines: number;
  done: boolean;
  /** The file's last line, without `\n`, is in `lines`. */
  tailCounted: boolean;
  /** Lines handed out so far. */
  delivered: number;
  scanner: QuirkScanner | undefined;
  bytesRead: number;
}

function countNewlines(bytes: Uint8Array): number {
  let count = 0;
  for (let at = bytes.indexOf(NEWLINE); at >= 0; at = bytes.indexOf(NEWLINE, at + 1)) count++;
  return count;
}

/** Byte length of the first `lines` lines of `buffer` (the last line may lack its `\n`). */
function lengthOfLines(buffer: Buffer, lines: number): number {
  let end = -1;
  for (let i = 0; i < lines; i++) {
    end = buffer.indexOf(NEWLINE, end + 1);
    if (end < 0) return buffer.length;
  }
  return end + 1;
}

/** Reads until `input` holds `size` whole lines or ends; chunks are joined once, after reading. */
async function fill(input: Pending, size: number, onBytes?: (bytes: number) => void): Promise<void> {
  const parts = [input.buffer];
  while (!input.done && input.lines < size) {
    const next = await input.chunks.next();
    if (next.done) {
      input.done = true;
      input.scanner?.end(input.bytesRead);
      break;
    }
    onBytes?.(next.value.length);
    input.scanner?.scan(next.value, input.delivered + input.lines + 1);
    input.bytesRead += next.value.length;
    parts.push(next.value);
    input.lines += countNewlines(next.value);
  }
  if (parts.length > 1) input.buffer = Buffer.concat(parts);
  // A last line without `\n` is a line (as Python reads it); an empty tail is not.
  if (input.done && !input.tailCounted && input.buffer.length > 0 && input.buffer[input.buffer.length - 1] !== NEWLINE) {
    input.lines++;
    input.tailCounted = true;
  }
}

/** Counts the lines left in `input` without keeping them. */
async function countRest(input: Pending): Promise<number> {
  let lines = input.lines;
  let last = input.buffer.length > 0 ? input.buffer[input.buffer.length - 1] : NEWLINE;
  while (!input.done) {
    const next = await input.chunks.next();
    if (next.done) {
      input.done = true;
      input.scanner?.end(input.bytesRead);
      if (last !== NEWLINE) lines++;
      break;
    }
    if (next.value.length === 0) continue;
    input.scanner?.scan(next.value, input.delivered + lines + 1);
    input.bytesRead += next.value.length;
    lines += countNewlines(next.value);
    last = next.value[next.value.length - 1];
  }
  return input.delivered + lines;
}

/**
 * Zips files into batches of `size` lines from each, as raw UTF-8 bytes cut at line ends, so
 * decoding and splitting happen wherever the batch is scored (a worker) instead of in the thread
 * that reads. Lines are split on `\n` only, as files are read elsewhere (UTF-8 never has the
 * byte 0x0A inside a character). Each batch's bytes are a copy in a `SharedArrayBuffer` of its
 * own, so a worker receives them without a second copy and without a transfer: transferring
 * detaches the sender's buffer, and the first detached buffer in a thread makes V8 throw away its
 * optimized code that reads typed arrays and check every access for detachment from then on
 * (`--jobs 2` on 12.6 MB of WMT text: 8% less CPU without). Files that do not end together throw
 * a {@link LengthMismatch} with every count.
 * With `notes`, each file's bytes are scanned for CR LF, lone CR, BOM and NUL as they are read.
 */
export async function* alignedByteBatches(
  paths: readonly string[],
  size: number,
  onBytes?: (bytes: number) => void,
  notes?: InputNotes,
): AsyncGenerator<{ lines: number; bytes: Uint8Array[] }> {
  const inputs: Pending[] = paths.map((path) => ({
    chunks: createReadStream(path, { highWaterMark: CHUNK })[Symbol.asyncIterator](),
    buffer: Buffer.alloc(0),
    lines: 0,
    done: false,
    tailCounted: false,
    delivered: 0,
    scanner: notes ? new QuirkScanner(notes, path, false) : undefined,
    bytesRead: 0,
  }));
  try {
    for (;;) {
      await Promise.all(inputs.map((input, k) => fill(input, size, k === 0 ? onBytes : undefined)));
      const take = Math.min(size, ...inputs.map((input) => input.lines));
      if (take > 0) {
        const bytes = inputs.map((input) => {
          const length = lengthOfLines(input.buffer, take);
          const batch = input.buffer.subarray(0, length);
          input.buffer = input.buffer.subarray(length);
          input.lines -= take;
          input.delivered += take;
          const shared = new Uint8Array(new SharedArrayBuffer(length));
          shared.set(batch);
          return shared;
        });
        yield { lines: take, bytes };
        continue;
      }
      if (inputs.every((input) => input.done && input.lines === 0)) return;
      // Some file has no more lines: count the rest of each (without keeping it) and fail.
      const counts: number[] = [];
      for (const input of inputs) counts.push(await countRest(input));
      throw new LengthMismatch(counts);
    }
  } finally {
    await Promise.all(inputs.map((input) => input.chunks.return?.()));
  }
}
