// No module of the house imports itself through others: every package's, app's and example's
// sources, the bench, the scripts and the test support (test-support/import-cycles.ts says what
// an edge is). A circle makes a newcomer read both ends to understand either, and an import order
// bug waiting for the module that evaluates first.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { houseFolders, importCycles, importGraph } from '../test-support/import-cycles.js';

const root = join(import.meta.dirname, '..');

describe('the import graph of the house', () => {
  const graph = importGraph(root);

  it('covers every package, app and example, the bench and the scripts', () => {
    const covered = new Set([...graph.keys()].map((file) => file.split('/').slice(0, file.startsWith('packages/') || file.startsWith('apps/') || file.startsWith('examples/') ? 2 : 1).join('/')));
    for (const folder of houseFolders(root)) {
      const name = folder.slice(root.length + 1);
      // The template's files are placeholders until scaffolded; the vitest example is one test file.
      if (name === 'templates' || name === 'examples/vitest') continue;
      expect(covered, `${name} has modules in the graph`).toContain(name);
    }
    expect(graph.get('packages/core/src/metric.ts')).not.toContain('packages/core/src/bleu.ts');
    // A workspace package's name is an edge to its source: the CLI reaches core.
    expect(graph.get('packages/cli/src/run-cli.ts')).toContain('packages/core/src/index.ts');
  });

  it('has no cycles', () => {
    expect(importCycles(graph)).toEqual([]);
  });
});

describe('importCycles', () => {
  it('reports a cycle when there is one', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    expect(importCycles(graph)).toEqual(['a.ts -> b.ts -> c.ts -> a.ts']);
  });

  it('finds one made of type-only imports and through a workspace package, and leaves test files out', () => {
    const house = mkdtempSync(join(tmpdir(), 'bleukit-cycles-'));
    const write = (path: string, text: string): void => {
      mkdirSync(dirname(join(house, path)), { recursive: true });
      writeFileSync(join(house, path), text);
    };
    write('packages/a/package.json', JSON.stringify({ name: '@x/a', exports: { '.': { '@bleukit/source': './src/index.ts' } } }));
    write('packages/a/src/index.ts', "export type { B } from './b.js';\n");
    write('packages/a/src/b.ts', "import type { C } from './c/index.js';\nexport type B = C;\n");
    write('packages/a/src/c/index.ts', "import type { B } from '../b.js';\nexport type C = B | 1;\n");
    write('packages/a/src/c/index.test.ts', "import { A } from '../../../b/src/index.js';\n");
    write('packages/b/src/index.ts', "import '@x/a';\nexport const A = 1;\n");
    write('scripts/run.mjs', "import { A } from '../packages/b/src/index.js';\n");
    const graph = importGraph(house);
    expect(graph.get('scripts/run.mjs')).toEqual(['packages/b/src/index.ts']);
    expect(graph.get('packages/b/src/index.ts')).toEqual(['packages/a/src/index.ts']);
    expect(graph.has('packages/a/src/c/index.test.ts')).toBe(false);
    expect(importCycles(graph)).toEqual(['packages/a/src/b.ts -> packages/a/src/c/index.ts -> packages/a/src/b.ts']);
  });
});
