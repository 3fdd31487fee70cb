// Bundles the executable and its workers, after tsc: `dist/bin.js`, `dist/statistics-worker.js` and
// `dist/block-worker.js` (of `bleukit pairwise`, `mbr` and `self-bleu`) become single files (with
// the code they share in `dist/bundle-*.js`), so starting `bleukit` or a `--jobs` worker reads a
// few files instead of about a hundred modules. Tokenizers stay separate packages, imported by name
// only when a run uses one (src/registered-tokenizers.ts), so nothing here lists them (the test sets too stay a package of their own); the package of sacreBLEU's default tokenizer (13a) goes into the bundle as a
// chunk of its own, sharing the bundle's core, so a plain run loads no second copy of core.
// `bleukit compare-mt` starts from one CommonJS file of its own, `dist/compare-mt-<hash>.cjs`,
// with V8's code cache beside it (src/cached-bundle.ts), written by exercising that file once
// (scripts/compare-mt-code-cache.mjs); so does a scoring command in one thread, from
// `dist/scoring-<hash>.cjs` (run-cli.ts and all it imports; its cache from
// scripts/scoring-code-cache.mjs). `bin.js` and the package's `bin`, `dist/bin.cjs`
// (src/launcher.ts), are told those files' names, so they load no other.
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifestPath = join(dist, '..', 'package.json');
const require = createRequire(manifestPath);

// The registered tokenizer packages (src/registered-tokenizers.ts): dependencies whose package.json
// describes tokenizers. Their names and descriptions go into the bundle, so a run reads no manifest.
const registered = [];
for (const name of Object.keys(JSON.parse(readFileSync(manifestPath, 'utf8')).dependencies ?? {})) {
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8'));
  } catch (error) {
    if (error.code === 'MODULE_NOT_FOUND') throw new Error(`${name} is a dependency of @bleukit/cli but not installed: run pnpm install`);
    continue;
  }
  if (manifest.bleukit?.tokenizers !== undefined) registered.push({ name: manifest.name, bleukit: manifest.bleukit });
}

// The default tokenizer's package, imported by a literal name so that esbuild bundles it.
const bundled = registered.filter((pkg) => pkg.bleukit.tokenizers.some((entry) => entry.defaultFor?.includes('*'))).map((pkg) => pkg.name);
const inject = join(dist, 'bundled-tokenizers.inject.js');
writeFileSync(inject, `export const BLEUKIT_BUNDLED_TOKENIZERS = {${bundled.map((name) => `\n  ${JSON.stringify(name)}: () => import(${JSON.stringify(name)}),`).join('')}\n};\n`);

// The entries and the chunks sit in dist/ itself (the workers' entries are named, so they do not keep
// their folders): the engine's chunk finds its worker at ./statistics-worker.js, the block
// runner's at ./block-worker.js.
for (const name of readdirSync(dist)) if (/^bundle-.*\.js$|^(compare-mt|scoring)-.*\.cjs(\.cache)?$/.test(name)) rmSync(join(dist, name));

