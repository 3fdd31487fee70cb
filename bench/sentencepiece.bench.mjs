// `node bench/sentencepiece.bench.mjs`: @bleukit/tokenizer-sentencepiece against the C++ library's
// spm_encode (Debian's sentencepiece) on the same lines. A unigram model with the FLORES settings
// (nmt_nfkc, a vocabulary as large as the text allows) and a BPE model are trained with spm_train
// on every line of the WMT sample (English, German, Japanese); the lines are then repeated to
// BENCH_SPM_MB megabytes and encoded by both. Prints load time, wall time and pieces per second,
// median of BENCH_RUNS runs, and checks the two outputs are identical; asserts nothing else.
//
// Options (environment):
//   BENCH_SPM_MB=8    size of the encoded text in MB
//   BENCH_RUNS=3      timed runs per encoder (the median is reported)
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { SentencePieceProcessor } = await import(join(root, 'packages/tokenizer-sentencepiece/dist/index.js'));
const megabytes = Number(process.env.BENCH_SPM_MB ?? 8);
const runs = Number(process.env.BENCH_RUNS ?? 3);

const wmt = join(root, '..', 'shared', 'data', 'wmt-sample');
const lines = [];
for (const pair of readdirSync(wmt, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
  for (const file of readdirSync(join(wmt, pair.name))) {
    lines.push(...readFileSync(join(wmt, pair.name, file), 'utf8').split('\n').filter((line) => line !== ''));
  }
}

const dir = mkdtempSync(join(tmpdir(), 'bleukit-spm-bench-'));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const seconds = (start) => Number(process.hrtime.bigint() - start) / 1e9;

try {
  const training = join(dir, 'train.txt');
  writeFileSync(training, `${lines.join('\n')}\n`);
  const text = [];
  let size = 0;
  while (size < megabytes * 1e6) {
    for (const line of lines) {
      text.push(line);
      size += Buffer.byteLength(line) + 1;
    }
  }
  const input = join(dir, 'input.txt');
  writeFileSync(input, `${text.join('\n')}\n`);
  console.log(`${text.length.toLocaleString('en')} lines, ${(size / 1e6).toFixed(1)} MB (the WMT sample's ${lines.length.toLocaleString('en')} lines, repeated)`);

  for (const [name, flags] of [
    ['unigram, FLORES settings', ['--model_type=unigram', '--vocab_size=16000', '--hard_vocab_limit=false', '--character_coverage=0.9995']],
    ['BPE', ['--model_type=bpe', '--vocab_size=8000']],
  ]) {
    const prefix = join(dir, name.replace(/\W+/g, '-'));
    execFileSync('spm_train', [`--input=${training}`, `--model_prefix=${prefix}`, '--minloglevel=1', '--num_threads=2', ...flags], { stdio: 'ignore' });
    const model = `${prefix}.model`;

    const loads = [];
    const ours = [];
    let processor;
    let encoded;
    for (let run = 0; run < runs; run++) {
      let start = process.hrtime.bigint();
      processor = SentencePieceProcessor.fromBytes(readFileSync(model));
      loads.push(seconds(start));
      start = process.hrtime.bigint();
      encoded = text.map((line) => processor.encodeAsPieces(line).join(' '));
      ours.push(seconds(start));
    }
    const theirs = [];
    let cpp;
    for (let run = 0; run < runs; run++) {
      const start = process.hrtime.bigint();
      cpp = execFileSync('spm_encode', [`--model=${model}`, '--output_format=piece', `--input=${input}`], { maxBuffer: 1 << 30 }).toString('utf8');
      theirs.push(seconds(start));
    }
    const identical = cpp === `${encoded.join('\n')}\n`;
    const pieces = encoded.reduce((sum, line) => sum + (line === '' ? 0 : line.split(' ').length), 0);
    const rate = (time) => `${((pieces / time) / 1e6).toFixed(2)} M pieces/s`;
    console.log(`\n${name}: ${processor.model.pieces.length.toLocaleString('en')} pieces in the model, ${pieces.toLocaleString('en')} pieces encoded, outputs identical: ${identical}`);
    console.log(`  bleukit     load ${(median(loads) * 1000).toFixed(1)} ms, encode ${median(ours).toFixed(2)} s, ${rate(median(ours))}`);
    console.log(`  spm_encode  ${median(theirs).toFixed(2)} s (process start, load and output included), ${rate(median(theirs))}`);
    console.log(`  bleukit / spm_encode: ${(median(ours) / median(theirs)).toFixed(2)}× the time`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
