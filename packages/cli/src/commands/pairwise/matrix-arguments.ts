// The command lines of `bleukit pairwise`, `bleukit mbr` and `bleukit self-bleu`: one table of
// options (which commands take each, and its help line), from which the parser and the three help
// texts are made.
import { CliError, bleukitError } from '../../cli-error.js';
import type { CliIo } from '../../cli-io.js';
import { unknownName } from '../../arguments/closest-name.js';
import { parsePythonFloat } from '../../arguments/parse-arguments.js';

/** The commands that score sentences against each other. */
export type MatrixCommand = 'pairwise' | 'mbr' | 'self-bleu';

/** `-m`'s choices: the pairwise metrics. */
export const MATRIX_METRICS = ['chrf', 'chrf++', 'bleu', 'ter', 'ribes'] as const;
export type MatrixMetric = (typeof MATRIX_METRICS)[number];

/** Everything such a command line says, after parsing. */
export interface MatrixArguments {
  command: MatrixCommand;
  /** The files, as given (pairwise: HYPS [REFS]; mbr and self-bleu: FILE). */
  files: string[];
  metric: MatrixMetric;
  format: 'text' | 'tsv' | 'json' | 'npy';
  /** Whether `-f` was given (else the format comes from `-o`'s extension or the command). */
  formatGiven: boolean;
  output: string | null;
  tokenize: string | null;
  languagePair: string | null;
  spmModel: string | null;
  lowercase: boolean;
  chrfBeta: number;
  chrfWhitespace: boolean;
  chrfLowercase: boolean;
  terCaseSensitive: boolean;
  terNoPunct: boolean;
  terNormalized: boolean;
  terAsianSupport: boolean;
  ribesAlpha: number;
  ribesBeta: number;
  ribesCaseSensitive: boolean;
  ribesSkipEmpty: boolean;
  samples: number | null;
  nbest: number | null;
  aggregate: boolean;
  maxOrder: number;
  width: number;
  jobs: number;
  progress: 'auto' | 'always' | 'never';
  /** Options given, by their long name (for "has no effect" warnings). */
  given: Set<string>;
  help: boolean;
}

type Kind = 'flag' | 'int' | 'float' | 'string';

interface MatrixOption {
  names: readonly string[];
  dest: keyof MatrixArguments;
  kind: Kind;
  /** The commands that take it. */
  commands: readonly MatrixCommand[];
  choices?: readonly string[];
  /** The smallest whole number accepted (int options). */
  min?: number;
  /** Help: the value's name and what the option does (per command where it differs). */
  metavar?: string;
  help: string | Partial<Record<MatrixCommand, string>>;
}

const ALL: readonly MatrixCommand[] = ['pairwise', 'mbr', 'self-bleu'];
const SCORED: readonly MatrixCommand[] = ['pairwise', 'mbr'];

