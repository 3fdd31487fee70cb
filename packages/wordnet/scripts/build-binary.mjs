// Writes dist/wordnet-3.0.bin, the tables of data/wordnet-3.0.txt in their binary form (see
// src/wordnet-tables.ts: wordNetTablesToBytes), after the package's build: loading them is then
// a read and a few typed-array views, where parsing the text takes a tenth of a second or more.
//
//   node scripts/build-binary.mjs        (run by `pnpm build`, after tsc)
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { parseWordNetTables, wordNetTablesToBytes } = await import(join(root, 'dist', 'wordnet-tables.js'));
const bytes = wordNetTablesToBytes(parseWordNetTables(readFileSync(join(root, 'data', 'wordnet-3.0.txt'), 'utf8')));
writeFileSync(join(root, 'dist', 'wordnet-3.0.bin'), bytes);
console.log(`dist/wordnet-3.0.bin: ${(bytes.length / 1e6).toFixed(1)} MB`);
