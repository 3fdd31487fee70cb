import type { LegacyRandom } from '../random/index.js';
import type { Corpus } from '../scorers/index.js';
import type { Formatter } from './formatter.js';

export type { Corpus, Sentence } from '../scorers/index.js';

/**
 * What the program reads beyond the main files: label files, a frequency corpus, a count file.
 * Given by the caller, so the analyses run wherever the caller can read files (Node, a browser).
 * Each fails with a clear error naming the file.
 */
export interface CorpusFiles {
  /** A file as compare-mt's `load_tokens` reads it: each line stripped and split on `' '`. */
  tokens(path: string): Corpus;
  /** A file's lines as Python iterates a text file (`\n`, `\r\n` and `\r` end a line), line ends removed. */
  lines(path: string): readonly string[];
}

/**
 * Everything an analysis gets from the program besides its own profile: compare-mt's globals
 * (`reporters.sys_names`, `formatting.fmt`, `scorers.global_scorer_scale`, numpy's generator)
 * and the files of the command line.
 */
export interface ReportContext {
  /** `--sys_names`, or `sys1`, `sys2`, …: one per output. */
  readonly sysNames: readonly string[];
  /** The reference. */
  readonly ref: Corpus;
  /** The outputs, one corpus per system, each as long as the reference. */
  readonly outs: readonly Corpus[];
  /** `--src_file`, if given. */
  readonly src: Corpus | undefined;
  /** numpy's legacy global generator, seeded by `--seed`: every bootstrap draws from it, in report order. */
  readonly random: LegacyRandom;
  /** compare-mt's `fmt` with `--decimals`. */
  readonly fmt: Formatter;
  /** `--scorer_scale`: 100 (the default) or 1. */
  readonly scorerScale: number;
  /** Whether the scale is a Python int: argparse's default 100 is, a given `--scorer_scale` is a float. */
  readonly scorerScaleIsInt: boolean;
  /** Label files, frequency files. */
  readonly files: CorpusFiles;
}

/** One analysis: a profile's text report (what compare-mt's reporter prints, newlines included). */
export type Analysis<P> = (profile: P, context: ReportContext) => string;
