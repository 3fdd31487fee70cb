import { segmentationAdvice } from '@bleukit/core';
import { closeSync, openSync, readSync } from 'node:fs';

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

/**
 * One line for stderr when most characters of the first reference are Chinese, Japanese or
 * Korean and BLEU's tokenizer does not split them: such text scores near 0 for every system
 * (a phrase without spaces is one token), which is rarely what was meant. Undefined otherwise.
 */
export function cjkHint(referencePath: string | undefined, tokenizer: string): string | undefined {
  if (referencePath === undefined) return undefined;
  const advice = segmentationAdvice(head(referencePath), tokenizer);
  if (advice === undefined) return undefined;
  const fix =
    advice.language === 'ja'
      ? '-l en-ja (ja-mecab, as sacreBLEU chooses for Japanese)'
      : advice.language === 'ko'
        ? '-m chrf (bleukit has no Korean word segmenter yet)'
        : '-tok zh (as sacreBLEU chooses for Chinese, -l en-zh)';
  return (
    `bleukit: note: most characters of ${referencePath} are Chinese, Japanese or Korean, which the ${tokenizer} ` +
    `tokenizer does not split into words, so BLEU counts whole phrases and comes out near 0. Give ${fix}, or score ` +
    'with -m chrf, which needs no word segmentation. (-q hides this note.)'
  );
}

/** Mean characters per whitespace-separated word above which CJK text is taken as not segmented. */
const UNSEGMENTED_WORD_LENGTH = 4;

/**
 * One line for stderr when the first reference is mostly Chinese, Japanese or Korean, its lines
 * are not split into words (long runs without spaces) and RIBES's tokenizer (`none`: the text as
 * given) does not split them: RIBES aligns whitespace-separated words, so each phrase would be one
 * word. `how` says what to give (`-tok ja-mecab`, `-l en-ja`). Undefined otherwise.
 */
export function ribesSegmentationHint(referencePath: string | undefined, tokenizer: string, how: (language: 'ja' | 'zh') => string): string | undefined {
  if (referencePath === undefined) return undefined;
  const text = head(referencePath);
  const advice = segmentationAdvice(text, tokenizer);
  if (advice === undefined) return undefined;
  const words = text.split(/\s+/u).filter((word) => word !== '');
  const characters = words.reduce((sum, word) => sum + [...word].length, 0);
  if (words.length === 0 || characters / words.length <= UNSEGMENTED_WORD_LENGTH) return undefined;
  const fix = advice.language === 'ko' ? 'text segmented into words (bleukit has no Korean word segmenter yet)' : how(advice.language);
  return (
    `bleukit: note: most characters of ${referencePath} are Chinese, Japanese or Korean, not split into words, and the ${tokenizer} ` +
    `tokenizer does not split them; RIBES aligns words, so each phrase counts as one word and RIBES comes out near 0. Give ${fix}.`
  );
}
