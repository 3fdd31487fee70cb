import { barChartSvg } from './bar-chart.js';
import { escapeHtml, scriptJson } from './html-escape.js';
import { latexTable } from './latex-table.js';
import { REPORT_SCRIPT } from './report-script.js';
import { REPORT_CSS } from './report-style.js';
import type { ReportView, ViewExampleList, ViewTable } from './report-view.js';

function cellHtml(cell: ViewTable['rows'][number][number], tag: 'th' | 'td', numeric: boolean): string {
  const classes = [numeric ? 'num' : '', cell.segments !== undefined ? 'link' : ''].filter(Boolean).join(' ');
  const attributes =
    (classes ? ` class="${classes}"` : '') +
    (cell.segments !== undefined ? ` data-list="${cell.segments}" tabindex="0" role="button" title="List the segments"` : '') +
    (tag === 'th' ? ' scope="row"' : '');
  const note = cell.note ? ` <small>${escapeHtml(cell.note)}</small>` : '';
  return `<${tag}${attributes}>${escapeHtml(cell.text)}${note}</${tag}>`;
}

function tableHtml(table: ViewTable, number: number): string {
  const head = `<thead><tr>${table.header.map((text) => `<th scope="col">${escapeHtml(text)}</th>`).join('')}</tr></thead>`;
  const rows = table.rows
    .map((row) => `<tr>${row.map((cell, c) => cellHtml(cell, c === 0 ? 'th' : 'td', c > 0 && /^-?[\d.]/.test(cell.text))).join('')}</tr>`)
    .join('');
  return (
    `<table data-table="${number}"><caption>${escapeHtml(table.caption)}</caption>${head}<tbody>${rows}</tbody></table>` +
    `<details class="latex"><summary>LaTeX</summary><pre>${escapeHtml(latexTable(table, number))}</pre></details>`
  );
}

function examplesHtml(list: ViewExampleList, view: ReportView): string {
  const { text } = view;
  const items = list.examples.map((example) => {
    const [left, right] = example.systems;
    const row = (who: string, line: string, score: string, system?: number): string =>
      system === undefined
        ? `<tr><th scope="row">${escapeHtml(who)}</th><td>${escapeHtml(line)}</td><td></td></tr>`
        : `<tr><th scope="row">${escapeHtml(who)}</th><td class="link" data-sys="${system}" data-seg="${example.segment}" tabindex="0" role="button" title="Open the detail">${escapeHtml(line)}</td><td class="num">${escapeHtml(score)}</td></tr>`;
    return (
      `<table class="example" data-segment="${example.segment}"><thead><tr><th scope="col"><span class="seg">#${example.segment + 1}</span></th><th scope="col">Output</th><th scope="col">${escapeHtml(list.metric)}</th></tr></thead><tbody>` +
      (text.src ? row('Src', text.src[example.segment] ?? '', '') : '') +
      text.refs.map((ref, r) => row(text.refs.length > 1 ? `Ref ${view.references[r] ?? r + 1}` : 'Ref', ref[example.segment] ?? '', '')).join('') +
      row(view.systems[left] ?? '', text.outs[left]?.[example.segment] ?? '', example.scores[0], left) +
      row(view.systems[right] ?? '', text.outs[right]?.[example.segment] ?? '', example.scores[1], right) +
      '</tbody></table>'
    );
  });
  return `<h3>${escapeHtml(list.heading)}</h3>${items.join('')}`;
}

/**
 * The HTML report: one self-contained page (inline CSS, SVG and script; no request of any kind)
 * with every table, its LaTeX, the bar charts and the examples. A click on a linked cell, bar or
 * example lists its segments; a segment opens its detail.
 */
export function renderHtmlReport(view: ReportView): string {
  let tables = 0;
  const sections = view.sections.map((section, s) => {
    const parts = [`<section id="analysis-${s + 1}" data-section="${s + 1}"><h2>${escapeHtml(section.heading)}</h2>`];
    for (const note of section.notes ?? []) parts.push(`<p class="note">${escapeHtml(note)}</p>`);
    for (const table of section.tables ?? []) parts.push(tableHtml(table, ++tables));
    if (section.charts?.length) parts.push(`<div class="charts">${section.charts.map(barChartSvg).join('')}</div>`);
    for (const list of section.examples ?? []) parts.push(examplesHtml(list, view));
    parts.push('</section>');
    return parts.join('');
  });
  const toc = view.sections.map((section, s) => `<li><a href="#analysis-${s + 1}">${escapeHtml(section.heading)}</a></li>`).join('');
  const { sections: _sections, ...data } = view;
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="generator" content="bleukit">',
    `<title>${escapeHtml(view.title)}</title><style>${REPORT_CSS}</style></head><body>`,
    `<header><h1>${escapeHtml(view.title)}</h1>`,
    view.subtitle ? `<p class="sub">${escapeHtml(view.subtitle)}</p>` : '',
    `<p class="sub">Systems: ${view.systems.map(escapeHtml).join(', ')}. References: ${view.references.map(escapeHtml).join(', ')}. ${view.text.outs[0]?.length ?? 0} segments.</p>`,
    `<nav class="toc" aria-label="Analyses"><ol>${toc}</ol></nav></header>`,
    `<main>${sections.join('')}`,
    '<section class="panel" id="segment-list" data-testid="segment-list" tabindex="-1" aria-label="Segments" hidden></section>',
    '<section class="panel" id="segment-detail" data-testid="segment-detail" tabindex="-1" aria-label="Segment detail" hidden></section>',
    '</main>',
    '<footer>Made by bleukit. Click a linked cell, bar or example to list its segments, and an output to see its detail.</footer>',
    `<script type="application/json" id="report-data">${scriptJson(data)}</script>`,
    `<script>${REPORT_SCRIPT}</script>`,
    '</body></html>\n',
  ].join('');
}
