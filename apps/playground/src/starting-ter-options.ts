import type { TerSettings } from './score-systems.js';
import { terAdvice } from './segmentation-notices.js';

/** sacreBLEU's TER tokenization: words split at spaces only. */
export const SACREBLEU_TER_OPTIONS: Required<TerSettings> = { normalized: false, asianSupport: false };

/** The TER options to start with, and why, when they are not sacreBLEU's. */
export interface StartingTerOptions {
  options: Required<TerSettings>;
  /** Why the options differ from sacreBLEU's (a sentence fragment); undefined when they do not. */
  reason?: string;
}

/**
 * The TER options the playground starts with for references whose first stream is
 * `referenceText`, until the user sets them: sacreBLEU's, unless the text is mostly Japanese or
 * Chinese. TER splits words only at spaces, so such a line is a single word and TER comes out
 * near 100 for every system; it then starts normalized with Asian support, which splits every
 * Chinese character (kanji): the switch TER's note offers (`--ter-asian-support --ter-normalized`),
 * decided by the same advice.
 */
export function startingTerOptions(referenceText: string): StartingTerOptions {
  const advice = terAdvice(referenceText, SACREBLEU_TER_OPTIONS);
  if (!advice?.asianSupportSplits) return { options: SACREBLEU_TER_OPTIONS };
  const language = new Intl.DisplayNames(['en'], { type: 'language' }).of(advice.language) ?? advice.language;
  return {
    options: { normalized: true, asianSupport: true },
    reason: `the references are ${language}, written without spaces, and TER alone would take each line as one word`,
  };
}
