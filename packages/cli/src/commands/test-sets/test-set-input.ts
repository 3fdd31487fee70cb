import { pythonRstrip } from '@bleukit/core';
import type { PreparedPair, TestSetOptions } from '@bleukit/test-sets';
import { CliError, bleukitError } from '../../cli-error.js';
import type { Logger } from '../../output/logger.js';
import type { CliArguments } from '../../arguments/parse-arguments.js';
import type { CliIo } from '../../cli-io.js';
import { importModule } from '../../import-module.js';

// `-t`, `--echo`, `--list`, `--download`, `--origlang` and `--subset`: sacreBLEU's test sets,
// with its checks in its order and its messages. The test-set package is imported only here, and
// only when one of these flags is given, so an ordinary run does not load it.

type TestSets = typeof import('@bleukit/test-sets');

/** References of `-t` in memory, for scoring. */
export interface TestSetReferences {
  /** The `-t` value as typed (`wmt22,wmt23`). */
  label: string;
  /** One stream per default reference, the test sets concatenated, each as long as the whole input. */
  streams: string[][];
  /** Which segments `--origlang`/`--subset` keep (undefined: all). */
  keep: boolean[] | undefined;
  /** The folder of each test set in the cache (for the length error's `rm -r` hint). */
  folders: string[];
  /** `-d/--detail`: the groups of segments scored after the result (empty without `-d`). */
  groups: DetailGroup[];
  /** The systems before `--origlang`/`--subset` dropped segments, and their names (set when the systems are read). */
  systems?: string[][];
  systemNames?: string[];
}

/** One line of `-d/--detail`: `origlang=xx domain=D` and the segments of the whole test set it covers. */
export interface DetailGroup {
  key: string;
  keep: boolean[];
}

/** Whether the command uses a test-set flag (and so loads the test-set package). */
export function usesTestSets(args: CliArguments): boolean {
  return args.testSet !== null || args.echo !== null || args.list || args.download !== null || args.origlang !== null || args.subset !== null;
}

let loaded: TestSets | undefined;
async function testSets(): Promise<TestSets> {
  loaded ??= await importModule<TestSets>('@bleukit/test-sets');
  return loaded;
}

/** sacreBLEU's own lines for a failure (the md5 mismatch), printed as its logger prints them, then bleukit's. */
async function withLogLines<T>(log: Logger, task: Promise<T>): Promise<T> {
  try {
    return await task;
  } catch (error) {
    const lines = (error as { logLines?: readonly string[] }).logLines;
    if (lines === undefined || lines.length === 0) throw error;
    throw new CliError(1, [...lines.map((line) => log.line(line)), bleukitError((error as Error).message.replace(/^\[bleukit\] /, ''))]);
  }
}

function options(ts: TestSets, io: CliIo, log: Logger, quiet: boolean): TestSetOptions {
  const env = io.env;
  const seconds = Number(env['BLEUKIT_DOWNLOAD_TIMEOUT']);
  return {
    cacheDir: ts.cacheRoot(env),
    mirror: env['BLEUKIT_MIRROR'] ?? '',
    timeoutMs: seconds > 0 ? seconds * 1000 : undefined,
    log: (message) => log.info(message),
    progress: quiet ? undefined : { write: io.writeErr, isTTY: io.stderrIsTTY && !env['CI'] },
  };
}

function unknownTestSet(log: Logger, name: string): CliError {
  return new CliError(1, [log.line(`Unknown test set '${name}'`), log.line('Please run with --list to see the available test sets.')]);
}

function noSuchPair(log: Logger, ts: TestSets, name: string, pair: string): CliError {
  const dataset = ts.getTestSet(name);
  return new CliError(1, [
    log.line(`No such language pair '${pair}'`),
    log.line(`Available language pairs for '${name}' are:`),
    ...ts.languagePairs(dataset).map((p) => log.line(` > ${p}`)),
  ]);
}

