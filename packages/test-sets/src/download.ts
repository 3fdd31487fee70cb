import { createHash } from 'node:crypto';
import { closeSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';
import { removeOnInterrupt } from './interrupt-cleanup.js';
import { TestSetError } from './test-set-error.js';

/** Where download progress goes: a terminal gets a live bar, anything else one summary line. */
export interface ProgressSink {
  write(text: string): void;
  isTTY: boolean;
}

/** How {@link downloadFile} fetches. */
export interface DownloadOptions {
  /** `BLEUKIT_MIRROR`: `https://HOST/PATH` is fetched as `<mirror>/HOST/PATH`. */
  mirror?: string | undefined;
  /** Abort when no byte arrives for this long (connect included). Default 60 s. */
  timeoutMs?: number | undefined;
  progress?: ProgressSink | undefined;
}

/** The URL actually fetched: the catalog's, or its place under the mirror. */
export function mirroredUrl(url: string, mirror: string | undefined): string {
  if (mirror === undefined || mirror === '') return url;
  const { host, pathname, search } = new URL(url);
  return `${mirror.replace(/\/+$/, '')}/${host}${pathname}${search}`;
}

function megabytes(bytes: number): string {
  return `${(bytes / 1e6).toFixed(1)} MB`;
}

function progressLine(received: number, total: number | undefined, elapsed: number): string {
  const rate = elapsed > 0 ? received / elapsed : 0;
  const rateText = `${megabytes(rate)}/s`;
  if (total === undefined) return `\r${megabytes(received)} ${rateText}`;
  const share = Math.min(1, received / Math.max(total, 1));
  const bar = '#'.repeat(Math.round(share * 30)).padEnd(30, '-');
  const eta = rate > 0 ? Math.ceil((total - received) / rate) : 0;
  return `\r[${bar}] ${megabytes(received)}/${megabytes(total)} ${rateText} ETA ${eta} s`;
}

/**
 * Fetches `url` into `file`: streamed to `file.part` while its md5 is computed, checked against
 * `md5` (when given) and against `Content-Length`, and renamed to `file` only when both match.
 * Whatever fails, `file` is not written and `file.part` is removed (also on Ctrl-C).
 */
export async function downloadFile(url: string, file: string, md5: string | undefined, options: DownloadOptions = {}): Promise<void> {
  const fetched = mirroredUrl(url, options.mirror);
  const timeoutMs = options.timeoutMs ?? 60_000;
  const hand = `Place the file at ${file} by hand${md5 ? ` (md5 ${md5})` : ''}, or set BLEUKIT_MIRROR to a mirror that has it.`;
  const fail = (what: string, cause?: unknown): never => {
    throw new TestSetError('io', `downloading ${fetched} failed: ${what}. ${hand}`, { cause });
  };
  const controller = new AbortController();
  let timer = setTimeout(() => controller.abort(), timeoutMs);
  const touch = (): void => {
    clearTimeout(timer);
    timer = setTimeout(() => controller.abort(), timeoutMs);
  };
  const part = `${file}.part`;
  const forget = removeOnInterrupt(part);
  let fd: number | undefined;
  try {
    let response: Response;
    try {
      response = await fetch(fetched, { signal: controller.signal, redirect: 'follow' });
    } catch (error) {
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      return fail(controller.signal.aborted ? `no answer within ${timeoutMs / 1000} s` : (cause?.code ?? cause?.message ?? (error as Error).message), error);
    }
    if (!response.ok || response.body === null) return fail(`HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`);
    const type = response.headers.get('content-type') ?? '';
    if (/text\/html/i.test(type)) {
      await response.body.cancel();
      return fail(`the server sent an HTML page (Content-Type ${type}) instead of the file; a proxy or login page may be in the way`);
    }
    const lengthHeader = response.headers.get('content-length');
    const total = lengthHeader === null ? undefined : Number(lengthHeader);
    const hash = createHash('md5');
    const started = Date.now();
    let received = 0;
    let shown = 0;
    fd = openSync(part, 'w');
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        touch();
        hash.update(chunk);
        writeSync(fd, chunk);
        received += chunk.length;
        if (options.progress?.isTTY && Date.now() - shown > 100) {
          shown = Date.now();
          options.progress.write(progressLine(received, total, (shown - started) / 1000));
        }
      }
    } catch (error) {
      const code: unknown = (error as { code?: unknown }).code;
      if (code === 'ENOSPC' || code === 'EDQUOT') return fail(`the disk is full (writing ${part})`, error);
      if (typeof code === 'string' && code.startsWith('E') && !code.startsWith('ECONN')) return fail(`cannot write ${part} (${code})`, error);
      const size = total === undefined ? '' : ` of ${total}`;
      return fail(controller.signal.aborted ? `no data for ${timeoutMs / 1000} s after ${received}${size} bytes` : `the connection ended after ${received}${size} bytes`, error);
    }
    closeSync(fd);
    fd = undefined;
    if (total !== undefined && received !== total) return fail(`the body has ${received} bytes, Content-Length said ${total}`);
    const elapsed = (Date.now() - started) / 1000;
    if (options.progress?.isTTY) options.progress.write(`${progressLine(received, total, elapsed)}\n`);
    else options.progress?.write(`bleukit: downloaded ${megabytes(received)} in ${elapsed.toFixed(1)} s\n`);
    const got = hash.digest('hex');
    if (md5 && got !== md5) {
      throw new TestSetError('io', `the download of ${fetched} was removed (it went to ${part}, never to ${file}). If the catalog's md5 is outdated (GitHub regenerates archives), place a file you trust at ${file} by hand.`, {
        logLines: [
          `Fatal: MD5 sum of downloaded file was incorrect (got ${got}, expected ${md5}).`,
          `Please manually delete '${file}' and rerun the command.`,
          'If the problem persists, the tarball may have changed, in which case, please contact the SacreBLEU maintainer.',
        ],
      });
    }
    renameSync(part, file);
  } finally {
    clearTimeout(timer);
    if (fd !== undefined) closeSync(fd);
    rmSync(part, { force: true });
    forget();
  }
}
