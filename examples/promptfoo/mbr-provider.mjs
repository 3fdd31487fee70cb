// A promptfoo provider that samples several translations and keeps the one that agrees most with
// the others (minimum Bayes risk, chrF as the utility). Offline, the test's canned `samples`
// stand in for the model's; a real run draws them from a model in sample() below.
import { mbrSelector } from '@bleukit/evals';

const pick = mbrSelector({ metric: 'chrf' });

/** The n translations to choose from. A real run: n calls to a model at a temperature > 0. */
async function sample(prompt, context) {
  return context.vars.samples.trim().split('\n');
}

export default class MbrProvider {
  id() {
    return 'bleukit-mbr';
  }

  async callApi(prompt, context) {
    const samples = await sample(prompt, context);
    const { output, index, utilities } = await pick(samples);
    return { output, metadata: { mbrIndex: index, utilities } };
  }
}
