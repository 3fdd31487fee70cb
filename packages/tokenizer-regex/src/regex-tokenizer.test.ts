import { BleukitError } from '@bleukit/core';
import { checkTokenizer } from '@bleukit/core/testing';
import { describe, expect, it } from 'vitest';
import { createRegexTokenizer, findNestedQuantifier, findOverlappingAlternatives } from './regex-tokenizer.js';

describe('createRegexTokenizer', () => {
  it('keeps the tokenizer contract, even for patterns that match whitespace or nothing', () => {
    for (const pattern of ['\\w+', '[^,]+', 'x*', '.', '\\p{L}+']) {
      expect(checkTokenizer(createRegexTokenizer({ pattern })), pattern).toEqual([]);
    }
  });

  it.each([
    ['\\w+', true, "It's OK, 3.14!", ['it', 's', 'ok', '3', '14']],
    // JavaScript's \w is ASCII-only, even with the u flag (Python's is not): use \p{L} for words.
    ['\\w+', false, 'Größe ÇA', ['Gr', 'e', 'A']],
    ['[\\p{L}\\p{N}_]+', false, 'Größe ÇA', ['Größe', 'ÇA']],
    ['[\\p{L}\\p{N}]+', false, 'a1 b-2 𠮷野家', ['a1', 'b', '2', '𠮷野家']],
    ['x*', false, 'axxbx', ['xx', 'x']],
    ['[^,]+', false, 'a b,c', ['a', 'b', 'c']],
  ] as const)('/%s/ lowercase %s: %j → %j', (pattern, lowercase, line, tokens) => {
    expect(createRegexTokenizer({ pattern, lowercase }).tokenize(line)).toEqual(tokens);
  });

  it.each([
    [{ pattern: '\\w+', lowercase: true }, 're:\\w+:lc'],
    [{ pattern: 'a|b c' }, 're:a%7Cb%20c'],
    [{ pattern: 'a:lc' }, 're:a%3Alc'],
    [{ pattern: '100%' }, 're:100%25'],
    [{ pattern: /[a-z]+/gi }, 're:[a-z]+:i'],
    [{ pattern: /^\w+$/msy, lowercase: true }, 're:^\\w+$:ms:lc'],
    [{ pattern: /\d+/, name: 'digits' }, 'digits'],
  ])('names %o %s', (options, name) => {
    expect(createRegexTokenizer(options).name).toBe(name);
  });

  it('ignores a sticky flag, which would stop at the first gap', () => {
    expect(createRegexTokenizer({ pattern: /\d+/y }).tokenize('a1 b22')).toEqual(['1', '22']);
  });

  it('does not loop on patterns that match the empty string, nor split a surrogate pair', () => {
    expect(createRegexTokenizer({ pattern: '(?:)' }).tokenize('a😀b')).toEqual([]);
    expect(createRegexTokenizer({ pattern: '\\p{So}*' }).tokenize('😀😀 x 😀')).toEqual(['😀😀', '😀']);
    expect(createRegexTokenizer({ pattern: '\\b' }).tokenize('a b')).toEqual([]);
  });

  it.each([' ', 'a|b', ''])('rejects the signature name %j with the rule', (name) => {
    expect(() => createRegexTokenizer({ pattern: 'x', name })).toThrow(/without whitespace or '\|'/);
  });

  it.each([
    ['(a+)+$', '(a+)+'],
    ['(\\w*)*x', '(\\w*)*'],
    ['(?:x|y+){2,}', '(?:x|y+){2,}'],
    ['((ab)*c)+', '((ab)*c)+'],
  ])('rejects the catastrophic pattern %s', (pattern, group) => {
    expect(findNestedQuantifier(pattern)).toBe(group);
    expect(() => createRegexTokenizer({ pattern })).toThrow(/repeats a group that already repeats/);
    expect(() => createRegexTokenizer({ pattern, allowNestedQuantifiers: true })).not.toThrow();
  });

  it.each(['\\w+', '(ab)+', '[(a+)+]', '\\(a+\\)+', 'a{2}(b)+'])('accepts %s', (pattern) => {
    expect(findNestedQuantifier(pattern)).toBeUndefined();
  });

  it.each([
    ['(a|ab)+$', '(a|ab)+'],
    ['(\\w|\\w\\w)+x', '(\\w|\\w\\w)+'],
    ['(?:x|y|x?z)*', '(?:x|y|x?z)*'],
    ['(?:.|a)+', '(?:.|a)+'],
    ['(?<w>cat|cart){2,}', '(?<w>cat|cart){2,}'],
  ])('rejects the alternation blow-up %s', (pattern, group) => {
    expect(findOverlappingAlternatives(pattern)).toBe(group);
    expect(() => createRegexTokenizer({ pattern })).toThrow(/repeats a group whose alternatives may match the same text/);
    expect(() => createRegexTokenizer({ pattern, allowNestedQuantifiers: true })).not.toThrow();
  });

  it('accepts the rewrites its message suggests', () => {
    expect(() => createRegexTokenizer({ pattern: '(ab?)+' })).not.toThrow();
    expect(() => createRegexTokenizer({ pattern: '[\\w\\d]+' })).not.toThrow();
  });

  it.each(['(?:cat|dog)+', '(a|b)+', '(\\.|,)+', '(ab|cd){2}', '(a|ab)', '[a|ab]+'])('accepts the alternation %s', (pattern) => {
    expect(findOverlappingAlternatives(pattern)).toBeUndefined();
    expect(() => createRegexTokenizer({ pattern })).not.toThrow();
  });

  it('compares alternatives case-insensitively under the i flag', () => {
    expect(findOverlappingAlternatives('(A|ab)+', false)).toBeUndefined();
    expect(findOverlappingAlternatives('(A|ab)+', true)).toBe('(A|ab)+');
    expect(() => createRegexTokenizer({ pattern: /(A|ab)+/i })).toThrow(/alternatives may match/);
  });

  it('says what is wrong with invalid options', () => {
    const create = createRegexTokenizer as (options: unknown) => unknown;
    expect(() => create(undefined)).toThrow(/needs an options object, received undefined/);
    expect(() => create({ pattern: 'x', lowercase: 'yes' })).toThrow(/lowercase must be true or false, received "yes"/);
    expect(() => create({ pattern: 42 })).toThrow(/pattern must be a non-empty string or RegExp, received 42/);
  });

  it('says what is wrong with an invalid pattern', () => {
    expect(() => createRegexTokenizer({ pattern: '(unclosed' })).toThrow(BleukitError);
    expect(() => createRegexTokenizer({ pattern: '(unclosed' })).toThrow(/Invalid pattern "\(unclosed"/);
    expect(() => createRegexTokenizer({ pattern: '' })).toThrow(/non-empty/);
  });
});
