import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { removeOnInterrupt } from './interrupt-cleanup.js';
import { TestSetError } from './test-set-error.js';

/** The file that marks a test set's folder as being downloaded, unpacked or processed. */
export function lockPath(dir: string): string {
  return join(dir, '.bleukit.lock');
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The owner written in a lock file, or undefined when the file is gone or unreadable. */
function owner(path: string): { pid: number; host: string } | undefined {
  try {
    const [pid, host] = readFileSync(path, 'utf8').trim().split(' ');
    return { pid: Number(pid), host: host ?? '' };
  } catch {
    return undefined;
  }
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `task` while holding `dir/.bleukit.lock` (created exclusively, holding `pid host`): a
 * second process waits up to `timeoutMs`, a lock whose process on this host has died is taken over.
 */
export async function withLock<T>(dir: string, timeoutMs: number, task: () => Promise<T>): Promise<T> {
  mkdirSync(dir, { recursive: true });
  const path = lockPath(dir);
  const started = Date.now();
  for (;;) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, `${process.pid} ${hostname()}\n`);
      closeSync(fd);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
        throw new TestSetError('io', `cannot create the lock file ${path}: ${(error as Error).message}.`, { cause: error });
      }
    }
    const held = owner(path);
    if (held !== undefined && held.host === hostname() && Number.isInteger(held.pid) && !alive(held.pid)) {
      rmSync(path, { force: true });
      continue;
    }
    if (Date.now() - started > timeoutMs) {
      const by = held === undefined ? '' : ` by process ${held.pid} on ${held.host}`;
      throw new TestSetError('io', `${path} is held${by} for more than ${Math.round(timeoutMs / 1000)} s: another run is preparing this test set. Wait for it, or remove ${path} if no other run is going.`);
    }
    await sleep(100);
  }
  const forget = removeOnInterrupt(path);
  try {
    return await task();
  } finally {
    rmSync(path, { force: true });
    forget();
  }
}
