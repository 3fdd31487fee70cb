// BLEU for English outputs: sacreBLEU's default tokenization (13a), one score per case.
import { bleu, promptfooAssertion } from '@bleukit/evals';

export default promptfooAssertion(bleu({ targetLanguage: 'en' }), { referenceVar: 'reference' });
