import { closeSync, createReadStream, mkdirSync, mkdtempSync, openSync, readdirSync, renameSync, rmSync, writeSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Parser, type ReadEntry } from 'tar';
import yauzl from 'yauzl';
import { removeOnInterrupt } from './interrupt-cleanup.js';
import { TestSetError } from './test-set-error.js';

/** Whether sacreBLEU unpacks a download of this name (`.tar.gz`, `.tgz`, `.zip`). */
export function isArchive(file: string): boolean {
  return /\.(tar\.gz|tgz|zip)$/.test(file);
}

/**
 * The path of an archive entry inside `dir`, or an error for a name that would leave it: an
 * absolute path, a drive letter, a `..` step (with `/` or `\` as separator).
 */
export function entryTarget(dir: string, archive: string, name: string): string {
  const parts = name.split(/[\\/]/);
  if (/^[\\/]/.test(name) || /^[A-Za-z]:/.test(name) || parts.includes('..') || name.includes('\0')) {
    throw new TestSetError('invalid-input', `${archive} has an entry ${JSON.stringify(name)} whose path leaves the folder it unpacks into; nothing was unpacked. Delete ${archive} to download it again.`);
  }
  return join(dir, ...parts.filter((part) => part !== '' && part !== '.'));
}

/** A file written chunk by chunk with synchronous writes (a full disk fails at the chunk that hits it). */
function writeEntryFile(target: string): { write(chunk: Uint8Array): void; close(): void } {
  mkdirSync(dirname(target), { recursive: true });
  const fd = openSync(target, 'w');
  return {
    write: (chunk) => {
      writeSync(fd, chunk);
    },
    close: () => closeSync(fd),
  };
}

const META_TYPES = new Set(['GlobalExtendedHeader', 'ExtendedHeader', 'NextFileHasLongPath', 'NextFileHasLongLinkpath', 'OldGnuLongPath', 'OldExtendedHeader']);
const FILE_TYPES = new Set(['File', 'OldFile', 'ContiguousFile']);

async function untar(archive: string, dir: string): Promise<void> {
  let failure: unknown;
  const parser = new Parser({
    strict: true,
    onReadEntry: (entry: ReadEntry) => {
      if (failure !== undefined || META_TYPES.has(entry.type)) return entry.resume();
      try {
        const target = entryTarget(dir, archive, entry.path);
        if (entry.type === 'Directory') {
          mkdirSync(target, { recursive: true });
          return entry.resume();
        }
        if (!FILE_TYPES.has(entry.type)) {
          throw new TestSetError('invalid-input', `${archive} has a ${entry.type} entry ${JSON.stringify(entry.path)}; test-set archives hold only files and folders, so nothing was unpacked. Delete ${archive} to download it again.`);
        }
        const out = writeEntryFile(target);
        entry.on('data', (chunk: Buffer) => {
          try {
            if (failure === undefined) out.write(chunk);
          } catch (error) {
            failure = error;
            parser.abort(error as Error);
          }
        });
        entry.on('end', () => out.close());
      } catch (error) {
        failure = error;
        entry.resume();
        parser.abort(error as Error);
      }
    },
  });
  try {
    await pipeline(createReadStream(archive), parser);
  } catch (error) {
    failure ??= error;
  }
  if (failure !== undefined) throw failure;
}

function openZip(archive: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.open(archive, { lazyEntries: true, strictFileNames: false, validateEntrySizes: true }, (error, zip) => (error ? reject(error) : resolve(zip)));
  });
}

async function unzip(archive: string, dir: string): Promise<void> {
  const zip = await openZip(archive);
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on('error', reject);
      zip.on('end', resolve);
      zip.on('entry', (entry: yauzl.Entry) => {
        try {
          const target = entryTarget(dir, archive, entry.fileName);
          const mode = (entry.externalFileAttributes >>> 16) & 0o170000;
          if (entry.fileName.endsWith('/')) {
            mkdirSync(target, { recursive: true });
            zip.readEntry();
            return;
          }
          if (mode !== 0 && mode !== 0o100000) {
            const kind = mode === 0o120000 ? 'symbolic link' : 'special file';
            throw new TestSetError('invalid-input', `${archive} has a ${kind} entry ${JSON.stringify(entry.fileName)}; test-set archives hold only files and folders, so nothing was unpacked. Delete ${archive} to download it again.`);
          }
          zip.openReadStream(entry, (error, stream) => {
            if (error) return reject(error);
            const out = writeEntryFile(target);
            stream.on('data', (chunk: Buffer) => {
              try {
                out.write(chunk);
              } catch (writeError) {
                stream.destroy();
                reject(writeError);
              }
            });
            stream.on('error', reject);
            stream.on('end', () => {
              out.close();
              zip.readEntry();
            });
          });
        } catch (error) {
          reject(error);
        }
      });
      zip.readEntry();
    });
  } finally {
    zip.close();
  }
}

/**
 * Unpacks a `.tar.gz`/`.tgz`/`.zip` into `dir`: first into a fresh folder inside it, entry by
 * entry with every path checked (no absolute paths, drive letters or `..`; no links or device
 * files), then moved into place. On any error nothing is moved and the unpacking folder is removed.
 */
export async function extractArchive(archive: string, dir: string): Promise<void> {
  const temp = mkdtempSync(join(dir, '.bleukit-unpack-'));
  const forget = removeOnInterrupt(temp);
  try {
    try {
      await (archive.endsWith('.zip') ? unzip(archive, temp) : untar(archive, temp));
    } catch (error) {
      if (error instanceof TestSetError) throw error;
      const code = (error as NodeJS.ErrnoException).code;
      const reason = code === 'ENOSPC' || code === 'EDQUOT' ? 'the disk is full' : (error as Error).message;
      throw new TestSetError('invalid-input', `cannot unpack ${archive}: ${reason}. Nothing was unpacked; delete ${archive} to download it again.`, { cause: error });
    }
    for (const name of readdirSync(temp)) {
      const target = join(dir, name);
      rmSync(target, { recursive: true, force: true });
      renameSync(join(temp, name), target);
    }
  } finally {
    rmSync(temp, { recursive: true, force: true });
    forget();
  }
}
