import { describeValue } from '@bleukit/core';
import type { EvalScorer, Score } from './scorer.js';

/** Metadata every adapter reads: the 0–100 value, the signature, notes on short outputs. */
interface Described {
  readonly bleu?: number;
  readonly value?: number;
  readonly signature: string;
  readonly notes?: readonly string[];
}

/** One line saying what the score is and how it was computed. */
export function describeScore(result: Score<Described>): string {
  const value = result.metadata.bleu ?? result.metadata.value ?? result.score * 100;
  const notes = result.metadata.notes?.length ? ` (${result.metadata.notes.join('; ')})` : '';
  return `${result.name} ${value.toFixed(2)} [${result.metadata.signature}]${notes}`;
}

/** The context promptfoo gives a `file://` JavaScript assertion. */
export interface PromptfooContext {
  vars?: Record<string, unknown>;
  config?: Record<string, unknown>;
}

/** What a promptfoo JavaScript assertion returns. */
export interface PromptfooGradingResult {
  pass: boolean;
  score: number;
  reason: string;
}

/** Options of {@link promptfooAssertion}. */
export interface PromptfooAssertionOptions {
  /** The test variable holding the reference(s). Default `reference`. */
  referenceVar?: string;
  /** Pass at or above this 0–1 score; `config.threshold` of the assertion overrides it. Default 0. */
  threshold?: number;
}

/**
 * A promptfoo JavaScript assertion (`type: javascript`, `value: file://bleu.mjs`) from a scorer:
 * the reference comes from the test's `vars[referenceVar]`, `reason` names the score, the
 * signature and any short-output note.
 */
export function promptfooAssertion<M extends Described>(
  scorer: EvalScorer<M>,
  options: PromptfooAssertionOptions = {},
): (output: unknown, context?: PromptfooContext) => Promise<PromptfooGradingResult> {
  const referenceVar = options.referenceVar ?? 'reference';
  return async (output, context) => {
    const configured = context?.config?.['threshold'];
    const threshold = typeof configured === 'number' ? configured : (options.threshold ?? 0);
    const expected = context?.vars?.[referenceVar];
    if (expected === undefined) {
      return {
        pass: false,
        score: 0,
        reason: `[bleukit/evals] the test has no '${referenceVar}' variable with the reference; ` +
          `add vars: { ${referenceVar}: "…" } or set referenceVar. Variables: ${describeValue(Object.keys(context?.vars ?? {}))}.`,
      };
    }
    const result = await scorer({ output, expected });
    return { pass: result.score >= threshold, score: result.score, reason: describeScore(result) };
  };
}

/**
 * An evalite scorer (`scorers: [evaliteScorer(bleu())]`): `{ name, description, scorer }`
 * whose `scorer` returns `{ score, metadata }`.
 */
export function evaliteScorer<M>(scorer: EvalScorer<M>): {
  name: string;
  description: string;
  scorer: (args: { input?: unknown; output: unknown; expected?: unknown }) => Promise<{ score: number; metadata: M }>;
} {
  return {
    name: scorer.scorerName,
    description: `${scorer.scorerName} from bleukit: sacreBLEU-exact, 0–1 (sacreBLEU's value / 100)`,
    scorer: async ({ output, expected }) => {
      const { score, metadata } = await scorer({ output, expected });
      return { score, metadata };
    },
  };
}

/** Options of {@link langsmithEvaluator}. */
export interface LangsmithEvaluatorOptions {
  /** Key of the run's outputs holding the translation. Default `output`. */
  outputKey?: string;
  /** Key of the example's reference outputs holding the reference(s). Default `reference`. */
  referenceKey?: string;
}

/**
 * A LangSmith / LangChain evaluator, `({ outputs, referenceOutputs }) → { key, score, comment }`,
 * for `evaluate(target, { evaluators: [langsmithEvaluator(bleu())] })`.
 */
export function langsmithEvaluator<M extends Described>(
  scorer: EvalScorer<M>,
  options: LangsmithEvaluatorOptions = {},
): (args: { outputs?: Record<string, unknown>; referenceOutputs?: Record<string, unknown> }) => Promise<{
  key: string;
  score: number;
  comment: string;
}> {
  const outputKey = options.outputKey ?? 'output';
  const referenceKey = options.referenceKey ?? 'reference';
  return async ({ outputs, referenceOutputs }) => {
    const result = await scorer({ output: outputs?.[outputKey], expected: referenceOutputs?.[referenceKey] });
    return { key: scorer.scorerName.toLowerCase(), score: result.score, comment: describeScore(result) };
  };
}
