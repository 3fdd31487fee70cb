import { readFileSync } from 'node:fs';
import { checkTokenizerPackage } from '@bleukit/core/testing';
import { describe, expect, it } from 'vitest';

const manifest: unknown = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

describe('the package as the command line registers it', () => {
  it('describes its tokenizers, each loads from there and keeps the contract with what its tokens keep', async () => {
    expect(await checkTokenizerPackage(manifest, () => import('./index.js'))).toEqual([]);
  });
});
