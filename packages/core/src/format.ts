import type { BleuResult } from './bleu-result.js';
import type { BleuScore } from './compute-bleu.js';
import { formatFixed } from './python-format.js';
import { formatScoreJson, formatScoreLine, type Confidence, type FormatOptions, type ScoreLine } from './score-format.js';
import { signatureFields } from './signature.js';

export type { Confidence, FormatOptions } from './score-format.js';

/** `82.4/50.0/45.5/37.5 (BP = 0.943 ratio = 0.944 hyp_len = 17 ref_len = 18)` */
export function formatVerbose(score: BleuScore): string {
  const precisions = score.precisions.map((p) => formatFixed(p, 1)).join('/');
  return (
    `${precisions} (BP = ${formatFixed(score.bp, 3)} ratio = ${formatFixed(score.ratio, 3)} ` +
    `hyp_len = ${score.sysLen} ref_len = ${score.refLen})`
  );
}

/** BLEU's result as the line sacreBLEU's `Score.format` prints from. */
function bleuLine(result: BleuResult): ScoreLine {
  return { name: 'BLEU', score: result.score, signature: signatureFields(result.signature), verbose: formatVerbose(result) };
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
  return formatScoreLine(bleuLine(result), options, confidence);
}

/**
 * sacreBLEU's JSON rendering (`json.dumps(…, indent=1, ensure_ascii=False)`), byte for byte.
 * The score is rounded to `width` decimals as there; the signature is always the long form.
 */
export function formatBleuJson(result: BleuResult, width = 1, confidence?: Confidence): string {
  return formatScoreJson(bleuLine(result), width, confidence);
}
