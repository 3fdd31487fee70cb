// The ja-mecab tokenizer alone, the work `mecab -Owakati FILE` does: start, load the dictionary,
// split every line of FILE into words (BLEU's spans, no strings). Prints the line and word count.
// Usage: node bench/ja-segment.mjs FILE
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { TokenSpans } = await import(join(root, 'packages/core/dist/index.js'));
const { createMecabTokenizer } = await import(join(root, 'packages/tokenizer-ja-mecab/dist/index.js'));
const tokenizer = await createMecabTokenizer();
const spans = new TokenSpans();
let lines = 0;
let words = 0;
for (const line of readFileSync(process.argv[2], 'utf8').split('\n')) {
  tokenizer.tokenSpans(line, spans);
  lines++;
  words += spans.count;
}
console.log(`${lines} lines, ${words} words`);
