// Throughput of the Japanese tokenizers on one core, in characters per second, on the WMT22
// en-ja sample (references and system outputs, 1,500 lines) from ../shared.
//
//   pnpm exec turbo run build --filter @bleukit/tokenizer-ja --filter @bleukit/tokenizer-ja-mecab \
//     --filter @bleukit/tokenizer-intl-segmenter
//   node packages/tokenizer-ja/bench/japanese-tokenizers.mjs
//
// Figures are relative to a floor measured in the same run (splitting every line into code
// points, the least any tokenizer must do) and to the raw tiny-segmenter package.
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
const shared = process.env.BLEUKIT_SHARED ?? join(here, '../../../../shared');
const dir = join(shared, 'data/wmt-sample/en-ja');
const lines = readdirSync(dir)
  .filter((name) => name.endsWith('.ja'))
  .flatMap((name) => readFileSync(join(dir, name), 'utf8').split('\n').filter((line) => line !== ''));
const chars = lines.reduce((sum, line) => sum + line.length, 0);

const require = createRequire(import.meta.url);
const TinySegmenter = require('tiny-segmenter');
const { jaTokenizer } = await import('../dist/index.js');
const { createIntlSegmenterTokenizer } = await import('../../tokenizer-intl-segmenter/dist/index.js');
const { createPolyfillSegmenterTokenizer } = await import('../../tokenizer-intl-segmenter/dist/polyfill.js');
const { createMecabTokenizer } = await import('../../tokenizer-ja-mecab/dist/index.js');

const raw = new TinySegmenter();
const started = performance.now();
const mecab = await createMecabTokenizer();
const mecabSetUp = performance.now() - started;

const candidates = [
  ['floor: code points (Array.from)', (line) => Array.from(line)],
  ['tiny-segmenter 0.2.0 (raw npm)', (line) => raw.segment(line)],
  [`@bleukit/tokenizer-ja (${jaTokenizer.name})`, (line) => jaTokenizer.tokenize(line)],
  ['Intl.Segmenter (native, ja)', createIntlSegmenterTokenizer({ locale: 'ja' }).tokenize],
  ['@formatjs/intl-segmenter polyfill (ja)', createPolyfillSegmenterTokenizer({ locale: 'ja' }).tokenize],
  [`@bleukit/tokenizer-ja-mecab (${mecab.name})`, mecab.tokenize],
];

/** Best of five one-second rounds, after a warm-up round. */
function measure(tokenize) {
  let best = 0;
  for (let round = 0; round < 6; round++) {
    const start = performance.now();
    let passes = 0;
    do {
      for (const line of lines) tokenize(line);
      passes++;
    } while (performance.now() - start < 1000);
    const rate = (passes * chars) / ((performance.now() - start) / 1000);
    if (round > 0) best = Math.max(best, rate);
  }
  return best;
}

console.log(`${lines.length} lines, ${chars} characters; Node ${process.versions.node}, ICU ${process.versions.icu}`);
console.log(`ja-mecab dictionary set-up: ${mecabSetUp.toFixed(0)} ms\n`);
const results = candidates.map(([name, tokenize]) => [name, measure(tokenize)]);
const floor = results[0][1];
const rawRate = results[1][1];
console.log('tokenizer'.padEnd(62), 'M chars/s'.padStart(10), 'vs raw'.padStart(8), 'vs floor'.padStart(9));
for (const [name, rate] of results) {
  console.log(
    name.padEnd(62),
    (rate / 1e6).toFixed(2).padStart(10),
    `${(rate / rawRate).toFixed(2)}×`.padStart(8),
    `${(rate / floor).toFixed(3)}×`.padStart(9),
  );
}
