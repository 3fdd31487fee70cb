import { LABEL_TYPES } from '@bleukit/compare/analyze';
import { CliError, bleukitError } from '../../cli-error.js';

/** An option of `bleukit analyze` beyond the scoring command's (one place: parsing and help). */
interface AnalyzeOption {
  readonly name: string;
  readonly value: string;
  readonly help: string;
  /** A value to show in an error. */
  readonly example: string;
  readonly key: keyof AnalyzeOptions;
  /** Takes every value up to the next option (`--word-labels REFLABELS SYSLABELS ...`). */
  readonly many?: true;
}

/** What `bleukit analyze` adds to the scoring command's options. */
export interface AnalyzeOptions {
  labels: string | null;
  labelType: string | null;
  labelSet: string | null;
  labelCutoffs: string | null;
  src: string | null;
  segments: string | null;
  pair: string | null;
  sortBy: string | null;
  bucketCi: string | null;
  scoreBuckets: string | null;
  freqCorpus: string | null;
  freqCounts: string | null;
  freqCutoffs: string | null;
  wordLabels: string[] | null;
  wordLabelSet: string | null;
  wordLabelType: string | null;
  wordLabelCutoffs: string | null;
  html: string | null;
}

/** The label types, for the help (`label, multilabel or numlabel`). */
const TYPES = Object.keys(LABEL_TYPES).join(', ').replace(/, (?=[^,]*$)/, ' or ');

export const ANALYZE_OPTIONS: readonly AnalyzeOption[] = [
  { name: '--src', example: 'src.txt', value: 'FILE', key: 'src', help: 'the source, one line per segment: shown with the examples and in the segment table' },
  { name: '--labels', example: 'labels.txt', value: 'FILE', key: 'labels', help: 'one label per line (document, domain, anything): sentence buckets by label' },
  { name: '--label-type', example: 'numlabel', value: 'TYPE', key: 'labelType', help: `how --labels' labels make buckets: ${TYPES} (labels joined by '+' count in each; numbers by --label-cutoffs)` },
  { name: '--label-set', example: 'news+chat', value: 'L1+L2…', key: 'labelSet', help: "the labels of --labels to bucket by, in this order, then 'other' (compare-mt's label_set); default every label, in the order first seen" },
  { name: '--label-cutoffs', example: '0.25:0.5:0.75', value: 'C1:C2:…', key: 'labelCutoffs', help: 'the cutoffs of numeric --labels (--label-type numlabel; default 0.25:0.5:0.75)' },
  { name: '--segments', example: 'segments.csv', value: 'FILE', key: 'segments', help: 'write the segment table of two systems side by side to FILE.csv or FILE.json' },
  { name: '--pair', example: '1,2', value: 'A,B', key: 'pair', help: 'the two systems of --segments, by name or number (1 = first); default 1,2' },
  { name: '--sort-by', example: 'chrf', value: 'KEY', key: 'sortBy', help: 'sort --segments by line, length (reference), or a metric (bleu, chrf, ter, ribes: right − left); add :asc or :desc' },
  { name: '--bucket-ci', example: '1000', value: 'N', key: 'bucketCi', help: "each sentence bucket's score with sacreBLEU's bootstrap 95% interval (N resamples)" },
  { name: '--score-buckets', example: 'chrf:20:40:60', value: 'M', key: 'scoreBuckets', help: "sentence buckets by sentence score on metric M (several joined by ','): compare-mt's cutoffs 10.0, 20.0, … 90.0, or M:C1:C2:… for your own" },
  { name: '--freq-corpus', example: 'corpus.txt', value: 'FILE', key: 'freqCorpus', help: 'word accuracy by frequency also with the words counted in FILE (a text, tokenized as the references)' },
  { name: '--freq-counts', example: 'counts.tsv', value: 'FILE', key: 'freqCounts', help: 'word accuracy by frequency also with the counts of FILE (word<TAB>count lines)' },
  { name: '--freq-cutoffs', example: '1:2:5:10:100', value: 'C1:C2:…', key: 'freqCutoffs', help: "the cutoffs of the frequency buckets (compare-mt's bucket_cutoffs; default 1:2:3:4:5:10:100:1000)" },
  {
    name: '--word-labels',
    example: 'ref.pos sys1.pos sys2.pos',
    value: 'REFL… SYSL…',
    key: 'wordLabels',
    many: true,
    help: 'word accuracy by label: a label file per reference, then per system (one line per segment, one label per word)',
  },
  { name: '--word-label-set', example: 'NOUN+VERB+ADJ', value: 'L1+L2…', key: 'wordLabelSet', help: "the labels of --word-labels to bucket by, then 'other' (compare-mt's label_set); default every label seen" },
  {
    name: '--word-label-type',
    example: 'multilabel',
    value: 'TYPE',
    key: 'wordLabelType',
    help: `how --word-labels' labels make buckets (compare-mt's bucket_type): ${TYPES} (labels joined by '+' count in each; numbers by --word-label-cutoffs)`,
  },
  { name: '--word-label-cutoffs', example: '0.25:0.5:0.75', value: 'C1:C2:…', key: 'wordLabelCutoffs', help: "the cutoffs of numeric --word-labels (--word-label-type numlabel; compare-mt's bucket_cutoffs, default 0.25:0.5:0.75)" },
  { name: '--html', example: 'report.html', value: 'FILE', key: 'html', help: 'write the report as one self-contained HTML page (charts, linked segments; opens from disk)' },
];

