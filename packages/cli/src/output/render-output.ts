import type { Confidence, Metric, MetricResult } from '@bleukit/core';
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

/** A metric's result for one system, with its bootstrap estimate under `-ci`. */
export interface MetricScore {
  metric: Metric;
  result: MetricResult;
  confidence?: Confidence;
}

/** Python's `str.rjust`-style padding by code points (`f'{text:>{width}}'`). */
function padStart(text: string, width: number): string {
  const length = [...text].length;
  return length >= width ? text : ' '.repeat(width - length) + text;
}

/**
 * One system: each metric's line (or JSON) as sacreBLEU's `Score.format` prints it, then
 * `print_single_results`: a JSON list for several metrics, or text lines aligned on their `=`.
 */
export function renderSingle(scores: readonly MetricScore[], options: RenderOptions): string {
  const lines = scores.map(({ metric, result, confidence }) =>
    options.format === 'json' && !options.scoreOnly
      ? metric.formatJson(result, options.width, confidence)
      : metric.format(result, { width: options.width, scoreOnly: options.scoreOnly, short: options.format === 'json' ? false : options.short }, confidence),
  );
  if (options.format === 'json') return lines.length > 1 ? `[\n${lines.join(',\n')}\n]` : (lines[0] as string);
  const colored = (lines[0] as string).includes('μ')
    ? lines.map((line) => line.replace(/\(μ = [0-9.]+ ± [0-9.]+\)/g, (match) => color(match, 'cyan', options.colors)))
    : lines;
  if (colored.length === 1) return colored[0] as string;
  // Align on the first '=' (score-only lines have none and are printed as they are).
  const out: string[] = [];
  const aligned: [number, string][] = [];
  for (const line of colored) {
    const at = line.indexOf('=');
    if (at < 0) out.push(line);
    else aligned.push([[...line.slice(0, at - 1)].length, line]);
  }
  const widest = Math.max(0, ...aligned.map(([length]) => length));
  for (const [, line] of aligned) {
    const at = line.indexOf('=') - 1;
    out.push(padStart(line.slice(0, at), widest) + line.slice(at));
  }
  return out.join('\n');
}

/** Python's `json.dumps(..., indent=4)` of a string (ASCII-only, `\uXXXX` escapes). */
export function pythonJsonString(text: string): string {
  return JSON.stringify(text).replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The ` - BLEU       <signature>` block after a table. */
export function signatureBlock(signatures: readonly [string, string][]): string {
  return ['-----------------', 'Metric signatures', '-----------------', ...signatures.map(([name, sig]) => ` - ${name.padEnd(10)} ${sig}`)].join('\n');
}

/** One metric's column of a multi-system table: its name, its signature, a cell per system. */
export interface ScoreColumn {
  name: string;
  signature: string;
  cells: string[];
}

/** Several systems without tests: a table (text/latex) or a JSON list of `{system, BLEU, chrF2, …}`. */
export function renderSystems(names: readonly string[], columns: readonly ScoreColumn[], options: RenderOptions): string {
  if (options.format === 'json') {
    const items = names.map((name, i) => {
      const fields = [`        "system": ${pythonJsonString(name)}`, ...columns.map((column) => `        ${pythonJsonString(column.name)}: ${pythonJsonString(column.cells[i] as string)}`)];
      return `    {\n${fields.join(',\n')}\n    }`;
    });
    return `[\n${items.join(',\n')}\n]`;
  }
  const table = tabulate(
    [color('System', 'cyan', options.colors), ...columns.map((column) => color(column.name, 'cyan', options.colors))],
    names.map((name, i) => [name, ...columns.map((column) => column.cells[i] as string)]),
    options.format === 'text' ? 'fancy_grid' : 'latex_booktabs',
  );
  return `${table}\n\n${signatureBlock(columns.map((column) => [column.name, column.signature]))}`;
}
