import { BleukitError, pythonStrip } from '@bleukit/core';
import { pythonInt } from '../report/profile.js';
import type { Corpus } from '../report/report-context.js';

/** How often each word occurs in a corpus (lower-cased first with `caseInsensitive`). */
export function countWords(corpus: Corpus, caseInsensitive: boolean): Map<string, number> {
  const counts = new Map<string, number>();
  for (const sentence of corpus) {
    for (const token of sentence) {
      const word = caseInsensitive ? token.toLowerCase() : token;
      counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  return counts;
}

/** The counts of a `word<TAB>count` file, and what compare-mt prints about lines it skips. */
export interface CountFile {
  readonly counts: Map<string, number>;
  /** compare-mt's `Bad line in counts file …` messages, in order, each ending in a newline. */
  readonly skipped: string;
}

/**
 * Reads a `word<TAB>count` file as compare-mt does: each line stripped and split at tabs; a line
 * without exactly two fields is skipped with a message; a word listed again keeps its last count.
 */
export function readCountFile(lines: readonly string[], path: string, caseInsensitive: boolean): CountFile {
  const counts = new Map<string, number>();
  let skipped = '';
  lines.forEach((line, i) => {
    const fields = pythonStrip(line).split('\t');
    if (fields.length !== 2) {
      skipped += `Bad line in counts file ${path}, ignoring:\n${line}\n\n`;
      return;
    }
    const [word, text] = fields as [string, string];
    const count = pythonInt(text);
    if (count === undefined) {
      throw new BleukitError('invalid-input', `${path}:${i + 1}: the count ${JSON.stringify(text)} is not an integer; each line of a freq_count_file is word<TAB>count`);
    }
    counts.set(caseInsensitive ? word.toLowerCase() : word, count);
  });
  return { counts, skipped };
}
