import { statSync } from 'node:fs';
import type { Readable } from 'node:stream';
import { BleukitError, createBleu, pythonRstrip, VERSION, type Bleu, type BleuResult } from '@bleukit/core';
import { alignedBatches, LengthMismatch } from './aligned-batches.js';
import { alignedByteBatches } from './byte-batches.js';
import { countTokenizedPeriods, type JobResult, type StatisticsJob } from './batch-scorer.js';
import { CliError, bleukitError } from './cli-error.js';
import { HELP_TEXT } from './help-text.js';
import { InputNotes } from './input-notes.js';
import { checkReadable, readAllLines, readLineBatches, unknownEncoding, type LineInput } from './line-source.js';
import { createLogger, type Logger } from './logger.js';
import { parseArguments, validateNumbers, type CliArguments } from './parse-arguments.js';
import { pythonCodec } from './python-codecs.js';
import { checkPresetArguments, runPeerCommand, usesPeerCommand, type PeerInput } from './preset-command.js';
import { createProgress, type Progress } from './progress.js';
import { renderSingle, renderSystems, type RenderOptions } from './render-output.js';
import { runSignificance, type SignificanceContext } from './significance.js';
import { createEngine, type StatisticsEngine } from './statistics-engine.js';
import { SACREBLEU_TEST_SETS_LIST } from './test-sets.js';
import { defaultTokenizerName } from './tokenizer-registry.js';

/** The process around the command: arguments, environment and streams (replaceable in tests). */
export interface CliIo {
  argv: readonly string[];
  env: Readonly<Record<string, string | undefined>>;
  stdin: Readable;
  writeOut(text: string): void;
  writeErr(text: string): void;
  stdoutIsTTY: boolean;
  stderrIsTTY: boolean;
}

/** Segments per batch: large enough to amortize messages to workers, small enough to stay bounded. */
const BATCH = 4096;

interface Run {
  args: CliArguments;
  io: CliIo;
  log: Logger;
  engine: StatisticsEngine;
  bleu: Bleu;
  render: RenderOptions;
  progress: Progress;
  /** Warnings sacreBLEU prints when it creates the metric (after the input checks). */
  metricWarnings: string[];
  /** bleukit's warnings about odd input (CR LF, BOM, NUL…), kept for line-count errors. */
  notes: InputNotes;
}

/** What reading the input needs of a run (presets and `compare` read without an engine). */
type Reader = Pick<Run, 'args' | 'io' | 'log' | 'notes'>;

/** sacreBLEU's "forgot to detokenize" warning, after 100 hypotheses end in " .". */
const DETOKENIZE_WARNINGS = [
  "That's 100 lines that end in a tokenized period ('.')",
  'It looks like you forgot to detokenize your test data, which may hurt your score.',
  "If you insist your data is detokenized, or don't care, you can suppress this message with the `force` parameter.",
];

function notOffered(what: string): CliError {
  return new CliError(2, [bleukitError(`${what} is not offered by bleukit yet (BLEU only, local files only). Use sacrebleu for it.`)]);
}

/** Features sacreBLEU has that bleukit refuses clearly (exit 2) instead of half-doing. */
function refuseUnsupported(args: CliArguments): void {
  const other = args.metrics.filter((m) => m !== 'bleu');
  if (other.length > 0) notOfferedMetric(other);
  if (args.testSet !== null) throw notOffered('-t/--test-set (downloading test sets)');
  if (args.unsupported !== null) throw notOffered(`${args.unsupported}`);
}

function notOfferedMetric(metrics: string[]): never {
  throw notOffered(`-m ${metrics.join(' ')} (${metrics.map((m) => (m === 'chrf' ? 'chrF' : 'TER')).join(', ')})`);
}

