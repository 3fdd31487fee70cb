import { hasPythonWhitespace, pythonSplit } from '@bleukit/core';

/** The part of an `Intl.Segmenter` (native or polyfill) a tokenizer uses. */
export interface WordSegmenter {
  segment(input: string): Iterable<{ segment: string }>;
}

/**
 * Every segment becomes a token (punctuation too, as BLEU counts it); whitespace is never part
 * of a token, by Python's definition, as sacreBLEU's `split()` has it.
 */
export function segmentsToTokens(segmenter: WordSegmenter, line: string): string[] {
  const tokens: string[] = [];
  const spaced = hasPythonWhitespace(line);
  for (const { segment } of segmenter.segment(line)) {
    if (spaced && hasPythonWhitespace(segment)) tokens.push(...pythonSplit(segment));
    else tokens.push(segment);
  }
  return tokens;
}
