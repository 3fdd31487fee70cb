// BLEU for German outputs: sacreBLEU's `-l en-de` tokenization (13a), one score per case.
import { bleu, promptfooAssertion } from '@bleukit/evals';

export default promptfooAssertion(bleu({ targetLanguage: 'de' }), { referenceVar: 'reference' });