/** Splits `-nr K` reference lines on tabs into K streams (sacreBLEU: rstrip, then split('\t', K-1)). */
function splitReferences(lines: readonly string[], k: number, firstLine: number, log: Logger): string[][] {
  const streams: string[][] = Array.from({ length: k }, () => new Array<string>(lines.length));
  for (let i = 0; i < lines.length; i++) {
    const fields = pythonRstrip(lines[i] as string).split('\t');
    if (fields.length > k) fields.splice(k - 1, fields.length, fields.slice(k - 1).join('\t'));
    if (fields.length !== k) {
      throw new CliError(17, [log.line(`FATAL: line ${firstLine + i}: expected ${k} fields, but found ${fields.length}.`)]);
    }
    for (let r = 0; r < k; r++) (streams[r] as string[])[i] = fields[r] as string;
  }
  return streams;
}

function lines(count: number): string {
  return count === 1 ? '1 line' : `${count} lines`;
}

function lengthError(log: Logger, detail: string): CliError {
  return new CliError(1, [log.line('System and reference streams have different lengths.'), bleukitError(detail)]);
}

function noSentenceError(log: Logger, system: string, refLines?: number): CliError {
  const refs = refLines === undefined ? '' : ` (the references have ${lines(refLines)})`;
  return new CliError(1, [
    log.line('Test set None contains no sentence'),
    bleukitError(`${system} is empty; give one line per segment${refs}.`),
  ]);
}

function fileInput(path: string, run: Reader, onBytes?: (n: number) => void): LineInput {
  return { name: path, path, encoding: run.args.encoding, universalNewlines: false, notes: run.notes, ...(onBytes ? { onBytes } : {}) };
}

/**
 * Sums job results as they finish, keeping at most `limit` jobs in flight; per-segment results
 * are kept in submission order. Sums are of integer counts, so completion order cannot change
 * a score, and no thread waits on one slow batch while others could be fed.
 */
class JobQueue {
  readonly totals: Float64Array;
  private readonly results: Float64Array[] = [];
  private submitted = 0;
  private inFlight = 0;
  private failure: { error: unknown } | undefined;
  private wake: (() => void) | undefined;

  constructor(
    private readonly engine: StatisticsEngine,
    size: number,
    private readonly limit: number,
    private readonly onResult?: (result: JobResult) => void,
  ) {
    this.totals = new Float64Array(size);
  }

  /** Per-segment statistics of every job, in submission order. */
  get segments(): Float64Array[] {
    return this.results;
  }

  async push(job: StatisticsJob): Promise<void> {
    const index = this.submitted++;
    this.inFlight++;
    this.engine.run(job).then(
      (result) => {
        for (let j = 0; j < this.totals.length; j++) this.totals[j] = (this.totals[j] as number) + (result.totals[j] as number);
        if (result.segments) this.results[index] = result.segments;
        try {
          this.onResult?.(result);
        } catch (error) {
          this.failure ??= { error };
        }
        this.settle();
      },
      (error: unknown) => {
        this.failure ??= { error };
        this.settle();
      },
    );
    while (this.inFlight >= this.limit) await this.next();
    this.check();
  }

  async finish(): Promise<void> {
    while (this.inFlight > 0) await this.next();
    this.check();
  }

  private settle(): void {
    this.inFlight--;
    this.wake?.();
  }

  private next(): Promise<void> {
    return new Promise((resolve) => {
      this.wake = resolve;
    });
  }

  private check(): void {
    if (this.failure) throw this.failure.error;
  }
}

function flushWarnings(run: Run): void {
  for (const warning of run.metricWarnings) run.log.warn(warning);
  run.metricWarnings.length = 0;
}

/** Batches for {@link scoreStreaming}: jobs and how many segments each holds. */
type JobStream = AsyncIterable<{ job: StatisticsJob; lines: number }>;