/** Steps 2 and 3 of sacreBLEU's order: `--download NAME` and `--list`. Returns true when the command is done. */
export async function downloadOrList(args: CliArguments, io: CliIo, log: Logger): Promise<boolean> {
  if (args.download === null && !args.list) return false;
  const ts = await testSets();
  const settings = options(ts, io, log, args.quiet);
  if (args.download !== null) {
    const dataset = ts.findTestSet(args.download);
    if (dataset === undefined) throw unknownTestSet(log, args.download);
    // sacreBLEU needs -l here (KeyError without it); bleukit then prepares every pair.
    const pairs = args.languagePair === null ? ts.languagePairs(dataset) : [args.languagePair];
    for (const pair of pairs) {
      if (!(pair in dataset.langpairs)) throw noSuchPair(log, ts, dataset.name, pair);
      await withLogLines(log, ts.prepareTestSet(dataset.name, pair, settings));
    }
    return true;
  }
  if (args.testSet === null) {
    if (args.languagePair !== null && !args.languagePair.includes('-')) {
      throw new CliError(1, [bleukitError(`-l ${args.languagePair} is not a language pair; give it as xx-yy (for example -l en-de).`)]);
    }
    io.writeOut(ts.listTestSetsText(args.languagePair ?? undefined));
    return true;
  }
  const lines: string[] = [];
  for (const name of args.testSet.split(',')) {
    const dataset = ts.findTestSet(name);
    if (dataset === undefined) throw unknownTestSet(log, name);
    const pairs = args.languagePair === null ? ts.languagePairs(dataset) : [args.languagePair];
    for (const pair of pairs) {
      if (!(pair in dataset.langpairs)) throw noSuchPair(log, ts, name, pair);
      const fields = dataset.class === 'wmt-xml' ? (await withLogLines(log, ts.prepareTestSet(name, pair, settings))).fields : ts.catalogFields(dataset, pair);
      lines.push(ts.fieldsLine(pair, fields));
    }
  }
  io.writeOut(lines.map((line) => `${line}\n`).join(''));
  return true;
}

/** The fields `--echo` asks for, with `ref` standing for the smallest `ref…` field when there is no plain `ref`. */
function echoFields(prepared: PreparedPair, requested: readonly string[], log: Logger): string[] {
  const { fields, dataset, pair } = prepared;
  if (requested.includes('all')) {
    if (requested.length > 1) throw new CliError(1, [log.line('Cannot use --echo all with other fields')]);
    return fields;
  }
  const firstRef = fields.filter((field) => field.startsWith('ref')).sort()[0];
  return requested.map((field) => {
    if (fields.includes(field)) return field;
    if (field === 'ref' && firstRef !== undefined) return firstRef;
    const lines = [
      log.line(`No such field ${field} in test set ${dataset.name} for language pair ${pair}.`),
      log.line(`available fields for ${dataset.name}/${pair}: ${fields.join(', ')}`),
    ];
    if (!fields.includes('ref') && firstRef !== undefined) lines.push(log.line(`'ref' also allowed for backwards compatibility (will return ${firstRef})`));
    throw new CliError(1, lines);
  });
}

function filterOf(args: CliArguments): { origlang?: string; subset?: string } | undefined {
  if (args.origlang === null && args.subset === null) return undefined;
  return { ...(args.origlang !== null ? { origlang: args.origlang } : {}), ...(args.subset !== null ? { subset: args.subset } : {}) };
}

/** Dict-shaped catalog entries crash sacreBLEU's filter (`KeyError: 0`); bleukit filters them like the others. */
async function maskOf(ts: TestSets, prepared: PreparedPair, args: CliArguments, settings: TestSetOptions, log: Logger): Promise<boolean[] | undefined> {
  const filter = filterOf(args);
  return filter === undefined ? undefined : withLogLines(log, ts.keepMask(prepared, filter, settings));
}

/**
 * Steps 7 to 9: the `-t` names and `-l`, then `--echo` (printed here; returns undefined), else the
 * references to score against.
 */
export async function testSetReferences(args: CliArguments, io: CliIo, log: Logger): Promise<TestSetReferences | undefined> {
  const ts = await testSets();
  const names = args.testSet === null ? [] : args.testSet.split(',');
  for (const name of names) if (ts.findTestSet(name) === undefined) throw unknownTestSet(log, name);
  if (args.testSet === null) {
    if (args.echo !== null) throw new CliError(1, [log.line('--echo requires a test set (--t) and a language pair (-l)')]);
    throw new CliError(1, [bleukitError('Filtering for --origlang or --subset needs a test set (-t) and a language pair (-l).')]);
  }
  if (args.refs.length > 0) throw new CliError(1, [log.line('I need exactly one of (a) a predefined test set (-t) or (b) a list of references')]);
  const pair = args.languagePair;
  if (pair === null) throw new CliError(1, [log.line('I need a language pair (-l). Use --list to see available language pairs for this test set.')]);
  for (const name of names) if (!(pair in ts.getTestSet(name).langpairs)) throw noSuchPair(log, ts, name, pair);
  const settings = options(ts, io, log, args.quiet);
  if (args.echo !== null) {
    for (const name of names) {
      const prepared = await withLogLines(log, ts.prepareTestSet(name, pair, settings));
      const fields = echoFields(prepared, args.echo, log);
      const columns = fields.map((field) => ts.readProcessed(prepared.path(field)));
      const mask = await maskOf(ts, prepared, args, settings, log);
      const count = Math.min(...columns.map((column) => column.length));
      let out = '';
      for (let i = 0; i < count; i++) {
        if (mask !== undefined && mask[i] !== true) continue;
        out += `${columns.map((column) => pythonRstrip(column[i] as string)).join('\t')}\n`;
      }
      io.writeOut(out);
    }
    return undefined;
  }
  const result: TestSetReferences = { label: args.testSet, streams: [], keep: undefined, folders: [], groups: [] };
  const prepared: PreparedPair[] = [];
  for (const [index, name] of names.entries()) {
    const set = await withLogLines(log, ts.prepareTestSet(name, pair, settings));
    prepared.push(set);
    result.folders.push(ts.datasetDir(set.cacheDir, name));
    const fields = ts.defaultReferenceFields(set.dataset, pair, set.fields);
    if (fields.length === 0) log.warn(`No references found for test set ${name}/${pair}.`);
    if (index === 0) result.streams = fields.map(() => []);
    else if (fields.length !== result.streams.length) {
      throw new CliError(1, [bleukitError(`${name} has ${fields.length} references for ${pair} but ${names[0]} has ${result.streams.length}; test sets given together in -t must have as many references.`)]);
    }
    fields.forEach((field, k) => (result.streams[k] as string[]).push(...ts.readProcessed(set.path(field)).map(pythonRstrip)));
    const mask = await maskOf(ts, set, args, settings, log);
    if (mask !== undefined) result.keep = [...(result.keep ?? []), ...mask];
  }
  if (result.streams.length === 0) {
    // sacreBLEU warns (above), then fails on the lengths; bleukit says which references were looked for.
    const first = prepared[0] as PreparedPair;
    const wanted = ts.pairEntry(first.dataset, pair).refs.map((label) => (label ? `ref:${label}` : 'ref'));
    throw testSetLengthError(log, result, `${first.dataset.name} has none of its default references (${wanted.join(', ')}) for ${pair}; its fields are ${first.fields.join(', ')}.`);
  }
  if (args.detail) result.groups = await detailGroups(ts, prepared, args, settings, log);
  return result;
}

