import { describe, expect, it } from 'vitest';
import { formatSignature, type BleuSignature } from '../signature.js';
import { withResampling } from './resampling-signature.js';

const signature: BleuSignature = { nrefs: '1', case: 'mixed', eff: 'no', tok: '13a', smooth: 'exp', version: 'v' };

describe('withResampling', () => {
  it.each([
    ['bs', 1000, '12345', 'nrefs:1|bs:1000|seed:12345|case:mixed|eff:no|tok:13a|smooth:exp|version:v', '#:1|bs:1000|rs:12345|c:mixed|e:no|tok:13a|s:exp|v:v'],
    ['ar', 10000, 'none', 'nrefs:1|ar:10000|seed:none|case:mixed|eff:no|tok:13a|smooth:exp|version:v', '#:1|ar:10000|rs:none|c:mixed|e:no|tok:13a|s:exp|v:v'],
  ] as const)('%s %i seed %s', (test, samples, seed, long, short) => {
    const result = withResampling(signature, { test, samples, seed });
    expect(formatSignature(result)).toBe(long);
    expect(formatSignature(result, true)).toBe(short);
  });

  it('replaces an earlier test instead of keeping both', () => {
    const once = withResampling(signature, { test: 'bs', samples: 10, seed: '1' });
    expect(formatSignature(withResampling(once, { test: 'ar', samples: 20, seed: '2' }))).toBe(
      'nrefs:1|ar:20|seed:2|case:mixed|eff:no|tok:13a|smooth:exp|version:v',
    );
  });
});
