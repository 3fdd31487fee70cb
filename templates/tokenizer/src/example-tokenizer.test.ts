import { readFileSync } from 'node:fs';
import { checkTokenizer, checkTokenizerPackage } from '@bleukit/core/testing';
import { describe, expect, it } from 'vitest';
import { createExampleTokenizer, exampleTokenizer } from './index.js';

describe('example tokenizer', () => {
  it('keeps the tokenizer contract', () => {
    expect(checkTokenizer(exampleTokenizer)).toEqual([]);
    expect(checkTokenizer(createExampleTokenizer({ lowercase: true }))).toEqual([]);
  });

  it('is registered in package.json, and loads from there as the command line loads it', async () => {
    const manifest: unknown = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
    expect(await checkTokenizerPackage(manifest, () => import('./index.js'))).toEqual([]);
  });

  it.each([
    ['The cat sat.', ['The', 'cat', 'sat', '.']],
    ['  two  spaces ', ['two', 'spaces']],
  ])('%j → %j', (line, tokens) => {
    expect(exampleTokenizer.tokenize(line)).toEqual(tokens);
  });
});
