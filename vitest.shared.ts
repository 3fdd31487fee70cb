// Shared vitest settings: workspace packages are imported from their TypeScript sources (the
// "@bleukit/source" export condition), so tests run without a build and see each other's edits.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(fileURLToPath(import.meta.url));

interface Alias {
  find: RegExp;
  replacement: string;
}

function sourceAliases(): Alias[] {
  const aliases: Alias[] = [];
  const dir = join(root, 'packages');
  for (const name of readdirSync(dir)) {
    const manifest = join(dir, name, 'package.json');
    if (!existsSync(manifest)) continue;
    const pkg = JSON.parse(readFileSync(manifest, 'utf8')) as {
      name: string;
      exports?: Record<string, unknown>;
    };
    for (const [subpath, target] of Object.entries(pkg.exports ?? {})) {
      if (typeof target !== 'object' || target === null) continue;
      const source = (target as Record<string, unknown>)['@bleukit/source'];
      if (typeof source !== 'string') continue;
      const specifier = pkg.name + subpath.slice(1);
      const escaped = specifier.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
      aliases.push({ find: new RegExp(`^${escaped}$`), replacement: join(dir, name, source) });
    }
  }
  return aliases;
}

/** Folder holding the conformance vectors and WMT sample (CI keeps `shared/` beside the checkout). */
export const sharedDir: string = process.env.BLEUKIT_SHARED ?? join(root, '..', 'shared');

export const alias: Alias[] = sourceAliases();

/**
 * Every project's time limits. Many tests run real programs (the built CLI, pnpm, Chromium, MeCab,
 * spm_encode, Deno, Bun): on a quiet machine they take up to 3 s, and two to three times that when
 * the cores are busy, past vitest's default 5 s. A limit only stops a hung test; speed is measured
 * by `pnpm bench`, never by a test's time.
 */
export const timeouts = { testTimeout: 30_000, hookTimeout: 120_000 } as const;
