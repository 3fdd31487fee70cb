import { homedir } from 'node:os';
import { join } from 'node:path';

/**
 * The cache root sacreBLEU uses: `$SACREBLEU` verbatim when it is set (even empty), else
 * `~/.sacrebleu`.
 */
export function cacheRoot(env: Readonly<Record<string, string | undefined>> = process.env): string {
  const value = env['SACREBLEU'];
  return value !== undefined ? value : join(homedir(), '.sacrebleu');
}

/** `wmt21/systems` → `wmt21_systems`: the prefix of the test set's file names. */
export function flatName(name: string): string {
  return name.replaceAll('/', '_');
}

/** `$C/<name>`: the test set's folder (a name with `/` gives nested folders). */
export function datasetDir(root: string, name: string): string {
  return join(root, ...name.split('/'));
}

/** `$C/<name>/raw`: downloads and their unpacked contents. */
export function rawDir(root: string, name: string): string {
  return join(datasetDir(root, name), 'raw');
}

/** `$C/<name>/<flat>.<pair>.<field>` with `:` in the field written `-` (`ref:A` → `ref-A`). */
export function processedPath(root: string, name: string, pair: string, field: string): string {
  return join(datasetDir(root, name), `${flatName(name)}.${pair}.${field.replaceAll(':', '-')}`);
}

/** bleukit's record of a WMT-XML pair's fields, so that they are known without the XML. */
export function manifestPath(root: string, name: string, pair: string): string {
  return join(datasetDir(root, name), `.bleukit.${pair}.json`);
}
