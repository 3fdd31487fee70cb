// METEOR is English only, as NLTK's is: its stem stage is the Porter stemmer and its synonym
// stage WordNet 3.0. Scored on another language, only its exact stage matches, and the number is
// not comparable to English METEOR. The command line says so in one warning, and still scores.
import { head } from './segmentation-notes.js';

/** A word with a letter of any script. */
const LETTER = /\p{L}/u;
/** A word with an ASCII letter. */
const ASCII_LETTER = /[A-Za-z]/;

/**
 * The share of the words (whitespace-separated, with at least one letter) of `text` that have no
 * ASCII letter: near 0 for English, near 1 for Cyrillic, Greek, Arabic, Chinese, Japanese, ….
 * `undefined` when the text has no such word.
 */
export function nonAsciiWordShare(text: string): number | undefined {
  let words = 0;
  let nonAscii = 0;
  for (const word of text.split(/\s+/)) {
    // A word with an ASCII letter has a letter: the test with Unicode's classes (slower) is only
    // for the others.
    if (ASCII_LETTER.test(word)) {
      words++;
    } else if (LETTER.test(word)) {
      words++;
      nonAscii++;
    }
  }
  return words === 0 ? undefined : nonAscii / words;
}

/**
 * The warning for `-m meteor` on text that is not English, or `undefined`: when `-l` names a
 * target other than `en`; otherwise when most words (more than half of those with a letter) of
 * the first 64 kB of a hypothesis file have no ASCII letter. That rule sees other scripts
 * (Cyrillic, Greek, Arabic, Chinese, Japanese, Korean, …), not other languages written in Latin
 * letters (German, French, …), for which `-l` is the way to be told.
 */
export function meteorLanguageWarning(target: string, hypothesisPaths: readonly string[]): string | undefined {
  const consequence = 'its stem and synonym stages match next to nothing, and the score (printed all the same) is not comparable to English METEOR.';
  if (target !== '' && target !== 'en') {
    return `bleukit: warning: -m meteor is English only, as NLTK's is (Porter stemmer, WordNet 3.0), but -l names the target language ${target}: ${consequence}\n`;
  }
  for (const path of hypothesisPaths) {
    const share = nonAsciiWordShare(head(path));
    if (share !== undefined && share > 0.5) {
      return `bleukit: warning: -m meteor is English only, as NLTK's is (Porter stemmer, WordNet 3.0), but ${Math.floor(100 * share)}% of the words at the start of ${path} have no ASCII letter, so it looks like another language: ${consequence}\n`;
    }
  }
  return undefined;
}
