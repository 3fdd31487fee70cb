#!/usr/bin/env node
// `node scripts/new-tokenizer.mjs <name>`: step 1 of templates/README.md. Copies
// templates/tokenizer to packages/tokenizer-<name>, names everything in it after <name> (the
// package, the vitest project, the files, the factory and instance, the signature and -tok name),
// and registers the package with the command line (one line in packages/cli/package.json's
// dependencies). Then it prints the next steps and the changeset to write. Changes nothing else;
// refuses to overwrite.
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const name = process.argv[2] ?? '';

function fail(message) {
  process.stderr.write(`new-tokenizer: error: ${message}\n`);
  process.exit(2);
}

if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name)) {
  fail(`give the tokenizer's name in lower case, words joined by '-', language first where there is one (node scripts/new-tokenizer.mjs ko-syllable); received ${JSON.stringify(name)}.`);
}
const target = join(root, 'packages', `tokenizer-${name}`);
if (existsSync(target)) fail(`packages/tokenizer-${name} exists already; choose another name or remove it first.`);

const words = name.split('-');
const pascal = words.map((word) => word[0].toUpperCase() + word.slice(1)).join('');
const camel = pascal[0].toLowerCase() + pascal.slice(1);

/** The template's placeholders and example identifiers, and what they become. */
const replacements = [
  [/<name>/g, name],
  [/example-tokenizer/g, `${name}-tokenizer`],
  [/Example/g, pascal],
  [/\bexample(?=Tokenizer)/g, camel],
  [/'example(-lc)?'/g, `'${name}$1'`],
  [/\bexample tokenizer\b/g, `${name} tokenizer`],
];

cpSync(join(root, 'templates', 'tokenizer'), target, { recursive: true });
const files = (dir) => readdirSync(dir).flatMap((entry) => (statSync(join(dir, entry)).isDirectory() ? files(join(dir, entry)) : [join(dir, entry)]));
for (const file of files(target)) {
  let text = readFileSync(file, 'utf8');
  for (const [pattern, replacement] of replacements) text = text.replace(pattern, replacement);
  writeFileSync(file, text);
  if (file.includes('example-tokenizer')) renameSync(file, file.replace('example-tokenizer', `${name}-tokenizer`));
}

// The registration: the command line (and so the playground, the notes, --help and the tests)
// offers the tokenizers of the packages it depends on.
const cliManifest = join(root, 'packages', 'cli', 'package.json');
const cli = JSON.parse(readFileSync(cliManifest, 'utf8'));
cli.dependencies = Object.fromEntries(Object.entries({ ...cli.dependencies, [`@bleukit/tokenizer-${name}`]: 'workspace:^' }).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(cliManifest, `${JSON.stringify(cli, null, 2)}\n`);

process.stdout.write(`Created packages/tokenizer-${name} and registered it in packages/cli/package.json.
Next (templates/README.md):
  pnpm install                                   # links the package, updates pnpm-lock.yaml
  pnpm exec vitest run --project tokenizer-${name}   # its tests, core's tokenizer contract first; they fail,
                                                 # saying what to fill in, until you describe it (step 4)
  pnpm build && ./bleukit samples/en-de/ref.en -i samples/en-de/hyp.good.en -tok ${name}
Then the changeset (step 7): \`pnpm changeset\` in a terminal, or write .changeset/tokenizer-${name}.md:

---
'@bleukit/tokenizer-${name}': minor
'@bleukit/cli': minor
---

New tokenizer \`-tok ${name}\` (@bleukit/tokenizer-${name}): <what it splits, for which language>.
`);
