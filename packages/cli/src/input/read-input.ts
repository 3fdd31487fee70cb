import { pythonRstrip } from '@bleukit/core';
import { CliError, bleukitError } from '../cli-error.js';
import { readAllLines, readLineBatches, type LineInput } from './line-source.js';
import type { Logger } from '../output/logger.js';
import type { PeerInput } from '../commands/presets/preset-command.js';
import type { Reader } from '../run-context.js';
import { testSetEmptyError, testSetLengthError } from '../commands/test-sets/test-set-input.js';
import { alignedBatches, LengthMismatch } from '../engine/aligned-batches.js';

// Reading systems and references as sacreBLEU's command line does: every line right-stripped,
// `-nr K` lines split on tabs, stdin's first line saying how many systems there are, and its
// checks of names, counts and lengths with its messages.

/** Splits `-nr K` reference lines on tabs into K streams (sacreBLEU: rstrip, then split('\t', K-1)). */
export function splitReferences(lines: readonly string[], k: number, firstLine: number, log: Logger): string[][] {
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

/** Lines of a file as sacreBLEU's metrics see them (`line.rstrip()`), in place. */
export function rstripLines(lines: string[]): string[] {
  for (let i = 0; i < lines.length; i++) lines[i] = pythonRstrip(lines[i] as string);
  return lines;
}

export function lines(count: number): string {
  return count === 1 ? '1 line' : `${count} lines`;
}

export function lengthError(log: Logger, detail: string): CliError {
  return new CliError(1, [log.line('System and reference streams have different lengths.'), bleukitError(detail)]);
}

export function noSentenceError(log: Logger, system: string, refLines?: number): CliError {
  const refs = refLines === undefined ? '' : ` (the references have ${lines(refLines)})`;
  return new CliError(1, [
    log.line('Test set None contains no sentence'),
    bleukitError(`${system} is empty; give one line per segment${refs}.`),
  ]);
}

export function fileInput(path: string, run: Reader, onBytes?: (n: number) => void): LineInput {
  return { name: path, path, encoding: run.args.encoding, universalNewlines: false, notes: run.notes, ...(onBytes ? { onBytes } : {}) };
}

function fieldMismatch(log: Logger): CliError {
  return new CliError(17, [log.line('FATAL: the number of tab-delimited fields in the input stream differ across lines.')]);
}

/**
 * Stdin, sacreBLEU's way: the first line's tab-separated fields say how many systems there are.
 * One system is streamed like a file; several are read into memory.
 */
export async function readStdin(run: Reader, streamOne = true): Promise<{ stream: AsyncIterable<string[]> } | { lines: string[] }> {
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

/** Systems read into memory (stdin, several systems, sentence level, tests). */
interface LoadedSystems {
  names: string[];
  systems: string[][];
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
  for (const path of args.refs) streams.push(rstripLines(await readAllLines(fileInput(path, run))));
  return streams;
}

/** sacreBLEU's checks that depend only on how many systems there are. */
export function checkSystemCount(run: Reader, count: number): void {
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

/**
 * The system files of `-i`, with sacreBLEU's check of their names: a path given twice is an
 * error, except the baseline given again with `-pbs`/`-par`, which is left out with a note.
 */
export function systemPaths(run: Reader): string[] {
  const { args, log } = run;
  const paired = args.pairedAr || args.pairedBs;
  const paths: string[] = [];
  for (const path of args.input ?? []) {
    if (paths.includes(path)) {
      if (paired && path === paths[0]) {
        log.info(`Ignoring '${path}' as it was also given as the baseline.`);
        continue;
      }
      throw new CliError(1, [
        log.line(`'${path}' already used to name a system.`),
        log.line('Make sure to have a different basename for each system.'),
      ]);
    }
    paths.push(path);
  }
  return paths;
}

/**
 * sacreBLEU's checks of the line counts: each system in turn is not empty and has as many lines
 * as every reference stream (`refCounts`, one per stream).
 */
function checkLineCounts(run: Reader, names: readonly string[], systemCounts: readonly number[], refCounts: readonly number[]): void {
  const { args, log } = run;
  for (let s = 0; s < systemCounts.length; s++) {
    const count = systemCounts[s] as number;
    if (count === 0 && run.testSet !== undefined) throw testSetEmptyError(log, args);
    if (count === 0) throw noSentenceError(log, args.input?.[s] ?? `system ${s + 1}`, refCounts[0]);
    const bad = refCounts.findIndex((refCount) => refCount !== count);
    if (bad >= 0) {
      const refName = args.numRefs > 1 ? `${args.refs[0]}` : `${args.refs[bad]}`;
      const sysName = args.input === null ? `system ${s + 1} on stdin` : (args.input[s] ?? names[s]);
      const hyp = run.notes.lineCount(args.input === null ? '<stdin>' : (sysName as string), sysName as string, count);
      const hint = run.notes.mismatchHint([...(args.input ?? []), ...args.refs]);
      if (run.testSet !== undefined) {
        throw testSetLengthError(log, run.testSet, `${hyp} but ${args.testSet} has ${lines(refCounts[bad] as number)} for -l ${args.languagePair}; give one hypothesis line per test-set segment.${hint}`);
      }
      throw lengthError(log, `${hyp} but ${refName} has ${lines(refCounts[bad] as number)}; give one hypothesis line per reference line.${hint}`);
    }
  }
}

/** References and systems in memory, with sacreBLEU's checks of names, counts and lengths. */
export async function loadSystems(run: Reader, stdinLines?: string[]): Promise<PeerInput> {
  const { args, log } = run;
  const paired = args.pairedAr || args.pairedBs;
  let refs = run.testSet?.streams ?? (await readReferenceStreams(run));
  let loaded: LoadedSystems;
  if (args.input === null) {
    loaded = splitStdinSystems(log, stdinLines ?? []);
  } else {
    loaded = { names: [], systems: [] };
    for (const path of systemPaths(run)) {
      loaded.systems.push(rstripLines(await readAllLines(fileInput(path, run))));
      loaded.names.push(path);
    }
  }
  const { names, systems } = loaded;
  if (paired) names[0] = args.input === null ? 'Baseline' : `Baseline: ${names[0]}`;
  if (paired && args.input === null) for (let i = 1; i < names.length; i++) names[i] = `System ${i}`;
  checkSystemCount(run, systems.length);
  checkLineCounts(run, names, systems.map((system) => system.length), refs.map((stream) => stream.length));
  if (run.testSet !== undefined) {
    run.testSet.systems = systems.slice();
    run.testSet.systemNames = names.slice();
  }
  const keep = run.testSet?.keep;
  if (keep !== undefined) {
    // --origlang/--subset: every system has the whole test set's lines; the other documents go here.
    const kept = (stream: string[]): string[] => stream.filter((_, i) => keep[i] === true);
    for (let s = 0; s < systems.length; s++) systems[s] = kept(systems[s] as string[]);
    refs = refs.map(kept);
    if ((systems[0] as string[]).length === 0) throw testSetEmptyError(log, args);
  }
  return { names, systems, refs };
}

/** Lines of every input at the same segments: segment `first + i` is line `i` of each. */
export interface LineBatch {
  /** The batch's first segment (from 0). */
  first: number;
  /** `refs[k][i]`: reference stream `k` (a file, or a field of `-nr`'s lines), right-stripped. */
  refs: string[][];
  /** `systems[s][i]`: system `s`, right-stripped. */
  systems: string[][];
}

/**
 * The reference files and the system files `paths` read together, `size` lines of each at a
 * time, as {@link loadSystems} reads them (right-stripped, `-nr` lines split on tabs), without
 * holding more than a batch and the chunks being read. Files that do not end together fail, once
 * every file is counted to its end, with {@link loadSystems}'s messages; so do empty files.
 */
export async function* systemLineBatches(run: Reader, paths: readonly string[], size: number): AsyncGenerator<LineBatch> {
  const { args, log } = run;
  const refFiles = args.numRefs > 1 ? [args.refs[0] as string] : args.refs;
  const refCounts = (counts: readonly number[]): number[] => (args.numRefs > 1 ? new Array<number>(args.numRefs).fill(counts[0] as number) : counts.slice(0, refFiles.length));
  const sources = [...refFiles, ...paths].map((path) => readLineBatches(fileInput(path, run)));
  let first = 0;
  try {
    for await (const batch of alignedBatches(sources, size)) {
      const refs = args.numRefs > 1 ? splitReferences(batch[0] as string[], args.numRefs, first + 1, log) : batch.slice(0, refFiles.length).map(rstripLines);
      const systems = batch.slice(refFiles.length).map(rstripLines);
      yield { first, refs, systems };
      first += (batch[0] as string[]).length;
    }
  } catch (error) {
    if (!(error instanceof LengthMismatch)) throw error;
    checkLineCounts(run, paths, error.counts.slice(refFiles.length), refCounts(error.counts));
    throw error;
  }
  if (first === 0) checkLineCounts(run, paths, paths.map(() => 0), refCounts(refFiles.map(() => 0)));
}

/** Every system in memory, from files or stdin (for presets and `compare`). */
export async function readSystems(run: Reader): Promise<PeerInput> {
  if (run.args.input !== null) return loadSystems(run);
  const stdin = await readStdin(run, false);
  return loadSystems(run, 'lines' in stdin ? stdin.lines : []);
}
