import { BleukitError, VERSION } from '@bleukit/core';
import { CliError, bleukitError, reportUserError } from './cli-error.js';
import { printDetail } from './output/detail.js';
import { noArguments } from './arguments/first-screen.js';
import { HELP_TEXT } from './arguments/help-text.js';
import { InputNotes } from './input/input-notes.js';
import { checkReadable, unknownEncoding } from './input/line-source.js';
import { createLogger } from './output/logger.js';
import { metricSpecs, scoringMetric, sortedForOutput, statisticsLayout } from './arguments/metric-settings.js';
import { parseArguments, validateNumbers, type CliArguments } from './arguments/parse-arguments.js';
import { pythonCodec } from './input/python-codecs.js';
import { checkPresetArguments, peerTokenizerName, runPeerCommand, usesPeerCommand } from './commands/presets/preset-command.js';
import { createProgress } from './output/progress.js';
import { checkSystemCount, readStdin, readSystems } from './input/read-input.js';
import { renderSingle } from './output/render-output.js';
import { runRibesCommand } from './commands/ribes/ribes-command.js';
import { matrixCommand } from './commands/pairwise/matrix-commands.js';
import { segmentationNotes } from './input/segmentation-notes.js';
import { meteorLanguageWarning } from './input/meteor-language.js';
import type { CliIo } from './cli-io.js';
import { metricColumns, type Run } from './run-context.js';
import { scoreInMemory } from './engine/score-in-memory.js';
import { scoreStreaming } from './engine/score-streaming.js';
import { createEngine } from './engine/statistics-engine.js';
import { downloadOrList, testSetReferences, usesTestSets, type TestSetReferences } from './commands/test-sets/test-set-input.js';
import { SACREBLEU_TEST_SETS_LIST } from './commands/test-sets/test-sets.js';
import { defaultTokenizerName, MODEL_TOKENIZERS } from './tokenizers/tokenizer-registry.js';

export type { CliIo } from './cli-io.js';

// The command, stage by stage, each stage a folder of src/:
// - arguments/: parse and check the command line (parse-arguments.ts), help and usage texts, and
//   the metrics' settings they give (metric-settings.ts);
// - input/: read the files, stdin or a test set (read-input.ts, line-source.ts, python-codecs.ts),
//   the notes about odd or unsegmented input (input-notes.ts, segmentation-notes.ts), and METEOR's
//   warning on text that is not English (meteor-language.ts);
// - engine/: compute every metric's statistics in batches, in this thread or in `--jobs` workers
//   (score-streaming.ts for one system from a file or stdin, score-in-memory.ts for several
//   systems, sentence level and significance tests; batch-scorer.ts and statistics-engine.ts do
//   the work);
// - output/: print sacreBLEU's output (render-output.ts, tabulate.ts, significance.ts, detail.ts);
// - tokenizers/: the `-tok` names, from the tokenizer packages the CLI depends on;
// - commands/: the commands other than scoring (`bleukit ribes`, `bleukit compare-mt`, presets and
//   `compare`, test sets, `bleukit pairwise`, `mbr` and `self-bleu`).
// This file and run-context.ts (what a run carries from one stage to the next) tie them together.
// Starting: launcher.ts (the package's `bin`, built to dist/bin.cjs) and bin.ts run a command with
// the process's streams (process-cli.ts); compare-mt runs from its own bundle (compare-mt-bundle.ts),
// and so does this file in one thread for every command but those with modules of their own
// (scoring-bundle.ts), both through V8's code cache (cached-bundle.ts); packages imported by name
// go through import-module.ts.

function notOffered(what: string): CliError {
  return new CliError(2, [bleukitError(`${what} is not offered by bleukit yet (local files only). Use sacrebleu for it.`)]);
}

/** Features sacreBLEU has that bleukit refuses clearly (exit 2) instead of half-doing. */
function refuseUnsupported(args: CliArguments): void {
  if (args.unsupported !== null) throw notOffered(`${args.unsupported}`);
}

