// Every tokenizer the packages export, on random text (any code unit, lone surrogates, astral
// characters, every Python whitespace character): never throws, never emits an empty token or one
// with whitespace, never splits a code point, gives the same tokens twice (core's checkTokenizer).
// Packages are imported by name at run time, so tokenizers still being written join when they land.
import type { Tokenizer } from '@bleukit/core';
import { checkTokenizer } from '@bleukit/core/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const PACKAGES = [
  '@bleukit/tokenizer-whitespace',
  '@bleukit/tokenizer-regex',
  '@bleukit/tokenizer-ja',
  '@bleukit/tokenizer-intl-segmenter',
];

function isTokenizer(value: unknown): value is Tokenizer {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Tokenizer).name === 'string' &&
    typeof (value as Tokenizer).tokenize === 'function'
  );
}

async function exportedTokenizers(): Promise<[string, Tokenizer][]> {
  const found: [string, Tokenizer][] = [];
  for (const name of PACKAGES) {
    const module = (await import(/* @vite-ignore */ name)) as Record<string, unknown>;
    for (const [exported, value] of Object.entries(module)) {
      // Ready instances, and factories that build one synchronously from defaults.
      let tokenizer: unknown = value;
      if (typeof value === 'function' && /^create\w*Tokenizer$/.test(exported) && value.length === 0) {
        try {
          tokenizer = (value as () => unknown)();
        } catch {
          continue;
        }
      }
      if (isTokenizer(tokenizer)) found.push([`${name} ${exported} (${tokenizer.name})`, tokenizer]);
    }
  }
  return found;
}

const SPACES = '\t\n\u000b\f\r\u001c\u001f \u0085\u00a0\u1680\u2000\u200a\u2028\u2029\u202f\u205f\u3000';
const text = fc
  .array(
    fc.oneof(
      fc.string({ unit: 'binary', maxLength: 4 }),
      fc.string({ unit: 'grapheme', maxLength: 4 }),
      fc.constantFrom(...SPACES, '\ufeff', '\u200b', '&amp;', '<a>', '-', '.', "'", '1,000', '3.14'),
    ),
    { maxLength: 24 },
  )
  .map((parts) => parts.join(''));

describe('tokenizers on random text', async () => {
  const tokenizers = await exportedTokenizers();

  it('finds the tokenizers to check', () => {
    expect(tokenizers.length).toBeGreaterThan(0);
  });

  it.each(tokenizers)('%s keeps the tokenizer contract', (_, tokenizer) => {
    // mteval-v13a.pl splits on Perl's \s, which lacks U+001C–U+001F, U+0085, U+00A0 and the other
    // Unicode spaces: its emulation keeps those inside tokens on purpose (see docs/robustness.md).
    const perl = tokenizer.name.startsWith('mteval-');
    fc.assert(
      fc.property(fc.array(text, { minLength: 1, maxLength: 8 }), (samples) => {
        let problems = checkTokenizer(tokenizer, samples);
        if (perl) {
          problems = problems.filter((problem) => !problem.endsWith('has whitespace'));
          for (const sample of samples) {
            for (const token of tokenizer.tokenize(sample)) expect(token).not.toMatch(/[ \t\n\r\f\v]/);
          }
        }
        expect(problems).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });
});
