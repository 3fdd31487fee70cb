import { formatBleu, formatBleuJson, formatFixed, formatSignature, type BleuResult, type Confidence } from '@bleukit/core';
import { tabulate } from './tabulate.js';

/** Output settings from the command line. */
export interface RenderOptions {
  format: 'json' | 'text' | 'latex';
  width: number;
  scoreOnly: boolean;
  short: boolean;
  colors: boolean;
}

const COLORS = { cyan: '\x1b[36m', yellow: '\x1b[33m', red: '\x1b[31m', green: '\x1b[32m' } as const;

/** colorama's `Fore.X + text + Style.RESET_ALL`, or the text alone when colours are off. */
export function color(text: string, name: keyof typeof COLORS, enabled: boolean): string {
  return enabled ? `${COLORS[name]}${text}\x1b[0m` : text;
}

/** One system: sacreBLEU's `print_single_results` for BLEU alone. */
export function renderSingle(result: BleuResult, options: RenderOptions, confidence?: Confidence): string {
  if (options.format === 'json') {
    if (options.scoreOnly) return formatBleu(result, { width: options.width, scoreOnly: true }, confidence);
    return formatBleuJson(result, options.width, confidence);
  }
  const line = formatBleu(result, { width: options.width, scoreOnly: options.scoreOnly, short: options.short }, confidence);
  if (!line.includes('μ')) return line;
  return line.replace(/\(μ = [0-9.]+ ± [0-9.]+\)/, (match) => color(match, 'cyan', options.colors));
}

/** Python's `json.dumps(..., indent=4)` of a string (ASCII-only, `\uXXXX` escapes). */
export function pythonJsonString(text: string): string {
  return JSON.stringify(text).replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The ` - BLEU       <signature>` block after a table. */
export function signatureBlock(signatures: readonly [string, string][]): string {
  return ['-----------------', 'Metric signatures', '-----------------', ...signatures.map(([name, sig]) => ` - ${name.padEnd(10)} ${sig}`)].join('\n');
}

/** Several systems without tests: a table (text/latex) or a JSON list of `{system, BLEU}`. */
export function renderSystems(names: readonly string[], results: readonly BleuResult[], options: RenderOptions): string {
  const scores = results.map((result) => formatFixed(result.score, options.width));
  if (options.format === 'json') {
    const items = names.map(
      (name, i) => `    {\n        "system": ${pythonJsonString(name)},\n        "BLEU": ${pythonJsonString(scores[i] as string)}\n    }`,
    );
    return `[\n${items.join(',\n')}\n]`;
  }
  const first = results[0] as BleuResult;
  const table = tabulate(
    [color('System', 'cyan', options.colors), color('BLEU', 'cyan', options.colors)],
    names.map((name, i) => [name, scores[i] as string]),
    options.format === 'text' ? 'fancy_grid' : 'latex_booktabs',
  );
  return `${table}\n\n${signatureBlock([['BLEU', formatSignature(first.signature, options.short)]])}`;
}
