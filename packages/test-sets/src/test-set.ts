import { createHash } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, readSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cacheRoot, datasetDir, manifestPath, processedPath, rawDir } from './cache-paths.js';
import { catalogFields, entryPath, getTestSet, pairEntry } from './catalog.js';
import type { CatalogDataset } from './catalog-types.js';
import { downloadFile, type ProgressSink } from './download.js';
import { extractArchive, isArchive } from './extract.js';
import { withLock } from './lock.js';
import { processPair } from './process-pair.js';
import { splitLines } from './raw-lines.js';
import { TestSetError } from './test-set-error.js';

/** Where the cache is and how a missing test set is fetched. Every member is optional. */
export interface TestSetOptions {
  /** The cache root. Default: `$SACREBLEU`, else `~/.sacrebleu` (sacreBLEU's). */
  cacheDir?: string | undefined;
  /** Default: `$BLEUKIT_MIRROR`. `https://HOST/PATH` is fetched as `<mirror>/HOST/PATH`. */
  mirror?: string | undefined;
  /** A download fails when no byte arrives for this long. Default 60 s (`$BLEUKIT_DOWNLOAD_TIMEOUT` seconds). */
  timeoutMs?: number | undefined;
  /** How long to wait for another process preparing the same test set. Default 60 s. */
  lockTimeoutMs?: number | undefined;
  /** sacreBLEU's information lines (`Downloading <url> to <file>`, `Extracting <file> to <dir>`). */
  log?: ((message: string) => void) | undefined;
  /** Download progress: a live bar on a terminal, one summary line otherwise. */
  progress?: ProgressSink | undefined;
  /** Test sets to use instead of sacreBLEU's of the same name (private sets, mirrors with other files). */
  catalog?: readonly CatalogDataset[] | undefined;
}

function lookup(name: string, options: TestSetOptions): CatalogDataset {
  return options.catalog?.find((dataset) => dataset.name === name) ?? getTestSet(name);
}

/** A test set's pair present in the cache: its fields and where each field's file is. */
export interface PreparedPair {
  dataset: CatalogDataset;
  pair: string;
  /** The cache root used. */
  cacheDir: string;
  /** Every field, in sacreBLEU's order (reference fields sorted). */
  fields: string[];
  /** The processed file of a field. */
  path(field: string): string;
}

function resolved(options: TestSetOptions): Required<Pick<TestSetOptions, 'cacheDir' | 'timeoutMs' | 'lockTimeoutMs'>> & TestSetOptions {
  const seconds = Number(process.env['BLEUKIT_DOWNLOAD_TIMEOUT']);
  return {
    ...options,
    cacheDir: options.cacheDir ?? cacheRoot(),
    mirror: options.mirror ?? process.env['BLEUKIT_MIRROR'],
    timeoutMs: options.timeoutMs ?? (seconds > 0 ? seconds * 1000 : 60_000),
    lockTimeoutMs: options.lockTimeoutMs ?? 60_000,
  };
}

/** The fields known without reading raw files: from the catalog, or bleukit's manifest for WMT XML. */
function knownFields(dataset: CatalogDataset, pair: string, root: string): string[] | undefined {
  if (dataset.class !== 'wmt-xml') return catalogFields(dataset, pair);
  try {
    const manifest = JSON.parse(readFileSync(manifestPath(root, dataset.name, pair), 'utf8')) as { fields?: unknown };
    if (Array.isArray(manifest.fields) && manifest.fields.every((field) => typeof field === 'string')) return manifest.fields as string[];
  } catch {
    // No manifest (a cache sacreBLEU filled): the fields come from the XML.
  }
  return undefined;
}

function allPresent(root: string, dataset: CatalogDataset, pair: string, fields: readonly string[]): boolean {
  return fields.every((field) => existsSync(processedPath(root, dataset.name, pair, field)));
}

function nonEmptyFile(path: string): boolean {
  try {
    return statSync(path).size > 0;
  } catch {
    return false;
  }
}

/** The md5 of a file, read in 1 MiB chunks (downloads reach hundreds of MB). */
function md5Of(path: string): string {
  const hash = createHash('md5');
  const buffer = Buffer.alloc(1 << 20);
  const fd = openSync(path, 'r');
  try {
    for (let n = readSync(fd, buffer); n > 0; n = readSync(fd, buffer)) hash.update(buffer.subarray(0, n));
  } finally {
    closeSync(fd);
  }
  return hash.digest('hex');
}

/** Writes `text` to `path` through a temporary name, so a reader never sees half a file. */
function writeAtomically(path: string, text: string): void {
  const temp = `${path}.bleukit-${process.pid}.tmp`;
  try {
    writeFileSync(temp, text);
    renameSync(temp, path);
  } catch (error) {
    rmSync(temp, { force: true });
    throw new TestSetError('io', `cannot write ${path}: ${(error as Error).message}.`, { cause: error });
  }
}

/** Where the raw files of a pair are (the source first). */
function rawPaths(dataset: CatalogDataset, pair: string, raw: string): string[] {
  return pairEntry(dataset, pair).paths.map((entry) => join(raw, entryPath(dataset, entry)));
}

/**
 * The raw files of a pair, downloaded and unpacked when one is missing: every URL of the test
 * set (as sacreBLEU does), an existing download reused when its md5 matches.
 */
