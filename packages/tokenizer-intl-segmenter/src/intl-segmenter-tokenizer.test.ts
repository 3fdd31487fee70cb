import { BleukitError } from '@bleukit/core';
import { checkTokenizer } from '@bleukit/core/testing';
import { describe, expect, it } from 'vitest';
import { createIntlSegmenterTokenizer, describeSegmenterRuntime } from './index.js';

describe('createIntlSegmenterTokenizer', () => {
  it.each(['ja', 'zh', 'th', 'en'])('meets the tokenizer contract for %s', (locale) => {
    expect(checkTokenizer(createIntlSegmenterTokenizer({ locale }))).toEqual([]);
  });

  it('records locale, runtime, ICU and Unicode versions in the name', () => {
    const { name } = createIntlSegmenterTokenizer({ locale: 'ja' });
    expect(name).toBe(`intl-segmenter-ja+${describeSegmenterRuntime()}`);
    expect(name).toBe(
      `intl-segmenter-ja+node-${process.versions.node}+icu-${process.versions.icu}+unicode-${process.versions.unicode}`,
    );
    expect(name).not.toMatch(/[\s|]/);
  });

  it('gives every segment of the native segmenter except whitespace', () => {
    const line = '今日は 晴れ\u3000です。Hello, world!';
    const native = Array.from(new Intl.Segmenter('ja', { granularity: 'word' }).segment(line), (s) => s.segment);
    const tokens = createIntlSegmenterTokenizer({ locale: 'ja' }).tokenize(line);
    expect(tokens).toEqual(native.filter((segment) => segment.trim() !== ''));
    expect(tokens).toContain('。');
  });

  it('rejects a missing or invalid locale with the fix', () => {
    expect(() => createIntlSegmenterTokenizer({ locale: '' })).toThrow(/non-empty BCP 47 tag/);
    expect(() => createIntlSegmenterTokenizer({ locale: 'not a locale!' })).toThrow(/not a valid locale/);
  });

  it('fails clearly, pointing at the explicit polyfill, when the runtime has no Intl.Segmenter', () => {
    const intl = Intl as { Segmenter?: unknown };
    const native = intl.Segmenter;
    delete intl.Segmenter;
    try {
      let error: unknown;
      try {
        createIntlSegmenterTokenizer({ locale: 'ja' });
      } catch (caught) {
        error = caught;
      }
      expect(BleukitError.isInstance(error)).toBe(true);
      expect((error as BleukitError).code).toBe('unsupported');
      expect((error as Error).message).toMatch(/no Intl\.Segmenter.*tokenizer-intl-segmenter\/polyfill/);
    } finally {
      intl.Segmenter = native;
    }
  });
});
