import { usageError } from './usage.js';
import { CliError, bleukitError } from '../cli-error.js';
import { unknownName } from './closest-name.js';
import { SACREBLEU_TOKENIZERS, TOKENIZER_NAMES } from '../tokenizers/tokenizer-registry.js';

/** `-tok`'s choices: sacreBLEU's, in its order, then the other registered ones (not in sacreBLEU). */
export const TOKENIZER_CHOICES: readonly string[] = [
  ...SACREBLEU_TOKENIZERS,
  ...TOKENIZER_NAMES.filter((name) => !(SACREBLEU_TOKENIZERS as readonly string[]).includes(name)),
];

/** Everything the command line says, after parsing. */
export interface CliArguments {
  /** `compare` when the command line starts with it (every preset on one input), else `score`. */
  command: 'score' | 'compare';
  /** bleukit: `--preset NAME` as typed (checked later), null when not given. */
  preset: string | null;
  /** `-s` as typed under a `--preset` other than sacrebleu (that preset checks it), else null. */
  peerSmoothing: string | null;
  refs: string[];
  /** `null`: read systems from stdin. */
  input: string[] | null;
  testSet: string | null;
  languagePair: string | null;
  /** `--list`: the test sets (or, with `-t`, their fields). */
  list: boolean;
  /** `--download NAME`: fetch and process a test set, then exit. */
  download: string | null;
  /** `--echo FIELD…`: print fields of the test set instead of scoring. */
  echo: string[] | null;
  /** `-ol/--origlang`: keep documents of (or, `non-xx`, not of) this original language. */
  origlang: string | null;
  /** `--subset`: keep documents whose domain matches this regular expression. */
  subset: string | null;
  /** `-d/--detail`: scores by original language and domain after the result. */
  detail: boolean;
  numRefs: number;
  encoding: string;
  metrics: string[];
  sentenceLevel: boolean;
  smoothMethod: 'none' | 'floor' | 'add-k' | 'exp';
  smoothValue: number | undefined;
  tokenize: string | null;
  /** bleukit's `--spm-model`: the SentencePiece model file for `-tok spm|flores101|flores200|spBLEU-1K`. */
  spmModel: string | null;
  lowercase: boolean;
  force: boolean;
  chrfCharOrder: number;
  chrfWordOrder: number;
  chrfBeta: number;
  chrfWhitespace: boolean;
  chrfLowercase: boolean;
  chrfEpsSmoothing: boolean;
  terCaseSensitive: boolean;
  terAsianSupport: boolean;
  terNoPunct: boolean;
  terNormalized: boolean;
  /** bleukit: `--ribes-case-sensitive` (RIBES lower-cases by default, as RIBES.py does). */
  ribesCaseSensitive: boolean;
  /** bleukit: `--ribes-alpha`, RIBES's exponent of the unigram precision (0.25). */
  ribesAlpha: number;
  /** bleukit: `--ribes-beta`, RIBES's exponent of the brevity penalty (0.10). */
  ribesBeta: number;
  /** bleukit: `--meteor-case-sensitive` (METEOR lower-cases by default, as NLTK's `preprocess=str.lower`). */
  meteorCaseSensitive: boolean;
  /** bleukit: `--meteor-alpha`, METEOR's weight of precision against recall (0.9). */
  meteorAlpha: number;
  /** bleukit: `--meteor-beta`, the shape of METEOR's fragmentation penalty (3.0). */
  meteorBeta: number;
  /** bleukit: `--meteor-gamma`, the weight of METEOR's fragmentation penalty (0.5). */
  meteorGamma: number;
  confidence: boolean;
  confidenceN: number;
  pairedAr: boolean;
  pairedBs: boolean;
  pairedArN: number;
  pairedBsN: number;
  /**
   * sacreBLEU's worker processes for paired tests: accepted for compatibility, with no effect.
   * Results never depend on it, and the tests are fast in one thread (README, Flags).
   */
  pairedJobs: number;
  quiet: boolean;
  short: boolean;
  scoreOnly: boolean;
  width: number;
  noColor: boolean;
  format: 'json' | 'text' | 'latex';
  /** bleukit: worker threads for statistics (1 = in the main thread). */
  jobs: number;
  /** bleukit: progress bar: `auto` (stderr is a terminal and not CI), `always`, `never`. */
  progress: 'auto' | 'always' | 'never';
  /** Flags sacreBLEU has that bleukit does not offer yet, as typed (first one). */
  unsupported: string | null;
  version: boolean;
  help: boolean;
  /** Which of the significance count flags were given (for error messages). */
  given: Set<string>;
}