/** Flags of a metric that is not scored: sacreBLEU ignores them silently; bleukit says so. */
function unusedFlagWarnings(args: CliArguments, io: CliIo, tokenizerName: string): void {
  const unused: [flag: string, metric: string][] = [];
  for (const [metric, prefix] of [['chrf', '--chrf-'], ['ter', '--ter-'], ['ribes', '--ribes-'], ['meteor', '--meteor-']] as const) {
    if (args.metrics.includes(metric)) continue;
    for (const flag of args.given) if (flag.startsWith(prefix)) unused.push([flag, metric]);
  }
  for (const [flag, metric] of unused) {
    io.writeErr(`bleukit: warning: ${flag} has no effect without -m ${metric} (scoring ${args.metrics.join(' ')}).\n`);
  }
  if (args.spmModel !== null && (!args.metrics.includes('bleu') || !MODEL_TOKENIZERS.includes(tokenizerName))) {
    io.writeErr(
      `bleukit: warning: --spm-model has no effect here: it is the model of -tok ${MODEL_TOKENIZERS.join(', ')} ` +
        `(BLEU here ${args.metrics.includes('bleu') ? `tokenizes with ${tokenizerName}` : 'is not scored'}).\n`,
    );
  }
}

/** One system from a file or stdin, no tests: every metric's line, or a JSON list of them. */
async function scoreOneSystem(run: Run, path: string, stream?: AsyncIterable<string[]>): Promise<void> {
  const totals = await scoreStreaming(run, path, stream);
  const nrefs = run.args.numRefs > 1 ? run.args.numRefs : run.args.refs.length;
  const scores = sortedForOutput(run.specs).map((m) => {
    const metric = run.metrics[m] as Run['metrics'][number];
    return { metric, result: metric.scoreStatistics(metricColumns(run, totals, m), nrefs) };
  });
  run.io.writeOut(`${renderSingle(scores, run.render)}\n`);
}

async function scoreStdinOrMany(run: Run): Promise<void> {
  if (run.args.input !== null) return scoreInMemory(run);
  const stdin = await readStdin(run, run.testSet === undefined);
  if ('lines' in stdin) return scoreInMemory(run, stdin.lines);
  return scoreOneSystem(run, '<stdin>', stdin.stream);
}

