import { BleukitError, type Tokenizer } from '@bleukit/core';
import { Segmenter } from '@formatjs/intl-segmenter';
import type { IntlSegmenterTokenizerOptions } from './intl-segmenter-tokenizer.js';
import { segmentsToTokens } from './segments-to-tokens.js';

/** The @formatjs/intl-segmenter version this package pins; it is part of the signature name. */
export const POLYFILL_VERSION = '12.2.15';

/**
 * Word segmentation with the `@formatjs/intl-segmenter` polyfill, never installed globally. It
 * has no dictionary (for `ja` it merges runs of hiragana and of kanji), so its output and scores
 * differ much from native `Intl.Segmenter`; its signature name says so:
 * `intl-segmenter-polyfill-<locale>+formatjs-12.2.15`. Use it only where a runtime has no
 * `Intl.Segmenter` and identical output on every runtime matters more than quality.
 *
 * @example
 * createPolyfillSegmenterTokenizer({ locale: 'ja' }).tokenize('今日は晴れです。');
 */
export function createPolyfillSegmenterTokenizer(options: IntlSegmenterTokenizerOptions): Tokenizer {
  const locale = options?.locale;
  if (typeof locale !== 'string' || locale === '') {
    throw new BleukitError(
      'invalid-argument',
      `[tokenizer-intl-segmenter/polyfill] locale must be a non-empty BCP 47 tag such as 'ja', received ${JSON.stringify(locale)}.`,
    );
  }
  let segmenter: Segmenter;
  try {
    segmenter = new Segmenter(locale, { granularity: 'word' });
  } catch (cause) {
    throw new BleukitError(
      'invalid-argument',
      `[tokenizer-intl-segmenter/polyfill] ${JSON.stringify(locale)} is not a valid locale (${String(cause)}); use a BCP 47 tag such as 'ja'.`,
      { cause },
    );
  }
  return {
    name: `intl-segmenter-polyfill-${segmenter.resolvedOptions().locale}+formatjs-${POLYFILL_VERSION}`,
    tokenize: (line) => segmentsToTokens(segmenter, line),
  };
}