const OPTIONS: readonly MatrixOption[] = [
  { names: ['-h', '--help'], dest: 'help', kind: 'flag', commands: ALL, help: 'show this help and exit' },
  { names: ['-m', '--metric'], dest: 'metric', kind: 'string', commands: SCORED, choices: MATRIX_METRICS, metavar: 'METRIC', help: 'chrf (default), chrf++, bleu (sentence BLEU, eff:yes), ter or ribes' },
  { names: ['--samples'], dest: 'samples', kind: 'int', commands: ['mbr'], min: 1, metavar: 'N', help: 'every N consecutive lines are one source\'s candidates (without it: JSONL, one {"candidates": [...]} a line)' },
  { names: ['--nbest'], dest: 'nbest', kind: 'int', commands: ['mbr'], min: 1, metavar: 'K', help: 'print the K best candidates of each source, best first (K lines a source)' },
  { names: ['--aggregate'], dest: 'aggregate', kind: 'flag', commands: SCORED, help: 'reference aggregation: each candidate against the summed statistics of all (linear in N; an approximation, see the README)' },
  {
    names: ['-f', '--format'], dest: 'format', kind: 'string', commands: ALL, choices: ['tsv', 'json', 'npy', 'text'], metavar: 'FORMAT',
    help: {
      pairwise: 'tsv (default), json (the metric, its signature and the rows), npy (with -o FILE)',
      mbr: 'text (default: the chosen lines), json (every candidate\'s expected utility and the ranking)',
      'self-bleu': 'text (default), json (as the scores of the other commands)',
    },
  },
  { names: ['-o', '--output'], dest: 'output', kind: 'string', commands: ['pairwise'], metavar: 'FILE', help: 'write the matrix to FILE (FILE.npy: a NumPy array, <f8, C order)' },
  { names: ['-w', '--width'], dest: 'width', kind: 'int', commands: ['self-bleu'], min: 0, metavar: 'N', help: 'decimals of the printed score (default 1)' },
  { names: ['--max-order'], dest: 'maxOrder', kind: 'int', commands: ['self-bleu'], min: 1, metavar: 'N', help: 'n-gram order, uniform weights (default 4; Texygen\'s script uses 3)' },
  { names: ['-tok', '--tokenize'], dest: 'tokenize', kind: 'string', commands: ALL, metavar: 'NAME', help: {
    pairwise: 'the words of BLEU and RIBES, as when scoring (default 13a, or from -l)',
    mbr: 'the words of BLEU and RIBES, as when scoring (default 13a, or from -l)',
    'self-bleu': 'the words, as when scoring (default 13a, or from -l; none: Python\'s str.split())',
  } },
  { names: ['-l', '--language-pair'], dest: 'languagePair', kind: 'string', commands: ALL, metavar: 'SRC-TGT', help: 'the default -tok of the target language, as when scoring (en-ja: ja-mecab)' },
  { names: ['--spm-model'], dest: 'spmModel', kind: 'string', commands: ALL, metavar: 'PATH', help: 'the SentencePiece model of -tok flores101|flores200|spBLEU-1K|spm' },
  { names: ['-lc', '--lowercase'], dest: 'lowercase', kind: 'flag', commands: SCORED, help: 'BLEU: lower-case first' },
  { names: ['--chrf-beta'], dest: 'chrfBeta', kind: 'int', commands: SCORED, min: 0, metavar: 'BETA', help: 'chrF\'s beta (default 2)' },
  { names: ['--chrf-whitespace'], dest: 'chrfWhitespace', kind: 'flag', commands: SCORED, help: 'chrF: keep whitespace in character n-grams' },
  { names: ['--chrf-lowercase'], dest: 'chrfLowercase', kind: 'flag', commands: SCORED, help: 'chrF: lower-case first' },
  { names: ['--ter-case-sensitive'], dest: 'terCaseSensitive', kind: 'flag', commands: SCORED, help: 'TER: keep case' },
  { names: ['--ter-no-punct'], dest: 'terNoPunct', kind: 'flag', commands: SCORED, help: 'TER: remove punctuation' },
  { names: ['--ter-normalized'], dest: 'terNormalized', kind: 'flag', commands: SCORED, help: 'TER: normalize (tercom\'s -N)' },
  { names: ['--ter-asian-support'], dest: 'terAsianSupport', kind: 'flag', commands: SCORED, help: 'TER: split Asian characters' },
  { names: ['--ribes-alpha'], dest: 'ribesAlpha', kind: 'float', commands: SCORED, metavar: 'ALPHA', help: 'RIBES: exponent of the unigram precision (0.25)' },
  { names: ['--ribes-beta'], dest: 'ribesBeta', kind: 'float', commands: SCORED, metavar: 'BETA', help: 'RIBES: exponent of the brevity penalty (0.10)' },
  { names: ['--ribes-case-sensitive'], dest: 'ribesCaseSensitive', kind: 'flag', commands: SCORED, help: 'RIBES: keep case' },
  { names: ['--ribes-skip-empty'], dest: 'ribesSkipEmpty', kind: 'flag', commands: SCORED, help: 'RIBES: score a pair 0 where the reference has no words (RIBES.py\'s -z), instead of an error' },
  { names: ['--jobs'], dest: 'jobs', kind: 'int', commands: ALL, min: 1, metavar: 'N', help: {
    pairwise: 'N worker threads, each on a share of the rows (the output is the same as with one)',
    mbr: 'N worker threads, each on a share of the sources (the output is the same as with one)',
    'self-bleu': 'accepted; self-BLEU is linear in the text and runs in one thread',
  } },
  { names: ['--progress'], dest: 'progress', kind: 'string', commands: ALL, choices: ['auto', 'always', 'never'], metavar: 'WHEN', help: 'progress bar on stderr: auto (a terminal, not CI), always, never' },
];

/** The highest `--jobs`, as for scoring. */
const MAX_JOBS = 256;

