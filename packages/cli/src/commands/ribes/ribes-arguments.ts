import { CliError } from '../../cli-error.js';
import { parsePythonFloat, parsePythonInt } from '../../arguments/parse-arguments.js';

/** `bleukit ribes`'s command line: RIBES.py 1.03.1's flags, plus `-tok`. */
export interface RibesArguments {
  /** `-r FILE`, in order (several for several references). */
  refs: string[];
  /** The system outputs (positional). */
  hyps: string[];
  /** `-c`: keep case. */
  caseSensitive: boolean;
  /** `-s`: a line per sentence too. */
  sentences: boolean;
  alpha: number;
  beta: number;
  /** `-z`: skip empty references instead of failing. */
  emptyRef: boolean;
  /** `-o FILE`: write the scores there instead of stdout. */
  output: string | null;
  /** `-d INT`: RIBES.py's debug level (accepted; bleukit prints no debug output). */
  debug: number | null;
  /** bleukit: `-tok NAME` tokenizes every line first. */
  tokenize: string | null;
  help: boolean;
}

interface Option {
  short: string | null;
  long: string;
  dest: keyof RibesArguments;
  kind: 'flag' | 'int' | 'float' | 'string' | 'append';
}

/** RIBES.py's options (optparse), in its help's order. */
const OPTIONS: readonly Option[] = [
  { short: '-h', long: '--help', dest: 'help', kind: 'flag' },
  { short: '-d', long: '--debug', dest: 'debug', kind: 'int' },
  { short: '-r', long: '--ref', dest: 'refs', kind: 'append' },
  { short: '-c', long: '--case', dest: 'caseSensitive', kind: 'flag' },
  { short: '-s', long: '--sentence', dest: 'sentences', kind: 'flag' },
  { short: '-a', long: '--alpha', dest: 'alpha', kind: 'float' },
  { short: '-b', long: '--beta', dest: 'beta', kind: 'float' },
  { short: '-o', long: '--output', dest: 'output', kind: 'string' },
  { short: '-z', long: '--emptyref', dest: 'emptyRef', kind: 'flag' },
  { short: null, long: '--tokenize', dest: 'tokenize', kind: 'string' },
];

/** The usage line, as RIBES.py's optparse prints it. */
export const RIBES_USAGE = 'Usage: bleukit ribes [options] system_outputs';

/** `bleukit ribes -h`: RIBES.py's help with bleukit's `-tok`. */
export const RIBES_HELP = `${RIBES_USAGE}

RIBES as NTT's RIBES.py 1.03.1 computes it, with the same flags and the same output.

Options:
  -h, --help            show this help message and exit
  -d INT, --debug=INT   debug level (accepted; bleukit prints no debug output)
  -r FILE, --ref=FILE   reference translation file (use multiple "-r REF" for
                        multi-references)
  -c, --case            preserve uppercase letters in evaluation (default:
                        False -- lowercasing all words)
  -s, --sentence        output scores for every sentences
  -a FLOAT, --alpha=FLOAT
                        hyperparameter alpha (default=0.25)
  -b FLOAT, --beta=FLOAT
                        hyperparameter beta  (default=0.10)
  -o FILE, --output=FILE
                        log output file
  -z, --emptyref        allow empty reference translations (default: False --
                        raise RuntimeError in that case)
  -tok NAME, --tokenize=NAME
                        bleukit: tokenize every line first with a bleukit
                        tokenizer (e.g. ja-mecab for raw Japanese; default:
                        none, the text is already tokenized)`;

/** An optparse-style error: usage, blank line, `bleukit ribes: error: …`; exit 2. */
function usage(message: string): CliError {
  return new CliError(2, [RIBES_USAGE, '', `bleukit ribes: error: ${message}`]);
}

function store(args: RibesArguments, option: Option, name: string, value: string | undefined): void {
  const record = args as unknown as Record<string, unknown>;
  if (option.kind === 'flag') {
    record[option.dest] = true;
    return;
  }
  if (value === undefined) throw usage(`${name} option requires 1 argument`);
  if (option.kind === 'int') {
    const number = parsePythonInt(value);
    if (number === undefined) throw usage(`option ${name}: invalid integer value: '${value}'`);
    record[option.dest] = number;
  } else if (option.kind === 'float') {
    const number = parsePythonFloat(value);
    if (number === undefined) throw usage(`option ${name}: invalid floating-point value: '${value}'`);
    record[option.dest] = number;
  } else if (option.kind === 'append') {
    (record[option.dest] as string[]).push(value);
  } else {
    record[option.dest] = value;
  }
}

/**
 * Parses `bleukit ribes`'s arguments as RIBES.py's optparse does: short flags clustered (`-sz`),
 * values attached or next (`-a0.5`, `-a 0.5`, `--alpha=0.5`, `--alpha 0.5`), long names by any
 * unambiguous prefix, options and files in any order, `--` ending the options. `-tok NAME` is
 * bleukit's (sacreBLEU's spelling of `--tokenize`).
 */
export function parseRibesArguments(argv: readonly string[]): RibesArguments {
  const args: RibesArguments = {
    refs: [], hyps: [], caseSensitive: false, sentences: false, alpha: 0.25, beta: 0.1, emptyRef: false,
    output: null, debug: null, tokenize: null, help: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--') {
      args.hyps.push(...argv.slice(i + 1));
      break;
    }
    if (arg === '-tok') {
      store(args, OPTIONS.find((option) => option.dest === 'tokenize') as Option, arg, argv[++i]);
    } else if (arg.startsWith('--')) {
      const eq = arg.indexOf('=');
      const name = eq < 0 ? arg : arg.slice(0, eq);
      const matches = OPTIONS.filter((option) => option.long === name || option.long.startsWith(name));
      const option = matches.find((candidate) => candidate.long === name) ?? (matches.length === 1 ? matches[0] : undefined);
      if (option === undefined) {
        if (matches.length > 1) throw usage(`ambiguous option: ${name} (${matches.map((m) => m.long).join(', ')}?)`);
        throw usage(`no such option: ${name}`);
      }
      if (option.kind === 'flag' && eq >= 0) throw usage(`${option.long} option does not take a value`);
      store(args, option, option.long, eq >= 0 ? arg.slice(eq + 1) : option.kind === 'flag' ? undefined : argv[++i]);
    } else if (arg.startsWith('-') && arg !== '-') {
      for (let k = 1; k < arg.length; k++) {
        const name = `-${arg[k]}`;
        const option = OPTIONS.find((candidate) => candidate.short === name);
        if (option === undefined) throw usage(`no such option: ${name}`);
        if (option.kind === 'flag') {
          store(args, option, name, undefined);
          continue;
        }
        store(args, option, name, k + 1 < arg.length ? arg.slice(k + 1) : argv[++i]);
        break;
      }
    } else {
      args.hyps.push(arg);
    }
  }
  return args;
}
