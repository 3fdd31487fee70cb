// Finds import cycles between the modules of the house: every package's, app's and example's
// sources, the bench, the scripts and the test support. An edge is a relative `import`/`export …
// from` specifier (type-only ones too, since they tie the files' concepts together just the same)
// or a workspace package's name (`@bleukit/core`, `@bleukit/core/registry`), which stands for the
// source file its `exports` map names under the `@bleukit/source` condition. Test files are left
// out: a test may import what imports it without tying the code together.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** Module → the modules it imports, as paths relative to the root the graph was made from. */
export type ImportGraph = ReadonlyMap<string, readonly string[]>;

const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;
const NOT_SOURCE = /\.(test|bench)\.[a-z]+$|\.d\.ts$/;
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'coverage', '.turbo', 'test-results']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return SKIPPED_FOLDERS.has(name) ? [] : sourceFiles(path);
    return SOURCE.test(name) && !NOT_SOURCE.test(name) ? [path] : [];
  });
}

/** The folders of the house whose modules the graph covers (those that exist under `root`). */
export function houseFolders(root: string): string[] {
  const within = (folder: string): string[] =>
    existsSync(join(root, folder)) ? readdirSync(join(root, folder)).map((name) => join(root, folder, name)).filter((path) => statSync(path).isDirectory()) : [];
  return [...within('packages'), ...within('apps'), ...within('examples'), ...['bench', 'scripts', 'test-support', 'conformance', 'templates'].map((folder) => join(root, folder))].filter(
    (path) => existsSync(path),
  );
}

/** `@bleukit/<name>[/<subpath>]` → the source file of that workspace package's export, if it has one. */
function workspaceExports(root: string): Map<string, string> {
  const exports = new Map<string, string>();
  const packages = join(root, 'packages');
  if (!existsSync(packages)) return exports;
  for (const folder of readdirSync(packages)) {
    const manifestPath = join(packages, folder, 'package.json');
    if (!existsSync(manifestPath)) continue;
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { name?: string; exports?: Record<string, unknown> };
    for (const [subpath, target] of Object.entries(manifest.exports ?? {})) {
      const source = typeof target === 'object' && target !== null ? (target as Record<string, unknown>)['@bleukit/source'] : undefined;
      if (typeof source !== 'string' || manifest.name === undefined) continue;
      exports.set(subpath === '.' ? manifest.name : `${manifest.name}${subpath.slice(1)}`, resolve(packages, folder, source));
    }
  }
  return exports;
}

/** The file a relative specifier names, trying TypeScript's `.js` → `.ts` and folder `index` rules. */
function resolveRelative(from: string, specifier: string, known: ReadonlySet<string>): string | undefined {
  const path = resolve(dirname(from), specifier);
  const candidates = [path, path.replace(/\.js$/, '.ts'), path.replace(/\.mjs$/, '.mts'), `${path}.ts`, `${path}.js`, join(path, 'index.ts'), join(path, 'index.js')];
  return candidates.find((candidate) => known.has(candidate));
}

const IMPORT = /^\s*(?:import|export)\b[^;]*?\bfrom\s*['"]([^'"]+)['"]|^\s*import\s*['"]([^'"]+)['"]/gm;

/**
 * The import graph of the non-test modules under `folders` (default: the whole house, see
 * `houseFolders`), keyed by paths relative to `root`.
 */
export function importGraph(root: string, folders: readonly string[] = houseFolders(root)): ImportGraph {
  const files = folders.flatMap((folder) => sourceFiles(folder));
  const known = new Set(files);
  const packages = workspaceExports(root);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets: string[] = [];
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const specifier = (match[1] ?? match[2]) as string;
      const target = specifier.startsWith('.') ? resolveRelative(file, specifier, known) : packages.get(specifier);
      if (target !== undefined && known.has(target) && target !== file) targets.push(relative(root, target));
    }
    graph.set(relative(root, file), [...new Set(targets)]);
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
