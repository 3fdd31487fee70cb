import { BleukitError } from '@bleukit/core';
import { pythonFloat, pythonInt } from './report/profile.js';

/** compare-mt 0.2.11's command line, parsed as its argparse parser parses it. */
export interface CompareMtArguments {
  refFile: string;
  outFiles: string[];
  sysNames: string[] | null;
  srcFile: string | null;
  figSize: string;
  compareScores: string[] | null;
  compareWordAccuracies: string[] | null;
  compareSrcWordAccuracies: string[] | null;
  compareSentenceBuckets: string[] | null;
  compareNgrams: string[] | null;
  compareSentenceExamples: string[] | null;
  outputDirectory: string | null;
  reportTitle: string;
  decimals: number;
  seed: number | null;
  scorerScale: number;
  /** Whether `--scorer_scale` was given (argparse's default stays the int 100; a given value is a float). */
  scorerScaleGiven: boolean;
  bindPort: number | null;
  help: boolean;
  version: boolean;
}

type Dest = Exclude<keyof CompareMtArguments, 'refFile' | 'outFiles' | 'help' | 'version'>;

interface OptionSpec {
  flags: readonly string[];
  /** `1` one value, `+` one or more, `*` any number, `0` a switch. */
  nargs: 1 | '+' | '*' | 0;
  dest: Dest | 'help' | 'version';
  type?: 'int' | 'float';
  choices?: readonly number[];
}

/** compare-mt's options, in its `--help` order; the defaults are in {@link defaultArguments}. */
const OPTIONS: readonly OptionSpec[] = [
  { flags: ['-h', '--help'], nargs: 0, dest: 'help' },
  { flags: ['--sys_names'], nargs: '+', dest: 'sysNames' },
  { flags: ['--src_file'], nargs: 1, dest: 'srcFile' },
  { flags: ['--fig_size'], nargs: 1, dest: 'figSize' },
  { flags: ['--compare_scores'], nargs: '*', dest: 'compareScores' },
  { flags: ['--compare_word_accuracies'], nargs: '*', dest: 'compareWordAccuracies' },
  { flags: ['--compare_src_word_accuracies'], nargs: '*', dest: 'compareSrcWordAccuracies' },
  { flags: ['--compare_sentence_buckets'], nargs: '*', dest: 'compareSentenceBuckets' },
  { flags: ['--compare_ngrams'], nargs: '*', dest: 'compareNgrams' },
  { flags: ['--compare_sentence_examples'], nargs: '*', dest: 'compareSentenceExamples' },
  { flags: ['--output_directory'], nargs: 1, dest: 'outputDirectory' },
  { flags: ['--report_title'], nargs: 1, dest: 'reportTitle' },
  { flags: ['--decimals'], nargs: 1, dest: 'decimals', type: 'int' },
  { flags: ['--seed'], nargs: 1, dest: 'seed', type: 'int' },
  { flags: ['--scorer_scale'], nargs: 1, dest: 'scorerScale', type: 'float', choices: [1, 100] },
  { flags: ['--http'], nargs: 1, dest: 'bindPort', type: 'int' },
  { flags: ['-v', '--version'], nargs: 0, dest: 'version' },
];

/** compare-mt's defaults: the analyses its report runs when no flag names them. */
export function defaultArguments(): CompareMtArguments {
  return {
    refFile: '',
    outFiles: [],
    sysNames: null,
    srcFile: null,
    figSize: '6x4.5',
    compareScores: ['score_type=bleu', 'score_type=length'],
    compareWordAccuracies: ['bucket_type=freq'],
    compareSrcWordAccuracies: null,
    compareSentenceBuckets: ['bucket_type=length,statistic_type=score,score_measure=bleu', 'bucket_type=lengthdiff', 'bucket_type=score,score_measure=sentbleu'],
    compareNgrams: ['compare_type=match'],
    compareSentenceExamples: ['score_type=sentbleu'],
    outputDirectory: null,
    reportTitle: 'compare-mt Analysis Report',
    decimals: 4,
    seed: null,
    scorerScale: 100,
    scorerScaleGiven: false,
    bindPort: null,
    help: false,
    version: false,
  };
}

function usageError(message: string): BleukitError {
  return new BleukitError('invalid-argument', `${message} (usage: bleukit compare-mt REF_FILE OUT_FILE [OUT_FILE ...] [options]; bleukit compare-mt --help lists them)`);
}

