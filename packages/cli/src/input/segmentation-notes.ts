import { chrfWords } from '@bleukit/chrf';
import { meanWordLength, pythonSplit, segmentationAdvice, type SegmentationAdvice } from '@bleukit/core';
import { tercomWords } from '@bleukit/ter';
import { closeSync, openSync, readSync } from 'node:fs';
import type { CliArguments } from '../arguments/parse-arguments.js';
import { createTokenizerResolver, tokenizerEntry, tokenizerSplitting } from '../tokenizers/tokenizer-registry.js';

/** The first 64 kB of a file as text (enough lines to judge the script; never the whole file). */
export function head(path: string): string {
  let fd: number | undefined;
  try {
    fd = openSync(path, 'r');
    const buffer = Buffer.alloc(65536);
    const bytes = readSync(fd, buffer, 0, buffer.length, 0);
    return new TextDecoder('utf-8', { fatal: false }).decode(buffer.subarray(0, bytes));
  } catch {
    return '';
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

const LANGUAGE_NAMES: Readonly<Record<SegmentationAdvice['language'], string>> = {
  ja: 'Japanese', zh: 'Chinese', ko: 'Korean', th: 'Thai', lo: 'Lao', km: 'Khmer', my: 'Burmese',
};

/** What the notes know of a run: its arguments and BLEU's tokenizer (`-tok` name, a default or a preset's). */
export interface NoteContext {
  /** TER's and chrF's flags (none: neither is scored), which decide how they split words. */
  args?: Pick<CliArguments, 'terAsianSupport' | 'terNormalized' | 'terNoPunct' | 'terCaseSensitive' | 'chrfWordOrder'>;
  tokenizer: string;
  /** The target language (`-l xx-yy`'s `yy`), the locale of a tokenizer that takes one. */
  locale?: string;
  /**
   * The note is for `bleukit ribes`, which has neither `-l` nor `-m`: it suggests only `-tok`.
   */
  standalone?: boolean;
}

type Split = (line: string) => readonly string[];

/** How a metric splits a line into the words it counts, and what to give instead when that fails. */
interface WordSplit {
  /** chrF++'s word n-grams sit beside character n-grams, which need no words: its note says so. */
  chrfWords?: true;
  /** `BLEU`, `TER`, `chrF++'s word n-grams (-cw 2)`. */
  metric: string;
  /** `the 13a tokenizer`. */
  splitter: string;
  /** The scripts it splits (Unicode script names, `*` for all). */
  segments: readonly string[];
  /** Its words of a line; undefined when its tokenizer cannot be loaded (that error comes later, where it is used). */
  words(): Promise<Split | undefined>;
  /** The flags that would split the language, and whether they give sacreBLEU's score for it. */
  fix(advice: SegmentationAdvice): { flags: string; sacrebleu: string | undefined } | undefined;
}

/** `-tok name`'s words: a registered tokenizer, or core's whitespace split under a preset (`split`, `perl-split`). */
async function tokenizerWords(name: string, locale: string): Promise<Split | undefined> {
  try {
    const tokenizer = (await createTokenizerResolver([name], locale))(name);
    return tokenizer === undefined ? pythonSplit : (line) => tokenizer.tokenize(line);
  } catch {
    // Not offered (ko-mecab) or not set up: scoring says so in its own error.
    return undefined;
  }
}

/** A metric that tokenizes with BLEU's tokenizer (`-tok`): the registered tokenizers say what they split. */
function byTokenizer(metric: string): (context: NoteContext) => WordSplit {
  return ({ tokenizer, locale = '', standalone }) => ({
    metric,
    splitter: `the ${tokenizer} tokenizer`,
    segments: tokenizerEntry(tokenizer)?.segments ?? [],
    words: () => tokenizerWords(tokenizer, locale),
    fix(advice) {
      const other = tokenizerSplitting(advice.language, advice.scripts, advice.spaced);
      if (other === undefined) return undefined;
      if (standalone === true) return { flags: `-tok ${other.name}`, sacrebleu: undefined };
      if (other.defaultFor?.includes(advice.language)) {
        return { flags: `-tok ${other.name} (sacreBLEU's choice for ${LANGUAGE_NAMES[advice.language]}, -l en-${advice.language})`, sacrebleu: other.name };
      }
      return { flags: `-tok ${other.name}${other.locale ? ` -l en-${advice.language}` : ''}`, sacrebleu: undefined };
    },
  });
}

/** tercom's Asian support (with its normalisation) splits Han characters, not kana or Hangul. */
const TERCOM_ASIAN_SCRIPTS = ['Han'];

/**
 * The metrics that count words, by `-m` name: how each splits a line. A metric that tokenizes as
 * BLEU does joins with one line (`ribes: byTokenizer('RIBES')`); chrF counts characters, and
 * words only as chrF++ (`-cw` above 0), which splits them at spaces.
 */
const WORD_METRICS: Readonly<Record<string, (context: NoteContext) => WordSplit | undefined>> = {
  bleu: byTokenizer('BLEU'),
  ribes: byTokenizer('RIBES'),
  ter: ({ args }) => {
    const options = {
      normalized: args?.terNormalized ?? false,
      noPunct: args?.terNoPunct ?? false,
      asianSupport: args?.terAsianSupport ?? false,
      caseSensitive: args?.terCaseSensitive ?? false,
    };
    return {
      metric: 'TER',
      splitter: "TER's tercom tokenization",
      segments: options.asianSupport && options.normalized ? TERCOM_ASIAN_SCRIPTS : [],
      words: () => Promise.resolve((line: string) => tercomWords(line, options)),
      fix: (advice) => (advice.scripts.some((script) => TERCOM_ASIAN_SCRIPTS.includes(script)) ? { flags: '--ter-asian-support --ter-normalized', sacrebleu: undefined } : undefined),
    };
  },
  chrf: ({ args }) => (args === undefined || args.chrfWordOrder === 0 ? undefined : {
    chrfWords: true,
    metric: `chrF++'s word n-grams (-cw ${args.chrfWordOrder})`,
    splitter: 'chrF++',
    segments: [],
    words: () => Promise.resolve(chrfWords),
    fix: () => undefined,
  }),
};

const percent = (share: number): string => `${Math.floor(share * 100)}%`;

/** One note, from what was measured on the text: its script, and the words `split` made of it. */
function noteText(path: string, split: WordSplit, advice: SegmentationAdvice, mean: string, context: NoteContext): string | undefined {
  const language = LANGUAGE_NAMES[advice.language];
  const fix = split.fix(advice);
  const hide = context.standalone === true ? '' : ' (-q hides this note.)';
  if (split.chrfWords) {
    // Korean's words are separated by spaces: chrF++ finds them.
    if (advice.spaced) return undefined;
    return `bleukit: note: ${percent(advice.share)} of the non-space characters of ${path} are in scripts written without spaces between words (${language}), ` +
      `and ${split.metric} split words at spaces: their "words" here average ${mean} characters, whole runs of text. ` +
      `chrF's character n-grams need no word segmentation: without -cw, chrF scores with those alone.${hide}`;
  }
  if (advice.spaced) {
    // Korean is written with spaces: its words are real words; say so only when a tokenizer splits them further.
    if (fix === undefined) return undefined;
    const give = context.standalone === true ? `Give ${fix.flags}, which splits Hangul.` : `Give ${fix.flags}, which splits Hangul, or score with -m chrf, which needs no word segmentation.`;
    return `bleukit: note: ${percent(advice.share)} of the non-space characters of ${path} are ${language}, which is written with spaces: ` +
      `${split.splitter} splits it into eojeol (words with their particles attached), ${mean} characters on average, and ${split.metric} counts those as words. ${give}${hide}`;
  }
  const give = context.standalone === true
    ? `Give ${fix === undefined ? 'text already split into words' : `${fix.flags}, or text already split into words`}.`
    : fix === undefined
      ? `Score with -m chrf, which needs no word segmentation (bleukit has no ${language} word segmenter for ${split.metric} yet).`
      : `Give ${fix.flags}, or score with -m chrf, which needs no word segmentation.`;
  const comparable = split.metric === 'BLEU' && fix?.sacrebleu !== undefined ? `, so this score is not comparable to sacreBLEU's with -tok ${fix.sacrebleu}` : '';
  return `bleukit: note: ${percent(advice.share)} of the non-space characters of ${path} are in scripts written without spaces between words (${language}), ` +
    `and ${split.splitter} splits them into "words" of ${mean} characters on average: ${split.metric} counts whole runs of text as words${comparable}. ${give}${hide}`;
}

/**
 * One stderr line per metric that counts words when most characters of the first reference are
 * in a script written without spaces (Chinese, Japanese, Thai, …) that the metric's tokenization
 * does not split, and the text is not already split into words: each note says what was measured
 * (the share of such characters, the mean length of the "words" the metric's tokenization made of
 * the lines read) and what would split the language. Korean, written with spaces, gets a note
 * only when a registered tokenizer splits Hangul further than its spaces.
 */
export async function segmentationNotes(referencePath: string | undefined, metrics: readonly string[], context: NoteContext): Promise<string[]> {
  if (referencePath === undefined) return [];
  const splits = metrics.flatMap((metric) => WORD_METRICS[metric]?.(context) ?? []);
  if (splits.length === 0) return [];
  const text = head(referencePath);
  const lines = text.split('\n');
  const notes: string[] = [];
  for (const split of splits) {
    const advice = segmentationAdvice(text, split.segments);
    if (advice === undefined) continue;
    const words = await split.words();
    if (words === undefined) continue;
    const note = noteText(referencePath, split, advice, meanWordLength(lines, words).toFixed(1), context);
    if (note !== undefined) notes.push(note);
  }
  return notes;
}
