import { formatFixed, formatFloat } from './python-format.js';
import { formatSignatureFields, type SignatureField } from './signature-field.js';

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

/** What sacreBLEU's `Score.format` prints from: every metric's result reduces to this. */
export interface ScoreLine {
  /** `BLEU`, `chrF2++`, `TER`. */
  name: string;
  score: number;
  signature: readonly SignatureField[];
  /** Text after the score (BLEU's precisions and lengths); empty for chrF and TER. */
  verbose?: string;
}

function confidenceText(confidence: Confidence, width: number): string {
  return `μ = ${formatFixed(confidence.mean, width)} ± ${formatFixed(confidence.ci, width)}`;
}

/**
 * sacreBLEU's `Score.format` text, byte for byte:
 * `NAME|<signature> = SCORE[ (μ = mean ± ci)][ verbose]`, or the score alone.
 */
export function formatScoreLine(line: ScoreLine, options: FormatOptions = {}, confidence?: Confidence): string {
  const width = options.width ?? 2;
  let score = formatFixed(line.score, width);
  // sacreBLEU prints the estimate only when a mean was set (it starts at -1).
  if (confidence && confidence.mean > 0) score += ` (${confidenceText(confidence, width)})`;
  if (options.scoreOnly) return score;
  const name = options.noSignature ? line.name : `${line.name}|${formatSignatureFields(line.signature, options.short)}`;
  return line.verbose ? `${name} = ${score} ${line.verbose}` : `${name} = ${score}`;
}

/**
 * sacreBLEU's JSON (`json.dumps(…, indent=1, ensure_ascii=False)`), byte for byte. The score is
 * rounded to `width` decimals as there; the signature is always the long form.
 */
export function formatScoreJson(line: ScoreLine, width = 1, confidence?: Confidence): string {
  const rounded = (value: number) => formatFloat(Number(formatFixed(value, width)));
  const fields: [string, string][] = [
    ['name', JSON.stringify(line.name)],
    ['score', rounded(line.score)],
    ['signature', JSON.stringify(formatSignatureFields(line.signature))],
  ];
  if (confidence && confidence.mean > 0) {
    fields.push(
      ['confidence_mean', rounded(confidence.mean)],
      ['confidence_var', rounded(confidence.ci)],
      ['confidence', JSON.stringify(confidenceText(confidence, width))],
    );
  }
  if (line.verbose) fields.push(['verbose_score', JSON.stringify(line.verbose)]);
  for (const [key, , value] of line.signature) fields.push([key, JSON.stringify(value)]);
  return `{\n${fields.map(([key, value]) => ` ${JSON.stringify(key)}: ${value}`).join(',\n')}\n}`;
}
