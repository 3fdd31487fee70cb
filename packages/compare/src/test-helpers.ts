// What the tests share: the error a call throws, analyze's input on space-split words, and a
// spill file on disk.
import { BleukitError, createBleu, type Metric } from '@bleukit/core';
import { closeSync, mkdtempSync, openSync, readSync, rmdirSync, unlinkSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AnalyzeInput } from './analyze/analyze.js';
import type { SpillFile } from './analyze/segment-column.js';

/** The BleukitError `run` throws; anything else it throws is rethrown, and throwing nothing fails. */
export function errorOf(run: () => unknown): BleukitError {
  try {
    run();
  } catch (error) {
    if (BleukitError.isInstance(error)) return error;
    throw error;
  }
  throw new Error('no error');
}

/** Words split on single spaces, as compare-mt splits its tokenized files. */
export const spaces = { name: 'none', tokenize: (line: string): string[] => (line === '' ? [] : line.split(' ')) };
/** Corpus BLEU on {@link spaces}. */
export const spaceBleu = (): Metric => createBleu({ tokenizer: spaces });
/** Sentence BLEU (`eff:yes`) on {@link spaces}. */
export const spaceSentenceBleu = (): Metric => createBleu({ tokenizer: spaces, effectiveOrder: true });

/** analyze's input for these lines, files named ref1…/sys1…, words on spaces, corpus and sentence BLEU; `extra` overrides. */
export function analyzeInput(references: string[][], systems: string[][], extra: Partial<AnalyzeInput> = {}): AnalyzeInput {
  return {
    referenceFiles: references.map((_, r) => `ref${r + 1}`),
    references,
    systems: systems.map((lines, o) => ({ name: `sys${o + 1}`, file: `sys${o + 1}`, lines })),
    words: spaces.tokenize,
    wordsInfo: { tokenizer: 'none', lowercase: false },
    metrics: [{ metric: spaceBleu(), sentence: spaceSentenceBleu() }],
    version: 'test',
    ...extra,
  };
}

/** A spill file on disk (see {@link fileSpill}), counting what goes through it. */
export interface TestSpillFile extends SpillFile {
  /** Bytes appended. */
  appended: number;
  /** Calls of `read`, and the bytes they read. */
  reads: number;
  bytesRead: number;
  close(): void;
}

/**
 * A spill file on disk, as the command line's: made in the temporary folder and unlinked at once,
 * so that nothing is left to clean up; closed with `close`.
 */
export function fileSpill(): TestSpillFile {
  const folder = mkdtempSync(join(tmpdir(), 'bleukit-spill-test-'));
  const path = join(folder, 'columns');
  const fd = openSync(path, 'w+');
  unlinkSync(path);
  rmdirSync(folder);
  return {
    appended: 0,
    reads: 0,
    bytesRead: 0,
    append(bytes) {
      const at = this.appended;
      for (let done = 0; done < bytes.length; ) done += writeSync(fd, bytes, done, bytes.length - done, at + done);
      this.appended += bytes.length;
      return at;
    },
    read(position, into) {
      this.reads++;
      this.bytesRead += into.length;
      for (let done = 0; done < into.length; ) {
        const n = readSync(fd, into, done, into.length - done, position + done);
        if (n === 0) throw new Error(`spill file: nothing to read at ${position + done}`);
        done += n;
      }
    },
    close: () => closeSync(fd),
  };
}