const sortedUnique = (values: Iterable<string>): string[] => [...new Set(values)].sort();

/**
 * `-d/--detail`'s groups: every original language (or the one of `--origlang`), each with all
 * segments (`domain=ALL`) and with each domain (or the `--subset` given): the domains of WMT XML,
 * the countries and domains of the wmt18/wmt19 annotations.
 */
async function detailGroups(ts: TestSets, sets: PreparedPair[], args: CliArguments, settings: TestSetOptions, log: Logger): Promise<DetailGroup[]> {
  const values = (field: string): string[] => sets.flatMap((set) => (set.fields.includes(field) ? ts.readProcessed(set.path(field)) : []));
  const origlangs = args.origlang !== null ? [args.origlang] : sortedUnique(values('origlang'));
  let subsets: string[] = [];
  if (args.subset !== null) subsets = [args.subset];
  else if (sets.every((set) => set.dataset.name in ts.SUBSETS)) {
    const annotations = sets.flatMap((set) => Object.values(ts.SUBSETS[set.dataset.name] ?? {}));
    subsets = [...sortedUnique(annotations.map((tag) => `country:${tag.split('-')[0]}`)), ...sortedUnique(annotations.map((tag) => tag.split('-')[1] ?? ''))];
  } else if (sets.every((set) => set.fields.includes('domain'))) subsets = sortedUnique(values('domain'));
  const groups: DetailGroup[] = [];
  for (const origlang of origlangs) {
    for (const subset of [undefined, ...subsets]) {
      const keep: boolean[] = [];
      for (const set of sets) keep.push(...(await withLogLines(log, ts.keepMask(set, { origlang, ...(subset === undefined ? {} : { subset }) }, settings))));
      const where = subset === undefined ? 'domain=ALL' : subset.startsWith('country:') ? `country=${subset.slice('country:'.length)}` : `domain=${subset}`;
      groups.push({ key: `origlang=${origlang} ${where}`, keep });
    }
  }
  return groups;
}

/** sacreBLEU's length error under `-t`, with one `rm -r` line per test set (sacreBLEU joins them with commas). */
export function testSetLengthError(log: Logger, refs: TestSetReferences, detail: string): CliError {
  return new CliError(1, [
    log.line('System and reference streams have different lengths.'),
    log.line("This could be an issue with your system output or with sacreBLEU's reference database if -t is given."),
    log.line('For the latter, try cleaning out the cache by typing:'),
    '',
    ...refs.folders.flatMap((folder) => [log.line(`  rm -r ${folder}`), '']),
    log.line('The test sets will be re-downloaded the next time you run sacreBLEU.'),
    bleukitError(detail),
  ]);
}

/** `Test set 'T' contains no sentence[ with origlang=xx][ subset=S]`. */
export function testSetEmptyError(log: Logger, args: CliArguments): CliError {
  let message = `Test set '${args.testSet}' contains no sentence`;
  if (args.origlang !== null || args.subset !== null) {
    message += ' with';
    if (args.origlang !== null) message += ` origlang=${args.origlang}`;
    if (args.subset !== null) message += ` subset=${args.subset}`;
  }
  return new CliError(1, [log.line(message)]);
}
