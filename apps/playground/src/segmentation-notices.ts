import { segmentationAdvice, type SegmentationAdvice } from '@bleukit/core';
import type { ScoreSettings } from './score-systems.js';

/** tercom's Asian support, with its normalisation, splits Han characters (not kana or Hangul). */
const TERCOM_ASIAN_SCRIPTS: readonly string[] = ['Han'];

/** TER's note: the language, and whether `--ter-asian-support --ter-normalized` would split it. */
export interface TerAdvice extends SegmentationAdvice {
  asianSupportSplits: boolean;
}

/** Which metrics cannot see words in the references, and why. */
export interface SegmentationNotices {
  /** BLEU's tokenizer leaves references written without spaces unsplit. */
  bleu?: SegmentationAdvice;
  /**
   * TER's tokenization splits only at spaces, so each line of such text is one word and nearly
   * every segment scores 100; normalized with Asian support it splits Han characters.
   */
  ter?: TerAdvice;
  /** RIBES (on BLEU's tokenizer's words) would align whole phrases as words: set with `bleu` when RIBES is scored. */
  ribes?: SegmentationAdvice;
}

/**
 * The notes to show for the references' first stream (`referenceText`) with these settings;
 * `segments` are the scripts BLEU's tokenizer splits (its registry entry's). All come from core's
 * `segmentationAdvice`, as the command line's notes do: RIBES takes BLEU's tokenizer, so it gets
 * BLEU's; TER splits Han characters only when normalized with Asian support. Korean is written
 * with spaces between words, so TER's words are words there: no TER note for it.
 */
export function segmentationNotices(
  referenceText: string,
  settings: { segments: readonly string[] } & Pick<ScoreSettings, 'ter' | 'terOptions' | 'ribes'>,
): SegmentationNotices {
  const notices: SegmentationNotices = {};
  const bleu = segmentationAdvice(referenceText, settings.segments);
  if (bleu) notices.bleu = bleu;
  if (bleu && settings.ribes) notices.ribes = bleu;
  if (settings.ter) {
    const asian = settings.terOptions?.normalized === true && settings.terOptions.asianSupport === true;
    const ter = segmentationAdvice(referenceText, asian ? TERCOM_ASIAN_SCRIPTS : []);
    if (ter && ter.language !== 'ko') {
      notices.ter = { ...ter, asianSupportSplits: ter.scripts.some((script) => TERCOM_ASIAN_SCRIPTS.includes(script)) };
    }
  }
  return notices;
}
