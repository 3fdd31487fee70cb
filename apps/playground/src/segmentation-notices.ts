import { meanWordLength, pythonSplit, segmentationAdvice, type SegmentationAdvice } from '@bleukit/core';
import { segmenterFor, type TokenizerEntry } from '@bleukit/core/registry';
import type { ScoreSettings } from './score-systems.js';

/** tercom's Asian support, with its normalisation, splits Han characters (not kana or Hangul). */
const TERCOM_ASIAN_SCRIPTS: readonly string[] = ['Han'];

/** What was measured on the references, for a notice: the advice, and how long the runs between spaces are. */
export interface MeasuredAdvice extends SegmentationAdvice {
  /** Mean characters between spaces over the references' lines (what a tokenizer that splits at spaces gives as words). */
  spacedRunLength: number;
}

/** BLEU's note: the advice, and the registered tokenizer to switch to. */
export interface BleuAdvice extends MeasuredAdvice {
  /** A registered tokenizer that splits the language's scripts (none for Korean unless one names Hangul). */
  switchTo?: string;
  /** `switchTo` is the one sacreBLEU picks for the language (`-l en-ja`): BLEU as it is now is not comparable to sacreBLEU's. */
  sacrebleuChoice: boolean;
}

/** TER's note: the language, and whether `--ter-asian-support --ter-normalized` would split it. */
export interface TerAdvice extends MeasuredAdvice {
  asianSupportSplits: boolean;
}

/** Which metrics cannot see words in the references, and why. */
export interface SegmentationNotices {
  /** BLEU's tokenizer leaves references written without spaces unsplit. */
  bleu?: BleuAdvice;
  /** TER splits words only at spaces; normalized with Asian support it splits Han characters. */
  ter?: TerAdvice;
  /** RIBES (on BLEU's tokenizer's words) would align runs of text as words: set with `bleu` when RIBES is scored. */
  ribes?: BleuAdvice;
  /** chrF++'s word n-grams split at spaces: set when chrF++ is scored on text written without spaces. */
  chrfWords?: MeasuredAdvice;
}

/**
 * The notes to show for the references' first stream (`referenceText`) with these settings;
 * `segments` are the scripts BLEU's tokenizer splits (its registry entry's), `segmenters` the
 * registered tokenizers a note may suggest. All come from core's `segmentationAdvice`, as the
 * command line's notes do, so text already split into words gets none. RIBES takes BLEU's
 * tokenizer, so it gets BLEU's; TER splits Han characters only when normalized with Asian support.
 * Korean is written with spaces between words, so its words are found: no TER or chrF++ note, and
 * a BLEU note only when a registered tokenizer names Hangul (splits further than the spaces).
 */
export function segmentationNotices(
  referenceText: string,
  settings: { segments: readonly string[]; segmenters: readonly TokenizerEntry[] } & Pick<ScoreSettings, 'ter' | 'terOptions' | 'ribes'> & Partial<Pick<ScoreSettings, 'chrf'>>,
): SegmentationNotices {
  const notices: SegmentationNotices = {};
  // The runs between spaces are the same for every note: measured once, and only for a note.
  let runLength: number | undefined;
  const measured = <T extends SegmentationAdvice>(advice: T): T & MeasuredAdvice => ({
    ...advice,
    spacedRunLength: (runLength ??= meanWordLength(referenceText.split('\n'), pythonSplit)),
  });
  const bleu = segmentationAdvice(referenceText, settings.segments);
  if (bleu) {
    const segmenter = segmenterFor(settings.segmenters, bleu.language, bleu.scripts, bleu.spaced);
    if (segmenter || !bleu.spaced) {
      notices.bleu = {
        ...measured(bleu),
        ...(segmenter ? { switchTo: segmenter.name } : {}),
        sacrebleuChoice: segmenter?.defaultFor?.includes(bleu.language) === true,
      };
      if (settings.ribes) notices.ribes = notices.bleu;
    }
  }
  if (settings.ter) {
    const ter = terAdvice(referenceText, settings.terOptions);
    if (ter) notices.ter = measured(ter);
  }
  if (settings.chrf === 'chrF++') {
    const chrf = segmentationAdvice(referenceText, []);
    if (chrf && !chrf.spaced) notices.chrfWords = measured(chrf);
  }
  return notices;
}

/**
 * Whether TER with `terOptions` sees no words in references mostly written without spaces, and
 * whether normalized Asian support would split them (it splits Han characters); undefined when
 * TER sees words (Korean, written with spaces, included).
 */
export function terAdvice(referenceText: string, terOptions: ScoreSettings['terOptions'] | undefined): (SegmentationAdvice & { asianSupportSplits: boolean }) | undefined {
  const asian = terOptions?.normalized === true && terOptions.asianSupport === true;
  const ter = segmentationAdvice(referenceText, asian ? TERCOM_ASIAN_SCRIPTS : []);
  if (!ter || ter.spaced) return undefined;
  return { ...ter, asianSupportSplits: ter.scripts.some((script) => TERCOM_ASIAN_SCRIPTS.includes(script)) };
}
