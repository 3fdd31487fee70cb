// ./bleukit rebuilds when scripts/changed-since-build.sh names a source newer than the last build's
// stamp. The script, run on a small checkout in a temporary folder: it names a package's changed
// source or manifest, and nothing for files a build writes (dist/, and what git ignores, such as the
// ja-mecab kernel's src/mecab-kernel-wasm.ts, which `pnpm build` and `pnpm typecheck` regenerate).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const work = mkdtempSync(join(tmpdir(), 'bleukit-build-stamp-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const HOUR_AGO = new Date(Date.now() - 3_600_000);
const DAY_AGO = new Date(Date.now() - 86_400_000);

/** Writes `file` under the checkout with the time `when`. */
function write(file: string, when = DAY_AGO, text = ''): void {
  const path = join(work, file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
  utimesSync(path, when, when);
}

function changed(): string {
  return execFileSync('bash', [join(root, 'scripts', 'changed-since-build.sh'), work], { encoding: 'utf8' }).trim();
}

describe('scripts/changed-since-build.sh (what makes ./bleukit rebuild)', () => {
  it('names a changed source, and not what a build writes', () => {
    execFileSync('git', ['init', '-q', work]);
    // The ja-mecab package's own ignore file, as it is in the checkout.
    write('packages/tokenizer-ja-mecab/.gitignore', DAY_AGO, readFileSync(join(root, 'packages/tokenizer-ja-mecab/.gitignore'), 'utf8'));
    for (const file of ['pnpm-lock.yaml', 'packages/tokenizer-ja-mecab/package.json', 'packages/tokenizer-ja-mecab/src/index.ts', 'packages/tokenizer-ja-mecab/scripts/build-kernel.mjs']) write(file);
    write('node_modules/.bleukit-build-stamp', HOUR_AGO);
    expect(changed()).toBe('');
    // Written by the build after its stamp's time: not a change.
    write('packages/tokenizer-ja-mecab/src/mecab-kernel-wasm.ts', new Date());
    write('packages/tokenizer-ja-mecab/dist/index.js', new Date());
    expect(changed()).toBe('');
    for (const file of ['packages/tokenizer-ja-mecab/src/index.ts', 'packages/tokenizer-ja-mecab/package.json', 'pnpm-lock.yaml']) {
      write(file, new Date());
      expect(changed()).toBe(join(work, file));
      write(file);
    }
  });
});
