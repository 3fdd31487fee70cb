import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkTokenizerPackage } from '@bleukit/core/testing';
import { describe, expect, it } from 'vitest';

const manifest: unknown = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

describe('the package as the command line registers it', () => {
  it('describes its tokenizers, which need a model: each is exported', async () => {
    expect(await checkTokenizerPackage(manifest, () => import('./index.js'))).toEqual([]);
  });

  it('each loads with the bundled model from there and keeps the contract (its tokens are the model\'s pieces)', async () => {
    const model = join(import.meta.dirname, '../../../samples/spm/samples.model');
    expect(await checkTokenizerPackage(manifest, () => import('./index.js'), { model })).toEqual([]);
  });
});