async function ensureRaw(dataset: CatalogDataset, pair: string, options: ReturnType<typeof resolved>): Promise<void> {
  const raw = rawDir(options.cacheDir, dataset.name);
  const needed = rawPaths(dataset, pair, raw);
  if (needed.every((path) => existsSync(path))) return;
  mkdirSync(raw, { recursive: true });
  for (let i = 0; i < dataset.urls.length; i++) {
    const url = dataset.urls[i] as string;
    const file = join(raw, dataset.tarballs[i] as string);
    const md5 = dataset.md5[i];
    if (nonEmptyFile(file) && (!md5 || md5Of(file) === md5)) {
      if (isArchive(file)) {
        options.log?.(`Extracting ${file} to ${raw}`);
        await extractArchive(file, raw);
      }
      continue;
    }
    rmSync(file, { force: true });
    options.log?.(`Downloading ${url} to ${file}`);
    await downloadFile(url, file, md5, { mirror: options.mirror, timeoutMs: options.timeoutMs, progress: options.progress });
    options.log?.(`Extracting ${file} to ${raw}`);
    if (isArchive(file)) await extractArchive(file, raw);
  }
  const missing = needed.find((path) => !existsSync(path));
  if (missing !== undefined) {
    throw new TestSetError('io', `${missing} is not in the downloads of ${dataset.name} (${dataset.tarballs.join(', ')}). Delete ${raw} to download them again.`);
  }
}

/**
 * The fields of a WMT-XML pair that sacreBLEU processed (no manifest), from its XML when that is
 * there; recorded in a manifest when the cache is writable (a read-only cache still works).
 */
function fieldsFromXml(dataset: CatalogDataset, pair: string, root: string): string[] | undefined {
  const xml = join(rawDir(root, dataset.name), pairEntry(dataset, pair).paths[0] as string);
  if (dataset.class !== 'wmt-xml' || !existsSync(xml)) return undefined;
  const { fields } = processPair(dataset, pair, rawDir(root, dataset.name));
  if (allPresent(root, dataset, pair, fields)) {
    try {
      writeFileSync(manifestPath(root, dataset.name, pair), `${JSON.stringify({ fields })}\n`);
    } catch {
      // A read-only cache: the XML is read again next time.
    }
  }
  return fields;
}

/**
 * Makes sure a pair of a test set is processed in the cache, as sacreBLEU lays it out, and says
 * where its files are. Processed files that exist are used as they are, without any network
 * access; otherwise the raw files are downloaded (checked, unpacked) and processed, under a lock.
 */
export async function prepareTestSet(name: string, pair: string, options: TestSetOptions = {}): Promise<PreparedPair> {
  const dataset = lookup(name, options);
  pairEntry(dataset, pair);
  const settings = resolved(options);
  const root = settings.cacheDir;
  const prepared = (fields: string[]): PreparedPair => ({
    dataset,
    pair,
    cacheDir: root,
    fields,
    path: (field) => processedPath(root, dataset.name, pair, field),
  });
  const known = knownFields(dataset, pair, root) ?? fieldsFromXml(dataset, pair, root);
  if (known !== undefined && allPresent(root, dataset, pair, known)) return prepared(known);
  return withLock(rawDir(root, dataset.name), settings.lockTimeoutMs, async () => {
    const again = knownFields(dataset, pair, root);
    if (again !== undefined && allPresent(root, dataset, pair, again)) return prepared(again);
    await ensureRaw(dataset, pair, settings);
    const processed = processPair(dataset, pair, rawDir(root, dataset.name));
    mkdirSync(datasetDir(root, dataset.name), { recursive: true });
    for (const field of processed.fields) {
      const path = processedPath(root, dataset.name, pair, field);
      // sacreBLEU rewrites only missing or empty WMT-XML files, and every file of other classes.
      if (dataset.class === 'wmt-xml' && nonEmptyFile(path)) continue;
      const lines = processed.lines.get(field) as string[];
      writeAtomically(path, lines.map((line) => `${line}\n`).join(''));
    }
    if (dataset.class === 'wmt-xml') writeAtomically(manifestPath(root, dataset.name, pair), `${JSON.stringify({ fields: processed.fields })}\n`);
    return prepared(processed.fields);
  });
}

/** Downloads (if needed) the raw files of a pair, for filters that read them (`--origlang` on SGML). */
export async function prepareRawFiles(name: string, pair: string, options: TestSetOptions = {}): Promise<string> {
  const dataset = lookup(name, options);
  const settings = resolved(options);
  const raw = rawDir(settings.cacheDir, dataset.name);
  const needed = rawPaths(dataset, pair, raw);
  if (!needed.every((path) => existsSync(path))) await withLock(raw, settings.lockTimeoutMs, () => ensureRaw(dataset, pair, settings));
  return raw;
}

/** The lines of a processed file, as sacreBLEU reads them (split on `\n`). */
export function readProcessed(path: string): string[] {
  try {
    return splitLines(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new TestSetError('io', `cannot read ${path}: ${(error as Error).message}. Delete the test set's folder to process it again.`, { cause: error });
  }
}

/**
 * The scoring references of a pair (sacreBLEU's defaults): for WMT XML the test set's (or the
 * pair's) translator labels whose field exists, else every field that starts with `ref`.
 */
export function defaultReferenceFields(dataset: CatalogDataset, pair: string, fields: readonly string[]): string[] {
  if (dataset.class !== 'wmt-xml') return fields.filter((field) => field.startsWith('ref'));
  return pairEntry(dataset, pair).refs.map((label) => (label ? `ref:${label}` : 'ref')).filter((field) => fields.includes(field));
}