type Kind = 'flag' | 'int' | 'float' | 'string' | 'list*' | 'list+';

interface OptionSpec {
  names: readonly string[];
  dest: keyof CliArguments | 'unsupported';
  kind: Kind;
  choices?: readonly string[];
  /** Parsed but not offered by bleukit (exit 2 with a clear message). */
  unsupported?: boolean;
  /** bleukit's extra choices: accepted, but not listed in argparse's messages (which keep sacreBLEU's bytes). */
  extraChoices?: readonly string[];
}

/** Metrics `-m` accepts beyond sacreBLEU's `bleu`, `chrf` and `ter`. */
export const BLEUKIT_METRICS = ['ribes', 'meteor'] as const;

const SPECS: readonly OptionSpec[] = [
  { names: ['--help', '-h'], dest: 'help', kind: 'flag' },
  { names: ['--citation', '--cite'], dest: 'unsupported', kind: 'flag', unsupported: true },
  { names: ['--list'], dest: 'list', kind: 'flag' },
  { names: ['--test-set', '-t'], dest: 'testSet', kind: 'string' },
  { names: ['--language-pair', '-l'], dest: 'languagePair', kind: 'string' },
  { names: ['--origlang', '-ol'], dest: 'origlang', kind: 'string' },
  { names: ['--subset'], dest: 'subset', kind: 'string' },
  { names: ['--download'], dest: 'download', kind: 'string' },
  { names: ['--echo'], dest: 'echo', kind: 'list+' },
  { names: ['--input', '-i'], dest: 'input', kind: 'list*' },
  { names: ['--num-refs', '-nr'], dest: 'numRefs', kind: 'int' },
  { names: ['--encoding', '-e'], dest: 'encoding', kind: 'string' },
  { names: ['--metrics', '-m'], dest: 'metrics', kind: 'list+', choices: ['bleu', 'chrf', 'ter'], extraChoices: BLEUKIT_METRICS },
  { names: ['--sentence-level', '-sl'], dest: 'sentenceLevel', kind: 'flag' },
  { names: ['--smooth-method', '-s'], dest: 'smoothMethod', kind: 'string', choices: ['none', 'floor', 'add-k', 'exp'] },
  { names: ['--smooth-value', '-sv'], dest: 'smoothValue', kind: 'float' },
  { names: ['--tokenize', '-tok'], dest: 'tokenize', kind: 'string', choices: TOKENIZER_CHOICES },
  { names: ['--lowercase', '-lc'], dest: 'lowercase', kind: 'flag' },
  { names: ['--force'], dest: 'force', kind: 'flag' },
  { names: ['--chrf-char-order', '-cc'], dest: 'chrfCharOrder', kind: 'int' },
  { names: ['--chrf-word-order', '-cw'], dest: 'chrfWordOrder', kind: 'int' },
  { names: ['--chrf-beta'], dest: 'chrfBeta', kind: 'int' },
  { names: ['--chrf-whitespace'], dest: 'chrfWhitespace', kind: 'flag' },
  { names: ['--chrf-lowercase'], dest: 'chrfLowercase', kind: 'flag' },
  { names: ['--chrf-eps-smoothing'], dest: 'chrfEpsSmoothing', kind: 'flag' },
  { names: ['--ter-case-sensitive'], dest: 'terCaseSensitive', kind: 'flag' },
  { names: ['--ter-asian-support'], dest: 'terAsianSupport', kind: 'flag' },
  { names: ['--ter-no-punct'], dest: 'terNoPunct', kind: 'flag' },
  { names: ['--ter-normalized'], dest: 'terNormalized', kind: 'flag' },
  { names: ['--confidence', '-ci'], dest: 'confidence', kind: 'flag' },
  { names: ['--confidence-n', '-cin'], dest: 'confidenceN', kind: 'int' },
  { names: ['--paired-ar', '-par'], dest: 'pairedAr', kind: 'flag' },
  { names: ['--paired-bs', '-pbs'], dest: 'pairedBs', kind: 'flag' },
  { names: ['--paired-ar-n', '-parn'], dest: 'pairedArN', kind: 'int' },
  { names: ['--paired-bs-n', '-pbsn'], dest: 'pairedBsN', kind: 'int' },
  { names: ['--paired-jobs', '-j'], dest: 'pairedJobs', kind: 'int' },
  { names: ['--quiet', '-q'], dest: 'quiet', kind: 'flag' },
  { names: ['--short', '-sh'], dest: 'short', kind: 'flag' },
  { names: ['--score-only', '-b'], dest: 'scoreOnly', kind: 'flag' },
  { names: ['--width', '-w'], dest: 'width', kind: 'int' },
  { names: ['--detail', '-d'], dest: 'detail', kind: 'flag' },
  { names: ['--no-color', '-nc'], dest: 'noColor', kind: 'flag' },
  { names: ['--format', '-f'], dest: 'format', kind: 'string', choices: ['json', 'text', 'latex'] },
  { names: ['--version', '-V'], dest: 'version', kind: 'flag' },
  // bleukit's own flags (long names only, so they cannot shadow a sacreBLEU short flag).
  { names: ['--jobs'], dest: 'jobs', kind: 'int' },
  { names: ['--progress'], dest: 'progress', kind: 'string', choices: ['auto', 'always', 'never'] },
  { names: ['--preset'], dest: 'preset', kind: 'string' },
  { names: ['--spm-model'], dest: 'spmModel', kind: 'string' },
  { names: ['--ribes-case-sensitive'], dest: 'ribesCaseSensitive', kind: 'flag' },
  { names: ['--ribes-alpha'], dest: 'ribesAlpha', kind: 'float' },
  { names: ['--ribes-beta'], dest: 'ribesBeta', kind: 'float' },
  { names: ['--meteor-case-sensitive'], dest: 'meteorCaseSensitive', kind: 'flag' },
  { names: ['--meteor-alpha'], dest: 'meteorAlpha', kind: 'float' },
  { names: ['--meteor-beta'], dest: 'meteorBeta', kind: 'float' },
  { names: ['--meteor-gamma'], dest: 'meteorGamma', kind: 'float' },
];

