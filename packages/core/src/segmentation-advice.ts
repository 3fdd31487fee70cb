/** Languages written without spaces between words that BLEU needs a segmenter for, and their scripts. */
const LANGUAGE_SCRIPTS = {
  ja: ['Han', 'Hiragana', 'Katakana'],
  zh: ['Han'],
  ko: ['Hangul'],
  th: ['Thai'],
  lo: ['Lao'],
  km: ['Khmer'],
  my: ['Myanmar'],
} as const;

/** Those scripts, CJK punctuation and symbols, and full-width forms. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}\u3000-\u303f\uff00-\uffef]/u;
const SPACE = /\s/u;
const SOUTHEAST_ASIAN = [
  ['th', /\p{Script=Thai}/u],
  ['lo', /\p{Script=Lao}/u],
  ['km', /\p{Script=Khmer}/u],
  ['my', /\p{Script=Myanmar}/u],
] as const;

/** What to say when references are mostly in a script a word-based metric would not split. */
export interface SegmentationAdvice {
  /** The language the references are mostly in (ISO 639-1). */
  language: keyof typeof LANGUAGE_SCRIPTS;
  /** Its scripts (Unicode script names); a tokenization that splits any of them is fine. */
  scripts: readonly string[];
}

/**
 * Advice for a word-based metric (BLEU, TER) on `referenceText` when its tokenization splits
 * only the scripts in `segments` (Unicode script names as in `\p{Script=…}`, `*` for all): when
 * most non-space characters are Chinese, Japanese, Korean, Thai, Lao, Khmer or Burmese and the
 * tokenization splits none of that language's scripts, whole phrases become single words and the
 * score is near 0 (BLEU) or near 100 (TER) for every system. Undefined when there is nothing to
 * say. Looks at the first 20,000 characters. Core names no tokenizer: the caller knows which
 * scripts its tokenizer splits (a tokenizer package's `segments`) and which one to suggest.
 */
export function segmentationAdvice(referenceText: string, segments: readonly string[]): SegmentationAdvice | undefined {
  if (segments.includes('*')) return undefined;
  const text = referenceText.slice(0, 20000);
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
  return { language, scripts };
}