/** Lines decoded in this thread (stdin, `-nr`, other encodings, `.gz`, one thread). */
async function* lineJobs(run: Run, hypPath: string, hypSource?: AsyncIterable<string[]>): JobStream {
  const { args, log } = run;
  const hypSize = statSafe(hypPath);
  const sources = [
    hypSource ?? readLineBatches(fileInput(hypPath, run, (n) => run.progress.advance(n, hypSize))),
    ...args.refs.map((path) => readLineBatches(fileInput(path, run))),
  ];
  let line = 1;
  for await (const batch of alignedBatches(sources, BATCH)) {
    const hyps = batch[0] as string[];
    const refs = args.numRefs > 1 ? splitReferences(batch[1] as string[], args.numRefs, line, log) : batch.slice(1);
    yield { job: { hyps, refs, segments: false }, lines: hyps.length };
    line += hyps.length;
  }
}

/**
 * Raw UTF-8 bytes cut at line ends, decoded by whichever thread scores them: with workers, the
 * reading thread then only reads and counts newlines, so it keeps every thread fed.
 */
async function* byteJobs(run: Run, hypPath: string): JobStream {
  const hypSize = statSafe(hypPath);
  const batches = alignedByteBatches([hypPath, ...run.args.refs], BATCH, (n) => run.progress.advance(n, hypSize), run.notes);
  for await (const { lines, bytes } of batches) yield { job: { bytes, segments: false }, lines };
}

/** Whether {@link byteJobs} reads these inputs exactly as {@link lineJobs} would. */
function readsAsBytes(args: CliArguments, hypSource?: AsyncIterable<string[]>): boolean {
  if (hypSource !== undefined || args.jobs < 2 || args.numRefs > 1) return false;
  if ([...(args.input ?? []), ...args.refs].some((path) => path.endsWith('.gz'))) return false;
  return pythonCodec(args.encoding)?.name === 'utf-8';
}

/** The error reading `path` line by line gives (the one to show for bytes that failed), if any. */
async function lineReadingError(run: Run, path: string): Promise<unknown> {
  try {
    for await (const _ of readLineBatches(fileInput(path, run)));
  } catch (error) {
    return error;
  }
  return undefined;
}

/**
 * One system from a file, references from files: everything streamed in batches, so memory
 * stays flat however large the files are.
 */
async function scoreStreaming(run: Run, hypPath: string, hypSource?: AsyncIterable<string[]>): Promise<BleuResult> {
  const { args, log } = run;
  const asBytes = readsAsBytes(args, hypSource);
  const size = 2 + 2 * run.bleu.maxNgramOrder;
  let periods = 0;
  let invalidInput: number | undefined;
  const queue = new JobQueue(run.engine, size, 2 * Math.max(args.jobs, 1) + 1, (result) => {
    periods += result.periods ?? 0;
    invalidInput ??= result.invalidInput;
  });
  let line = 1;
  try {
    for await (const { job, lines } of asBytes ? byteJobs(run, hypPath) : lineJobs(run, hypPath, hypSource)) {
      job.countPeriods = !args.force && periods < 100;
      await queue.push(job);
      line += lines;
      if (invalidInput !== undefined) break;
    }
    await queue.finish();
    if (invalidInput !== undefined) throw new Error(`invalid UTF-8 in input ${invalidInput}`);
  } catch (error) {
    if (error instanceof LengthMismatch) {
      if (error.counts[0] === 0) throw noSentenceError(log, hypSource ? 'stdin' : hypPath, error.counts[1]);
      const [hypCount, ...refCounts] = error.counts;
      const detail = refCounts.map((count, k) => `${args.refs[k]} has ${lines(count)}`).join(', ');
      const hyp = run.notes.lineCount(hypSource ? '<stdin>' : hypPath, hypSource ? 'system 1 on stdin' : hypPath, hypCount as number);
      throw lengthError(log, `${hyp} but ${detail}; give one hypothesis line per reference line.${run.notes.mismatchHint([hypPath, ...args.refs])}`);
    }
    if (asBytes && !(error instanceof CliError)) {
      // Bytes that did not decode, or a read that failed: say it as the line reader says it.
      for (const path of [hypPath, ...args.refs]) {
        const readingError = await lineReadingError(run, path);
        if (readingError !== undefined) throw readingError;
      }
    }
    throw error;
  } finally {
    run.progress.done();
  }
  if (line === 1) throw noSentenceError(log, hypSource ? 'stdin' : hypPath, 0);
  flushWarnings(run);
  if (periods >= 100) for (const warning of DETOKENIZE_WARNINGS) log.warn(warning);
  return run.bleu.scoreStatistics(queue.totals, args.numRefs > 1 ? args.numRefs : args.refs.length);
}

