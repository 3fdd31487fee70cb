// A translation eval as a test: the system's outputs must reach corpus BLEU and chrF thresholds
// (the corpus scores, not an average of sentence scores), and every case's scores are written to
// scores.json for a report. Set EVAL_HYP, EVAL_REF, EVAL_LANG to point it at other files.
import { readFileSync, writeFileSync } from 'node:fs';
import { bleu, chrf } from '@bleukit/evals';
import { describe, expect, it } from 'vitest';

const lines = (path) => readFileSync(path, 'utf8').replace(/\n$/, '').split('\n');
const outputs = lines(process.env.EVAL_HYP ?? 'hyp.txt');
const references = lines(process.env.EVAL_REF ?? 'ref.txt');
const language = process.env.EVAL_LANG ?? 'en';

describe(`translations into ${language}`, () => {
  const Bleu = bleu({ targetLanguage: language });
  const Chrf = chrf();

  it('reach the corpus thresholds', async () => {
    const cases = await Promise.all(
      outputs.map(async (output, i) => {
        const [b, c] = await Promise.all([Bleu({ output, expected: references[i] }), Chrf({ output, expected: references[i] })]);
        return { output, bleu: b.metadata.bleu, chrf: c.metadata.value, notes: b.metadata.notes };
      }),
    );
    const corpusBleu = await Bleu.corpus(outputs, references);
    const corpusChrf = await Chrf.corpus(outputs, references);
    writeFileSync('scores.json', JSON.stringify({ bleu: corpusBleu.metadata, chrf: corpusChrf.metadata, cases }, null, 2));
    expect(corpusBleu.metadata.bleu).toBeGreaterThan(Number(process.env.EVAL_MIN_BLEU ?? 20));
    expect(corpusChrf.metadata.value).toBeGreaterThan(Number(process.env.EVAL_MIN_CHRF ?? 50));
  });
});
