import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { CliError } from '../cli-error.js';
import { readAllLines } from './line-source.js';

const dir = mkdtempSync(join(tmpdir(), 'bleukit-line-source-'));
const path = join(dir, 'hyp.txt');
writeFileSync(path, 'a\n');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A stream that fails as reading a file fails, with an errno code. */
function failing(code: string): Readable {
  return new Readable({
    read() {
      this.destroy(Object.assign(new Error(`${code}: simulated`), { code }));
    },
  });
}

describe('readAllLines: a file that cannot be read', () => {
  // The test suite runs as root here, where chmod 000 does not stop a read: the error is simulated.
  it.each([
    ['EACCES', 'permission denied'],
    ['EPERM', 'permission denied'],
    ['EISDIR', 'it is a directory'],
    ['EIO', 'EIO: simulated'],
  ])('%s: one user error naming the file, exit 1', async (code, what) => {
    const reading = readAllLines({ name: 'hyp.txt', path, stream: failing(code), encoding: 'utf-8', universalNewlines: false });
    await expect(reading).rejects.toBeInstanceOf(CliError);
    await expect(reading).rejects.toMatchObject({
      exitCode: 1,
      lines: [`bleukit: error: cannot read ${path}: ${what}. Check the path (reference files come before -i, system outputs after it).`],
    });
  });
});