function statSafe(path: string): number {
  try {
    return statSync(path).size;
  } catch {
    return 0;
  }
}

/** Systems read into memory (stdin, several systems, sentence level, tests). */
interface LoadedSystems {
  names: string[];
  systems: string[][];
}

function fieldMismatch(log: Logger): CliError {
  return new CliError(17, [log.line('FATAL: the number of tab-delimited fields in the input stream differ across lines.')]);
}

/**
 * Stdin, sacreBLEU's way: the first line's tab-separated fields say how many systems there are.
 * One system is streamed like a file; several are read into memory.
 */
async function readStdin(run: Reader, streamOne = true): Promise<{ stream: AsyncIterable<string[]> } | { lines: string[] }> {
  const { args, io, log } = run;
  const batches = readLineBatches({ name: '<stdin>', stream: io.stdin, encoding: args.encoding, universalNewlines: true, notes: run.notes });
  const iterator = batches[Symbol.asyncIterator]();
  const head = await iterator.next();
  const first = head.done ? [''] : head.value;
  const canStream = streamOne && !args.sentenceLevel && !args.confidence && !args.pairedAr && !args.pairedBs;
  if (canStream && !pythonRstrip(first[0] as string).includes('\t')) {
    const single = (lines: string[]): string[] =>
      lines.map((line) => {
        const stripped = pythonRstrip(line);
        if (stripped.includes('\t')) throw fieldMismatch(log);
        return stripped;
      });
    async function* stream(): AsyncGenerator<string[]> {
      yield single(first);
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield single(next.value);
    }
    return { stream: stream() };
  }
  const lines = first.slice();
  for (let next = await iterator.next(); !next.done; next = await iterator.next()) for (const line of next.value) lines.push(line);
  return { lines };
}

function splitStdinSystems(log: Logger, lines: readonly string[]): LoadedSystems {
  const first = pythonRstrip(lines[0] ?? '').split('\t');
  const systems = first.map((field) => [field]);
  for (let i = 1; i < lines.length; i++) {
    const fields = pythonRstrip(lines[i] as string).split('\t');
    if (fields.length !== systems.length) throw fieldMismatch(log);
    for (let s = 0; s < fields.length; s++) (systems[s] as string[]).push(pythonRstrip(fields[s] as string));
  }
  return { names: systems.map((_, i) => `System ${i + 1}`), systems };
}

async function readReferenceStreams(run: Reader): Promise<string[][]> {
  const { args, log } = run;
  if (args.numRefs > 1) {
    const lines = await readAllLines(fileInput(args.refs[0] as string, run));
    return splitReferences(lines, args.numRefs, 1, log);
  }
  const streams: string[][] = [];
  for (const path of args.refs) streams.push(await readAllLines(fileInput(path, run)));
  return streams;
}

/** Statistics of every system against in-memory references, tokenizing the references once. */
async function systemStatistics(run: Run, systems: string[][], refs: string[][], segments: boolean): Promise<JobQueue[]> {
  const size = 2 + 2 * run.bleu.maxNgramOrder;
  const results: JobQueue[] = [];
  const cache = systems.length > 1;
  for (let s = 0; s < systems.length; s++) {
    const hyps = systems[s] as string[];
    const queue = new JobQueue(run.engine, size, 2 * Math.max(run.args.jobs, 1) + 1);
    for (let start = 0, key = 0; start < hyps.length; start += BATCH, key++) {
      const job: StatisticsJob = { hyps: hyps.slice(start, start + BATCH), segments };
      if (cache) job.refKey = key;
      if (!cache || s === 0) job.refs = refs.map((stream) => stream.slice(start, start + BATCH));
      await queue.push(job);
    }
    await queue.finish();
    results.push(queue);
  }
  return results;
}