/** Takes `bleukit analyze`'s own options out of `argv`; the rest is the scoring command line. */
export function splitAnalyzeArguments(argv: readonly string[]): { options: AnalyzeOptions; rest: string[] } {
  const options: AnalyzeOptions = {
    labels: null,
    labelType: null,
    labelSet: null,
    labelCutoffs: null,
    src: null,
    segments: null,
    pair: null,
    sortBy: null,
    bucketCi: null,
    scoreBuckets: null,
    freqCorpus: null,
    freqCounts: null,
    freqCutoffs: null,
    wordLabels: null,
    wordLabelSet: null,
    wordLabelType: null,
    wordLabelCutoffs: null,
    html: null,
  };
  const rest: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    const eq = arg.startsWith('--') ? arg.indexOf('=') : -1;
    const name = eq > 0 ? arg.slice(0, eq) : arg;
    const option = ANALYZE_OPTIONS.find((o) => o.name === name);
    if (option === undefined) {
      rest.push(arg);
      continue;
    }
    if (option.many) {
      const values = eq > 0 ? [arg.slice(eq + 1)] : [];
      while (eq < 0 && i + 1 < argv.length && !((argv[i + 1] as string).startsWith('-') && (argv[i + 1] as string).length > 1)) values.push(argv[++i] as string);
      if (values.length === 0) throw new CliError(2, [bleukitError(`${option.name} needs ${option.value}: ${option.help} (e.g. ${option.name} ${option.example}).`)]);
      (options[option.key] as string[] | null) = values;
      continue;
    }
    const value = eq > 0 ? arg.slice(eq + 1) : argv[++i];
    if (value === undefined || (eq < 0 && value.startsWith('-') && value.length > 1)) {
      throw new CliError(2, [bleukitError(`${option.name} needs ${option.value}: ${option.help} (e.g. ${option.name} ${option.example}).`)]);
    }
    if (option.key === 'segments' && !/\.(csv|json)$/i.test(value)) {
      throw new CliError(2, [bleukitError(`--segments ${value}: the file name must end in .csv or .json, which says the format (e.g. --segments segments.csv).`)]);
    }
    (options[option.key] as string | null) = value;
  }
  return { options, rest };
}

/** `bleukit analyze -h`. */
export function analyzeHelp(): string {
  const lines = [
    'usage: bleukit analyze REF [REF ...] -i SYSTEM [SYSTEM ...] [-l SRC-TGT] [-tok NAME] [-lc]',
    '                       [-m METRIC ...] [-f text|json] [-pbs | -par] [--src FILE]',
    '                       [--labels FILE [--label-type TYPE] [--label-set L1+L2... | --label-cutoffs C1:C2...]]',
    '                       [--segments FILE.csv|FILE.json] [--pair A,B] [--sort-by KEY] [--bucket-ci N]',
    '                       [--score-buckets M[:C1:C2...]] [--freq-corpus FILE | --freq-counts FILE]',
    '                       [--freq-cutoffs C1:C2...] [--word-labels REFLABELS... SYSLABELS... [--word-label-set L1+L2...]',
    '                       [--word-label-type TYPE] [--word-label-cutoffs C1:C2...]]',
    '                       [--html FILE]',
    '',
    "Why one system beats another: compare-mt's analyses on raw text with any number of references,",
    'scored with BLEU, chrF, TER and RIBES (or the -m given) everywhere a score appears.',
    'Words come from -tok/-l as BLEU tokenizes them (-l en-ja: ja-mecab). The first system is compared',
    'with each other one (n-grams, examples, paired tests). Word accuracy by frequency in the references',
    'by case and by --word-labels; sentences by reference length, length difference, --labels and --score-buckets.',
    `Labels of either kind are plain (label), joined by '+' (multilabel) or numbers (numlabel).`,
    '',
    'The scoring options apply (-tok, -l, -lc, -m, --chrf-*, --ter-*, --ribes-*, -e, --jobs), and:',
    '  -f text|json        the report in the terminal (default), or every table as JSON',
    "  -pbs, -par          sacreBLEU's paired bootstrap or approximate randomization against the first",
    '                      system (-pbsn N, -parn N and SACREBLEU_SEED as for scoring)',
  ];
  for (const option of ANALYZE_OPTIONS) {
    const head = `${option.name} ${option.value}`;
    // A long option name gets its help on the next line, in the column of the others.
    lines.push(head.length < 20 ? `  ${head.padEnd(20)}${option.help}` : `  ${head}\n  ${''.padEnd(20)}${option.help}`);
  }
  return lines.join('\n');
}
