// `compare-mt`: compare-mt 0.2.11's program (compare_mt_main.py's `main`) over this package's
// analyses. The arguments are parsed as its argparse parser parses them, the analyses run in its
// order (scores, word accuracies, source word accuracies, sentence buckets, then for two systems
// or more n-grams and sentence examples), each profile in the order given, and every bootstrap
// draws from one generator seeded once by `--seed`, as `np.random.seed` seeds numpy's global one.
import { BleukitError } from '@bleukit/core';
import { parseCompareMtArguments, type CompareMtArguments } from './compare-mt-arguments.js';
import { ngramReport } from './ngrams/ngram-report.js';
import { sentenceExampleReport } from './examples/sentence-example-report.js';
import { createFormatter } from './report/formatter.js';
import { parseProfile, pythonFloat, type Profile } from './report/profile.js';
import type { Corpus, CorpusFiles, ReportContext } from './report/report-context.js';
import { scoreReport } from './report/score-report.js';
import { sentenceBucketReport, sourceWordAccuracyReport, wordAccuracyReport } from './buckets/index.js';
import { createLegacyRandom, MAX_LEGACY_SEED } from './random/index.js';

export { parseCompareMtArguments };
export type { CompareMtArguments };

/** One of compare-mt's analyses: its flag, the argument field, and what prints a profile's report. */
interface AnalysisEntry {
  flag: string;
  field: 'compareScores' | 'compareWordAccuracies' | 'compareSrcWordAccuracies' | 'compareSentenceBuckets' | 'compareNgrams' | 'compareSentenceExamples';
  /** Runs only for two systems or more (compare-mt's pairwise analyses). */
  pairwise: boolean;
  run(profile: Profile, context: ReportContext): string;
}

/** compare-mt's report order (`report_types` in compare_mt_main.py). */
const ANALYSES: readonly AnalysisEntry[] = [
  { flag: '--compare_scores', field: 'compareScores', pairwise: false, run: scoreReport },
  { flag: '--compare_word_accuracies', field: 'compareWordAccuracies', pairwise: false, run: wordAccuracyReport },
  { flag: '--compare_src_word_accuracies', field: 'compareSrcWordAccuracies', pairwise: false, run: sourceWordAccuracyReport },
  { flag: '--compare_sentence_buckets', field: 'compareSentenceBuckets', pairwise: false, run: sentenceBucketReport },
  { flag: '--compare_ngrams', field: 'compareNgrams', pairwise: true, run: ngramReport },
  { flag: '--compare_sentence_examples', field: 'compareSentenceExamples', pairwise: true, run: sentenceExampleReport },
];

/** Where the program reads and writes. */
export interface CompareMtIo {
  /** Reads the command line's files (reference, outputs, source, labels, frequency files). */
  readonly files: CorpusFiles;
  /** Receives the text report, one analysis at a time, in order. */
  write(text: string): void;
}

function checkLines(name: string, corpus: Corpus, refFile: string, ref: Corpus): void {
  if (corpus.length === ref.length) return;
  const lines = (n: number): string => `${n} line${n === 1 ? '' : 's'}`;
  throw new BleukitError(
    'length-mismatch',
    `${name} has ${lines(corpus.length)} but ${refFile} has ${lines(ref.length)}; give one line per reference line.`,
  );
}

/** The analyses' shared state, as compare-mt's `main` sets its globals. */
export function createReportContext(args: CompareMtArguments, io: CompareMtIo): ReportContext {
  const ref = io.files.tokens(args.refFile);
  const outs = args.outFiles.map((path) => io.files.tokens(path));
  const src = args.srcFile === null ? undefined : io.files.tokens(args.srcFile);
  const sysNames = args.sysNames ?? outs.map((_, k) => `sys${k + 1}`);
  if (sysNames.length !== outs.length) {
    throw new BleukitError(
      'invalid-argument',
      `--sys_names gives ${sysNames.length} name${sysNames.length === 1 ? '' : 's'} for ${outs.length} output files; give one name per output file, in order (--sys_names ${outs.map((_, k) => `sys${k + 1}`).join(' ')}).`,
    );
  }
  args.outFiles.forEach((path, k) => checkLines(path, outs[k] as Corpus, args.refFile, ref));
  if (src !== undefined) checkLines(args.srcFile as string, src, args.refFile, ref);
  // Without --seed, numpy's generator starts from the system's entropy, and so does this one.
  const random = createLegacyRandom(args.seed ?? undefined);
  return { sysNames, ref, outs, src, random, fmt: createFormatter(args.decimals), scorerScale: args.scorerScale, scorerScaleIsInt: args.scorerScaleGiven === false, files: io.files };
}

/** Checks what bleukit does not offer (yet) before any analysis runs. */
function refuseUnsupported(args: CompareMtArguments): void {
  if (args.bindPort !== null) {
    throw new BleukitError('unsupported', '--http is not offered by bleukit compare-mt: it serves no report; leave it out.');
  }
  if (args.seed !== null && (args.seed < 0 || args.seed > MAX_LEGACY_SEED)) {
    throw new BleukitError('invalid-argument', `--seed ${args.seed}: give a seed from 0 to 2**32 - 1 (numpy's np.random.seed takes no other).`);
  }
  if (args.decimals < 0) throw new BleukitError('invalid-argument', `--decimals ${args.decimals}: give a number of decimals of 0 or more (compare-mt's default is 4).`);
  if (args.figSize.split('x').some((part) => pythonFloat(part) === undefined)) {
    throw new BleukitError('invalid-argument', `--fig_size ${args.figSize}: give the figures' size as WIDTHxHEIGHT in inches (compare-mt's default is 6x4.5).`);
  }
}

/**
 * Runs compare-mt's program on parsed arguments: writes the text report, analysis by analysis,
 * exactly as compare-mt prints it. Mistakes (a malformed profile, a missing file, an unknown
 * score type) throw a {@link BleukitError} that says what and how to fix it.
 */
export function runCompareMt(args: CompareMtArguments, io: CompareMtIo): void {
  refuseUnsupported(args);
  const context = createReportContext(args, io);
  for (const analysis of ANALYSES) {
    const profiles = args[analysis.field];
    if (profiles === null || (analysis.pairwise && context.outs.length < 2)) continue;
    for (const text of profiles) io.write(analysis.run(parseProfile(analysis.flag, text), context));
  }
}

/** Parses compare-mt's command line and runs it (see {@link runCompareMt}). */
export function compareMt(argv: readonly string[], io: CompareMtIo): CompareMtArguments {
  const args = parseCompareMtArguments(argv);
  if (!args.help && !args.version) runCompareMt(args, io);
  return args;
}
