import { barChartSvg } from './bar-chart.js';
import { stringIds, writeCompactText } from './compact-text.js';
import { hundredths } from './hundredths.js';
import { escapeHtml, WrittenJson, writeScriptJson } from './html-escape.js';
import { latexTable } from './latex-table.js';
import { PageWriter, writtenText } from './page-writer.js';
import { REPORT_SCRIPT } from './report-script.js';
import { REPORT_CSS } from './report-style.js';
import type { ReportView, SegmentNumbers, ViewExampleList, ViewSegmentDetail, ViewSegmentList, ViewTable } from './report-view.js';
import { forEachNumber } from './segment-numbers.js';

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

/** A system's details by segment, those computed only (integer keys: written in segment order). */
function detailsBySegment(row: NonNullable<ReportView['details']>[number]): Record<number, ViewSegmentDetail> {
  const kept: Record<number, ViewSegmentDetail> = {};
  for (let segment = 0; segment < row.length; segment++) {
    const detail = row[segment];
    if (detail !== null && detail !== undefined) kept[segment] = detail;
  }
  return kept;
}

/** A segment list as steps: each index minus the one before (the first, plus one). */
function writeSteps(writer: PageWriter, segments: ArrayLike<number>): void {
  writer.byte(0x5b);
  let before = -1;
  for (let k = 0; k < segments.length; k++) {
    if (k > 0) writer.byte(0x2c);
    const segment = segments[k] as number;
    writer.number(segment - before);
    before = segment;
  }
  writer.byte(0x5d);
}

/** Scores as whole hundredths of the two decimals shown (null for NaN). */
function writeHundredths(writer: PageWriter, scores: SegmentNumbers): void {
  writer.byte(0x5b);
  forEachNumber(scores, (score, k) => {
    if (k > 0) writer.byte(0x2c);
    writer.number(hundredths(score));
  });
  writer.byte(0x5d);
}

const PAIR_HEADING = 'Segments side by side';

/** The table of two systems side by side: its controls; the script fills it. */
function pairSection(view: ReportView, number: number): string {
  const options = (selected: number): string => view.systems.map((name, o) => `<option value="${o}"${o === selected ? ' selected' : ''}>${escapeHtml(name)}</option>`).join('');
  const metrics = view.segmentScores?.metrics ?? [];
  const sorts = [
    '<option value="line">line</option>',
    '<option value="length">reference length</option>',
    ...metrics.map((metric, m) => `<option value="${m}"${m === 0 ? ' selected' : ''}>${escapeHtml(metric.name)}: right − left</option>`),
  ].join('');
  return (
    `<section id="analysis-${number}" data-section="${number}"><h2>${PAIR_HEADING}</h2>` +
    '<p class="note">Every segment of two systems with both sentence scores on each metric and their difference (right − left; for TER lower is better), sortable, and downloadable with the scores as shown (two decimals) and the outputs as words. Click an output for its detail.</p>' +
    `<form class="pair" id="pair-form" data-testid="pair-form"><label>Left <select name="left">${options(0)}</select></label> <label>Right <select name="right">${options(Math.min(1, view.systems.length - 1))}</select></label> ` +
    `<label>Sort by <select name="sort">${sorts}</select></label> <label><input type="checkbox" name="desc" checked> largest first</label> ` +
    '<button type="button" id="pair-csv" data-testid="pair-csv">Download CSV</button> <button type="button" id="pair-json" data-testid="pair-json">Download JSON</button></form>' +
    '<table class="pair-table" data-testid="pair-table"><thead id="pair-head"></thead><tbody id="pair-body"></tbody></table><button type="button" class="more" id="pair-more">More</button></section>'
  );
}

/**
 * The HTML report: one self-contained page (inline CSS, SVG and script; no request of any kind)
 * with every table, its LaTeX, the bar charts and the examples. A click on a linked cell, bar or
 * example lists its segments; a segment opens its detail.
 */
export function renderHtmlReport(view: ReportView): string {
  return writtenText((writer) => writeReport(writer, view));
}

/**
 * {@link renderHtmlReport} as UTF-8 bytes, handed to `write` in pieces of 64 kB as they are made
 * (each piece is valid only until `write` returns: write or copy it): a report of many segments
 * is never held as one string, nor its numbers and texts as a string each.
 */
