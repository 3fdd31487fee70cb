/** Tokenizers that split Chinese, Japanese and Korean text into words or characters. */
const SEGMENTING = new Set(['zh', 'char', 'ja-mecab', 'ja-tinyseg', 'intl-segmenter', 'ko-mecab', 'spm', 'flores101', 'flores200', 'spBLEU-1K']);

/** Han, kana, CJK punctuation and symbols, full-width forms, Hangul. */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff00-\uffef]/u;
const SPACE = /\s/u;

/** What to do when references are mostly Chinese, Japanese or Korean and BLEU would not split them. */
export interface SegmentationAdvice {
  /** The script the references are mostly in. */
  language: 'ja' | 'zh' | 'ko';
  /** sacreBLEU's tokenizer for that language, where bleukit has it (none for Korean yet). */
  tokenizer: 'ja-mecab' | 'zh' | undefined;
}

/**
 * Advice for BLEU on `referenceText` with the tokenizer named `tokenizer` (its signature name,
 * or a `-tok` name): when most non-space characters are Chinese, Japanese or Korean and the
 * tokenizer does not split them, whole phrases become single tokens and BLEU comes out near 0
 * for every system. Undefined when there is nothing to say. Looks at the first 20,000 characters.
 */
export function segmentationAdvice(referenceText: string, tokenizer: string): SegmentationAdvice | undefined {
  // A signature name extends the tokenizer's (`ja-mecab-0.996-IPA+…`, `intl-segmenter-ja+…`).
  for (const name of SEGMENTING) if (tokenizer === name || tokenizer.startsWith(`${name}-`)) return undefined;
  const text = referenceText.slice(0, 20000);
  let cjk = 0;
  let all = 0;
  for (const char of text) {
    if (SPACE.test(char)) continue;
    all++;
    if (CJK.test(char)) cjk++;
  }
  if (all === 0 || cjk / all < 0.5) return undefined;
  if (/[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(text)) return { language: 'ja', tokenizer: 'ja-mecab' };
  if (/\p{Script=Hangul}/u.test(text)) return { language: 'ko', tokenizer: undefined };
  return { language: 'zh', tokenizer: 'zh' };
}