/** argparse's test for an argument that is an option rather than a value (the parser has no negative-number-like options). */
function looksLikeOption(arg: string): boolean {
  if (!arg.startsWith('-') || arg === '-') return false;
  return !/^-\d+$|^-\d*\.\d+$/.test(arg);
}

/** The option an argument names: an exact flag, or (for `--long` flags) a unique prefix, as argparse allows. */
function findOption(flag: string): OptionSpec {
  const exact = OPTIONS.find((option) => option.flags.includes(flag));
  if (exact !== undefined) return exact;
  if (flag.startsWith('--')) {
    const matches = OPTIONS.filter((option) => option.flags.some((name) => name.startsWith('--') && name.startsWith(flag)));
    if (matches.length === 1) return matches[0] as OptionSpec;
    if (matches.length > 1) {
      const names = matches.map((option) => option.flags.find((name) => name.startsWith(flag))).join(', ');
      throw usageError(`ambiguous option: ${flag} could match ${names}`);
    }
  }
  throw usageError(`unrecognized argument: ${flag}`);
}

function convert(option: OptionSpec, name: string, text: string): string | number {
  if (option.type === undefined) return text;
  const value = option.type === 'int' ? pythonInt(text) : pythonFloat(text);
  if (value === undefined) throw usageError(`argument ${name}: invalid ${option.type} value: '${text}'`);
  if (option.choices !== undefined && !option.choices.includes(value)) {
    throw usageError(`argument ${name}: invalid choice: ${text} (choose from ${option.choices.join(', ')})`);
  }
  return value;
}

/**
 * Parses compare-mt's arguments as its argparse parser does: the reference then the outputs,
 * `--flag value` and `--flag=value`, unique prefixes of long flags, a repeated flag's last value.
 */
export function parseCompareMtArguments(argv: readonly string[]): CompareMtArguments {
  const args = defaultArguments();
  const positionals: string[][] = [];
  let chunk: string[] | null = null;
  let onlyPositionals = false;
  for (let k = 0; k < argv.length; k++) {
    const arg = argv[k] as string;
    if (!onlyPositionals && arg === '--') {
      onlyPositionals = true;
      continue;
    }
    if (onlyPositionals || !looksLikeOption(arg)) {
      if (chunk === null) positionals.push((chunk = []));
      chunk.push(arg);
      continue;
    }
    chunk = null;
    const equals = arg.startsWith('--') ? arg.indexOf('=') : -1;
    const flag = equals >= 0 ? arg.slice(0, equals) : arg;
    const option = findOption(flag);
    const name = option.flags.join('/');
    const values: string[] = [];
    if (equals >= 0) {
      if (option.nargs === 0) throw usageError(`argument ${name}: ignored explicit argument '${arg.slice(equals + 1)}'`);
      values.push(arg.slice(equals + 1));
    } else if (option.nargs !== 0) {
      const most = option.nargs === 1 ? 1 : Infinity;
      while (values.length < most && k + 1 < argv.length && !looksLikeOption(argv[k + 1] as string) && argv[k + 1] !== '--') {
        values.push(argv[++k] as string);
      }
    }
    if ((option.nargs === 1 || option.nargs === '+') && values.length === 0) {
      throw usageError(`argument ${name}: expected ${option.nargs === 1 ? 'one argument' : 'at least one argument'}`);
    }
    if (option.dest === 'help' || option.dest === 'version') {
      args[option.dest] = true;
      return args;
    }
    const record = args as unknown as Record<Dest, unknown>;
    record[option.dest] = option.nargs === 1 ? convert(option, name, values[0] as string) : values;
    if (option.dest === 'scorerScale') args.scorerScaleGiven = true;
  }
  const first = positionals[0] ?? [];
  if (first.length === 0) throw usageError('the following arguments are required: ref_file, out_files');
  args.refFile = first[0] as string;
  let outs = first.slice(1);
  let rest = positionals.slice(1);
  if (outs.length === 0) {
    outs = rest[0] ?? [];
    rest = rest.slice(1);
  }
  if (outs.length === 0) throw usageError('the following arguments are required: out_files');
  if (rest.length > 0) throw usageError(`unrecognized arguments: ${rest.flat().join(' ')}`);
  args.outFiles = outs;
  return args;
}
