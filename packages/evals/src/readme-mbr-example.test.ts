// The root README's library MBR example (the ```js block that imports `mbrSelect`) runs as written
// and prints what its `// …` comments show: each comment line under a `console.log` is that call's
// output, in Node's `console.log` format.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { format } from 'node:util';
import { afterAll, describe, expect, it, vi } from 'vitest';

const root = join(import.meta.dirname, '..', '..', '..');
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const blocks = [...readme.matchAll(/```js\n([\s\S]*?)```/g)].map(([, code]) => code as string).filter((code) => code.includes('mbrSelect('));

describe("the README's library MBR example", () => {
  const dir = mkdtempSync(join(tmpdir(), 'bleukit-readme-mbr-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is there once', () => {
    expect(blocks).toHaveLength(1);
  });

  it('prints what its comments show', async () => {
    const code = blocks[0] as string;
    const expected = code
      .split('\n')
      .filter((line) => line.startsWith('// '))
      .map((line) => line.slice(3));
    expect(expected.length).toBeGreaterThan(0);
    // The example reads `samples/…` from the repository root, where the README's commands run.
    const file = join(dir, 'example.mjs');
    writeFileSync(file, code.replaceAll("'samples/", `'${join(root, 'samples')}/`));
    const printed: string[] = [];
    const log = vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => void printed.push(format(...args)));
    try {
      await import(/* @vite-ignore */ file);
    } finally {
      log.mockRestore();
    }
    expect(printed).toEqual(expected);
  });
});