const SYNOPSIS: Readonly<Record<MatrixCommand, { usage: string; what: string }>> = {
  pairwise: {
    usage: 'bleukit pairwise HYPS [REFS] [-m METRIC] [-f tsv|json] [-o FILE.npy] [options]',
    what: 'Every line of HYPS scored against every line of REFS (default: HYPS itself), each cell exactly\n' +
      "the sentence score of the pair (chrF, chrF++, TER: sacreBLEU's sentence_score(h, [r]); BLEU:\n" +
      "sacreBLEU's sentence BLEU with effective order; RIBES: RIBES.py's sentence value). Prints one row\n" +
      'a hypothesis, one tab-separated column a reference, numbers as Python prints them.',
  },
  mbr: {
    usage: 'bleukit mbr FILE [--samples N] [-m METRIC] [--nbest K] [--aggregate] [options]',
    what: 'Minimum Bayes risk selection: for each source, the candidate with the highest mean score against\n' +
      "every candidate (itself included); ties go to the earliest. Prints the chosen line, one a source.\n" +
      'FILE: N consecutive lines a source with --samples N, else JSONL with a "candidates" array a line\n' +
      '(optional "references": pseudo-references, and "weights": one per pseudo-reference). - reads stdin.',
  },
  'self-bleu': {
    usage: 'bleukit self-bleu FILE [-tok NAME] [-w N] [-f json] [options]',
    what: "Self-BLEU, the diversity of a set of sentences: each line scored with NLTK's sentence_bleu against\n" +
      'all the other lines (uniform weights, SmoothingFunction().method1), 100 × the mean. Lower is more\n' +
      'diverse.',
  },
};

const HELP_INDENT = 26;
const HELP_WIDTH = 100;

/** `text` in lines of at most {@link HELP_WIDTH} characters, each after the help column's indent. */
function wrapHelp(text: string): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line !== '' && HELP_INDENT + line.length + 1 + word.length > HELP_WIDTH) {
      lines.push(line);
      line = word;
    } else line = line === '' ? word : `${line} ${word}`;
  }
  return [...lines, line];
}

/** `bleukit COMMAND -h`. */
export function matrixHelp(command: MatrixCommand): string {
  const lines = OPTIONS.filter((option) => option.commands.includes(command)).map((option) => {
    const head = `  ${option.names.join(', ')}${option.metavar === undefined ? '' : ` ${option.metavar}`}`;
    const help = wrapHelp(typeof option.help === 'string' ? option.help : (option.help[command] as string));
    const first = head.length < HELP_INDENT ? [`${head.padEnd(HELP_INDENT)}${help.shift() as string}`] : [head];
    return [...first, ...help.map((text) => `${' '.repeat(HELP_INDENT)}${text}`)].join('\n');
  });
  const { usage, what } = SYNOPSIS[command];
  return `usage: ${usage}\n\n${what}\n\noptions:\n${lines.join('\n')}`;
}

/** One line of each command, for `bleukit --help`. */
export const MATRIX_SUMMARIES: readonly string[] = (Object.keys(SYNOPSIS) as MatrixCommand[]).map((command) => SYNOPSIS[command].usage);

function usage(command: MatrixCommand, message: string): CliError {
  return new CliError(2, [bleukitError(`${message} (bleukit ${command} -h lists the options)`)]);
}

function defaults(command: MatrixCommand): MatrixArguments {
  return {
    command, files: [], metric: 'chrf', format: command === 'pairwise' ? 'tsv' : 'text', formatGiven: false, output: null,
    tokenize: null, languagePair: null, spmModel: null, lowercase: false, chrfBeta: 2, chrfWhitespace: false, chrfLowercase: false,
    terCaseSensitive: false, terNoPunct: false, terNormalized: false, terAsianSupport: false, ribesAlpha: 0.25, ribesBeta: 0.1,
    ribesCaseSensitive: false, ribesSkipEmpty: false, samples: null, nbest: null, aggregate: false, maxOrder: 4, width: 1, jobs: 1, progress: 'auto',
    given: new Set(), help: false,
  };
}

