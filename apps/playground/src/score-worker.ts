// The scoring worker: loads tokenizers (once each) and WordNet (once, when METEOR is first
// chosen) and scores off the page's thread, so that 10k-line inputs and dictionary loading never
// freeze the page. The Compare view's analyses run here too, on the last score's tokenizer: one
// worker, so ja-mecab's dictionary (≈ 23 MB of tables) is fetched and held once.
import type { Tokenizer } from '@bleukit/core';
import { compareAnalysis, compareReports, type CompareOptions } from './compare-analysis.js';
import { describeAlignment, describeEdits, describeMeteor, describeSegment } from './describe-segment.js';
import { loadTokenizer, loadTokenizerByName } from './load-tokenizer.js';
import type { MeteorSupport } from './load-meteor.js';
import { peerScore, presetTokenizerName } from './peer-score.js';
import type { WorkerRequest, WorkerResponse } from './score-protocol.js';
import { ScoreCancelled, bleuFor, hasBlankReference, meteorFor, ribesFor, scoreSystems, terFor, type ScoreInput } from './score-systems.js';

interface WorkerScope {
  postMessage(message: WorkerResponse, transfer?: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<WorkerRequest>) => void): void;
}

const scope = self as unknown as WorkerScope;
const tokenizers = new Map<string, Promise<Tokenizer>>();
let latestScore = 0;
let last: { input: ScoreInput; tokenizer: Tokenizer; meteor: MeteorSupport | undefined } | undefined;
let meteorSupport: Promise<MeteorSupport> | undefined;

/** METEOR's code and WordNet's tables, downloaded (with progress) the first time METEOR is chosen and kept. */
function meteorSupportFor(id: number): Promise<MeteorSupport> {
  if (!meteorSupport) {
    const loading = import('./load-meteor.js').then(({ loadMeteorSupport }) =>
      loadMeteorSupport({
        onProgress: (fraction, message) => scope.postMessage({ type: 'progress', id, phase: 'loading', fraction, message }),
      }),
    );
    // A failed load is retried next time rather than cached.
    loading.catch(() => (meteorSupport = undefined));
    meteorSupport = loading;
  }
  return meteorSupport;
}

function tokenizerFor(input: ScoreInput, id: number): Promise<Tokenizer> {
  const { tokenizer, locale, spmModel } = input.settings;
  // A SentencePiece tokenizer per model file (by name and size; the signature names it by hash).
  const model = tokenizer === 'spm' && spmModel !== undefined ? `${spmModel.name}|${spmModel.bytes.length}` : '';
  const key = `${tokenizer}|${locale ?? ''}|${model}`;
  let loading = tokenizers.get(key);
  if (!loading) {
    loading = loadTokenizer(tokenizer, {
      locale,
      ...(tokenizer === 'spm' && spmModel !== undefined ? { spmModel: spmModel.bytes } : {}),
      onProgress: (fraction, message) =>
        scope.postMessage({ type: 'progress', id, phase: 'loading', fraction, message }),
    });
    // A failed load is retried next time rather than cached.
    loading.catch(() => tokenizers.delete(key));
    tokenizers.set(key, loading);
  }
  return loading;
}

async function score(id: number, input: ScoreInput): Promise<void> {
  latestScore = id;
  scope.postMessage({ type: 'progress', id, phase: 'loading', fraction: undefined, message: `Loading ${input.settings.tokenizer}…` });
  const tokenizer = await tokenizerFor(input, id);
  if (id !== latestScore) return;
  const meteor = input.settings.meteor ? await meteorSupportFor(id) : undefined;
  if (id !== latestScore) return;
  const output = await scoreSystems(input, tokenizer, {
    isCancelled: () => id !== latestScore,
    pause: () => new Promise((resolve) => setTimeout(resolve, 0)),
    onProgress: (done, total) =>
      scope.postMessage({ type: 'progress', id, phase: 'scoring', fraction: done / total, message: `Scored ${done} of ${total} segments` }),
    onCompare: () =>
      scope.postMessage({ type: 'progress', id, phase: 'scoring', fraction: undefined, message: 'Paired bootstrap (1000 resamples)…' }),
  }, { meteor });
  const preset = input.settings.preset;
  if (preset) {
    scope.postMessage({ type: 'progress', id, phase: 'scoring', fraction: undefined, message: `Scoring as ${preset}…` });
    const name = presetTokenizerName(preset);
    const presetTokenizer = await loadTokenizerByName(name);
    const streams = input.references.map((ref) => ref.lines);
    output.systems.forEach((system, s) => {
      const lines = input.systems[s]?.lines ?? [];
      system.peer = peerScore(preset, lines, streams, (wanted) => (wanted === name ? presetTokenizer : undefined));
    });
  }
  last = { input, tokenizer, meteor };
  const transfer = output.systems.flatMap((s) => [
    s.sentenceScores.buffer,
    s.hypLengths.buffer,
    s.refLengths.buffer,
    ...s.metrics.map((metric) => metric.sentenceScores.buffer),
  ]);
  scope.postMessage({ type: 'result', id, output }, transfer);
}

function detail(id: number, system: number, segment: number): void {
  if (!last) throw new Error('Nothing has been scored yet.');
  const { input, tokenizer, meteor } = last;
  const hyp = input.systems[system]?.lines[segment];
  if (hyp === undefined) throw new Error(`There is no segment ${segment + 1} of system ${system + 1}.`);
  const refs = input.references.map((ref) => ref.lines[segment] as string);
  const { sentence } = bleuFor(input.settings, tokenizer);
  const described = describeSegment(sentence, hyp, refs, { system, segment });
  if (input.settings.ter) described.ter = describeEdits(terFor(input.settings), hyp, refs);
  if (input.settings.ribes) {
    const alignment = describeAlignment(ribesFor(tokenizer, hasBlankReference(input.references)), hyp, refs);
    if (alignment) described.ribes = alignment;
  }
  if (input.settings.meteor && meteor) described.meteor = describeMeteor(meteorFor(input.settings, tokenizer, meteor), hyp, refs);
  scope.postMessage({ type: 'detail', id, detail: described });
}

/** The analyses of `bleukit analyze` on the last score's systems and references, for the Compare view. */
function analyzeLast(id: number, options: CompareOptions): void {
  if (!last) throw new Error('Nothing has been scored yet.');
  const { input, tokenizer, meteor } = last;
  const data = compareAnalysis(input, tokenizer, 'playground', options, meteor);
  const { html, text } = compareReports(data, tokenizer, input);
  scope.postMessage({ type: 'analysis', id, data, html, text });
}

scope.addEventListener('message', (event) => {
  const request = event.data;
  const run = async () => {
    if (request.type === 'score') await score(request.id, request.input);
    else if (request.type === 'detail') detail(request.id, request.system, request.segment);
    else analyzeLast(request.id, request.options);
  };
  run().catch((error: unknown) => {
    if (error instanceof ScoreCancelled) return;
    const message = error instanceof Error ? error.message : String(error);
    scope.postMessage({ type: 'error', id: request.id, message });
  });
});
