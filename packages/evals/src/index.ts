export { bleu } from './bleu-scorer.js';
export { chrf, ribes, ter } from './metric-scorer.js';
export type { MetricMetadata, MetricScorer, RibesScorerOptions } from './metric-scorer.js';
export { meteor } from './meteor-scorer.js';
export type { MeteorScorerOptions } from './meteor-scorer.js';
export type { BleuMetadata, BleuScorer, BleuScorerOptions, CorpusMetadata } from './bleu-scorer.js';
export { loadLanguageTokenizer } from './language-tokenizer.js';
export { caseReferences, corpusReferences } from './references.js';
export { describeScore, evaliteScorer, langsmithEvaluator, promptfooAssertion } from './adapters.js';
export type {
  LangsmithEvaluatorOptions,
  PromptfooAssertionOptions,
  PromptfooContext,
  PromptfooGradingResult,
} from './adapters.js';
export type { EvalScorer, Score, ScorerArgs } from './scorer.js';
