import type { ViewTable } from './report-view.js';

/** compare-mt's LaTeX escapes (formatting.py): brackets braced, `<` and `>` as text commands. */
export function escapeLatex(text: string): string {
  return text.replace(/[[\]<>]/g, (c) => (c === '[' ? '{[}' : c === ']' ? '{]}' : c === '<' ? '\\textless' : '\\textgreater'));
}

/**
 * The LaTeX snippet compare-mt's HTML report shows under a table (`html_table`): a `table` with
 * centred columns, the first set off by `||`, the header row followed by a double rule, and
 * `\label{tab:tableNNN}` numbered from 1 in report order. A cell's interval follows its value.
 */
export function latexTable(table: ViewTable, number: number): string {
  const columns = table.header.map((_, c) => (c === 0 ? 'c||' : 'c')).join('');
  const line = (cells: readonly string[]): string => `${cells.map(escapeLatex).join(' & ')} \\\\`;
  const rows = table.rows.map((row) => line(row.map((cell) => (cell.note ? `${cell.text} ${cell.note}` : cell.text))));
  return [
    '\\begin{table}[t]',
    '  \\centering',
    `  \\begin{tabular}{${columns}}`,
    `${line(table.header)} \\hline \\hline`,
    ...rows,
    '  \\end{tabular}',
    '  \\caption{Caption}',
    `  \\label{tab:table${String(number).padStart(3, '0')}}`,
    '\\end{table}',
  ].join('\n');
}
