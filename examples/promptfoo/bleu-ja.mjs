// BLEU for Japanese outputs: sacreBLEU's `-l en-ja` tokenization (ja-mecab), one score per case.
import { bleu, promptfooAssertion } from '@bleukit/evals';

export default promptfooAssertion(bleu({ targetLanguage: 'ja' }), { referenceVar: 'reference' });
