// Builds dist/ipadic.bin, the dictionary the tokenizer loads, from the compiled IPADIC that
// @patdx/kuromoji ships (a devDependency: only its dict/ files are read, at build time). Runs
// after tsc, with the compiled parser and file writer of dist/.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gunzipSync } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const { IPADIC_FILES, parseIpadicTables } = await import(pathToFileURL(join(dist, 'ipadic-dictionary.js')).href);
const { IPADIC_FILE_NAME, encodeIpadicFile } = await import(pathToFileURL(join(dist, 'ipadic-file.js')).href);

// The package exports only its entry point, build/index.mjs; the dictionary is in dict/ beside build/.
const entry = createRequire(import.meta.url).resolve('@patdx/kuromoji');
const folder = join(dirname(dirname(entry)), 'dict');
const files = new Map(IPADIC_FILES.map((name) => [name, gunzipSync(readFileSync(join(folder, name)))]));
const bytes = encodeIpadicFile(parseIpadicTables(files));
writeFileSync(join(dist, IPADIC_FILE_NAME), bytes);
