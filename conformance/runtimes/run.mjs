// Node, Deno and Bun: `<runtime> run.mjs input.json` prints compute()'s JSON. The input names the
// SentencePiece model's file; ja-mecab reads the installed package's own dictionary, as on Node.
import { readFileSync } from 'node:fs';
import { compute } from './compute.mjs';

const input = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const output = await compute(input, { mecab: {}, spmModel: async () => readFileSync(input.spm.model) });
process.stdout.write(`${JSON.stringify(output)}\n`);
