// NLTK 3.8's printed corpus_bleu (Python's repr of the float it returned) for 300 random corpora
// × methods 0–7, compared as strings: through the core API (`formatted`) and through
// `bleukit --preset nltk -s methodK` on files. A tolerance would hide a last-digit difference.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PeerError, resolvePreset, scorePresetTokens } from '@bleukit/core';
import { afterAll, describe, expect, it } from 'vitest';
import { readJsonl } from '../test-support/shared.js';

interface ReprRecord {
  id: string;
  hyps: string[][];
  refs: string[][][];
  results: ({ method: number; repr: string } | { method: number; error: string })[];
}

const records = readJsonl<ReprRecord>('conformance/nltk/corpus_bleu_repr.jsonl');
const cli = join(import.meta.dirname, '..', 'packages', 'cli', 'dist', 'bin.js');
const dir = mkdtempSync(join(tmpdir(), 'bleukit-nltk-repr-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Segment-major references (NLTK's `list_of_references[i][k]`) from the record's streams. */
function perSegment(record: ReprRecord): string[][][] {
  return record.hyps.map((_, i) => record.refs.map((stream) => stream[i] as string[]));
}

describe('NLTK corpus_bleu repr, 300 corpora × 8 methods', () => {
  it('has them all', () => {
    expect(records).toHaveLength(300);
    expect(records.every((record) => record.results.length === 8)).toBe(true);
  });

  it('core prints every value as NLTK does, byte for byte', () => {
    const failures: string[] = [];
    for (const record of records) {
      for (const entry of record.results) {
        const preset = resolvePreset('nltk', { smoothing: `method${entry.method}` });
        let printed: string;
        try {
          printed = scorePresetTokens(preset, record.hyps, perSegment(record)).formatted;
        } catch (error) {
          printed = error instanceof PeerError ? `error: ${error.peerError}` : `thrown: ${String(error)}`;
        }
        const expected = 'repr' in entry ? entry.repr : `error: ${entry.error}`;
        if (printed !== expected) failures.push(`${record.id} method${entry.method}: ${printed} vs NLTK ${expected}`);
      }
    }
    expect(failures.slice(0, 10), `${failures.length} of 2400 differ`).toEqual([]);
  }, 60_000);

  it('the command line prints them too (--preset nltk -s methodK on files of space-joined tokens)', () => {
    const failures: string[] = [];
    // Every 30th corpus through the CLI (each run starts Node); the core check above covers all.
    for (const record of records.filter((_, i) => i % 30 === 0)) {
      const hyp = join(dir, `${record.id}.hyp`);
      writeFileSync(hyp, record.hyps.map((tokens) => `${tokens.join(' ')}\n`).join(''));
      const refs = record.refs.map((stream, k) => {
        const path = join(dir, `${record.id}.ref${k}`);
        writeFileSync(path, stream.map((tokens) => `${tokens.join(' ')}\n`).join(''));
        return path;
      });
      for (const entry of record.results) {
        if (!('repr' in entry)) continue;
        const result = spawnSync(process.execPath, [cli, ...refs, '-i', hyp, '--preset', 'nltk', '-tok', 'split', '-s', `method${entry.method}`], { encoding: 'utf8' });
        if (result.stdout !== `${entry.repr}\n`) failures.push(`${record.id} method${entry.method}: ${JSON.stringify(result.stdout)} vs NLTK ${entry.repr}`);
      }
    }
    expect(failures.slice(0, 10), `${failures.length} differ`).toEqual([]);
  }, 120_000);
});