const BY_NAME = new Map<string, OptionSpec>();
for (const spec of SPECS) for (const name of spec.names) BY_NAME.set(name, spec);

function defaults(): CliArguments {
  return {
    command: 'score', preset: null, peerSmoothing: null, refs: [], input: null, testSet: null, languagePair: null, list: false, download: null, echo: null, origlang: null, subset: null, detail: false, numRefs: 1, encoding: 'utf-8',
    metrics: ['bleu'], sentenceLevel: false, smoothMethod: 'exp', smoothValue: undefined, tokenize: null,
    lowercase: false, force: false, chrfCharOrder: 6, chrfWordOrder: 0, chrfBeta: 2, chrfWhitespace: false,
    chrfLowercase: false, chrfEpsSmoothing: false, terCaseSensitive: false, terAsianSupport: false, terNoPunct: false,
    terNormalized: false, ribesCaseSensitive: false, ribesAlpha: 0.25, ribesBeta: 0.1,
    meteorCaseSensitive: false, meteorAlpha: 0.9, meteorBeta: 3.0, meteorGamma: 0.5, confidence: false, confidenceN: 1000, pairedAr: false, pairedBs: false,
    pairedArN: 10000, pairedBsN: 1000, pairedJobs: 1, quiet: false, short: false, scoreOnly: false, width: 1,
    noColor: false, format: 'json', jobs: 1, progress: 'auto', spmModel: null, unsupported: null, version: false, help: false,
    given: new Set(),
  };
}

/** argparse's `--long/-short` label of an option. */
function label(spec: OptionSpec): string {
  return spec.names.join('/');
}

/** bleukit's `-short/--long` label of an option, from any of its names (`--format` → `-f/--format`). */
export function optionLabel(name: string): string {
  const spec = BY_NAME.get(name);
  return spec === undefined ? name : [...spec.names].reverse().join('/');
}

/** The last `--preset` value on the command line (argparse keeps the last), if any. */
function presetIn(argv: readonly string[]): string | null {
  let preset: string | null = null;
  argv.forEach((arg, i) => {
    if (arg === '--preset') preset = argv[i + 1] ?? null;
    else if (arg.startsWith('--preset=')) preset = arg.slice('--preset='.length);
  });
  return preset;
}

function quoteChoices(choices: readonly string[]): string {
  return choices.map((choice) => `'${choice}'`).join(', ');
}

/** Python `int()` of a command-line string (surrounding whitespace and `_` separators allowed). */
export function parsePythonInt(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^[-+]?\d+(_\d+)*$/.test(trimmed)) return undefined;
  return Number(trimmed.replace(/_/g, ''));
}

