// Finds import cycles between the modules of one source folder: relative `import`/`export … from`
// specifiers (type-only ones too, since they tie the files' concepts together just the same).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** Module → the modules it imports, as paths relative to the folder. */
export type ImportGraph = ReadonlyMap<string, readonly string[]>;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') && !path.endsWith('.test.ts') && !path.endsWith('.d.ts') ? [path] : [];
  });
}

/** The import graph of the non-test `.ts` files under `dir`. */
export function importGraph(dir: string): ImportGraph {
  const files = sourceFiles(dir);
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const targets = [...text.matchAll(/^(?:import|export)\b[^;]*?\bfrom\s+'(\.[^']*)'/gms)].map((match) => {
      const path = resolve(dirname(file), match[1]!.replace(/\.js$/, '.ts'));
      return known.has(path) ? path : join(path.replace(/\.ts$/, ''), 'index.ts');
    });
    graph.set(relative(dir, file), targets.map((target) => relative(dir, target)));
  }
  return graph;
}

/** Every cycle a depth-first walk meets, each as `a.ts -> b.ts -> a.ts`. */
export function importCycles(graph: ImportGraph): string[] {
  const cycles: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string): void => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next].join(' -> '));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of [...graph.keys()].sort()) if (!state.has(node)) visit(node);
  return cycles;
}
