// NLTK 3.8's printed corpus_bleu (Python's repr of the float it returned) for 300 random corpora
// × methods 0–7, compared as strings: through the core API (`formatted`) and through
// `bleukit --preset nltk -s methodK` on files. A tolerance would hide a last-digit difference.
// Where NLTK raised (method6's AssertionError), core throws a PeerError carrying NLTK's message
// and the command prints it as a `bleukit: error:` line and exits 1 (docs/presets.md, "Where a
// peer fails").
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PeerError, resolvePreset, scorePresetTokens } from '@bleukit/core';
import { afterAll, describe, expect, it } from 'vitest';
import { runInProcess, type Printed } from '../packages/cli/src/test-helpers.js';
import { readJsonl } from '../test-support/shared.js';

type ReprEntry = { method: number; repr: string } | { method: number; error: string };

interface ReprRecord {
  id: string;
  hyps: string[][];
  refs: string[][][];
  results: ReprEntry[];
}

const records = readJsonl<ReprRecord>('conformance/nltk/corpus_bleu_repr.jsonl');
const cli = join(import.meta.dirname, '..', 'packages', 'cli', 'dist', 'bin.js');
const dir = mkdtempSync(join(tmpdir(), 'bleukit-nltk-repr-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Segment-major references (NLTK's `list_of_references[i][k]`) from the record's streams. */
function perSegment(record: ReprRecord): string[][][] {
  return record.hyps.map((_, i) => record.refs.map((stream) => stream[i] as string[]));
}

/** Writes the corpus as files of space-joined tokens; returns the command's arguments for method K. */
function corpusFiles(record: ReprRecord): (method: number) => string[] {
  const lines = (segments: string[][]) => segments.map((tokens) => `${tokens.join(' ')}\n`).join('');
  const hyp = join(dir, `${record.id}.hyp`);
  writeFileSync(hyp, lines(record.hyps));
  const refs = record.refs.map((stream, k) => {
    const path = join(dir, `${record.id}.ref${k}`);
    writeFileSync(path, lines(stream));
    return path;
  });
  return (method) => [...refs, '-i', hyp, '--preset', 'nltk', '-tok', 'split', '-s', `method${method}`];
}

/** What the command must print for one NLTK result; a description of the difference, or null. */
function difference(entry: ReprEntry, printed: Printed): string | null {
  if ('repr' in entry) {
    if (printed.status === 0 && printed.stdout === `${entry.repr}\n`) return null;
    return `exit ${printed.status}, stdout ${JSON.stringify(printed.stdout)} vs NLTK ${entry.repr}`;
  }
  // NLTK's exception, quoted in bleukit's one-line error; nothing on stdout; exit 1.
  const message = `bleukit: error: [nltk] The nltk implementation cannot score this input: it fails with "${entry.error}". `;
  const oneLine = printed.stderr.startsWith(message) && printed.stderr.indexOf('\n') === printed.stderr.length - 1;
  if (printed.status === 1 && printed.stdout === '' && oneLine) return null;
  return `exit ${printed.status}, stdout ${JSON.stringify(printed.stdout)}, stderr ${JSON.stringify(printed.stderr)} vs NLTK ${entry.error}`;
}

describe('NLTK corpus_bleu repr, 300 corpora × 8 methods', () => {
  // A truncated or regenerated file must fail here, not quietly check fewer records.
  it('has them all', () => {
    expect(records).toHaveLength(300);
    expect(records.flatMap((record) => record.results)).toHaveLength(2400);
    expect(records.every((record) => record.results.map((entry) => entry.method).join() === '0,1,2,3,4,5,6,7')).toBe(true);
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

  // Every record through the command: arguments parsed, files read and split, the preset's output
  // printed, the exit status returned, by the code bin.ts runs, in this process (2,400 runs of
  // Node would take minutes). The next test ties it to the built executable.
  it.each(records.map((record) => [record.id, record] as const))('the command line prints %s as NLTK does (all 8 methods)', async (_, record) => {
    const argv = corpusFiles(record);
    const failures: string[] = [];
    for (const entry of record.results) {
      const found = difference(entry, await runInProcess(argv(entry.method)));
      if (found !== null) failures.push(`${record.id} method${entry.method}: ${found}`);
    }
    expect(failures).toEqual([]);
  });

  // The built `bleukit` as a process (its bundle, real stdout/stderr and exit status) on every
  // 30th corpus, all 8 methods with NLTK's errors among them: it prints what the runs above printed.
  it('the built executable prints the same bytes and exits the same way', async () => {
    const sample = records.filter((_, i) => i % 30 === 0);
    expect(sample.some((record) => record.results.some((entry) => 'error' in entry)), 'the sample has an NLTK error').toBe(true);
    const failures: string[] = [];
    for (const record of sample) {
      const argv = corpusFiles(record);
      for (const entry of record.results) {
        const result = spawnSync(process.execPath, [cli, ...argv(entry.method)], { encoding: 'utf8' });
        const spawned: Printed = { status: result.status ?? -1, stdout: result.stdout, stderr: result.stderr };
        const where = `${record.id} method${entry.method}`;
        const found = difference(entry, spawned);
        if (found !== null) failures.push(`${where}: ${found}`);
        else expect(spawned, where).toEqual(await runInProcess(argv(entry.method)));
      }
    }
    expect(failures, `${failures.length} of ${sample.length * 8} differ`).toEqual([]);
  }, 120_000);
});