/** Python `float()` of a command-line string. */
export function parsePythonFloat(text: string): number | undefined {
  const trimmed = text.trim().toLowerCase();
  if (/^[-+]?(inf|infinity)$/.test(trimmed)) return trimmed.startsWith('-') ? -Infinity : Infinity;
  if (/^[-+]?nan$/.test(trimmed)) return Number.NaN;
  if (!/^[-+]?((\d+(_\d+)*)(\.(\d+(_\d+)*)?)?|\.\d+(_\d+)*)(e[-+]?\d+(_\d+)*)?$/.test(trimmed)) return undefined;
  return Number(trimmed.replace(/_/g, ''));
}

/** True when argparse would take `arg` as an option rather than a value. */
function looksLikeOption(arg: string): boolean {
  return arg.startsWith('-') && arg !== '-' && !/^-\d+$|^-\d*\.\d+$/.test(arg);
}

/**
 * Parses sacreBLEU's command line (argparse semantics for the parts that matter: `-x value`,
 * `--long=value`, `nargs` lists ending at the next option, positionals anywhere before `-i`),
 * plus bleukit's `compare` command and `--jobs`, `--progress` and `--preset`. Throws
 * {@link CliError} with argparse's bytes.
 */
export function parseArguments(argv: readonly string[]): CliArguments {
  const args = defaults();
  const record = args as unknown as Record<string, unknown>;
  // Under another peer's preset, -tok and -s name that peer's settings, which the preset checks.
  const preset = presetIn(argv);
  const peer = preset !== null && preset !== 'sacrebleu';
  let i = 0;
  if (argv[0] === 'compare') {
    args.command = 'compare';
    i = 1;
  }
  const takeValue = (spec: OptionSpec, inline: string | undefined): string => {
    if (inline !== undefined) return inline;
    const next = argv[i + 1];
    if (next === undefined || looksLikeOption(next)) throw usageError(`argument ${label(spec)}: expected one argument`);
    i++;
    return next;
  };
  const check = (spec: OptionSpec, value: string): void => {
    if (peer && (spec.dest === 'tokenize' || spec.dest === 'smoothMethod')) return;
    if (spec.choices && !spec.choices.includes(value) && !spec.extraChoices?.includes(value)) {
      if (spec.dest !== 'tokenize') throw usageError(`argument ${label(spec)}: invalid choice: '${value}' (choose from ${quoteChoices(spec.choices)})`);
      // bleukit's extra tokenizer names are accepted but not listed, so argparse's lines keep
      // sacreBLEU's bytes; bleukit's line before them says what to type (the closest name).
      const error = usageError(`argument ${label(spec)}: invalid choice: '${value}' (choose from ${quoteChoices(SACREBLEU_TOKENIZERS)})`);
      throw new CliError(2, [bleukitError(unknownName('tokenizer', value, TOKENIZER_NAMES)), ...error.lines]);
    }
  };
  for (; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--') {
      args.refs.push(...argv.slice(i + 1));
      break;
    }
    if (!looksLikeOption(arg)) {
      args.refs.push(arg);
      continue;
    }
    const eq = arg.startsWith('--') ? arg.indexOf('=') : -1;
    const name = eq > 0 ? arg.slice(0, eq) : arg;
    const inline = eq > 0 ? arg.slice(eq + 1) : undefined;
    const spec = BY_NAME.get(name);
    if (spec === undefined) throw usageError(`unrecognized arguments: ${arg}`);
    args.given.add(spec.names[0] as string);
    if (spec.unsupported && args.unsupported === null) args.unsupported = name;
    switch (spec.kind) {
      case 'flag': {
        if (inline !== undefined) throw usageError(`argument ${label(spec)}: ignored explicit argument '${inline}'`);
        if (spec.dest !== 'unsupported') record[spec.dest] = true;
        break;
      }
      case 'int': {
        const text = takeValue(spec, inline);
        const value = parsePythonInt(text);
        if (value === undefined) throw usageError(`argument ${label(spec)}: invalid int value: '${text}'`);
        if (spec.dest !== 'unsupported') record[spec.dest] = value;
        break;
      }
      case 'float': {
        const text = takeValue(spec, inline);
        const value = parsePythonFloat(text);
        if (value === undefined) throw usageError(`argument ${label(spec)}: invalid float value: '${text}'`);
        if (spec.dest !== 'unsupported') record[spec.dest] = value;
        break;
      }
      case 'string': {
        const value = takeValue(spec, inline);
        check(spec, value);
        if (peer && spec.dest === 'smoothMethod') args.peerSmoothing = value;
        else if (spec.dest !== 'unsupported') record[spec.dest] = value;
        break;
      }
      case 'list*':
      case 'list+': {
        const values: string[] = inline !== undefined ? [inline] : [];
        while (inline === undefined && i + 1 < argv.length && !looksLikeOption(argv[i + 1] as string)) {
          values.push(argv[++i] as string);
        }
        if (spec.kind === 'list+' && values.length === 0) {
          throw usageError(`argument ${label(spec)}: expected at least one argument`);
        }
        for (const value of values) check(spec, value);
        if (spec.dest !== 'unsupported') record[spec.dest] = values;
        break;
      }
    }
  }
  if (args.pairedAr && args.pairedBs) {
    const [first, second] = argv.findIndex((a) => a === '--paired-bs' || a === '-pbs') <
      argv.findIndex((a) => a === '--paired-ar' || a === '-par')
      ? ['--paired-ar/-par', '--paired-bs/-pbs']
      : ['--paired-bs/-pbs', '--paired-ar/-par'];
    throw usageError(`argument ${first}: not allowed with argument ${second}`);
  }
  return args;
}

