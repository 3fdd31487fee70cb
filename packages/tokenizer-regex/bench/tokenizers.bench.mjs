// Throughput of each tokenizer on real text, against a floor measured in the same run: Python's
// whitespace split (`pythonSplit`, what sacreBLEU's `none` does) over the same lines.
//
// Usage (after `pnpm exec turbo run build --filter @bleukit/tokenizer-regex`):
//   node packages/tokenizer-regex/bench/tokenizers.bench.mjs [megabytes, default 20]
// The text repeats every line of the WMT sample (English, German, Japanese) from the shared
// folder beside the checkout (`../shared`, or $BLEUKIT_SHARED) until it reaches that size.
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { pythonSplit } from '@bleukit/core';
import {
  createRegexTokenizer,
  tokenize13aReference,
  tokenizeCharReference,
  tokenizeIntlReference,
  tokenizeZhReference,
  tokenizer13a,
  tokenizerChar,
  tokenizerIntl,
  tokenizerZh,
} from '../dist/index.js';

const shared = process.env.BLEUKIT_SHARED ?? fileURLToPath(new URL('../../../../shared', import.meta.url));
const root = `${shared}/data/wmt-sample`;
const sample = [];
for (const pair of readdirSync(root, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
  for (const file of readdirSync(`${root}/${pair.name}`).filter((name) => !name.endsWith('.txt'))) {
    for (const line of readFileSync(`${root}/${pair.name}/${file}`, 'utf8').split('\n')) if (line) sample.push(line);
  }
}

const megabytes = Number(process.argv[2] ?? 20);
const lines = [];
let chars = 0;
while (chars < megabytes * 1e6) {
  for (const line of sample) {
    lines.push(line);
    chars += line.length;
  }
}

/** Best of `rounds` passes over all lines, in seconds; the token count guards against dead code. */
function measure(tokenize, rounds = 3) {
  let best = Infinity;
  let tokens = 0;
  for (let round = 0; round < rounds; round++) {
    const started = process.hrtime.bigint();
    tokens = 0;
    for (const line of lines) tokens += tokenize(line).length;
    best = Math.min(best, Number(process.hrtime.bigint() - started) / 1e9);
  }
  return { seconds: best, tokens };
}

const candidates = [
  ['none (pythonSplit, the floor)', pythonSplit],
  ['13a', tokenizer13a.tokenize],
  ['13a literal regexes (reference)', tokenize13aReference],
  ['intl', tokenizerIntl.tokenize],
  ['intl literal regexes (reference)', tokenizeIntlReference],
  ['zh', tokenizerZh.tokenize],
  ['zh literal steps (reference)', tokenizeZhReference],
  ['char', tokenizerChar.tokenize],
  ['char code point loop (reference)', tokenizeCharReference],
  ['re:\\w+:lc', createRegexTokenizer({ pattern: '\\w+', lowercase: true }).tokenize],
];

console.log(`${lines.length} lines, ${(chars / 1e6).toFixed(1)} M UTF-16 chars, Node ${process.version}`);
measure(pythonSplit, 1); // warm-up
const floor = measure(pythonSplit);
for (const [name, tokenize] of candidates) {
  const { seconds, tokens } = name.startsWith('none') ? floor : measure(tokenize);
  const rate = (chars / seconds / 1e6).toFixed(1).padStart(6);
  const ratio = (seconds / floor.seconds).toFixed(2).padStart(5);
  console.log(`${name.padEnd(34)} ${rate} M chars/s  ${ratio}× floor  ${seconds.toFixed(3)} s  ${tokens} tokens`);
}