export function writeHtmlReport(view: ReportView, write: (piece: Uint8Array) => void): void {
  const writer = new PageWriter(write);
  writeReport(writer, view);
  writer.end();
}

function writeReport(writer: PageWriter, view: ReportView): void {
  const headings = view.sections.map((section) => section.heading);
  if (view.segmentScores) headings.push(PAIR_HEADING);
  const toc = headings.map((heading, s) => `<li><a href="#analysis-${s + 1}">${escapeHtml(heading)}</a></li>`).join('');
  writer.text(
    [
      '<!doctype html>',
      '<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
      '<meta name="generator" content="bleukit">',
      `<title>${escapeHtml(view.title)}</title><style>${REPORT_CSS}</style></head><body>`,
      `<header><h1>${escapeHtml(view.title)}</h1>`,
      view.subtitle ? `<p class="sub">${escapeHtml(view.subtitle)}</p>` : '',
      `<p class="sub">Systems: ${view.systems.map(escapeHtml).join(', ')}. References: ${view.references.map(escapeHtml).join(', ')}. ${view.text.outs[0]?.length ?? 0} segments.</p>`,
      `<nav class="toc" aria-label="Analyses"><ol>${toc}</ol></nav></header>`,
      '<main>',
    ].join(''),
  );
  // Each section written as it is made.
  let tables = 0;
  view.sections.forEach((section, s) => {
    writer.text(`<section id="analysis-${s + 1}" data-section="${s + 1}"><h2>${escapeHtml(section.heading)}</h2>`);
    for (const note of section.notes ?? []) writer.text(`<p class="note">${escapeHtml(note)}</p>`);
    for (const table of section.tables ?? []) writer.text(tableHtml(table, ++tables));
    if (section.charts?.length) writer.text(`<div class="charts">${section.charts.map(barChartSvg).join('')}</div>`);
    for (const list of section.examples ?? []) writer.text(examplesHtml(list, view));
    writer.text('</section>');
  });
  if (view.segmentScores) writer.text(pairSection(view, view.sections.length + 1));
  writer.text(
    [
      '<section class="panel" id="segment-list" data-testid="segment-list" tabindex="-1" aria-label="Segments" hidden></section>',
      '<section class="panel" id="segment-detail" data-testid="segment-detail" tabindex="-1" aria-label="Segment detail" hidden></section>',
      '</main>',
      '<footer>Made by bleukit. Click a linked cell, bar or example to list its segments, and an output to see its detail.</footer>',
      '<script type="application/json" id="report-data">',
    ].join(''),
  );
  // The texts embedded compactly (see compact-text.ts), from the view's word ids where it has them.
  const { sections: _sections, textIds, text, ...rest } = view;
  const segments = text.outs[0]?.length ?? text.refs[0]?.length ?? 0;
  const ids = textIds ?? stringIds([...text.refs, ...text.outs], segments);
  // The segment lists as steps (each index minus the one before, the first plus one): mostly one
  // or two digits instead of five or six; the details, mostly null past the budget, by segment.
  // The numbers are written as they are worked out, not held.
  const data = {
    ...rest,
    text: new WrittenJson((out) => writeCompactText(out, ids, text.refs.length, text.src)),
    // Each list's segments read only as it is written (they may be made when read).
    segmentLists: rest.segmentLists.map((list) => {
      const written: Record<string, unknown> = {};
      for (const key of Object.keys(list)) if (key !== 'segments') written[key] = list[key as keyof ViewSegmentList];
      written['steps'] = new WrittenJson((out) => writeSteps(out, list.segments));
      return written;
    }),
    // The sentence scores, shown with two decimals, as whole hundredths (one character fewer each);
    // n / 100 in the page is the same number (a division is correctly rounded).
    ...(rest.segmentScores === undefined
      ? {}
      : {
          segmentScores: {
            ...rest.segmentScores,
            values: undefined,
            hundredths: rest.segmentScores.values.map((metric) => metric.map((system) => new WrittenJson((out) => writeHundredths(out, system)))),
          },
        }),
    ...(rest.details === undefined ? {} : { details: rest.details.map(detailsBySegment) }),
  };
  writeScriptJson(writer, data);
  writer.text(`</script><script>${REPORT_SCRIPT}</script></body></html>\n`);
}
