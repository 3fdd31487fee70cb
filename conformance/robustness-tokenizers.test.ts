// Every registered tokenizer (the command line's registry: each tokenizer package's
// bleukit.tokenizers, loaded as the CLI loads it; SentencePiece with the bundled model) and every
// other tokenizer those packages export, on random text (any code unit, lone surrogates, astral
// characters, every Python whitespace character, each script of core's samples): never throws,
// never emits an empty token or one with whitespace, never splits a code point, gives the same
// tokens twice, keeps what its entry declares (core's checkTokenizer). A package joins when it is
// registered; none is listed here.
import { join } from 'node:path';
import { pythonSplit, type Tokenizer } from '@bleukit/core';
import { TOKENIZER_SAMPLES, checkTokenizer, type TokenContent } from '@bleukit/core/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REGISTRY } from '../packages/cli/src/tokenizers/registered-tokenizers.js';

const MODEL = join(import.meta.dirname, '..', 'samples', 'spm', 'samples.model');

function isTokenizer(value: unknown): value is Tokenizer {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Tokenizer).name === 'string' &&
    typeof (value as Tokenizer).tokenize === 'function'
  );
}

/**
 * Every registered tokenizer, loaded by the registry, with what its entry says its tokens keep,
 * then the packages' other exported ones (whose content no entry declares).
 */
async function registeredTokenizers(): Promise<[string, Tokenizer, TokenContent][]> {
  const found: [string, Tokenizer, TokenContent][] = [];
  for (const entry of REGISTRY.entries) {
    const tokenizer = await REGISTRY.load(entry.name, { locale: 'ja', ...(entry.model ? { model: MODEL } : {}) });
    found.push([`${entry.package} -tok ${entry.name} (${tokenizer.name})`, tokenizer, entry]);
  }
  for (const name of new Set(REGISTRY.entries.map((entry) => entry.package))) {
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
      if (isTokenizer(tokenizer) && !found.some(([, known]) => known === tokenizer)) found.push([`${name} ${exported} (${tokenizer.name})`, tokenizer, {}]);
    }
  }
  return found;
}

// Core's lines with text in them, but the long one.
const SCRIPT_SAMPLES = TOKENIZER_SAMPLES.filter((sample) => pythonSplit(sample).length > 0 && sample.length < 1000);
const SPACES = '\t\n\u000b\f\r\u001c\u001f \u0085\u00a0\u1680\u2000\u200a\u2028\u2029\u202f\u205f\u3000';
const text = fc
  .array(
    fc.oneof(
      fc.string({ unit: 'binary', maxLength: 4 }),
      fc.constantFrom(...SCRIPT_SAMPLES).chain((sample) => fc.nat(sample.length).map((start) => sample.slice(start, start + 12))),
      fc.string({ unit: 'grapheme', maxLength: 4 }),
      fc.constantFrom(...SPACES, '\ufeff', '\u200b', '&amp;', '<a>', '-', '.', "'", '1,000', '3.14'),
    ),
    { maxLength: 24 },
  )
  .map((parts) => parts.join(''));

describe('tokenizers on random text', async () => {
  const tokenizers = await registeredTokenizers();

  it('checks every registered tokenizer', () => {
    expect(tokenizers.filter(([label]) => label.includes(' -tok ')).length).toBe(REGISTRY.entries.length);
    expect(REGISTRY.entries.length).toBeGreaterThanOrEqual(16);
  });

  it.each(tokenizers)('%s keeps the tokenizer contract', (_, tokenizer, content) => {
    // mteval-v13a.pl splits on Perl's \s, which lacks U+001C–U+001F, U+0085, U+00A0 and the other
    // Unicode spaces: its emulation keeps those inside tokens on purpose (see docs/robustness.md).
    const perl = tokenizer.name.startsWith('mteval-');
    const whitespaceAllowed = (problems: string[]): string[] => (perl ? problems.filter((problem) => !problem.endsWith('has whitespace')) : problems);
    expect(whitespaceAllowed(checkTokenizer(tokenizer, { content }))).toEqual([]);
    fc.assert(
      fc.property(fc.array(text, { minLength: 1, maxLength: 8 }), (samples) => {
        const problems = whitespaceAllowed(checkTokenizer(tokenizer, { samples, content }));
        if (perl) {
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
