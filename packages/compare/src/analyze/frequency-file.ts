import { BleukitError, pythonStrip } from '@bleukit/core';
import { countWords, readCountFile } from '../buckets/word-counts.js';
import type { FrequencyFile } from './word-accuracy-table.js';

/**
 * A frequency file's lines as analyze's frequencies: `corpus`, each line made into words by
 * `words` (as the references are) and counted; `counts`, `word<TAB>count` lines read as
 * compare-mt's `freq_count_file` (a word listed again keeps its last count), words lowercased with
 * `lowercase`. A line of a count file that is not `word<TAB>count` is an error naming it, where
 * compare-mt skips it.
 */
export function readFrequencyFile(source: FrequencyFile['source'], file: string, lines: readonly string[], words: (line: string) => readonly string[], lowercase: boolean): FrequencyFile {
  if (source === 'corpus') return { source, file, counts: countWords(lines.map(words), false) };
  const bad = lines.findIndex((line) => pythonStrip(line).split('\t').length !== 2);
  if (bad >= 0) {
    throw new BleukitError('invalid-input', `[bleukit] ${file}:${bad + 1}: ${JSON.stringify(lines[bad])} is not word<TAB>count; give one word, a tab and its count on every line (e.g. house\t120).`);
  }
  return { source, file, counts: readCountFile(lines, file, lowercase).counts };
}
