// workerd: a Worker whose fetch handler takes compute()'s input as the request's JSON body and
// answers with its output. Files come as a Worker gets static assets: over fetch, from the
// ASSETS service (here a folder served by workerd), the SentencePiece model and ja-mecab's
// dictionary (`loadFile`) alike.
import { loadMecabDictionary } from '@bleukit/tokenizer-ja-mecab';
import { compute } from './compute.mjs';

export default {
  async fetch(request, env) {
    const asset = async (name) => {
      const response = await env.ASSETS.fetch(`http://assets/${name}`);
      if (!response.ok) throw new Error(`assets/${name}: HTTP ${response.status}`);
      return new Uint8Array(await response.arrayBuffer());
    };
    const input = await request.json();
    const output = await compute(input, { mecab: { loadFile: asset }, spmModel: () => asset('sentencepiece.model') });
    // Whether ja-mecab's dictionary loads here at all (fetched, checked, laid out), apart from its kernel.
    const mecabDictionary = await loadMecabDictionary({ loadFile: asset }).then(
      () => 'loaded',
      (error) => String(error?.message ?? error),
    );
    return Response.json({ ...output, mecabDictionary });
  },
};
