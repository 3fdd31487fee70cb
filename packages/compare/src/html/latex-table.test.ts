import { describe, expect, it } from 'vitest';
import { compareMtMissing, runPython } from '../../../../test-support/compare-mt-tools.js';
import { latexTable } from './latex-table.js';
import type { ViewTable } from './report-view.js';

const table = (header: string[], rows: string[][]): ViewTable => ({ caption: 't', header, rows: rows.map((row) => row.map((text) => ({ text }))) });

const TABLES: ViewTable[] = [
  table(['', 'sys1', 'sys2'], [['BLEU', '47.52', '48.41']]),
  table(['frequency', '# words', 'a<b>', 'x'], [['<1', '0', '0.0000', '1.0000'], ['[5,10)', '12', '0.5', '0.25'], ['>=1000', '99', '', 'é 漢字']]),
  table(['n-gram', 'match', 'sys[1]', 'sys2'], [['the & a', '0.7500', '3', '1'], ['\\ % $', '0.2500', '0', '2']]),
];

describe.skipIf(compareMtMissing)(`latexTable against compare-mt's html_table run live${compareMtMissing ? ` (skipped: ${compareMtMissing})` : ''}`, () => {
  it("writes each table's LaTeX as compare-mt's HTML report shows it, numbered in report order", () => {
    const program = [
      'import json, sys',
      'from compare_mt import reporters',
      'tables = json.load(sys.stdin)',
      "print(json.dumps([reporters.html_table(t, 'title').split('style=\"display:none\">')[1].split('</pre>')[0] for t in tables]))",
    ].join('\n');
    const expected = JSON.parse(runPython(program, JSON.stringify(TABLES.map((t) => [t.header, ...t.rows.map((row) => row.map((cell) => cell.text))])))) as string[];
    expect(TABLES.map((t, k) => latexTable(t, k + 1))).toEqual(expected);
  });
});

it("puts a cell's interval after its value, escaped as compare-mt escapes brackets", () => {
  const snippet = latexTable({ caption: 'c', header: ['', 'a'], rows: [[{ text: 'BLEU' }, { text: '47.52', note: '[45.13, 49.95]' }]] }, 12);
  expect(snippet.split('\n')[4]).toBe('BLEU & 47.52 {[}45.13, 49.95{]} \\\\');
  expect(snippet).toContain('\\label{tab:table012}');
});
