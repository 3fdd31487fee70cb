// The Compare view's worker: loads the form's tokenizer (once each) and runs the analyses off the
// page's thread, so a 10k-line comparison never freezes the page.
import type { Tokenizer } from '@bleukit/core';
import type { AnalysisData } from '@bleukit/compare/analyze';
import { compareAnalysis, compareReport } from './compare-analysis.js';
import { loadTokenizer } from './load-tokenizer.js';
import type { NamedLines, ScoreInput } from './score-systems.js';

/** A request to the compare worker. */
export interface CompareRequest {
  id: number;
  input: ScoreInput;
  /** A label file, one label a line (sentence buckets by label). */
  labels?: NamedLines;
}

/** The compare worker's answer to request `id`. */
export type CompareResponse = { id: number; type: 'result'; data: AnalysisData; html: string } | { id: number; type: 'error'; message: string };

interface WorkerScope {
  postMessage(message: CompareResponse): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<CompareRequest>) => void): void;
}

const scope = self as unknown as WorkerScope;
const tokenizers = new Map<string, Promise<Tokenizer>>();
const VERSION = 'playground';

function tokenizerFor(input: ScoreInput): Promise<Tokenizer> {
  const { tokenizer, locale, spmModel } = input.settings;
  const key = `${tokenizer}|${locale ?? ''}|${spmModel ? `${spmModel.name}|${spmModel.bytes.length}` : ''}`;
  let loading = tokenizers.get(key);
  if (!loading) {
    loading = loadTokenizer(tokenizer, { locale, ...(spmModel ? { spmModel: spmModel.bytes } : {}) });
    loading.catch(() => tokenizers.delete(key));
    tokenizers.set(key, loading);
  }
  return loading;
}

scope.addEventListener('message', (event) => {
  const { id, input, labels } = event.data;
  tokenizerFor(input)
    .then((tokenizer) => {
      const data = compareAnalysis(input, tokenizer, VERSION, labels);
      scope.postMessage({ id, type: 'result', data, html: compareReport(data, tokenizer, input) });
    })
    .catch((error: unknown) => scope.postMessage({ id, type: 'error', message: error instanceof Error ? error.message : String(error) }));
});