// compare-mt's file: everything it runs in one script, the HTML report's code included (evaluated
// only for --output_directory). It must import nothing dynamically: a script compiled with a code
// cache (vm.Script) has no module loader for import().
const compareMt = await build({
  entryPoints: [join(dist, 'commands', 'compare-mt', 'compare-mt-cli.js')],
  bundle: true,
  write: false,
  outfile: join(dist, 'compare-mt.cjs'),
  format: 'cjs',
  platform: 'node',
  target: 'node20',
  logLevel: 'warning',
});
const compareMtCode = compareMt.outputFiles[0].contents;
if (/\bimport\s*\(/.test(Buffer.from(compareMtCode).toString('utf8'))) throw new Error('compare-mt-cli.js bundles to a file with import(): make the import static, or keep it out of the compare-mt path');
const hashedName = (stem, code) => `${stem}-${createHash('sha256').update(code).digest('hex').slice(0, 8).toUpperCase()}.cjs`;
const compareMtFile = hashedName('compare-mt', compareMtCode);
writeFileSync(join(dist, compareMtFile), compareMtCode);

// A script has no import.meta: its own URL stands in.
const importMetaBanner = 'const importMetaUrl = require("node:url").pathToFileURL(__filename).href;';
// The scoring file: run-cli.js and everything it imports, the default tokenizer's package
// included; every import() becomes a require() of the bundle's own code or of a Node module
// (a script compiled with a code cache has no module loader for import()), except the packages
// loaded by name (other tokenizers, the test sets), which src/import-module.ts imports through
// the loader's importer. The commands that start from bin.js (src/scoring-bundle.ts) stay out:
// their modules are replaced by one that throws (their code would only make the file and its
// cache longer to read).
const { COMMANDS_FROM_BIN } = await import('../dist/scoring-bundle.js');
const fromBin = new Set(Object.values(COMMANDS_FROM_BIN).map((path) => join(dist, path)));
const leaveOutCommandsFromBin = {
  name: 'leave-out-commands-from-bin',
  setup(build) {
    build.onResolve({ filter: /^\./ }, (args) => (fromBin.has(join(args.resolveDir, args.path)) ? { path: join(args.resolveDir, args.path), namespace: 'from-bin' } : undefined));
    build.onLoad({ filter: /.*/, namespace: 'from-bin' }, (args) => ({
      contents: `throw new Error(${JSON.stringify(`internal: ${args.path.slice(dist.length + 1)} runs from bin.js, not from the scoring bundle`)});`,
      loader: 'js',
    }));
  },
};
let scoringFile;
let bundleNames;
try {
  const scoring = await build({
    entryPoints: [join(dist, 'run-cli.js')],
    bundle: true,
    write: false,
    outfile: join(dist, 'scoring.cjs'),
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    supported: { 'dynamic-import': false },
    banner: { js: importMetaBanner },
    define: { BLEUKIT_REGISTERED_TOKENIZERS: JSON.stringify(registered), BLEUKIT_IMPORT_MODULE: '__bleukitImport', 'import.meta.url': 'importMetaUrl' },
    external: ['@bleukit/test-sets'],
    inject: [inject],
    plugins: [leaveOutCommandsFromBin],
    logLevel: 'warning',
  });
  const scoringCode = scoring.outputFiles[0].contents;
  if (/\bimport\s*\(/.test(Buffer.from(scoringCode).toString('utf8'))) throw new Error('run-cli.js bundles to a file with import(): import the module through src/import-module.ts');
  scoringFile = hashedName('scoring', scoringCode);
  writeFileSync(join(dist, scoringFile), scoringCode);
  bundleNames = {
    BLEUKIT_COMPARE_MT_BUNDLE: JSON.stringify(`./${compareMtFile}`),
    BLEUKIT_SCORING_BUNDLE: JSON.stringify(`./${scoringFile}`),
  };
  await build({
    entryPoints: {
      bin: join(dist, 'bin.js'),
      'statistics-worker': join(dist, 'engine', 'statistics-worker.js'),
      'block-worker': join(dist, 'commands', 'pairwise', 'block-worker.js'),
    },
    outdir: dist,
    allowOverwrite: true,
    bundle: true,
    splitting: true,
    chunkNames: 'bundle-[name]-[hash]',
    format: 'esm',
    platform: 'node',
    target: 'node20',
    define: { BLEUKIT_REGISTERED_TOKENIZERS: JSON.stringify(registered), ...bundleNames },
    external: ['@bleukit/test-sets'],
    inject: [inject],
    logLevel: 'warning',
  });
} finally {
  rmSync(inject);
}

// The package's `bin`: src/launcher.ts as a CommonJS script (`dist/bin.cjs`), which imports
// bin.js for the commands that run from neither bundle.
await build({
  entryPoints: [join(dist, 'launcher.js')],
  outfile: join(dist, 'bin.cjs'),
  bundle: true,
  format: 'cjs',
  platform: 'node',
  target: 'node20',
  external: ['./bin.js'],
  banner: { js: importMetaBanner },
  define: { ...bundleNames, 'import.meta.url': 'importMetaUrl' },
  logLevel: 'warning',
});

// The code caches, each made by a fresh Node with no NODE_OPTIONS (V8 refuses a cache made under
// other flags). Without one the command only starts slower, so a failure is a warning, not a failed
// build (src/cached-bundle.test.ts checks that the build's caches are used).
for (const [script, file, command] of [
  ['compare-mt-code-cache.mjs', compareMtFile, 'bleukit compare-mt'],
  ['scoring-code-cache.mjs', scoringFile, 'a scoring command'],
]) {
  const cache = spawnSync(process.execPath, [join(dist, '..', 'scripts', script), join(dist, file)], {
    env: { ...process.env, NODE_OPTIONS: '' },
    encoding: 'utf8',
  });
  if (cache.status !== 0) console.warn(`bundle.mjs: no code cache for ${file} (${command} will start slower): ${cache.stderr || cache.error}`);
}
