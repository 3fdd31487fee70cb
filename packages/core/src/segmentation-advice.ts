/** Languages whose scripts a word-based metric may not split, and those scripts. */
const LANGUAGE_SCRIPTS = {
  ja: ['Han', 'Hiragana', 'Katakana'],
  zh: ['Han'],
  ko: ['Hangul'],
  th: ['Thai'],
  lo: ['Lao'],
  km: ['Khmer'],
  my: ['Myanmar'],
} as const;

/**
 * Korean is written with spaces between words (eojeol, with their particles attached): a
 * tokenizer that splits at spaces finds those words, and a locale's word segmenter finds the same.
 */
const SPACED_LANGUAGES: readonly string[] = ['ko'];

/** Those scripts, CJK punctuation and symbols, and full-width forms. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}\u3000-\u303f\uff00-\uffef]/u;
const SPACE = /\s/u;
const SOUTHEAST_ASIAN = [
  ['th', /\p{Script=Thai}/u],
  ['lo', /\p{Script=Lao}/u],
  ['km', /\p{Script=Khmer}/u],
  ['my', /\p{Script=Myanmar}/u],
] as const;

/** How much of a text is looked at: enough lines to judge its script, never a whole corpus. */
const SAMPLE = 20000;

/**
 * Mean characters per space-separated word up to which a text counts as already split into words
 * (MeCab's output averages under 2 for Japanese; unsplit Japanese or Chinese, a whole clause).
 */
const SPLIT_WORD_LENGTH = 4;

/** What to say when references are mostly in a script a word-based metric would not split. */
export interface SegmentationAdvice {
  /** The language the references are mostly in (ISO 639-1). */
  language: keyof typeof LANGUAGE_SCRIPTS;
  /** Its scripts (Unicode script names); a tokenization that splits any of them is fine. */
  scripts: readonly string[];
  /**
   * The share (0.5 to 1) of the non-space characters, among the first 20,000, that are in these
   * scripts (any of them), CJK punctuation or full-width forms.
   */
  share: number;
  /**
   * The language is written with spaces between words (Korean): splitting at spaces gives its
   * words with their particles attached (eojeol), and only a tokenizer that names the script
   * splits further.
   */
  spaced: boolean;
}

/** Mean characters (code points) per word of `lines` as `split` splits them; 0 without words. */
export function meanWordLength(lines: Iterable<string>, split: (line: string) => readonly string[]): number {
  let words = 0;
  let characters = 0;
  for (const line of lines) {
    for (const word of split(line)) {
      words++;
      characters += [...word].length;
    }
  }
  return words === 0 ? 0 : characters / words;
}

const spaceWords = (line: string): string[] => line.split(/\s+/u).filter((word) => word !== '');

/**
 * Whether `text` is already split into words (MeCab's output, say): its space-separated words
 * average at most 4 characters. Such text needs no segmenting tokenizer, whatever its script.
 */
export function alreadySplitIntoWords(text: string): boolean {
  const mean = meanWordLength([text.slice(0, SAMPLE)], spaceWords);
  return mean > 0 && mean <= SPLIT_WORD_LENGTH;
}

/**
 * Advice for a metric that counts words (BLEU, TER, RIBES, chrF++'s word n-grams) on
 * `referenceText` when its tokenization splits only the scripts in `segments` (Unicode script
 * names as in `\p{Script=…}`, `*` for all). Says something only when it measured it: most
 * non-space characters of the first 20,000 are Chinese, Japanese, Korean, Thai, Lao, Khmer or
 * Burmese, the tokenization splits none of that language's scripts, and — for a language written
 * without spaces — the text is not already split into words ({@link alreadySplitIntoWords}).
 * Undefined when there is nothing to say. Core names no tokenizer: the caller knows which scripts
 * its tokenizer splits (a tokenizer package's `segments`) and which one to suggest.
 */
export function segmentationAdvice(referenceText: string, segments: readonly string[]): SegmentationAdvice | undefined {
  if (segments.includes('*')) return undefined;
  const text = referenceText.slice(0, SAMPLE);
  let unspaced = 0;
  let all = 0;
  for (const char of text) {
    if (SPACE.test(char)) continue;
    all++;
    if (UNSPACED.test(char)) unspaced++;
  }
  if (all === 0 || unspaced / all < 0.5) return undefined;
  const language = /[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(text)
    ? 'ja'
    : /\p{Script=Hangul}/u.test(text)
      ? 'ko'
      : (SOUTHEAST_ASIAN.find(([, script]) => script.test(text))?.[0] ?? 'zh');
  const scripts = LANGUAGE_SCRIPTS[language];
  if (scripts.some((script) => segments.includes(script))) return undefined;
  const spaced = SPACED_LANGUAGES.includes(language);
  if (!spaced && alreadySplitIntoWords(text)) return undefined;
  return { language, scripts, share: unspaced / all, spaced };
}
