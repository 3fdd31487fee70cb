import { BleukitError } from '@bleukit/core';
import type { Corpus } from './scorer.js';

/** Throws unless the output (and the source, when given) has as many lines as the reference. */
export function checkParallel(scoreType: string, ref: Corpus, out: Corpus, src?: Corpus): void {
  if (out.length !== ref.length) {
    throw new BleukitError(
      'length-mismatch',
      `[bleukit] [${scoreType}] The output has ${out.length} lines and the reference ${ref.length}: give files of the same number of lines.`,
    );
  }
  if (src !== undefined && src.length !== ref.length) {
    throw new BleukitError(
      'length-mismatch',
      `[bleukit] [${scoreType}] The source has ${src.length} lines and the reference ${ref.length}: give files of the same number of lines.`,
    );
  }
}

/** The source, or an error saying the score type needs one. */
export function requireSource<T>(scoreType: string, src: T | undefined): T {
  if (src === undefined) {
    throw new BleukitError(
      'invalid-argument',
      `[bleukit] [${scoreType}] compare-mt's ${scoreType} compares the output with the source too: give the source file (--src_file).`,
    );
  }
  return src;
}
