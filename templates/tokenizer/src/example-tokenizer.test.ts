import { readFileSync } from 'node:fs';
import { checkTokenizer, checkTokenizerPackage, templatePlaceholders } from '@bleukit/core/testing';
import { describe, expect, it } from 'vitest';
import { createExampleTokenizer, exampleTokenizer } from './index.js';

const read = (file: string): string => readFileSync(new URL(`../${file}`, import.meta.url), 'utf8');

describe('example tokenizer', () => {
  it('keeps the tokenizer contract', () => {
    const content = { keeps: 'characters' } as const;
    expect(checkTokenizer(exampleTokenizer, { content, create: createExampleTokenizer })).toEqual([]);
    expect(checkTokenizer(createExampleTokenizer({ lowercase: true }), { content: { ...content, lowercases: true } })).toEqual([]);
  });

  it('is registered in package.json, and loads from there as the command line loads it', async () => {
    expect(await checkTokenizerPackage(JSON.parse(read('package.json')), () => import('./index.js'))).toEqual([]);
  });

  it("is described: README.md has none of the template's placeholders left", () => {
    expect(templatePlaceholders(read('README.md'), 'README.md')).toEqual([]);
  });

  // The content is yours to decide: the contract checks the shape of the tokens and what
  // package.json says they keep, not where your language's words end.
  it.each([
    ['The cat sat.', ['The', 'cat', 'sat', '.']],
    ['  two  spaces ', ['two', 'spaces']],
  ])('%j → %j', (line, tokens) => {
    expect(exampleTokenizer.tokenize(line)).toEqual(tokens);
  });
});
