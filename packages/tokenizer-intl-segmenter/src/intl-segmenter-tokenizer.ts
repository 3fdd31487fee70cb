import { BleukitError, type Tokenizer } from '@bleukit/core';
import { describeSegmenterRuntime } from './runtime-description.js';
import { segmentsToTokens } from './segments-to-tokens.js';

/** Options of {@link createIntlSegmenterTokenizer}. */
export interface IntlSegmenterTokenizerOptions {
  /** BCP 47 locale whose word-break rules apply: `ja`, `zh`, `th`, … */
  locale: string;
}

/**
 * `Intl.Segmenter` word segmentation for any locale. Output depends on the engine and its
 * ICU/Unicode data (Firefox's ICU4X differs from Chrome's and Node's ICU), so the signature name
 * records them: `intl-segmenter-<resolved locale>+<runtime>`, e.g.
 * `intl-segmenter-ja+node-20.20.2+icu-78.2+unicode-17.0`.
 *
 * There is no silent fallback: without a native `Intl.Segmenter` this throws; the polyfill is
 * the explicit `createPolyfillSegmenterTokenizer` of `@bleukit/tokenizer-intl-segmenter/polyfill`.
 *
 * @example
 * createIntlSegmenterTokenizer({ locale: 'ja' }).tokenize('今日は晴れです。');
 */
export function createIntlSegmenterTokenizer(options: IntlSegmenterTokenizerOptions): Tokenizer {
  const locale = options?.locale;
  if (typeof locale !== 'string' || locale === '') {
    throw new BleukitError(
      'invalid-argument',
      `[tokenizer-intl-segmenter] locale must be a non-empty BCP 47 tag such as 'ja', received ${JSON.stringify(locale)}.`,
    );
  }
  const Segmenter = (globalThis.Intl as { Segmenter?: typeof Intl.Segmenter } | undefined)?.Segmenter;
  if (typeof Segmenter !== 'function') {
    throw new BleukitError(
      'unsupported',
      '[tokenizer-intl-segmenter] this runtime has no Intl.Segmenter (it needs Chrome/Edge 87+, Safari 14.1+, ' +
        'Firefox 125+, Node 16+, Deno 1.8+ or Bun 1.0+). To use the @formatjs polyfill instead, call ' +
        "createPolyfillSegmenterTokenizer from '@bleukit/tokenizer-intl-segmenter/polyfill': its output " +
        'differs, and so does its signature name.',
    );
  }
  let segmenter: Intl.Segmenter;
  try {
    segmenter = new Segmenter(locale, { granularity: 'word' });
  } catch (cause) {
    throw new BleukitError(
      'invalid-argument',
      `[tokenizer-intl-segmenter] ${JSON.stringify(locale)} is not a valid locale (${String(cause)}); use a BCP 47 tag such as 'ja'.`,
      { cause },
    );
  }
  return {
    name: `intl-segmenter-${segmenter.resolvedOptions().locale}+${describeSegmenterRuntime()}`,
    tokenize: (line) => segmentsToTokens(segmenter, line),
  };
}