function concatSegments(parts: readonly Float64Array[]): Float64Array {
  let length = 0;
  for (const part of parts) length += part.length;
  const all = new Float64Array(length);
  let offset = 0;
  for (const part of parts) {
    all.set(part, offset);
    offset += part.length;
  }
  return all;
}

/** References and systems in memory, with sacreBLEU's checks of names, counts and lengths. */
async function loadSystems(run: Reader, stdinLines?: string[]): Promise<PeerInput> {
  const { args, log } = run;
  const paired = args.pairedAr || args.pairedBs;
  const refs = await readReferenceStreams(run);
  let loaded: LoadedSystems;
  if (args.input === null) {
    loaded = splitStdinSystems(log, stdinLines ?? []);
  } else {
    loaded = { names: [], systems: [] };
    for (const path of args.input) {
      if (loaded.names.includes(path)) {
        if (paired && path === loaded.names[0]) {
          log.info(`Ignoring '${path}' as it was also given as the baseline.`);
          continue;
        }
        throw new CliError(1, [
          log.line(`'${path}' already used to name a system.`),
          log.line('Make sure to have a different basename for each system.'),
        ]);
      }
      loaded.systems.push(await readAllLines(fileInput(path, run)));
      loaded.names.push(path);
    }
  }
  const { names, systems } = loaded;
  if (paired) names[0] = args.input === null ? 'Baseline' : `Baseline: ${names[0]}`;
  if (paired && args.input === null) for (let i = 1; i < names.length; i++) names[i] = `System ${i}`;
  checkSystemCount(run, systems.length);
  for (let s = 0; s < systems.length; s++) {
    const system = systems[s] as string[];
    if (system.length === 0) throw noSentenceError(log, args.input?.[s] ?? `system ${s + 1}`, refs[0]?.length);
    const bad = refs.findIndex((stream) => stream.length !== system.length);
    if (bad >= 0) {
      const refName = args.numRefs > 1 ? `${args.refs[0]}` : `${args.refs[bad]}`;
      const sysName = args.input === null ? `system ${s + 1} on stdin` : (args.input[s] ?? names[s]);
      const hyp = run.notes.lineCount(args.input === null ? '<stdin>' : (sysName as string), sysName as string, system.length);
      const hint = run.notes.mismatchHint([...(args.input ?? []), ...args.refs]);
      throw lengthError(log, `${hyp} but ${refName} has ${lines((refs[bad] as string[]).length)}; give one hypothesis line per reference line.${hint}`);
    }
  }
  return { names, systems, refs };
}

