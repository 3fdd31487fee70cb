import { closeSync, openSync, readSync } from 'node:fs';

/** Tokenizers that split Chinese, Japanese and Korean text into words or characters. */
const SEGMENTING = new Set(['zh', 'char', 'ja-mecab', 'ja-tinyseg', 'intl-segmenter', 'ko-mecab', 'spm', 'flores101', 'flores200', 'spBLEU-1K']);

/** Han, kana, CJK punctuation and symbols, full-width forms, Hangul. */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff00-\uffef]/u;

/** The share of CJK characters among the non-space characters of `text` (0 for none). */
export function cjkShare(text: string): number {
  let cjk = 0;
  let all = 0;
  for (const char of text) {
    if (/\s/u.test(char)) continue;
    all++;
    if (CJK.test(char)) cjk++;
  }
  return all === 0 ? 0 : cjk / all;
}

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
  if (referencePath === undefined || SEGMENTING.has(tokenizer)) return undefined;
  const text = head(referencePath);
  if (cjkShare(text) < 0.5) return undefined;
  const japanese = /[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(text);
  const korean = /\p{Script=Hangul}/u.test(text);
  const fix = japanese
    ? '-l en-ja (ja-mecab, as sacreBLEU chooses for Japanese)'
    : korean
      ? '-m chrf (bleukit has no Korean word segmenter yet)'
      : '-tok zh (as sacreBLEU chooses for Chinese, -l en-zh)';
  return (
    `bleukit: note: most characters of ${referencePath} are Chinese, Japanese or Korean, which the ${tokenizer} ` +
    `tokenizer does not split into words, so BLEU counts whole phrases and comes out near 0. Give ${fix}, or score ` +
    'with -m chrf, which needs no word segmentation. (-q hides this note.)'
  );
}
