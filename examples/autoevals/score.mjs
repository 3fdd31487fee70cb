// bleukit's scorers have autoevals' shape, `({ output, expected }) → { name, score, metadata }`:
// they score cases beside autoevals' own scorers, and autoevals' ListContains takes them as its
// pairwise scorer. No model is called. Prints one JSON line per case, then ListContains' result.
// Usage: node score.mjs HYPOTHESES REFERENCES LANGUAGE
import { readFileSync } from 'node:fs';
import { Levenshtein, ListContains } from 'autoevals';
import { bleu, chrf } from '@bleukit/evals';

const [hypPath, refPath, language] = process.argv.slice(2);
const lines = (path) => readFileSync(path, 'utf8').replace(/\n$/, '').split('\n');
const outputs = lines(hypPath);
const references = lines(refPath);
const scorers = [bleu({ targetLanguage: language }), chrf(), Levenshtein];

for (const [i, output] of outputs.entries()) {
  const results = await Promise.all(scorers.map((scorer) => scorer({ output, expected: references[i] })));
  console.log(JSON.stringify(results.map(({ name, score, metadata }) => ({ name, score, value: metadata?.bleu ?? metadata?.value }))));
}

let calls = 0;
const Bleu = bleu({ targetLanguage: language });
const counted = (args) => {
  calls++;
  return Bleu(args);
};
const matched = await ListContains({ output: outputs, expected: references, pairwiseScorer: counted });
console.log(JSON.stringify({ name: matched.name, score: matched.score, pairwiseCalls: calls }));
