import { readFileSync } from 'node:fs';
import { checkTokenizerPackage } from '@bleukit/core/testing';
import { describe, expect, it } from 'vitest';

const manifest: unknown = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

describe('the package as the command line registers it', () => {
  it.each(['und', 'ja', 'th'])('describes its tokenizer, which loads from there for %s and keeps the contract with what its tokens keep', async (locale) => {
    expect(await checkTokenizerPackage(manifest, () => import('./index.js'), { locale })).toEqual([]);
  });
});