async function scoreInMemory(run: Run, stdinLines?: string[]): Promise<void> {
  const { args, log, io } = run;
  const paired = args.pairedAr || args.pairedBs;
  const { names, systems, refs } = await loadSystems(run, stdinLines);
  flushWarnings(run);
  const nrefs = refs.length;

  if (args.sentenceLevel) {
    const [stats] = await systemStatistics(run, systems, refs, true);
    const segments = concatSegments((stats as JobQueue).segments);
    const size = 2 + 2 * run.bleu.maxNgramOrder;
    const out: string[] = [];
    for (let i = 0; i * size < segments.length; i++) {
      const result = run.bleu.scoreStatistics(segments.subarray(i * size, (i + 1) * size), nrefs);
      out.push(renderSingle(result, { ...run.render, format: 'text' }));
    }
    io.writeOut(out.map((line) => `${line}\n`).join(''));
    return;
  }

  if (systems.length > 1) log.info(`Found ${systems.length} systems.`);
  const wantSegments = args.confidence || paired;
  const stats = await systemStatistics(run, systems, refs, wantSegments);
  stats.forEach((queue, s) => {
    if (!args.force && countTokenizedPeriods(systems[s] as string[]) >= 100) {
      for (const warning of DETOKENIZE_WARNINGS) log.warn(warning);
    }
    void queue;
  });
  if (wantSegments) {
    const context: SignificanceContext = {
      args,
      log,
      bleu: run.bleu,
      render: run.render,
      names,
      nrefs,
      seed: io.env['SACREBLEU_SEED'],
      segments: stats.map((queue) => concatSegments(queue.segments)),
      totals: stats.map((queue) => queue.totals),
    };
    io.writeOut(`${runSignificance(context)}\n`);
    return;
  }
  const results = stats.map((queue) => run.bleu.scoreStatistics(queue.totals, nrefs));
  if (results.length === 1) io.writeOut(`${renderSingle(results[0] as BleuResult, run.render)}\n`);
  else io.writeOut(`${renderSystems(names, results, run.render)}\n`);
}

async function scoreStdinOrMany(run: Run): Promise<void> {
  if (run.args.input !== null) return scoreInMemory(run);
  const stdin = await readStdin(run);
  if ('lines' in stdin) return scoreInMemory(run, stdin.lines);
  const result = await scoreStreaming(run, '<stdin>', stdin.stream);
  run.io.writeOut(`${renderSingle(result, run.render)}\n`);
}

/** sacreBLEU's checks that depend only on how many systems there are. */
function checkSystemCount(run: Reader, count: number): void {
  const { args, log } = run;
  const paired = args.pairedAr || args.pairedBs;
  if (args.sentenceLevel) {
    if (count > 1) throw new CliError(1, [log.line('Only one system can be evaluated in sentence-level mode.')]);
    if (args.confidence || paired) throw new CliError(1, [log.line('Statistical tests are unavailable in sentence-level mode.')]);
  }
  if (paired && count === 1) {
    throw new CliError(1, [log.line('Paired tests require multiple input systems given to --input (-i).')]);
  }
  if (count > 1 && args.confidence) throw new CliError(1, [log.line('Use paired tests (--paired) for multiple systems.')]);
}

/** Every system in memory, from files or stdin (for presets and `compare`). */
async function readSystems(run: Reader): Promise<PeerInput> {
  if (run.args.input !== null) return loadSystems(run);
  const stdin = await readStdin(run, false);
  return loadSystems(run, 'lines' in stdin ? stdin.lines : []);
}