/** Range checks sacreBLEU leaves to Python tracebacks; bleukit says what is wrong instead. */
export function validateNumbers(args: CliArguments): void {
  const fail = (message: string): never => {
    throw new CliError(2, [bleukitError(message)]);
  };
  if (args.width < 0 || args.width > 100) {
    fail(`-w/--width must be a whole number of decimals from 0 to 100, received ${args.width}. Example: -w 2`);
  }
  const sv = args.smoothValue;
  if (sv !== undefined && (!Number.isFinite(sv) || sv < 0)) {
    fail(`-sv/--smooth-value must be a finite number ≥ 0, received ${sv}. Example: -s floor -sv 0.1`);
  }
  for (const [flag, value] of [['-cc/--chrf-char-order', args.chrfCharOrder], ['-cw/--chrf-word-order', args.chrfWordOrder]] as const) {
    if (value < 0 || value > 255) fail(`${flag} must be a whole number from 0 to 255, received ${value}. Example: -cc 6 -cw 2 (chrF++)`);
  }
  if (args.chrfBeta < 0) {
    fail(`--chrf-beta must be a whole number ≥ 0 (how many times more recall counts than precision), received ${args.chrfBeta}. Example: --chrf-beta 2`);
  }
  if (args.chrfEpsSmoothing && args.chrfCharOrder + args.chrfWordOrder === 0) {
    fail('--chrf-eps-smoothing averages over the n-gram orders, so -cc and -cw cannot both be 0 (sacreBLEU divides by zero here).');
  }
  for (const [flag, value] of [['--ribes-alpha', args.ribesAlpha], ['--ribes-beta', args.ribesBeta]] as const) {
    if (!Number.isFinite(value)) fail(`${flag} must be a finite number, received ${value}. Example: ${flag} ${flag === '--ribes-alpha' ? '0.25' : '0.10'}`);
  }
  // NLTK takes any number; outside these ranges METEOR is no longer a score from 0 to 1 (an alpha
  // outside [0, 1], a negative beta or a gamma outside [0, 1] can make it negative or above 1).
  for (const [flag, value, high, example] of [
    ['--meteor-alpha', args.meteorAlpha, 1, '0.9'],
    ['--meteor-beta', args.meteorBeta, Infinity, '3.0'],
    ['--meteor-gamma', args.meteorGamma, 1, '0.5'],
  ] as const) {
    if (!Number.isFinite(value) || value < 0 || value > high) {
      fail(`${flag} must be ${high === 1 ? 'a number from 0 to 1' : 'a finite number ≥ 0'}, received ${value}. Example: -m meteor ${flag} ${example} (NLTK's default)`);
    }
  }
  if (args.numRefs < 1) fail(`-nr/--num-refs must be at least 1, received ${args.numRefs}.`);
  if (args.jobs < 1 || args.jobs > 256) fail(`--jobs must be a whole number from 1 to 256, received ${args.jobs}.`);
  for (const [flag, value] of [['-cin/--confidence-n', args.confidenceN], ['-pbsn/--paired-bs-n', args.pairedBsN], ['-parn/--paired-ar-n', args.pairedArN]] as const) {
    if (value < 1) fail(`${flag} must be at least 1, received ${value}.`);
  }
}
