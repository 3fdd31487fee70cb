// chrF needs no tokenizer: the same assertion serves every language.
import { chrf, promptfooAssertion } from '@bleukit/evals';

export default promptfooAssertion(chrf(), { referenceVar: 'reference' });
