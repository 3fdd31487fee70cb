// `node bench/sentencepiece.bench.mjs`: @bleukit/tokenizer-sentencepiece against the C++ library's
// spm_encode (Debian's sentencepiece) on the same lines. A unigram model with the FLORES settings
// (nmt_nfkc, a vocabulary as large as the text allows) and a BPE model are trained with spm_train
// on every line of the WMT sample (English, German, Japanese); the lines are then repeated to
// BENCH_SPM_MB megabytes and encoded by both. Prints load time, wall time and pieces per second,
// median of BENCH_RUNS runs, CPU time (steadier on a busy machine; spm_encode's needs
// /usr/bin/time), and checks the two outputs are identical; asserts nothing else.
// Then the unigram model grown to FLORES-200's 256,000 pieces (test/large-model.ts, the parity
// suite's): its load time, and the peak RSS of `bleukit -tok flores200 --spm-model` over the
// sample's lines with one thread and with `--jobs 2` (the threads share one compiled model).
//
// Options (environment):
//   BENCH_SPM_MB=8    size of the encoded text in MB
//   BENCH_RUNS=3      timed runs per encoder (the median is reported)
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cliBin } from './cli-bin.mjs';
import { recordTarget } from './targets.mjs';

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
    const oursCpu = [];
    let processor;
    let encoded;
    for (let run = 0; run < runs; run++) {
      let start = process.hrtime.bigint();
      processor = SentencePieceProcessor.fromBytes(readFileSync(model));
      loads.push(seconds(start));
      start = process.hrtime.bigint();
      const cpu = process.cpuUsage();
      encoded = text.map((line) => processor.encodeAsPieces(line).join(' '));
      ours.push(seconds(start));
      oursCpu.push(cpuSeconds(process.cpuUsage(cpu)));
    }
    const theirs = [];
    const theirsCpu = [];
    let cpp;
    for (let run = 0; run < runs; run++) {
      const result = timedRun('spm_encode', [`--model=${model}`, '--output_format=piece', `--input=${input}`]);
      cpp = result.stdout;
      theirs.push(result.time);
      theirsCpu.push(result.cpu);
    }
    const identical = cpp === `${encoded.join('\n')}\n`;
    const pieces = encoded.reduce((sum, line) => sum + (line === '' ? 0 : line.split(' ').length), 0);
    const rate = (time) => `${((pieces / time) / 1e6).toFixed(2)} M pieces/s`;
    console.log(`\n${name}: ${processor.model.pieces.length.toLocaleString('en')} pieces in the model, ${pieces.toLocaleString('en')} pieces encoded, outputs identical: ${identical}`);
    console.log(`  bleukit     load ${(median(loads) * 1000).toFixed(1)} ms, encode ${median(ours).toFixed(2)} s, ${rate(median(ours))}`);
    console.log(`  spm_encode  ${median(theirs).toFixed(2)} s (process start, load and output included), ${rate(median(theirs))}`);
    const ratio = median(ours) / median(theirs);
    console.log(`  bleukit / spm_encode: ${ratio.toFixed(2)}× the time`);
    if (flags.includes('--model_type=unigram')) {
      recordTarget('spm-unigram', {
        figure: `${ratio.toFixed(2)}× (${median(ours).toFixed(2)} s against ${median(theirs).toFixed(2)} s)${identical ? '' : ', outputs NOT identical'}`,
        met: identical && ratio <= 1.0,
        basis: `${(size / 1e6).toFixed(1)} MB of the WMT sample`,
      });
    }
    // CPU time: steadier than wall time when other work shares the machine.
    if (theirsCpu.every((cpu) => !Number.isNaN(cpu))) {
      console.log(`  CPU: bleukit ${median(oursCpu).toFixed(2)} s, spm_encode ${median(theirsCpu).toFixed(2)} s: ${(median(oursCpu) / median(theirsCpu)).toFixed(2)}×`);
    }
  }
  await largeModel(join(dir, 'unigram-FLORES-settings.model'));
} finally {
  rmSync(dir, { recursive: true, force: true });
}

