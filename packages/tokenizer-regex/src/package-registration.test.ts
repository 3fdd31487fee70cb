import { readFileSync } from 'node:fs';
import { checkTokenizerPackage } from '@bleukit/core/testing';
import { describe, expect, it } from 'vitest';

const manifest: unknown = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

describe('the package as the command line registers it', () => {
  it('describes its tokenizers, each loads from there and keeps the contract with what its tokens keep', async () => {
    const problems = await checkTokenizerPackage(manifest, () => import('./index.js'));
    // mteval-v13a.pl splits on Perl's \s, which lacks U+001C–U+001F, U+0085, U+00A0 and the other
    // Unicode spaces: its emulation keeps those inside tokens on purpose (see docs/robustness.md).
    expect(problems.filter((problem) => !/^mteval-[\w-]+: ".*": token ".*" has whitespace$/s.test(problem))).toEqual([]);
  });
});
