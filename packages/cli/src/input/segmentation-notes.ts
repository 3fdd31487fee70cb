import { segmentationAdvice, type SegmentationAdvice } from '@bleukit/core';
import { closeSync, openSync, readSync } from 'node:fs';
import type { CliArguments } from '../arguments/parse-arguments.js';
import { tokenizerEntry, tokenizerSplitting } from '../tokenizers/tokenizer-registry.js';

/** The first 64 kB of a file as text (enough lines to judge the script; never the whole file). */
function head(path: string): string {
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

/** Mean characters per space-separated word up to which a text counts as already split into words. */
const SPLIT_WORD_LENGTH = 4;

/**
 * Whether a text is already split into words (MeCab's output, say): its space-separated words are
 * short. Such text needs no segmenting tokenizer, whatever its script.
 */
function splitIntoWords(text: string): boolean {
  let words = 0;
  let characters = 0;
  for (const word of text.split(/\s+/u)) {
    if (word === '') continue;
    words++;
    characters += [...word].length;
  }
  return words > 0 && characters / words <= SPLIT_WORD_LENGTH;
}

const LANGUAGE_NAMES: Readonly<Record<SegmentationAdvice['language'], string>> = {
  ja: 'Japanese', zh: 'Chinese', ko: 'Korean', th: 'Thai', lo: 'Lao', km: 'Khmer', my: 'Burmese',
};

/** What the notes know of a run: its arguments and BLEU's tokenizer (`-tok` name, a default or a preset's). */
export interface NoteContext {
  /** TER's flags, which decide whether tercom splits Han characters (none: TER is not scored). */
  args?: Pick<CliArguments, 'terAsianSupport' | 'terNormalized'>;
  tokenizer: string;
  /**
   * The note is for `bleukit ribes`, which has neither `-l` nor `-m`: it suggests only `-tok`.
   */
  standalone?: boolean;
}

/** How a metric that counts words splits a line into them, and what to give instead when that fails. */
interface WordSplit {
  /** `BLEU`, `TER`. */
  metric: string;
  /** `the 13a tokenizer`. */
  splitter: string;
  /** The scripts it splits (Unicode script names, `*` for all). */
  segments: readonly string[];
  /** `near 0`, `near 100`. */
  outcome: string;
  /** The flags that would split the language, if any. */
  fix(advice: SegmentationAdvice): string | undefined;
}

/** A metric that tokenizes with BLEU's tokenizer (`-tok`): the registered tokenizers say what they split. */
function byTokenizer(metric: string): (context: NoteContext) => WordSplit {
  return ({ tokenizer, standalone }) => ({
    metric,
    splitter: `the ${tokenizer} tokenizer`,
    segments: tokenizerEntry(tokenizer)?.segments ?? [],
    outcome: 'near 0',
    fix(advice) {
      const other = tokenizerSplitting(advice.language, advice.scripts);
      if (other === undefined) return undefined;
      if (standalone === true) return `-tok ${other.name}`;
      if (other.defaultFor?.includes(advice.language)) return `-tok ${other.name} (sacreBLEU's choice for ${LANGUAGE_NAMES[advice.language]}, -l en-${advice.language})`;
      return `-tok ${other.name}${other.locale ? ` -l en-${advice.language}` : ''}`;
    },
  });
}

/** tercom's Asian support (with its normalisation) splits Han characters, not kana or Hangul. */
const TERCOM_ASIAN_SCRIPTS = ['Han'];

/**
 * The metrics that count words, by `-m` name: how each splits a line. A metric that tokenizes as
 * BLEU does joins with one line (`ribes: byTokenizer('RIBES')`); chrF counts characters and needs
 * no entry.
 */
const WORD_METRICS: Readonly<Record<string, (context: NoteContext) => WordSplit>> = {
  bleu: byTokenizer('BLEU'),
  ribes: byTokenizer('RIBES'),
  ter: ({ args }) => ({
    metric: 'TER',
    splitter: "TER's tercom tokenization",
    segments: args?.terAsianSupport === true && args.terNormalized ? TERCOM_ASIAN_SCRIPTS : [],
    outcome: 'near 100',
    fix: (advice) => (advice.scripts.some((script) => TERCOM_ASIAN_SCRIPTS.includes(script)) ? '--ter-asian-support --ter-normalized' : undefined),
  }),
};

/**
 * One stderr line per metric that counts words when most characters of the first reference are
 * in a script written without spaces (Chinese, Japanese, Korean, Thai, …) that the metric's
 * tokenization does not split: whole phrases count as single words and such a score is near 0
 * (BLEU) or near 100 (TER) for every system, which is rarely what was meant.
 */
export function segmentationNotes(referencePath: string | undefined, metrics: readonly string[], context: NoteContext): string[] {
  if (referencePath === undefined) return [];
  const splits = metrics.flatMap((metric) => WORD_METRICS[metric]?.(context) ?? []);
  if (splits.length === 0) return [];
  const text = head(referencePath);
  // Korean is written with spaces between words, so short words there say nothing of its splitting.
  const alreadyWords = splitIntoWords(text);
  const notes: string[] = [];
  for (const split of splits) {
    const advice = segmentationAdvice(text, split.segments);
    if (advice === undefined || (alreadyWords && advice.language !== 'ko')) continue;
    const language = LANGUAGE_NAMES[advice.language];
    const fix = split.fix(advice);
    const give = context.standalone === true
      ? `Give ${fix === undefined ? 'text already split into words' : `${fix}, or text already split into words`}.`
      : fix === undefined
        ? `Score with -m chrf, which needs no word segmentation (bleukit has no ${language} word segmenter for ${split.metric} yet).`
        : `Give ${fix}, or score with -m chrf, which needs no word segmentation.`;
    notes.push(
      `bleukit: note: most characters of ${referencePath} are ${language}, which ${split.splitter} does not split into words, ` +
        `so ${split.metric} counts whole phrases as words and comes out ${split.outcome}. ${give}${context.standalone === true ? '' : ' (-q hides this note.)'}`,
    );
  }
  return notes;
}
