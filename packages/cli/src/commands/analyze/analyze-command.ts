// `bleukit analyze REF [REF ...] -i SYS1 SYS2 ...`: compare-mt's analyses with bleukit's defaults
// (raw text tokenized as BLEU tokenizes it, any number of references, every metric, sacreBLEU's
// paired tests), over @bleukit/compare's `analyze`. The statistics come from the scoring engine
// (the same numbers as `bleukit REF -i SYS -m ...`, in `--jobs` threads when asked), but BLEU's:
// the analyses' word counts tokenize every line as BLEU does and clip each output's n-grams at
// the most any one reference has, which is BLEU's matching, so BLEU's statistics are taken from
// them instead of being computed a second time.
import { writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { createBleu, VERSION, type Metric } from '@bleukit/core';
import {
  analyze,
  formatAnalysisText,
  parseFrequencyCutoffs,
  parseScoreBuckets,
  readFrequencyFile,
  parseSegmentSort,
  segmentPairRows,
  segmentRowsCsv,
  SegmentColumn,
  SegmentWords,
  startWordCounting,
  WordCounting,
  type AnalysisData,
  type AnalyzeMetric,
  type SignificanceRequest,
  type SpillFile,
  type WordCountInput,
  type WordLabels,
} from '@bleukit/compare/analyze';
import { CliError, bleukitError } from '../../cli-error.js';
import type { CliIo } from '../../cli-io.js';
import { metricSpecs, scoringMetric, statisticsLayout, type MetricSpec } from '../../arguments/metric-settings.js';
import { parseArguments, validateNumbers, type CliArguments } from '../../arguments/parse-arguments.js';
import { InputNotes } from '../../input/input-notes.js';
import { checkReadable, readAllLines, unknownEncoding } from '../../input/line-source.js';
import { countLines, eachLineByNumber, linesByNumber } from '../../input/lines-by-number.js';
import { pythonCodec } from '../../input/python-codecs.js';
import { checkSystemCount, fileInput, rstripLines, splitReferences, systemPaths } from '../../input/read-input.js';
import { createLogger } from '../../output/logger.js';
import { createProgress } from '../../output/progress.js';
import type { Run } from '../../run-context.js';
import { streamSystemStatistics } from '../../engine/score-in-memory.js';
import { createEngine } from '../../engine/statistics-engine.js';
import { defaultTokenizerName, loadTokenizer } from '../../tokenizers/tokenizer-registry.js';
import { analyzeHelp, splitAnalyzeArguments, type AnalyzeOptions } from './analyze-options.js';
import { labelBucketing, readLabels, SENTENCE_LABEL_OPTIONS, WORD_LABEL_OPTIONS } from './label-file.js';
import { segmentationNotes } from '../../input/segmentation-notes.js';
import { writeHtmlReport } from './html-report.js';
import { openSpillFile } from './spill-file.js';

/** The metrics of `bleukit analyze` when `-m` is not given: every score bleukit has exactly. */
export const ANALYZE_METRICS: readonly string[] = ['bleu', 'chrf', 'ter', 'ribes'];

function usage(message: string): CliError {
  return new CliError(2, [bleukitError(message)]);
}

function checkArguments(args: CliArguments): void {
  if (args.testSet !== null) throw usage('bleukit analyze reads local files only; give the references as files (bleukit -t TEST -l PAIR --echo ref > ref.txt writes a test set\'s).');
  if (args.input === null || args.input.length === 0) throw usage('bleukit analyze needs the systems after -i (bleukit analyze REF -i SYS1 SYS2 ...).');
  if (args.refs.length === 0) throw usage('bleukit analyze needs at least one reference file before -i (bleukit analyze REF [REF ...] -i SYS1 SYS2 ...).');
  if (args.sentenceLevel || args.confidence) throw usage('-sl and -ci are for scoring; bleukit analyze has the segment table (--segments) and bucket intervals (--bucket-ci N).');
  if (args.format === 'latex') throw usage("-f latex is not offered by bleukit analyze; give -f text or -f json.");
  if (args.preset !== null) throw usage('--preset is for scoring; bleukit analyze scores as sacreBLEU does.');
}

/** Names for the systems: each file's name, or its path where two files share a name. */
function systemNames(paths: readonly string[]): string[] {
  const names = paths.map((path) => basename(path));
  return names.map((name, k) => (names.indexOf(name) === names.lastIndexOf(name) ? name : (paths[k] as string)));
}

function pairOf(options: AnalyzeOptions, data: AnalysisData): [number, number] {
  if (data.systems.length < 2) throw usage('--segments compares two systems side by side: give at least two after -i.');
  if (options.pair === null) return [0, 1];
  const parts = options.pair.split(',');
  const index = (part: string): number => {
    const number = /^\d+$/.test(part) ? Number(part) - 1 : -1;
    if (number >= 0 && number < data.systems.length) return number;
    const byName = data.systems.findIndex((system) => system.name === part || system.file === part);
    if (byName >= 0) return byName;
    throw usage(`--pair ${options.pair}: '${part}' is not a system; give two of ${data.systems.map((system, k) => `${k + 1} (${system.name})`).join(', ')}, e.g. --pair 1,2.`);
  };
  if (parts.length !== 2) throw usage(`--pair ${options.pair}: give two systems separated by a comma, e.g. --pair 1,2.`);
  return [index(parts[0] as string), index(parts[1] as string)];
}

function writeFile(path: string, text: string, flag: string): void {
  try {
    writeFileSync(path, text);
  } catch (error) {
    throw usage(`cannot write ${path} (${flag}): ${(error as Error).message}; give a path in a folder you can write to.`);
  }
}

/**
 * Reads the references and the systems `paths` as a stream, batch by batch: each batch's
 * statistics go to the engine (in `--jobs` threads when asked) and its lines to the word
 * counting, then the batch is let go (with `keep`, its lines are also appended there: the segment
 * table prints them all). Returns `[system][metric]`: each metric's statistics of every segment,
 * taken out of the engine's rows as each batch arrives (in any order, with `--jobs`) into
 * columns in the `spill` file, a few thousand segments of each in memory at a time, kept
 * compact: whole counts (chrF's) in two bytes a number, Float64 only in the chunks of a metric
 * with fractions (TER's average reference length, RIBES's score; see `SegmentColumn`).
 */
async function scoreAndCount(run: Run, paths: readonly string[], segments: number, counting: WordCounting, spill: SpillFile, keep?: { refs: string[][]; systems: string[][] }): Promise<SegmentColumn[][]> {
  const { width, offsets, sizes } = run.layout;
  const writers = paths.map(() => sizes.map((size) => new SegmentColumn(segments, size, { type: 'u16', widen: true, spill })));
  const changed = (): CliError => usage(`${run.args.refs[0]} changed while it was read (it had ${segments} lines when first counted); give files that stay as they are during the analysis.`);
  const sink = (system: number) => (first: number, rows: Float64Array) => {
    if (first + rows.length / width > segments) throw changed();
    const out = writers[system] as SegmentColumn[];
    for (let i = 0, line = first; i * width < rows.length; i++, line++) {
      for (let m = 0; m < sizes.length; m++) {
        const at = i * width + (offsets[m] as number);
        (out[m] as SegmentColumn).setRow(line, rows.subarray(at, at + (sizes[m] as number)));
      }
    }
  };
  await streamSystemStatistics(run, paths, true, sink, (first, refs, systems) => {
    if (first + (systems[0] as string[]).length > segments) throw changed();
    counting.countBatch(refs, systems);
    if (keep === undefined) return;
    refs.forEach((lines, r) => appendLines(keep.refs[r] as string[], lines));
    systems.forEach((lines, o) => appendLines(keep.systems[o] as string[], lines));
  });
  if (counting.counted !== segments) throw changed();
  return writers;
}

function appendLines(into: string[], lines: readonly string[]): void {
  for (const line of lines) into.push(line);
}

/**
 * Gives `visit` the lines `numbers(r)` (counting from 1) of each reference stream `r`, read again
 * from the reference files in one pass each that keeps no line. With `-nr` the one file is read
 * once, for every number any stream asks for, and each of its lines split on tabs into the streams.
 */
async function eachReferenceLine(run: Run, numbers: (r: number) => Iterable<number> | 'all', visit: (r: number, number: number, line: string) => void): Promise<void> {
  const { args, log } = run;
  if (args.numRefs > 1) {
    const streams = Array.from({ length: args.numRefs }, (_, r) => numbers(r));
    let wanted: Set<number> | 'all' = new Set<number>();
    for (const stream of streams) {
      if (stream === 'all') wanted = 'all';
      else if (wanted !== 'all') for (const number of stream) wanted.add(number);
    }
    await eachLineByNumber(fileInput(args.refs[0] as string, run), wanted, (number, line) => {
      splitReferences([line], args.numRefs, number, log).forEach((stream, r) => visit(r, number, stream[0] as string));
    });
    return;
  }
  for (const [r, path] of args.refs.entries()) await eachLineByNumber(fileInput(path, run), numbers(r), (number, line) => visit(r, number, line));
}

/**
 * Gives the word counting again the lines whose hashes repeat (`linesToVerify`), read from the
 * files in one pass each that keeps no line, so that the examples' de-duplication compares
 * lines; no file is read when no hash repeats, most often on a corpus whose lines all differ.
 */
async function verifyRepeatedLines(run: Run, paths: readonly string[], counting: WordCounting): Promise<void> {
  const listed = counting.linesToVerify();
  // A file most of whose lines are listed (a corpus whose lines repeat) is read whole, every line
  // given (those not listed are passed over), without a set of its line numbers.
  const numbers = (segments: Int32Array | undefined): Iterable<number> | 'all' =>
    segments !== undefined && segments.length * 4 > counting.segments ? 'all' : Array.from(segments ?? [], (s) => s + 1);
  // A line whose hash is not the one counted: the file changed after it was counted.
  const verify = (path: string, kind: 'output' | 'reference', index: number, number: number, line: string) => {
    if (number > counting.segments) throw usage(`${path}:${number}: the file has more lines than when it was counted; give files that stay as they are during the analysis.`);
    try {
      counting.verifyLine(kind, index, number - 1, line);
    } catch {
      throw usage(`${path}:${number}: the line changed while the file was read; give files that stay as they are during the analysis.`);
    }
  };
  const referencePath = (r: number) => (run.args.numRefs > 1 ? run.args.refs[0] : run.args.refs[r]) as string;
  await eachReferenceLine(run, (r) => numbers(listed.references[r]), (r, number, line) => verify(referencePath(r), 'reference', r, number, line));
  for (const [o, segments] of listed.outputs.entries()) {
    const path = paths[o] as string;
    await eachLineByNumber(fileInput(path, run), numbers(segments), (number, line) => verify(path, 'output', o, number, line));
  }
}

/** The lines the text report shows (its examples), read again from the files by number. */
async function shownLines(run: Run, paths: readonly string[], numbers: ReadonlySet<number>): Promise<{ refs: Map<number, string>[]; systems: Map<number, string>[] }> {
  const streams = run.args.numRefs > 1 ? run.args.numRefs : run.args.refs.length;
  const refs = Array.from({ length: streams }, () => new Map<number, string>());
  await eachReferenceLine(run, () => numbers, (r, number, line) => (refs[r] as Map<number, string>).set(number, line));
  return { refs, systems: await Promise.all(paths.map((path) => linesByNumber(fileInput(path, run), numbers))) };
}

/**
 * Each metric of `specs` with its statistics per system, and BLEU's sentence scores with
 * effective order (`-sl`). `statistics[system][e]` are the engine's, of `run.specs[e]` (every
 * metric but BLEU); BLEU's are the word counts' (see the top of this file).
 */
function analysisMetrics(run: Run, specs: readonly MetricSpec[], tokenizerName: string, statistics: readonly SegmentColumn[][]): AnalyzeMetric[] {
  const sentenceArgs = { ...run.args, sentenceLevel: true };
  return specs.map((spec) => {
    if (spec.id === 'bleu') return { metric: scoringMetric(spec, run.args, tokenizerName), sentence: scoringMetric(spec, sentenceArgs, tokenizerName), statistics: 'word-counts' };
    const e = run.specs.indexOf(spec);
    return { metric: run.metrics[e] as Metric, statistics: statistics.map((system) => system[e] as SegmentColumn) };
  });
}

/** Runs `bleukit analyze ARGS`; returns the exit status. */
export async function runAnalyzeCommand(argv: readonly string[], io: CliIo): Promise<number> {
  const { options, rest } = splitAnalyzeArguments(argv);
  if (rest.includes('-h') || rest.includes('--help')) {
    io.writeOut(`${analyzeHelp()}\n`);
    return 0;
  }
  const args = parseArguments(rest);
  if (!args.given.has('--metrics')) args.metrics = ANALYZE_METRICS.slice();
  if (!args.given.has('--format')) args.format = 'text';
  validateNumbers(args);
  checkArguments(args);
  const bucketSamples = options.bucketCi === null ? 0 : Number(options.bucketCi);
  if (options.bucketCi !== null && (!/^\d+$/.test(options.bucketCi) || bucketSamples < 1)) {
    throw usage(`--bucket-ci ${options.bucketCi}: give a whole number of resamples ≥ 1, e.g. --bucket-ci 1000.`);
  }
  if (options.freqCorpus !== null && options.freqCounts !== null) throw usage('--freq-corpus and --freq-counts both give word frequencies; give one of them.');
  const wordLabelFiles = options.wordLabels ?? [];
  if (options.wordLabels !== null && wordLabelFiles.length !== args.refs.length + (args.input?.length ?? 0)) {
    const [r, o] = [args.refs.length, args.input?.length ?? 0];
    throw usage(`--word-labels has ${wordLabelFiles.length} files; give one per reference, then one per system: ${r + o} for ${r} reference${r === 1 ? '' : 's'} and ${o} system${o === 1 ? '' : 's'} (e.g. --word-labels ref.pos ${Array.from({ length: o }, (_, k) => `sys${k + 1}.pos`).join(' ')}).`);
  }
  if (options.wordLabelSet !== null && options.wordLabels === null) throw usage('--word-label-set names the labels of --word-labels; give --word-labels REFLABELS... SYSLABELS... too.');
  const wordBucketing = labelBucketing({ files: options.wordLabels !== null, type: options.wordLabelType, set: options.wordLabelSet, cutoffs: options.wordLabelCutoffs }, WORD_LABEL_OPTIONS);
  const sentenceBucketing = labelBucketing({ files: options.labels !== null, type: options.labelType, set: options.labelSet, cutoffs: options.labelCutoffs }, SENTENCE_LABEL_OPTIONS);
  const frequencyCutoffs = options.freqCutoffs === null ? undefined : parseFrequencyCutoffs(options.freqCutoffs);
  for (const path of [...args.refs, ...(args.input as string[]), options.src, options.labels, options.freqCorpus, options.freqCounts, ...wordLabelFiles]) if (path !== null) checkReadable(path);
  const codec = pythonCodec(args.encoding);
  if (codec === undefined) throw unknownEncoding(args.encoding);

  const log = createLogger(args.quiet, io.writeErr);
  const notes = new InputNotes(io.writeErr);
  const target = args.languagePair?.split('-')[1] ?? '';
  const tokenizerName = args.tokenize ?? defaultTokenizerName(target);
  if (!args.quiet) {
    for (const note of await segmentationNotes(args.refs[0], args.metrics, { args, tokenizer: tokenizerName, locale: target })) io.writeErr(`${note}\n`);
  }
  const specs = metricSpecs(args, tokenizerName, target);
  const scoreBuckets = options.scoreBuckets === null ? [] : parseScoreBuckets(options.scoreBuckets, specs.map((spec) => spec.id));
  const spm = args.spmModel ?? undefined;
  const tokenizer = await loadTokenizer(tokenizerName, target, spm);
  // Every metric but BLEU is computed by the engine; BLEU's statistics come from the word counts.
  const engineSpecs = specs.filter((spec) => spec.id !== 'bleu');
  // The analyses' per-segment columns are kept in a temporary file, a few chunks in memory at a
  // time (opened first: a folder that cannot be written to is told before any work).
  const spill = openSpillFile();
  const engine = await createEngine({ metrics: engineSpecs, referenceNames: args.refs }, engineSpecs.length === 0 ? 1 : args.jobs).catch((error: unknown) => {
    spill.close();
    throw error;
  });
  try {
    const run: Run = {
      args,
      io,
      log,
      notes,
      engine,
      specs: engineSpecs,
      // METEOR scores with the WordNet the engine loaded for it, as the scoring command does.
      metrics: engineSpecs.map((spec) => scoringMetric(spec, args, engine.tokenizerName, engine.wordnet)),
      layout: statisticsLayout(engineSpecs),
      render: { format: 'text', width: args.width, scoreOnly: false, short: false, colors: false },
      progress: createProgress(false, io.writeErr),
      metricWarnings: [],
    };
    // The files are read as a stream (see scoreAndCount); the analyses' columns are sized by the
    // first reference's lines, counted first.
    const paths = systemPaths(run);
    checkSystemCount(run, paths.length);
    const segments = await countLines(fileInput(args.refs[0] as string, run));
    const readExtra = async (path: string) => rstripLines(await readAllLines(fileInput(path, run)));

    // BLEU's tokenization (lower-cased with -lc, right-stripped), whose counts give BLEU's statistics.
    const bleuOrder = specs.find((spec) => spec.id === 'bleu')?.order;
    const words = createBleu({ tokenizer, lowercase: args.lowercase }).tokenize;
    // The files read beside the references and the systems are checked against their lines before
    // the scoring, so that a mistake in them is told at once.
    if (options.src !== null) {
      const sourceLines = await countLines(fileInput(options.src, run));
      if (sourceLines !== segments) throw usage(`${options.src}:${Math.min(sourceLines, segments) + 1}: the source has ${sourceLines} lines but the references have ${segments}; give one source line per reference line.`);
    }
    const labels = options.labels === null ? undefined : { file: options.labels, labels: readLabels(options.labels, await readExtra(options.labels), segments), ...sentenceBucketing };
    const frequencyPath = options.freqCorpus ?? options.freqCounts;
    const frequencies = frequencyPath === null ? undefined : readFrequencyFile(options.freqCorpus !== null ? 'corpus' : 'counts', frequencyPath, await readExtra(frequencyPath), words, args.lowercase);
    let wordLabels: WordLabels | undefined;
    if (options.wordLabels !== null) {
      const texts = await Promise.all(wordLabelFiles.map(readExtra));
      const nrefs = args.refs.length;
      wordLabels = {
        referenceFiles: wordLabelFiles.slice(0, nrefs),
        references: texts.slice(0, nrefs),
        systemFiles: wordLabelFiles.slice(nrefs),
        systems: texts.slice(nrefs),
        ...wordBucketing,
      };
    }
    const significance: SignificanceRequest[] = [];
    if (args.pairedBs) significance.push({ test: 'bs', samples: args.pairedBsN });
    if (args.pairedAr) significance.push({ test: 'ar', samples: args.pairedArN });
    if (significance.length > 0 && paths.length < 2) throw usage('-pbs/-par compare systems with the first: give at least two after -i.');
    // The page reads the analysis's columns (see segmentColumns), not the table.
    const wantTable = args.format === 'json' || options.segments !== null;
    const names = systemNames(paths);
    const seed = io.env['SACREBLEU_SEED'];
    // The HTML report reads the words as the analyses made them, instead of tokenizing again.
    const keepWords = options.html === null ? undefined : new SegmentWords({ spill });
    // Filled as the files are read only for the segment table (-f json, --segments), which prints
    // every line; otherwise no line is kept past its batch.
    const refs: string[][] = Array.from({ length: args.numRefs > 1 ? args.numRefs : args.refs.length }, () => []);
    const systems: string[][] = paths.map(() => []);
    const base: Omit<WordCountInput, 'source' | 'labels' | 'frequencies'> = {
      referenceFiles: args.refs,
      references: refs,
      systems: systems.map((lines, o) => ({ name: names[o] as string, file: paths[o] as string, lines })),
      segments,
      words,
      wordsInfo: { tokenizer: engine.tokenizerName || tokenizer.name, lowercase: args.lowercase },
      ...(bleuOrder === undefined ? {} : { bleuOrder }),
      significance,
      bucketSamples,
      scoreBuckets,
      ...(frequencyCutoffs === undefined ? {} : { frequencyCutoffs }),
      ...(wordLabels === undefined ? {} : { wordLabels }),
      ...(seed === undefined ? {} : { seed }),
      // Rows made when read: the JSON, the --segments file and the page read each once or twice.
      segmentTable: wantTable ? 'on-demand' : false,
      ...(keepWords === undefined ? {} : { keepWords }),
      version: VERSION,
      spill,
    };
    const counting = startWordCounting(base);
    // Let go once analyzed (see below): no closure or variable of this function holds the statistics.
    let metrics: AnalyzeMetric[] | undefined = analysisMetrics(
      run,
      specs,
      engine.tokenizerName || tokenizer.name,
      await scoreAndCount(run, paths, segments, counting, spill, wantTable ? { refs, systems } : undefined),
    );
    // Without the segment table no line is held: the lines whose hashes repeat are read again
    // (with it, analyze verifies them from the lines kept).
    if (!wantTable) await verifyRepeatedLines(run, paths, counting);

    // The source is read once the systems' lines are let go (its line count was checked before).
    const source = options.src === null ? undefined : { file: options.src, lines: await readExtra(options.src) };
    const input: WordCountInput = {
      ...base,
      ...(source === undefined ? {} : { source }),
      ...(labels === undefined ? {} : { labels }),
      ...(frequencies === undefined ? {} : { frequencies }),
    };
    const data = analyze({ ...input, metrics }, counting);
    // The statistics (every segment's, per metric and system) are not needed past here: the HTML
    // report, the largest part of a run, is built without them.
    metrics = undefined;

    if (options.segments !== null) {
      const [left, right] = pairOf(options, data);
      const sort = options.sortBy === null ? undefined : parseSegmentSort(options.sortBy, data);
      const pairRows = segmentPairRows(data, left, right, sort);
      writeFile(options.segments, /\.json$/i.test(options.segments) ? `${JSON.stringify(pairRows, null, 1)}\n` : segmentRowsCsv(pairRows), '--segments');
    } else if (options.sortBy !== null || options.pair !== null) {
      throw usage(`${options.sortBy !== null ? '--sort-by' : '--pair'} orders the segment table written by --segments FILE.csv; give --segments too.`);
    }
    let report: string | undefined;
    if (args.format !== 'json') {
      // The lines the report shows, read again from the files (none is held without the segment
      // table): which they are, from a first writing of the report without them.
      const shown = new Set<number>();
      formatAnalysisText(data, (number) => {
        shown.add(number);
        return { references: [], outputs: [], source: null };
      });
      const read = wantTable ? undefined : await shownLines(run, paths, shown);
      const line = (stream: string[] | Map<number, string>, number: number): string => (stream instanceof Map ? stream.get(number) : stream[number - 1]) ?? '';
      const texts = (number: number) => ({
        references: [...new Set((read?.refs ?? refs).map((stream) => line(stream, number)))],
        outputs: (read?.systems ?? systems).map((system) => line(system, number)),
        source: source?.lines[number - 1] ?? null,
      });
      report = formatAnalysisText(data, texts);
      // Nothing reads the lines past here (the page is made from the words analyze kept and its
      // columns): they are let go before the page is built, the largest part of a run.
      for (const lines of [...refs, ...systems]) lines.length = 0;
    }
    if (options.html !== null) await writeHtmlReport(options.html, data, words, keepWords);
    io.writeOut(report ?? `${JSON.stringify(data)}\n`);
    return 0;
  } finally {
    spill.close();
    await engine.close();
  }
}
