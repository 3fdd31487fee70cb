import type { BleuResult } from './bleu.js';
import type { BleuScore } from './compute-bleu.js';
import { formatFixed, formatFloat } from './python-format.js';
import { formatSignature, signatureEntries } from './signature.js';

/** How a score is printed. */
export interface FormatOptions {
  /** Decimals of the score. Default 2 (sacreBLEU's API; its CLI uses 1). */
  width?: number;
  /** Print only the score. */
  scoreOnly?: boolean;
  /** Abbreviated signature (`#:1|c:mixed|…`). */
  short?: boolean;
  /** Leave the signature out (`BLEU = …`). */
  noSignature?: boolean;
}

/** A bootstrap estimate printed after the score as `(μ = mean ± ci)`. */
export interface Confidence {
  mean: number;
  ci: number;
}

/** `82.4/50.0/45.5/37.5 (BP = 0.943 ratio = 0.944 hyp_len = 17 ref_len = 18)` */
export function formatVerbose(score: BleuScore): string {
  const precisions = score.precisions.map((p) => formatFixed(p, 1)).join('/');
  return (
    `${precisions} (BP = ${formatFixed(score.bp, 3)} ratio = ${formatFixed(score.ratio, 3)} ` +
    `hyp_len = ${score.sysLen} ref_len = ${score.refLen})`
  );
}

function scoreText(score: number, width: number, confidence?: Confidence): string {
  let text = formatFixed(score, width);
  if (confidence && confidence.mean > 0) {
    text += ` (μ = ${formatFixed(confidence.mean, width)} ± ${formatFixed(confidence.ci, width)})`;
  }
  return text;
}

/**
 * sacreBLEU's text rendering, byte for byte:
 * `BLEU|nrefs:1|…|version:… = 34.3 65.6/40.2/27.2/19.1 (BP = 0.999 ratio = …)`.
 */
export function formatBleu(
  result: BleuResult,
  options: FormatOptions = {},
  confidence?: Confidence,
): string {
  const width = options.width ?? 2;
  const score = scoreText(result.score, width, confidence);
  if (options.scoreOnly) return score;
  const name = options.noSignature ? 'BLEU' : `BLEU|${formatSignature(result.signature, options.short)}`;
  return `${name} = ${score} ${formatVerbose(result)}`;
}

/**
 * sacreBLEU's JSON rendering (`json.dumps(…, indent=1, ensure_ascii=False)`), byte for byte.
 * The score is rounded to `width` decimals as there; the signature is always the long form.
 */
export function formatBleuJson(result: BleuResult, width = 1, confidence?: Confidence): string {
  const fields: [string, string][] = [
    ['name', JSON.stringify('BLEU')],
    ['score', formatFloat(Number(formatFixed(result.score, width)))],
    ['signature', JSON.stringify(formatSignature(result.signature))],
  ];
  if (confidence && confidence.mean > 0) {
    fields.push(
      ['confidence_mean', formatFloat(Number(formatFixed(confidence.mean, width)))],
      ['confidence_var', formatFloat(Number(formatFixed(confidence.ci, width)))],
      ['confidence', JSON.stringify(`μ = ${formatFixed(confidence.mean, width)} ± ${formatFixed(confidence.ci, width)}`)],
    );
  }
  fields.push(['verbose_score', JSON.stringify(formatVerbose(result))]);
  for (const [key, value] of signatureEntries(result.signature)) {
    fields.push([key, JSON.stringify(value)]);
  }
  return `{\n${fields.map(([key, value]) => ` ${JSON.stringify(key)}: ${value}`).join(',\n')}\n}`;
}
