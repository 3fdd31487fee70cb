// The scores and tokens a runtime computes for runtimes.test.ts, through the packed packages as
// a user's project imports them. Plain JavaScript that every runtime runs as it is (Node, Deno,
// Bun, workerd); what differs between them (reading files, the dictionary's location) comes in
// `resources`. The test prepares the records (conformance vectors, sample lines) and compares
// what this returns with their expected values and with Node's run.
import { createChrf } from '@bleukit/chrf';
import { createBleu, formatBleu, formatFloat, formatSignature, formatSignatureFields } from '@bleukit/core';
import { createRibes } from '@bleukit/ribes';
import { createTer } from '@bleukit/ter';
import { jaTokenizer } from '@bleukit/tokenizer-ja';
import { createMecabTokenizer } from '@bleukit/tokenizer-ja-mecab';
import * as regex from '@bleukit/tokenizer-regex';
import { createSentencePieceTokenizer } from '@bleukit/tokenizer-sentencepiece';
import { whitespaceTokenizer } from '@bleukit/tokenizer-whitespace';

/** Which runtime this is, by the globals each one defines (Bun and Deno also define `process`). */
export function runtime() {
  const global = /** @type {any} */ (globalThis);
  if (typeof global.Deno === 'object') return { name: 'deno', version: global.Deno.version.deno };
  if (typeof global.Bun === 'object') return { name: 'bun', version: global.Bun.version };
  if (global.navigator?.userAgent === 'Cloudflare-Workers') return { name: 'workerd', version: '' };
  return { name: 'node', version: global.process.versions.node };
}

/** The bleukit tokenizer for a sacreBLEU signature other than ja-mecab's (`13a`, `intl`, `none`, …). */
function tokenizerFor(signature) {
  if (signature === 'none') return whitespaceTokenizer;
  const found = Object.values(regex).find((value) => typeof value === 'object' && value !== null && value.name === signature);
  if (!found) throw new Error(`no tokenizer for sacreBLEU's ${signature}`);
  return found;
}

/** Each record's result, or the error it raised, so that one failure does not hide the others. */
function each(records, compute) {
  return records.map((record) => {
    try {
      return { id: record.id, ...compute(record) };
    } catch (error) {
      return { id: record.id, error: String(error?.stack ?? error) };
    }
  });
}

/** One tokenizer's output: its signature name and each line's tokens joined by spaces, or why it could not load. */
async function tokenized(load, lines) {
  try {
    const tokenizer = await load();
    return { name: tokenizer.name, lines: lines.map((line) => tokenizer.tokenize(line).join(' ')) };
  } catch (error) {
    return { error: String(error?.message ?? error) };
  }
}

/**
 * Scores and tokens for `input` (built by runtimes.test.ts). `resources.mecab` is the option
 * object for createMecabTokenizer, `resources.spmModel` the SentencePiece model's bytes.
 */
export async function compute(input, resources) {
  const bleu = each(input.bleu, ({ tokenize, options, hyps, hyp, refs }) => {
    const metric = createBleu({ tokenizer: tokenizerFor(tokenize), ...options });
    const result = hyps ? metric.corpusScore(hyps, refs) : metric.sentenceScore(hyp, refs);
    const { score, counts, totals, precisions, bp, sysLen, refLen, ratio } = result;
    return { score, counts, totals, precisions, bp, sysLen, refLen, ratio, signature: formatSignature(result.signature), formatted: formatBleu(result, { width: 2 }) };
  });
  const chrf = each(input.chrf, ({ options, hyps, hyp, refs }) => {
    const metric = createChrf(options);
    const result = hyps ? metric.corpusScore(hyps, refs) : metric.sentenceScore(hyp, refs);
    const { score, charOrder, wordOrder, beta } = result;
    return { score, charOrder, wordOrder, beta, signature: formatSignatureFields(result.signature), formatted: metric.format(result, { width: 2 }) };
  });
  const ter = each(input.ter, ({ options, hyps, hyp, refs }) => {
    const metric = createTer(options);
    const result = hyps ? metric.corpusScore(hyps, refs) : metric.sentenceScore(hyp, refs);
    const { score, numEdits, refLength } = result;
    return { score, numEdits, refLength, signature: formatSignatureFields(result.signature), formatted: metric.format(result, { width: 2 }) };
  });
  // RIBES.py's runs: per system file, the corpus value and each line's, as Python's repr.
  const ribes = each(input.ribes, ({ options, refs, systems }) => {
    const metric = createRibes(options);
    return {
      systems: systems.map((hyps) => ({
        corpus: formatFloat(metric.corpusScore(hyps, refs).ribes),
        sentences: hyps.map((hyp, i) => {
          const [value, count] = metric.segmentStatistics(hyp, refs.map((stream) => stream[i]));
          return count === 0 ? null : formatFloat(value);
        }),
      })),
    };
  });
  const mecab = await tokenized(() => createMecabTokenizer(resources.mecab), input.japanese);
  const tinySegmenter = await tokenized(async () => jaTokenizer, input.japanese);
  const spm = await tokenized(async () => createSentencePieceTokenizer({ model: await resources.spmModel() }), input.spm.lines);
  return { runtime: runtime(), bleu, chrf, ter, ribes, mecab, tinySegmenter, spm };
}
