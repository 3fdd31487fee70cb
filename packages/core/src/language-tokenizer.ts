/**
 * sacreBLEU's tokenizer for a target language, as `-l xx-yy` picks it when `-tok` is not
 * given: `zh` → `zh`, `ja` → `ja-mecab`, `ko` → `ko-mecab`, every other language → `13a`.
 * Core loads no tokenizer; the command line and `@bleukit/evals` load the one named here.
 */
export function sacrebleuTokenizerName(targetLanguage: string): string {
  return targetLanguage === 'zh' ? 'zh' : targetLanguage === 'ja' ? 'ja-mecab' : targetLanguage === 'ko' ? 'ko-mecab' : '13a';
}
