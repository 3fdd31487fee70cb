import { closeSync, mkdtempSync, openSync, readSync, rmdirSync, unlinkSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SpillFile } from '@bleukit/compare/analyze';
import { bleukitError, CliError } from '../../cli-error.js';

/** A {@link SpillFile} in the temporary folder, removed from it as soon as it is opened. */
export interface TemporarySpillFile extends SpillFile {
  /** Bytes written so far. */
  readonly size: number;
  /** Closes the file (its space is freed then). */
  close(): void;
}

function spillError(action: string, folder: string, error: unknown): CliError {
  const code = (error as NodeJS.ErrnoException).code;
  const why = code === 'ENOSPC' ? 'no space is left on its disk' : code === 'EACCES' || code === 'EPERM' ? 'it may not be written' : ((error as Error).message ?? String(error));
  return new CliError(1, [bleukitError(`cannot ${action} analyze's temporary file in ${folder}: ${why}; set TMPDIR to a folder with room for about the size of the input files.`)]);
}

/**
 * Opens the file the analyses keep their per-segment columns in (see `SegmentColumn`): in the
 * system's temporary folder (TMPDIR), unlinked at once, so that nothing is left behind however
 * the process ends; the space is freed when it is closed or the process exits.
 */
export function openSpillFile(folder = tmpdir()): TemporarySpillFile {
  let fd: number;
  try {
    const dir = mkdtempSync(join(folder, 'bleukit-analyze-'));
    const path = join(dir, 'columns');
    fd = openSync(path, 'w+');
    unlinkSync(path);
    rmdirSync(dir);
  } catch (error) {
    throw spillError('make', folder, error);
  }
  let end = 0;
  return {
    get size() {
      return end;
    },
    append(bytes: Uint8Array): number {
      const at = end;
      try {
        for (let done = 0; done < bytes.length; ) done += writeSync(fd, bytes, done, bytes.length - done, at + done);
      } catch (error) {
        throw spillError('write', folder, error);
      }
      end += bytes.length;
      return at;
    },
    read(position: number, into: Uint8Array): void {
      for (let done = 0; done < into.length; ) {
        const n = readSync(fd, into, done, into.length - done, position + done);
        if (n === 0) throw new RangeError(`spill file: no bytes at ${position + done} (${end} written)`);
        done += n;
      }
    },
    close(): void {
      closeSync(fd);
    },
  };
}