/** The parity suite's model grower (TypeScript), transpiled into `dir` to run here. */
async function largeModelGrower() {
  const ts = (await import('typescript')).default;
  const out = join(dir, 'grower');
  for (const [from, to] of [
    ['packages/tokenizer-sentencepiece/test/large-model.ts', 'a/b/c/large-model.mjs'],
    ['test-support/seeded-random.ts', 'test-support/seeded-random.js'],
  ]) {
    const { outputText } = ts.transpileModule(readFileSync(join(root, from), 'utf8'), {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    });
    mkdirSync(dirname(join(out, to)), { recursive: true });
    writeFileSync(join(out, to), outputText);
  }
  return (await import(join(out, 'a/b/c/large-model.mjs'))).largeUnigramModel;
}

/** User and system seconds of a `process.cpuUsage()` difference. */
function cpuSeconds({ user, system }) {
  return (user + system) / 1e6;
}

/** Runs a command: wall time, and its CPU time and peak RSS where /usr/bin/time measures them (else NaN and –). */
function timedRun(command, args) {
  const timed = existsSync('/usr/bin/time');
  const start = process.hrtime.bigint();
  const result = timed
    ? spawnSync('/usr/bin/time', ['-f', '__RSS_KB=%M __CPU=%U %S', command, ...args], { encoding: 'utf8', maxBuffer: 1 << 30 })
    : spawnSync(command, args, { encoding: 'utf8', maxBuffer: 1 << 30 });
  const time = seconds(start);
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stderr}`);
  const usage = /__RSS_KB=(\d+) __CPU=([\d.]+) ([\d.]+)/.exec(result.stderr ?? '');
  return {
    time,
    cpu: usage ? Number(usage[2]) + Number(usage[3]) : NaN,
    rss: usage ? `${(Number(usage[1]) / 1024).toFixed(0)} MB` : '– (no /usr/bin/time)',
    rssMb: usage ? Number(usage[1]) / 1024 : NaN,
    stdout: result.stdout,
  };
}

/** The FLORES-200-sized model: load time, and the CLI's memory with one and two threads. */
async function largeModel(base) {
  const largeUnigramModel = await largeModelGrower();
  const large = largeUnigramModel(readFileSync(base), lines, 256_000, 7);
  const model = join(dir, 'large.model');
  writeFileSync(model, large);
  const loads = [];
  for (let run = 0; run < runs; run++) {
    const start = process.hrtime.bigint();
    SentencePieceProcessor.fromBytes(large);
    loads.push(seconds(start));
  }
  console.log(`\nunigram grown to 256,000 pieces (${(large.length / 1e6).toFixed(1)} MB): bleukit load ${(median(loads) * 1000).toFixed(0)} ms`);
  const cli = cliBin;
  const lineFile = join(dir, 'train.txt');
  const args = (path) => [cli, lineFile, '-i', lineFile, '-tok', 'flores200', '--spm-model', path, '-b'];
  const one = timedRun(process.execPath, args(model));
  const two = timedRun(process.execPath, [...args(model), '--jobs', '2']);
  const cpp = timedRun('spm_encode', [`--model=${model}`, '--output_format=piece', `--input=${lineFile}`]);
  console.log(`  bleukit -tok flores200 over the sample's ${lines.length.toLocaleString('en')} lines: one thread ${one.time.toFixed(2)} s, peak RSS ${one.rss}; --jobs 2 ${two.time.toFixed(2)} s, peak RSS ${two.rss}; same score: ${one.stdout === two.stdout}`);
  console.log(`  spm_encode over the same lines: ${cpp.time.toFixed(2)} s, peak RSS ${cpp.rss}`);
  // One copy: what --jobs 2 adds with the large model against what it adds with the small one
  // (the second thread itself), compared with the large model's own footprint in one thread.
  const smallOne = timedRun(process.execPath, args(base));
  const smallTwo = timedRun(process.execPath, [...args(base), '--jobs', '2']);
  const footprint = one.rssMb - smallOne.rssMb;
  const extra = two.rssMb - one.rssMb - (smallTwo.rssMb - smallOne.rssMb);
  console.log(
    `  the 256,000-piece model takes ${footprint.toFixed(0)} MB more than the small one in one thread; with --jobs 2 it adds ` +
      `${extra.toFixed(0)} MB more than the small one does (a copy per thread would add about ${footprint.toFixed(0)} MB)`,
  );
  if (!Number.isNaN(extra)) {
    recordTarget('spm-jobs', {
      figure: `peak RSS ${one.rss} one thread, ${two.rss} --jobs 2; the second thread adds ${extra.toFixed(0)} MB for a model of ${footprint.toFixed(0)} MB`,
      met: extra < footprint / 2,
      basis: `the sample's ${lines.length.toLocaleString('en')} lines`,
    });
  }
}
