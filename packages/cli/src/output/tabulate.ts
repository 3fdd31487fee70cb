/** Table layouts sacreBLEU prints through Python's `tabulate`. */
export type TableFormat = 'fancy_grid' | 'latex_booktabs';

// eslint-disable-next-line no-control-regex
const ANSI = /\x1b\[[0-9;]*m/g;

/** Visible width: code points, ANSI colour codes not counted (as tabulate does without wcwidth). */
function width(text: string): number {
  let n = 0;
  for (const _ of text.replace(ANSI, '')) n++;
  return n;
}

function pad(text: string, size: number, align: 'right' | 'center'): string {
  const room = size - width(text);
  if (room <= 0) return text;
  if (align === 'right') return ' '.repeat(room) + text;
  // Python's format(s, '^n'): the extra space goes to the right.
  const left = Math.floor(room / 2);
  return ' '.repeat(left) + text + ' '.repeat(room - left);
}

const LATEX_ESCAPES: Readonly<Record<string, string>> = {
  '&': '\\&', '%': '\\%', $: '\\$', '#': '\\#', _: '\\_', '^': '\\^{}', '{': '\\{', '}': '\\}',
  '~': '\\textasciitilde{}', '\\': '\\textbackslash{}', '<': '\\ensuremath{<}', '>': '\\ensuremath{>}',
};

function latexEscape(text: string): string {
  return text.replace(/[&%$#_^{}~\\<>]/g, (c) => LATEX_ESCAPES[c] as string);
}

/**
 * Renders `tabulate(columns, headers='keys', colalign=('right',), stralign='center')`: the first
 * column right-aligned, the others centred; each column as wide as its widest line or its header
 * plus two. Cells may hold several lines (`fancy_grid` stacks them, as for p-values).
 */
export function tabulate(headers: readonly string[], rows: readonly (readonly string[])[], format: TableFormat): string {
  const aligns = headers.map((_, c) => (c === 0 ? 'right' : 'center') as 'right' | 'center');
  const widths = headers.map((header, c) => {
    let w = width(header) + 2;
    for (const row of rows) for (const line of (row[c] ?? '').split('\n')) w = Math.max(w, width(line));
    return w;
  });
  if (format === 'latex_booktabs') {
    const line = (cells: readonly string[]): string =>
      ' ' + cells.map((cell, c) => latexEscape(pad(cell, widths[c] as number, aligns[c] as 'right'))).join(' & ') + ' \\\\';
    return [
      `\\begin{tabular}{${aligns.map((a) => (a === 'right' ? 'r' : 'c')).join('')}}`,
      '\\toprule',
      line(headers),
      '\\midrule',
      ...rows.map(line),
      '\\bottomrule',
      '\\end{tabular}',
    ].join('\n');
  }
  const rule = (left: string, fill: string, join: string, right: string): string =>
    left + widths.map((w) => fill.repeat(w + 2)).join(join) + right;
  const block = (cells: readonly string[]): string[] => {
    const split = cells.map((cell) => cell.split('\n'));
    const height = Math.max(...split.map((lines) => lines.length));
    const out: string[] = [];
    for (let h = 0; h < height; h++) {
      out.push('│ ' + split.map((lines, c) => pad(lines[h] ?? '', widths[c] as number, aligns[c] as 'right')).join(' │ ') + ' │');
    }
    return out;
  };
  const out = [rule('╒', '═', '╤', '╕'), ...block(headers), rule('╞', '═', '╪', '╡')];
  rows.forEach((row, r) => {
    if (r > 0) out.push(rule('├', '─', '┼', '┤'));
    out.push(...block(row));
  });
  out.push(rule('╘', '═', '╧', '╛'));
  return out.join('\n');
}
