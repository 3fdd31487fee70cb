import { segmentationAdvice, type SegmentationAdvice } from '@bleukit/core';
import type { ScoreSettings } from './score-systems.js';

/** Which metrics cannot see words in the references, and why. */
export interface SegmentationNotices {
  /** BLEU's tokenizer leaves mostly Chinese, Japanese or Korean references unsplit. */
  bleu?: SegmentationAdvice;
  /**
   * TER's tokenization splits only at spaces, so each line of unspaced Japanese or Chinese is
   * one word and nearly every segment scores 100; `normalized` with `asianSupport` splits it.
   */
  ter?: 'ja' | 'zh';
  /**
   * RIBES (on BLEU's tokenizer's words) would align whole phrases as words: set with `bleu`
   * when RIBES is scored.
   */
  ribes?: SegmentationAdvice;
}

/**
 * The notes to show for the references' first stream (`referenceText`) with these settings.
 * All come from core's `segmentationAdvice`; RIBES takes BLEU's tokenizer, so it gets BLEU's; TER's tokenizer is `tercom` (which it does not
 * count as segmenting) unless normalized with Asian support. Korean is written with spaces
 * between words, so TER's words are words there: no TER note for it.
 */
export function segmentationNotices(
  referenceText: string,
  settings: Pick<ScoreSettings, 'tokenizer' | 'ter' | 'terOptions' | 'ribes'>,
): SegmentationNotices {
  const notices: SegmentationNotices = {};
  const bleu = segmentationAdvice(referenceText, settings.tokenizer);
  if (bleu) notices.bleu = bleu;
  if (bleu && settings.ribes) notices.ribes = bleu;
  const terSplits = settings.terOptions?.normalized === true && settings.terOptions.asianSupport === true;
  if (settings.ter && !terSplits) {
    const language = segmentationAdvice(referenceText, 'tercom')?.language;
    if (language === 'ja' || language === 'zh') notices.ter = language;
  }
  return notices;
}
