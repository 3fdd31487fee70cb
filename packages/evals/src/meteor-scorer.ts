import { BleukitError, type Tokenizer } from '@bleukit/core';
import type { Meteor, MeteorOptions, MeteorResult } from '@bleukit/meteor';
import type { WordNet } from '@bleukit/wordnet';
import { loadLanguageTokenizer } from './language-tokenizer.js';
import { metricScorer, type MetricScorer } from './metric-scorer.js';

/** Options of {@link meteor}: `@bleukit/meteor`'s parameters, the words' tokenizer, a name. */
export interface MeteorScorerOptions extends Omit<MeteorOptions, 'wordnet' | 'tokenizer'> {
  /**
   * The language of the outputs: its words come from the tokenizer `sacrebleu -l en-<lang>` picks
   * (13a for English). Default `en`. METEOR's stemmer and WordNet are English, as NLTK's are.
   */
  targetLanguage?: string;
  /** A tokenizer to use instead of the language's (e.g. `tokenizerIntl`). */
  tokenizer?: Tokenizer;
  /** WordNet 3.0 from `loadWordNet()` (in a browser, with its `loadFile`). Default: the installed `@bleukit/wordnet`'s. */
  wordnet?: WordNet;
  /** The name reported with each score. Default `METEOR`. */
  name?: string;
}

/**
 * An optional peer dependency, imported on first use; when it is not installed, an error that
 * names it (Node says `Cannot find package '<name>'`, browsers `Failed to resolve module
 * specifier "<name>"`; a package missing *inside* it is rethrown as it is).
 */
async function importOptional<T>(name: string, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (!message.includes(`'${name}'`) && !message.includes(`"${name}"`)) throw error;
    throw new BleukitError(
      'unsupported',
      `[bleukit/evals] METEOR needs the optional package ${name}, which is not installed. ` +
        'Install it beside @bleukit/evals: npm install @bleukit/meteor @bleukit/wordnet',
      { cause: error },
    );
  }
}

/**
 * METEOR as NLTK 3.8's `meteor_score` computes it (Hugging Face evaluate's `meteor`), as a
 * scorer: `score` is NLTK's 0–1 value, `metadata.value` the same × 100, on the scale of the
 * other metrics, `metadata.tokenizer` the tokenizer that made the words (13a by default, where
 * Hugging Face runs `nltk.word_tokenize`). The corpus `score` is Hugging Face's number: NumPy's
 * mean of the cases' values; `metadata.value` is 100 × their mean added in case order, as
 * `bleukit -m meteor` prints it (the two may differ in a float's last bits). `@bleukit/meteor`
 * and `@bleukit/wordnet` are optional installs, loaded on first use.
 */
export function meteor(options: MeteorScorerOptions = {}): MetricScorer {
  const { name, targetLanguage, tokenizer, wordnet, ...settings } = options;
  // Set once the packages are loaded, which is before any score.
  let mean: (values: readonly number[]) => number = () => Number.NaN;
  const load = async (): Promise<Meteor> => {
    const [meteorPackage, words] = await Promise.all([
      importOptional('@bleukit/meteor', () => import('@bleukit/meteor')),
      tokenizer === undefined ? loadLanguageTokenizer(targetLanguage ?? 'en', 'METEOR') : Promise.resolve(tokenizer),
    ]);
    const tables = wordnet ?? (await (await importOptional('@bleukit/wordnet', () => import('@bleukit/wordnet'))).loadWordNet());
    mean = meteorPackage.numpyMean;
    return meteorPackage.createMeteor({ ...settings, wordnet: tables, tokenizer: words });
  };
  return metricScorer<MeteorResult, Meteor>(
    load,
    name ?? 'METEOR',
    (result, rows) => (rows === undefined ? result.meteor : mean(rows.map((row) => row[0] as number))),
    (metric) => ({ tokenizer: metric.options.tokenizer?.name ?? 'none' }),
  );
}
