import { BleukitError } from '@bleukit/core';
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';

const decoder = new TextDecoder('utf-8', { fatal: true });

/** A raw file's text, UTF-8 (`.gz` files through gzip), as sacreBLEU's `smart_open` reads it. */
export function readRawText(path: string): string {
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const what = code === 'ENOENT' ? 'it does not exist' : `it cannot be read (${code ?? String(error)})`;
    throw new BleukitError('io', `cannot read ${path}: ${what}. Delete the test set's folder to download it again.`, { cause: error });
  }
  try {
    if (path.endsWith('.gz')) bytes = gunzipSync(bytes);
  } catch (error) {
    throw new BleukitError('invalid-input', `${path} is not a valid gzip file (${(error as Error).message}). Delete it to download it again.`, { cause: error });
  }
  try {
    return decoder.decode(bytes);
  } catch (error) {
    throw new BleukitError('invalid-input', `${path} is not valid UTF-8. Delete it to download it again.`, { cause: error });
  }
}

/**
 * Lines split on `\n` only (sacreBLEU opens files with `newline="\n"`), without the `\n`; a last
 * line without one still counts, an empty file has none.
 */
export function splitLines(text: string): string[] {
  if (text.length === 0) return [];
  const lines = text.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  return lines;
}

/** {@link readRawText} split into lines. */
export function readRawLines(path: string): string[] {
  return splitLines(readRawText(path));
}
