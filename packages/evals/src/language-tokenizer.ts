import { BleukitError, describeValue, sacrebleuTokenizerName, type Tokenizer } from '@bleukit/core';

/**
 * Languages written without spaces between words that sacreBLEU would score with `13a` (one
 * "token" per phrase) and that no bleukit segmenter covers: refused rather than scored wrong.
 */
const UNSEGMENTED: Readonly<Record<string, string>> = {
  th: 'Thai',
  lo: 'Lao',
  km: 'Khmer',
  my: 'Burmese',
};

function refuse(message: string): BleukitError {
  return new BleukitError('unsupported', `[bleukit/evals] ${message}`);
}

const JA_MECAB = '@bleukit/tokenizer-ja-mecab';

/**
 * `@bleukit/tokenizer-ja-mecab`, an optional peer dependency (its dictionary is ~24 MB, which a
 * user who never scores Japanese should not install): imported only for a Japanese target, and
 * when it is not installed, an error that names the package to install. Node says `Cannot find
 * package '<name>'`, browsers `Failed to resolve module specifier "<name>"`; a package missing
 * *inside* ja-mecab names that other package and is rethrown as it is.
 */
async function importJaMecab(targetLanguage: string, metric: string): Promise<typeof import('@bleukit/tokenizer-ja-mecab')> {
  try {
    return await import('@bleukit/tokenizer-ja-mecab');
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (!message.includes(`'${JA_MECAB}'`) && !message.includes(`"${JA_MECAB}"`)) throw error;
    throw new BleukitError(
      'unsupported',
      `[bleukit/evals] ${metric} for Japanese ('${targetLanguage}') uses sacreBLEU's ja-mecab tokenizer, from the ` +
        `optional package ${JA_MECAB}, which is not installed. Install it beside @bleukit/evals: ` +
        `npm install ${JA_MECAB}`,
      { cause: error },
    );
  }
}

/**
 * The tokenizer sacreBLEU uses for `targetLanguage` (`sacrebleu -l en-<lang>`), loaded on first
 * use so a German scorer never reads MeCab's dictionary. Refuses `ko` (sacreBLEU's `ko-mecab` is
 * not in bleukit) and unsegmented scripts, pointing to chrF. `metric` names the metric that needs
 * the words in those messages (default `BLEU`).
 */
export async function loadLanguageTokenizer(targetLanguage: string, metric = 'BLEU'): Promise<Tokenizer> {
  if (typeof targetLanguage !== 'string' || !/^[a-z]{2,3}(?:[-_][A-Za-z0-9]+)*$|^$/.test(targetLanguage)) {
    throw new BleukitError(
      'invalid-argument',
      `[bleukit/evals] targetLanguage should be a language code such as 'de', 'ja' or 'zh', received ${describeValue(targetLanguage)}.`,
    );
  }
  const language = targetLanguage.split(/[-_]/)[0] ?? '';
  const script = UNSEGMENTED[language];
  if (script !== undefined) {
    throw refuse(
      `${metric} for ${script} ('${targetLanguage}') would need a word segmenter, and sacreBLEU's default (13a) ` +
        `would count each space-free phrase as one word. Score it with chrF, which needs no tokenizer.`,
    );
  }
  const name = sacrebleuTokenizerName(language);
  if (name === 'ko-mecab') {
    throw refuse(
      `sacreBLEU scores Korean with 'ko-mecab' (MeCab with mecab-ko-dic), which bleukit does not ship, ` +
        `so no ${metric} here would match one computed on sacreBLEU's words. Score Korean with chrF.`,
    );
  }
  if (name === 'ja-mecab') {
    const { createMecabTokenizer } = await importJaMecab(targetLanguage, metric);
    return createMecabTokenizer();
  }
  const regex = await import('@bleukit/tokenizer-regex');
  return name === 'zh' ? regex.tokenizerZh : regex.tokenizer13a;
}
