// workerd: a Worker whose fetch handler takes compute()'s input as the request's JSON body and
// answers with its output. Files come as a Worker gets static assets: over fetch, from the
// ASSETS service (here a folder served by workerd), the SentencePiece model and ja-mecab's
// dictionary (`loadFile`) alike.
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
    return Response.json(output);
  },
};
