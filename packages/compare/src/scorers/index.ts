export { REFUSED_SCORE_TYPES, SCORE_TYPES, createScorer } from './create-scorer.js';
export { evalWithPairedBootstrap } from './paired-bootstrap.js';
export type { PairedBootstrapOptions, PairedBootstrapResult, PairWins, SystemBootstrap } from './paired-bootstrap.js';
export { pyFloat, pyInt } from './scorer.js';
export type { Corpus, PyNumber, Scorer, ScorerCache, ScorerOptions, ScoreResult, Sentence } from './scorer.js';
export { loadTokens, loadTokensFromUtf8 } from './load-tokens.js';
