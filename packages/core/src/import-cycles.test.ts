import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importCycles, importGraph } from '../../../test-support/import-cycles.js';

const source = dirname(fileURLToPath(import.meta.url));

describe('core module graph', () => {
  it('has no import cycles: the metric abstraction sits below BLEU, formatting and signatures', () => {
    const graph = importGraph(source);
    expect(graph.size).toBeGreaterThan(30);
    expect(graph.get('metric.ts')).not.toContain('bleu.ts');
    expect(importCycles(graph)).toEqual([]);
  });

  it('reports a cycle when there is one', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    expect(importCycles(graph)).toEqual(['a.ts -> b.ts -> c.ts -> a.ts']);
  });
});
