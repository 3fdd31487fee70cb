// Test fixtures from the shared folder beside the checkout (conformance vectors, WMT sample).
// Tests read them in place; nothing from there is copied into the repository.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The shared folder: `$BLEUKIT_SHARED`, else `../shared` beside the checkout. */
export const sharedDir: string = process.env.BLEUKIT_SHARED ?? join(root, '..', 'shared');

/** Absolute path of a file under the shared folder; fails loudly when it is missing. */
export function sharedPath(relative: string): string {
  const path = join(sharedDir, relative);
  if (!existsSync(path)) {
    throw new Error(
      `Missing test fixture ${relative} under ${sharedDir}: put the shared folder beside the checkout ` +
        `or set BLEUKIT_SHARED.`,
    );
  }
  return path;
}

/** Reads a JSON Lines file under the shared folder. */
export function readJsonl<T>(relative: string): T[] {
  return readFileSync(sharedPath(relative), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as T);
}

/** Replaces the signature's version value, the one field allowed to differ from sacreBLEU. */
export function withoutVersion(text: string): string {
  return text.replace(/\b(version|v):[^|\s"]+/g, '$1:*').replace(/"version": "[^"]*"/g, '"version": "*"');
}
