import { BleukitError, pythonStrip } from '@bleukit/core';
import { pythonInt } from '../report/profile.js';
import type { Corpus, Sentence } from '../report/report-context.js';
import { carriesWordIds, sentenceWordIds, vocabularyGeneration } from '../scorers/word-ids.js';

/**
 * How often each word occurs in a corpus (lower-cased first with `caseInsensitive`), in the order
 * words first occur. Words as written, of sentences that carry their shared ids (loadTokens), are
 * counted by id (an array, not a map by string), then given their counts.
 */
export function countWords(corpus: Corpus, caseInsensitive: boolean): Map<string, number> {
  // Sentences without ids of their own (not loaded by loadTokens) are counted by their words.
  if (caseInsensitive || corpus.length === 0 || !carriesWordIds(corpus[0] as Sentence)) return countWordsByText(corpus, caseInsensitive);
  const generation = vocabularyGeneration();
  let byId = new Int32Array(1024);
  const firstIds: number[] = [];
  const firstWords: string[] = [];
  for (let s = 0; s < corpus.length; s++) {
    const sentence = corpus[s] as Sentence;
    const ids = sentenceWordIds(sentence);
    for (let k = 0; k < ids.length; k++) {
      const id = ids[k] as number;
      if (id >= byId.length) {
        const larger = new Int32Array(Math.max(id + 1, 2 * byId.length));
        larger.set(byId);
        byId = larger;
      }
      if ((byId[id] as number) === 0) {
        firstIds.push(id);
        firstWords.push(sentence[k] as string);
      }
      byId[id]!++;
    }
  }
  // Ids of different vocabularies (a corpus beyond the shared vocabulary's bound) are unrelated.
  if (vocabularyGeneration() !== generation) return countWordsByText(corpus, false);
  const counts = new Map<string, number>();
  for (let w = 0; w < firstIds.length; w++) counts.set(firstWords[w] as string, byId[firstIds[w] as number] as number);
  return counts;
}

function countWordsByText(corpus: Corpus, caseInsensitive: boolean): Map<string, number> {
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
