import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { checkTokenizer } from '@bleukit/core/testing';
import { Segmenter } from '@formatjs/intl-segmenter';
import { describe, expect, it } from 'vitest';
import { createIntlSegmenterTokenizer } from './index.js';
import { POLYFILL_VERSION, createPolyfillSegmenterTokenizer } from './polyfill.js';

describe('createPolyfillSegmenterTokenizer', () => {
  it.each(['ja', 'zh', 'en'])('meets the tokenizer contract for %s', (locale) => {
    expect(checkTokenizer(createPolyfillSegmenterTokenizer({ locale }))).toEqual([]);
  });

  it('has its own name, with the installed polyfill version', () => {
    const installed = JSON.parse(
      readFileSync(join(dirname(createRequire(import.meta.url).resolve('@formatjs/intl-segmenter')), 'package.json'), 'utf8'),
    ) as { version: string };
    expect(POLYFILL_VERSION).toBe(installed.version);
    const polyfill = createPolyfillSegmenterTokenizer({ locale: 'ja' });
    expect(polyfill.name).toBe(`intl-segmenter-polyfill-ja+formatjs-${installed.version}`);
    expect(polyfill.name).not.toBe(createIntlSegmenterTokenizer({ locale: 'ja' }).name);
  });

  it('gives the polyfill’s segments without whitespace, and leaves the global Intl alone', () => {
    const line = '東京都に住んでいる。 Hello!';
    const expected = Array.from(new Segmenter('ja', { granularity: 'word' }).segment(line), (s) => s.segment).filter(
      (segment) => segment.trim() !== '',
    );
    expect(createPolyfillSegmenterTokenizer({ locale: 'ja' }).tokenize(line)).toEqual(expected);
    expect((Intl.Segmenter as unknown as { polyfilled?: boolean }).polyfilled).toBeUndefined();
  });
});
