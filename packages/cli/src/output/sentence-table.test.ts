// `-sl` with several metrics: sacreBLEU refuses; bleukit prints one row per segment and one
// column per metric, each column what `-sl -b` gives for that metric alone.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runInProcess } from '../test-helpers.js';

const samples = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..', 'samples');
const ref = join(samples, 'en-de', 'ref.en');
const hyp = join(samples, 'en-de', 'hyp.rough.en');

describe('-sl with several metrics', () => {
  it('gives each metric the column -sl -b gives it alone, in the order of -m', async () => {
    const metrics = ['ter', 'bleu', 'ribes', 'chrf'];
    const table = await runInProcess([ref, '-i', hyp, '-m', ...metrics, '-sl', '-w', '6']);
    expect(table.status).toBe(0);
    const rows = table.stdout.trimEnd().split('\n').map((line) => line.split('\t'));
    expect(rows[0]).toEqual(['line', 'TER', 'BLEU', 'RIBES', 'chrF2']);
    expect(rows.slice(1).map((row) => row[0])).toEqual(Array.from({ length: 30 }, (_, k) => String(k + 1)));
    for (const [m, metric] of metrics.entries()) {
      const alone = await runInProcess([ref, '-i', hyp, '-m', metric, '-sl', '-b', '-w', '6']);
      expect(alone.status).toBe(0);
      expect(rows.slice(1).map((row) => row[m + 1])).toEqual(alone.stdout.trimEnd().split('\n'));
    }
    // The signatures go to stderr, one a metric, so that stdout stays a table.
    expect(table.stderr.split('\n').filter((line) => line.startsWith('bleukit: '))).toHaveLength(4);
  });

  it('gives a JSON list with -f json, and sacreBLEU\'s lines for one metric', async () => {
    const json = await runInProcess([ref, '-i', hyp, '-m', 'bleu', 'chrf', '-sl', '-f', 'json', '-q']);
    const rows = JSON.parse(json.stdout) as { line: number; BLEU: number; chrF2: number }[];
    expect(rows).toHaveLength(30);
    expect(Object.keys(rows[0] as object)).toEqual(['line', 'BLEU', 'chrF2']);
    const one = await runInProcess([ref, '-i', hyp, '-m', 'chrf', '-sl']);
    expect(one.stdout.split('\n')[0]).toMatch(/^chrF2\|nrefs:1\|case:mixed\|eff:yes\|nc:6\|nw:0\|space:no\|version:bleukit-[^ ]+ = \d+\.\d$/);
  });
});
