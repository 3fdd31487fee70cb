import { describe, expect, it } from 'vitest';
import { evaliteScorer, langsmithEvaluator, promptfooAssertion } from './adapters.js';
import { bleu } from './bleu-scorer.js';

const scorer = bleu({ targetLanguage: 'de' });
const output = 'Die Katze saß auf der Matte.';
const reference = 'Die Katze saß auf einer Matte.';

describe('adapters wrap the same scorer', async () => {
  const expected = await scorer({ output, expected: reference });

  it('promptfoo: { pass, score, reason } with the reference from vars and the threshold from config', async () => {
    const assertion = promptfooAssertion(scorer, { threshold: 0.9 });
    const result = await assertion(output, { vars: { reference } });
    expect(result).toEqual({ pass: false, score: expected.score, reason: expect.stringContaining('tok:13a') });
    expect(result.reason).toMatch(/^BLEU \d+\.\d\d \[nrefs:1\|case:mixed\|eff:yes\|tok:13a\|/);
    expect((await assertion(output, { vars: { reference }, config: { threshold: 0.1 } })).pass).toBe(true);
  });

  it('promptfoo: a missing reference variable fails the test with the fix', async () => {
    const result = await promptfooAssertion(scorer, { referenceVar: 'ref' })(output, { vars: { reference } });
    expect(result).toEqual({ pass: false, score: 0, reason: expect.stringContaining("no 'ref' variable") });
  });

  it('evalite: { name, description, scorer } returning { score, metadata }', async () => {
    const adapted = evaliteScorer(scorer);
    expect(adapted.name).toBe('BLEU');
    expect(await adapted.scorer({ input: 'The cat sat on a mat.', output, expected: reference })).toEqual({
      score: expected.score,
      metadata: expected.metadata,
    });
  });

  it('LangSmith: { key, score, comment } from outputs and referenceOutputs', async () => {
    const evaluator = langsmithEvaluator(scorer, { outputKey: 'translation' });
    const result = await evaluator({ outputs: { translation: output }, referenceOutputs: { reference: [reference] } });
    expect(result).toEqual({ key: 'bleu', score: expected.score, comment: expect.stringContaining('eff:yes') });
  });
});
