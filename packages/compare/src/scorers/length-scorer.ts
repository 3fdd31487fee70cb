// compare-mt's `length` score type: the output's length over the reference's, in words.
import { checkParallel } from './corpus-checks.js';
import { pyFloat, type Corpus, type Scorer, type ScorerCache, type ScoreResult, type Sentence } from './scorer.js';

interface LengthCache extends ScorerCache {
  readonly refLengths: Int32Array;
  readonly outLengths: Int32Array;
}

function ratio(refWords: number, outWords: number): ScoreResult {
  const detail = `ref=${refWords}, out=${outWords}`;
  // compare-mt multiplies by its scale, 1.0 for this scorer, before dividing.
  return { score: pyFloat(refWords === 0 ? 0 : outWords / refWords), detail };
}

/** compare-mt's `LengthScorer`: `length ratio`, unscaled, with `ref=…, out=…` beside it. */
export function createLengthScorer(): Scorer {
  const cacheStats = (ref: Corpus, out: Corpus): LengthCache => {
    checkParallel('length', ref, out);
    const refLengths = new Int32Array(ref.length);
    const outLengths = new Int32Array(ref.length);
    for (let i = 0; i < ref.length; i++) {
      refLengths[i] = ref[i]!.length;
      outLengths[i] = out[i]!.length;
    }
    return { size: ref.length, refLengths, outLengths };
  };
  return {
    scoreType: 'length',
    name: 'length ratio',
    idstr: 'lengthrat',
    scale: 1,
    needsSource: false,
    scoreCorpus(ref: Corpus, out: Corpus): ScoreResult {
      checkParallel('length', ref, out);
      let refWords = 0;
      let outWords = 0;
      for (let i = 0; i < ref.length; i++) {
        refWords += ref[i]!.length;
        outWords += out[i]!.length;
      }
      return ratio(refWords, outWords);
    },
    scoreSentence: (ref: Sentence, out: Sentence): ScoreResult => ratio(ref.length, out.length),
    cacheStats,
    scoreCachedCorpus(ids: ArrayLike<number>, cache: ScorerCache): ScoreResult {
      const { refLengths, outLengths } = cache as LengthCache;
      let refWords = 0;
      let outWords = 0;
      for (let k = 0; k < ids.length; k++) {
        const i = ids[k]!;
        refWords += refLengths[i]!;
        outWords += outLengths[i]!;
      }
      return ratio(refWords, outWords);
    },
  };
}