async function execute(io: CliIo): Promise<number | void> {
  const args = parseArguments(io.argv);
  if (args.help) {
    io.writeOut(`${HELP_TEXT}\n`);
    return;
  }
  if (args.version) {
    io.writeOut(`bleukit ${VERSION} (sacrebleu 2.6.0 compatible)\n`);
    return;
  }
  const envFormat = io.env['SACREBLEU_FORMAT']?.toLowerCase();
  if (envFormat === 'json' || envFormat === 'text' || envFormat === 'latex') args.format = envFormat;
  validateNumbers(args);
  checkPresetArguments(args);
  const log = createLogger(args.quiet, io.writeErr);
  const notes = new InputNotes(io.writeErr);
  if (args.sentenceLevel && args.metrics.length > 1) {
    throw new CliError(1, [log.line('Only one metric can be used in sentence-level mode.')]);
  }
  refuseUnsupported(args);
  if (args.numRefs !== 1 && args.refs.length > 1) {
    throw new CliError(1, [
      log.line('The --num-refs argument allows you to provide any number of tab-delimited references in a single file.'),
      log.line('You can only use it with externally provided references, however (i.e., not with `-t`),'),
      log.line('and you cannot then provide multiple reference files.'),
    ]);
  }
  if (args.refs.length === 0) {
    throw new CliError(1, [
      log.line('If manual references given, make sure to provide them before the -i/--input argument to avoid confusion.'),
      log.line('Otherwise, I need a predefined test set (-t) from the following list:'),
      log.line(SACREBLEU_TEST_SETS_LIST),
    ]);
  }
  if (args.input !== null && args.input.length === 0) {
    throw new CliError(1, [bleukitError('-i/--input names no file; give one file per system (-i a.txt b.txt), or leave -i out to read stdin.')]);
  }
  for (const path of [...args.refs, ...(args.input ?? [])]) checkReadable(path);
  const codec = pythonCodec(args.encoding);
  if (codec === undefined) throw unknownEncoding(args.encoding);
  if (!codec.exact) {
    io.writeErr(
      `bleukit: warning: -e ${args.encoding} is decoded as the WHATWG Encoding Standard's ${codec.name}, which may map some bytes ` +
        "differently from Python's codec of that name; where it does, the score can differ from sacreBLEU's.\n",
    );
  }
  if (usesPeerCommand(args)) return runPeerCommand(args, io.writeOut, io.writeErr, () => readSystems({ args, io, log, notes }));

  const target = args.languagePair?.split('-')[1] ?? '';
  const tokenizerName = args.tokenize ?? defaultTokenizerName(target);
  const metricWarnings: string[] = [];
  if (args.tokenize !== null) {
    if (target === 'zh' && tokenizerName !== 'zh') metricWarnings.push("Consider using the 'zh' or 'spm' tokenizer for Chinese.");
    if (target === 'ja' && tokenizerName !== 'ja-mecab') metricWarnings.push("Consider using the 'ja-mecab' or 'spm' tokenizer for Japanese.");
    if (target === 'ko' && tokenizerName !== 'ko-mecab') metricWarnings.push("Consider using the 'ko-mecab' or 'spm' tokenizer for Korean.");
  }
  const engine = await createEngine(
    { tokenizer: tokenizerName, locale: target, lowercase: args.lowercase, order: 4 },
    args.jobs,
  );
  try {
    const bleu = createBleu({
      tokenizer: { name: engine.tokenizerName, tokenize: () => [] },
      lowercase: args.lowercase,
      smoothMethod: args.smoothMethod,
      ...(args.smoothValue !== undefined ? { smoothValue: args.smoothValue } : {}),
      effectiveOrder: args.sentenceLevel,
    });
    const colors = !args.noColor && !io.env['NO_COLOR'] && io.stdoutIsTTY;
    const progressOn = args.progress === 'always' || (args.progress === 'auto' && io.stderrIsTTY && !io.env['CI']);
    const run: Run = {
      args,
      io,
      log,
      engine,
      bleu,
      render: { format: args.format, width: args.width, scoreOnly: args.scoreOnly, short: args.short, colors },
      progress: createProgress(progressOn, io.writeErr),
      metricWarnings,
      notes,
    };
    const single = args.input !== null && args.input.length === 1;
    if (single && !args.sentenceLevel && !args.confidence && !args.pairedAr && !args.pairedBs) {
      checkSystemCount(run, 1);
      const result = await scoreStreaming(run, (args.input as string[])[0] as string);
      io.writeOut(`${renderSingle(result, run.render)}\n`);
    } else {
      await scoreStdinOrMany(run);
    }
  } finally {
    await engine.close();
  }
}

/** Runs the command; returns the exit status. User errors print a message, never a stack trace. */
export async function runCli(io: CliIo): Promise<number> {
  try {
    return (await execute(io)) ?? 0;
  } catch (error) {
    if (error instanceof CliError) {
      io.writeErr(error.lines.map((line) => `${line}\n`).join(''));
      return error.exitCode;
    }
    if (BleukitError.isInstance(error)) {
      io.writeErr(`${bleukitError(error.message.replace(/^\[bleukit\] /, ''))}\n`);
      return 1;
    }
    throw error;
  }
}


