import { readCutoffs } from './cutoffs.js';
import {
  caseBucketer,
  frequencyBucketer,
  labelBucketer,
  multilabelBucketer,
  numericalLabelBucketer,
  type WordBucketer,
} from './word-bucketer.js';
import { countWords, readCountFile } from './word-counts.js';
import type { ProfileReader } from '../report/profile.js';
import type { Corpus, CorpusFiles } from '../report/report-context.js';

/** compare-mt's word bucket types (`create_word_bucketer_from_profile`). */
export const WORD_BUCKET_TYPES: readonly string[] = ['freq', 'case', 'label', 'multilabel', 'numlabel'];

/** A bucketer and what compare-mt prints while making it (`Reading frequency from …`). */
export interface WordBucketerSetup {
  readonly bucketer: WordBucketer;
  readonly printed: string;
}

function labelSet(reader: ProfileReader, type: string): string[] {
  const text = reader.string('label_set', null);
  if (text === null) throw reader.error(`bucket_type=${type} needs label_set=, the labels joined by '+', e.g. label_set=NUM+PUNCT+WORD.`);
  return text.split('+');
}

/**
 * The word bucketer of a profile's `bucket_type`, `bucket_cutoffs`, `freq_count_file`,
 * `freq_corpus_file`, `label_set` and `case_insensitive`. Frequencies come from the count file,
 * else the corpus file, else `freqData` (the reference, or the source for source words).
 */
export function wordBucketerFromProfile(reader: ProfileReader, freqData: Corpus, files: CorpusFiles): WordBucketerSetup {
  const type = reader.string('bucket_type', 'freq');
  const cutoffs = readCutoffs(reader);
  const caseInsensitive = reader.bool('case_insensitive');
  switch (type) {
    case 'freq': {
      const countFile = reader.string('freq_count_file', null);
      const corpusFile = reader.string('freq_corpus_file', null);
      if (countFile !== null) {
        const { counts, skipped } = readCountFile(files.lines(countFile), countFile, caseInsensitive);
        return { bucketer: frequencyBucketer(counts, cutoffs, caseInsensitive), printed: `Reading frequency from "${countFile}"\n${skipped}` };
      }
      if (corpusFile !== null && corpusFile !== '') {
        const counts = countWords(files.tokens(corpusFile), caseInsensitive);
        return { bucketer: frequencyBucketer(counts, cutoffs, caseInsensitive), printed: `Reading frequency from "${corpusFile}"\n` };
      }
      if (freqData.length === 0) throw reader.error('frequency buckets need counts: the reference is empty; give freq_corpus_file= or freq_count_file=.');
      const counts = countWords(freqData, caseInsensitive);
      return { bucketer: frequencyBucketer(counts, cutoffs, caseInsensitive), printed: 'Reading frequency from the reference\n' };
    }
    case 'case':
      return { bucketer: caseBucketer(), printed: '' };
    case 'label':
      return { bucketer: labelBucketer(labelSet(reader, type)), printed: '' };
    case 'multilabel':
      return { bucketer: multilabelBucketer(labelSet(reader, type)), printed: '' };
    case 'numlabel':
      return { bucketer: numericalLabelBucketer(cutoffs), printed: '' };
    default:
      throw reader.error(`unknown bucket_type=${type}; word buckets are ${WORD_BUCKET_TYPES.join(', ')}.`);
  }
}