function store(args: MatrixArguments, option: MatrixOption, name: string, value: string | undefined): void {
  const record = args as unknown as Record<string, unknown>;
  args.given.add(option.names[option.names.length - 1] as string);
  if (option.kind === 'flag') {
    record[option.dest] = true;
    return;
  }
  if (value === undefined) throw usage(args.command, `${name} needs a value`);
  if (option.kind === 'int') {
    const number = /^\s*[+-]?\d+\s*$/.test(value) ? Number(value) : NaN;
    if (!Number.isSafeInteger(number)) throw usage(args.command, `${name} takes a whole number, not '${value}'`);
    if (option.min !== undefined && number < option.min) throw usage(args.command, `${name} must be at least ${option.min}, not ${number}`);
    if (option.dest === 'jobs' && number > MAX_JOBS) throw usage(args.command, `--jobs must be at most ${MAX_JOBS}, not ${number}`);
    record[option.dest] = number;
  } else if (option.kind === 'float') {
    const number = parsePythonFloat(value);
    if (number === undefined) throw usage(args.command, `${name} takes a number, not '${value}'`);
    record[option.dest] = number;
  } else {
    if (option.choices !== undefined && !option.choices.includes(value)) {
      throw usage(args.command, unknownName(name === '-m' || name === '--metric' ? 'metric' : `${name} value`, value, option.choices).replace(/\.$/, ''));
    }
    record[option.dest] = value;
  }
}

/**
 * Parses the arguments after the command's name: options and files in any order, values next
 * (`-m chrf`) or after `=` (`--metric=chrf`), `--` ending the options, `-` a file (stdin).
 */
export function parseMatrixArguments(command: MatrixCommand, argv: readonly string[]): MatrixArguments {
  const args = defaults(command);
  const options = OPTIONS.filter((option) => option.commands.includes(command));
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--') {
      args.files.push(...argv.slice(i + 1));
      break;
    }
    if (!arg.startsWith('-') || arg === '-') {
      args.files.push(arg);
      continue;
    }
    const eq = arg.startsWith('--') ? arg.indexOf('=') : -1;
    const name = eq < 0 ? arg : arg.slice(0, eq);
    const option = options.find((candidate) => candidate.names.includes(name));
    if (option === undefined) {
      const other = OPTIONS.find((candidate) => candidate.names.includes(name));
      if (other !== undefined) {
        throw usage(command, `${name} is an option of bleukit ${other.commands.join(' and ')}, not of bleukit ${command}`);
      }
      throw usage(command, unknownName('option', name, options.flatMap((candidate) => candidate.names)).replace(/\.$/, ''));
    }
    if (option.kind === 'flag') {
      if (eq >= 0) throw usage(command, `${name} takes no value`);
      store(args, option, name, undefined);
    } else {
      store(args, option, name, eq >= 0 ? arg.slice(eq + 1) : argv[++i]);
    }
  }
  if (args.given.has('--format')) args.formatGiven = true;
  return args;
}

/** The metrics whose statistics can be summed over references (`--aggregate`). */
const AGGREGATED: readonly MatrixMetric[] = ['chrf', 'chrf++', 'bleu'];

/** `--aggregate` with a metric it cannot sum (TER, RIBES): exit 2 before anything is read. */
export function checkAggregate(args: MatrixArguments): void {
  if (args.aggregate && !AGGREGATED.includes(args.metric)) {
    throw new CliError(2, [bleukitError(`--aggregate sums n-gram statistics, which works for ${AGGREGATED.join(', ')}; -m ${args.metric} needs the exact pairwise mode (leave --aggregate out).`)]);
  }
}

/** A command's arguments, or undefined once its help is printed (`-h`). */
export function commandArguments(command: MatrixCommand, argv: readonly string[], io: CliIo): MatrixArguments | undefined {
  const args = parseMatrixArguments(command, argv);
  if (!args.help) return args;
  io.writeOut(`${matrixHelp(command)}\n`);
  return undefined;
}

/** The one FILE of `bleukit mbr` and `self-bleu`, printed as text or JSON: what else is given is an error. */
export function oneTextFile(args: MatrixArguments, what: string, example: string): string {
  if (args.files.length !== 1) {
    throw new CliError(2, [bleukitError(`bleukit ${args.command} takes one FILE of ${what}, got ${args.files.length}; e.g. ${example} (- reads stdin).`)]);
  }
  if (args.format !== 'text' && args.format !== 'json') throw new CliError(2, [bleukitError(`bleukit ${args.command} prints -f text (default) or json, not ${args.format}.`)]);
  return args.files[0] as string;
}
