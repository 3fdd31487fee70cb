// compare-mt's `create_scorer_from_profile`: the one list of score types, which the command's
// help and errors read.
import { BleukitError } from '@bleukit/core';
import { createBleuScorer } from './bleu-scorer.js';
import { createChrfScorer } from './chrf-scorer.js';
import { createExactScorer } from './exact-scorer.js';
import { createGleuScorer } from './gleu-scorer.js';
import { createLengthScorer } from './length-scorer.js';
import { createRibesScorer } from './ribes-scorer.js';
import { createSacrebleuScorer } from './sacrebleu-scorer.js';
import { createSentBleuScorer } from './sentbleu-scorer.js';
import { createWerScorer } from './wer-scorer.js';
import type { Scorer, ScorerOptions } from './scorer.js';

/** Makes a score type's scorer. */
type ScorerFactory = (options: Required<ScorerOptions>) => Scorer;

/** The score types compare-mt's command can create, in its order, each with its factory. */
const SCORERS: Readonly<Record<string, ScorerFactory>> = {
  bleu: createBleuScorer,
  sacrebleu: createSacrebleuScorer,
  sentbleu: createSentBleuScorer,
  length: () => createLengthScorer(),
  ribes: createRibesScorer,
  chrf: createChrfScorer,
  wer: createWerScorer,
  exact: () => createExactScorer(),
  gleu: ({ scale }) => createGleuScorer({ scale }),
};

/** The score types {@link createScorer} accepts. */
export const SCORE_TYPES: readonly string[] = Object.keys(SCORERS);

/** Score types compare-mt has that are not computed here, each with the reason. */
export const REFUSED_SCORE_TYPES: Readonly<Record<string, string>> = {
  meteor:
    "compare-mt's meteor runs CMU's METEOR 1.5 (Java), which is not NLTK's METEOR (@bleukit/meteor) " +
    'and is not available here',
  comet: "compare-mt's comet runs the 2020 COMET model wmt-large-da-estimator-1719 in PyTorch, which is not available here",
  rouge: "compare-mt's rouge1…rouge9, rougeL and rougeLsum (Google's rouge-score) are not available here",
};

function refusal(profile: string): string | undefined {
  if (profile === 'meteor' || profile === 'comet') return REFUSED_SCORE_TYPES[profile];
  if (/^rouge[0-9L](sum)?$/.test(profile)) return REFUSED_SCORE_TYPES.rouge;
  return undefined;
}

/**
 * compare-mt's scorer for a score type (`bleu`, `sacrebleu`, `sentbleu`, `length`, `ribes`,
 * `chrf`, `wer`, `gleu`, `exact`). As in compare-mt, `case_insensitive` is not passed to `gleu`,
 * and `length` and `exact` take none.
 *
 * @example
 * ```ts
 * createScorer('length').scoreCorpus([['a', 'b']], [['a']]).detail; // 'ref=2, out=1'
 * ```
 */
export function createScorer(profile: string, options: ScorerOptions = {}): Scorer {
  const factory = Object.hasOwn(SCORERS, profile) ? SCORERS[profile] : undefined;
  if (factory) {
    return factory({ caseInsensitive: options.caseInsensitive ?? false, scale: options.scale ?? 100, intScale: options.intScale ?? false });
  }
  const refused = refusal(profile);
  if (refused !== undefined) {
    throw new BleukitError('unsupported', `[bleukit] Score type ${profile}: ${refused}. Choose one of ${SCORE_TYPES.join(', ')}.`);
  }
  throw new BleukitError(
    'unknown-name',
    `[bleukit] Invalid score type "${profile}" (compare-mt: "Invalid profile for scorer ${profile}"): choose one of ${SCORE_TYPES.join(', ')}.`,
  );
}