async function execute(io: CliIo): Promise<number | void> {
  if (io.argv.length === 0) throw noArguments();
  if (io.argv[0] === 'ribes') return runRibesCommand(io.argv.slice(1), io);
  // Loaded only for this command: the analyses stay out of the scoring runs' start-up.
  if (io.argv[0] === 'analyze') return (await import('./commands/analyze/analyze-command.js')).runAnalyzeCommand(io.argv.slice(1), io);
  if (io.argv[0] === 'compare-mt') return (await import('./commands/compare-mt/compare-mt-command.js')).runCompareMtCommand(io.argv.slice(1), io);
  const matrix = matrixCommand(io.argv[0]);
  if (matrix !== undefined) return matrix(io.argv.slice(1), io);
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
  // sacreBLEU prints the -d/--detail breakdown after a text result.
  if (args.detail) args.format = 'text';
  validateNumbers(args);
  checkPresetArguments(args);
  const log = createLogger(args.quiet, io.writeErr);
  const notes = new InputNotes(io.writeErr);
  if (usesTestSets(args) && (await downloadOrList(args, io, log))) return;
  // -sl with several metrics, which sacreBLEU refuses, prints a table (output/sentence-table.ts).
  refuseUnsupported(args);
  if (args.numRefs !== 1 && (args.refs.length > 1 || args.testSet !== null)) {
    throw new CliError(1, [
      log.line('The --num-refs argument allows you to provide any number of tab-delimited references in a single file.'),
      log.line('You can only use it with externally provided references, however (i.e., not with `-t`),'),
      log.line('and you cannot then provide multiple reference files.'),
    ]);
  }
  if (args.refs.length === 0 && args.testSet === null) {
    throw new CliError(1, [
      log.line('If manual references given, make sure to provide them before the -i/--input argument to avoid confusion.'),
      log.line('Otherwise, I need a predefined test set (-t) from the following list:'),
      log.line(SACREBLEU_TEST_SETS_LIST),
    ]);
  }
  let testSet: TestSetReferences | undefined;
  if (usesTestSets(args)) {
    testSet = await testSetReferences(args, io, log);
    if (testSet === undefined) return;
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
  const target = args.languagePair?.split('-')[1] ?? '';
  const tokenizerName = args.tokenize ?? defaultTokenizerName(target);
  if (!args.quiet) {
    const tokenizer = usesPeerCommand(args) ? peerTokenizerName(args) : tokenizerName;
    for (const note of await segmentationNotes(args.refs[0], args.metrics, { args, tokenizer, locale: target })) io.writeErr(`${note}\n`);
  }
  if (usesPeerCommand(args)) return runPeerCommand(args, io.writeOut, io.writeErr, () => readSystems({ args, io, log, notes, testSet }));

  const metricWarnings: string[] = [];
  if (testSet !== undefined && tokenizerName === 'none' && args.metrics.includes('bleu')) {
    metricWarnings.push("You are turning off BLEU's internal tokenizer presumably to supply your own tokenized files.", 'Published numbers will not be comparable to other papers.');
  }
  // BLEU's own warnings when it is created (sacreBLEU prints them only when it scores BLEU).
  if (args.tokenize !== null && args.metrics.includes('bleu')) {
    if (target === 'zh' && tokenizerName !== 'zh') metricWarnings.push("Consider using the 'zh' or 'spm' tokenizer for Chinese.");
    if (target === 'ja' && tokenizerName !== 'ja-mecab') metricWarnings.push("Consider using the 'ja-mecab' or 'spm' tokenizer for Japanese.");
    if (target === 'ko' && tokenizerName !== 'ko-mecab') metricWarnings.push("Consider using the 'ko-mecab' or 'spm' tokenizer for Korean.");
    if (tokenizerName === 'spm') metricWarnings.push("Tokenizer 'spm' has been changed to 'flores101', and may be removed in the future.");
  }
  const specs = metricSpecs(args, tokenizerName, target);
  unusedFlagWarnings(args, io, tokenizerName);
  if (args.metrics.includes('meteor')) {
    const warning = meteorLanguageWarning(target, args.input ?? []);
    if (warning !== undefined) io.writeErr(warning);
  }
  const referenceNames = args.numRefs > 1
    ? Array.from({ length: args.numRefs }, (_, k) => `${args.refs[0]} (reference ${k + 1} of each line)`)
    : args.refs;
  const engine = await createEngine({ metrics: specs, referenceNames }, args.jobs);
  try {
    const metrics = specs.map((spec) => scoringMetric(spec, args, engine.tokenizerName, engine.wordnet));
    const colors = !args.noColor && !io.env['NO_COLOR'] && io.stdoutIsTTY;
    const progressOn = args.progress === 'always' || (args.progress === 'auto' && io.stderrIsTTY && !io.env['CI']);
    const run: Run = {
      args,
      io,
      log,
      engine,
      specs,
      metrics,
      layout: statisticsLayout(specs),
      render: { format: args.format, width: args.width, scoreOnly: args.scoreOnly, short: args.short, colors },
      progress: createProgress(progressOn, io.writeErr),
      metricWarnings,
      notes,
      testSet,
    };
    const single = args.input !== null && args.input.length === 1;
    if (single && testSet === undefined && !args.sentenceLevel && !args.confidence && !args.pairedAr && !args.pairedBs) {
      checkSystemCount(run, 1);
      await scoreOneSystem(run, (args.input as string[])[0] as string);
    } else {
      await scoreStdinOrMany(run);
    }
    if (args.detail) await printDetail(run);
  } finally {
    await engine.close();
  }
}

/** Runs the command; returns the exit status. User errors print a message, never a stack trace. */
export async function runCli(io: CliIo): Promise<number> {
  try {
    return (await execute(io)) ?? 0;
  } catch (error) {
    return reportUserError(error, io.writeErr);
  }
}


