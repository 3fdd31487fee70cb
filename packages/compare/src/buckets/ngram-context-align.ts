import type { Sentence } from '../report/report-context.js';

/** Positions where `word` occurs in `sentence`, memoized per sentence. */
function occurrences(sentence: Sentence): Map<string, number[]> {
  const positions = new Map<string, number[]>();
  sentence.forEach((word, i) => {
    const list = positions.get(word);
    if (list === undefined) positions.set(word, [i]);
    else list.push(i);
  });
  return positions;
}

/**
 * compare-mt's word alignment for RIBES (align_utils.py's `ngram_context_align`, after Isozaki et
 * al. 2010): each output word that occurs once in both sentences aligns to its reference
 * position; a word occurring more often is aligned through the shortest context, growing one
 * word to the left then one to the right, whose n-gram occurs exactly once in each sentence.
 * Returns the reference positions in output order (unaligned words are left out). `order` caps
 * the n-gram length (-1: the reference's length); `caseInsensitive` lower-cases both first.
 *
 * compare-mt counts every n-gram of both sentences; this follows only the candidate positions
 * of the word being aligned, which gives the same counts.
 */
export function ngramContextAlign(ref: Sentence, out: Sentence, order = -1, caseInsensitive = false): number[] {
  if (caseInsensitive) {
    ref = ref.map((word) => word.toLowerCase());
    out = out.map((word) => word.toLowerCase());
  }
  const maxOrder = order === -1 ? ref.length : order;
  const refAt = occurrences(ref);
  const outAt = occurrences(out);
  const alignment: number[] = [];
  out.forEach((word, i) => {
    const refStarts = refAt.get(word);
    if (refStarts === undefined || maxOrder < 1) return;
    const outStarts = outAt.get(word) as number[];
    if (refStarts.length === 1 && outStarts.length === 1) {
      alignment.push(refStarts[0] as number);
      return;
    }
    // Occurrences of the n-gram ending at the word (backward) and starting at it (forward), as
    // the positions of the word within each occurrence.
    let refBack = refStarts;
    let outBack = outStarts;
    let refFore = refStarts;
    let outFore = outStarts;
    for (let j = 1; j < maxOrder; j++) {
      if (i - j >= 0) {
        const left = out[i - j];
        refBack = refBack.filter((p) => p - j >= 0 && ref[p - j] === left);
        outBack = outBack.filter((p) => p - j >= 0 && out[p - j] === left);
        if (refBack.length === 1 && outBack.length === 1) {
          alignment.push(refBack[0] as number);
          return;
        }
      }
      if (i + j < out.length) {
        const right = out[i + j];
        refFore = refFore.filter((p) => p + j < ref.length && ref[p + j] === right);
        outFore = outFore.filter((p) => p + j < out.length && out[p + j] === right);
        if (refFore.length === 1 && outFore.length === 1) {
          alignment.push(refFore[0] as number);
          return;
        }
      }
    }
  });
  return alignment;
}
