import { formatFixed } from '@bleukit/core';
import { h } from './dom.js';
import type { SystemScore } from './score-systems.js';
import { metricSortKey, sortSegments, type SegmentSort, type SegmentSortKey } from './sort-segments.js';

/** What the segment table shows and what it calls back. */
export interface SegmentTableView {
  system: SystemScore;
  hypotheses: readonly string[];
  sort: SegmentSort;
  /** Rows shown (the rest behind "Show more"). */
  limit: number;
  selected: number | undefined;
  /** `higherIsBetter` of the column's metric (false for TER), for its first direction. */
  onSort(key: SegmentSortKey, higherIsBetter: boolean): void;
  onMore(): void;
  onSelect(segment: number): void;
}

const COLUMNS: readonly [SegmentSortKey | undefined, string][] = [
  ['index', '#'],
  ['score', 'Sentence BLEU'],
  ['hypLength', 'Tokens'],
  [undefined, 'Hypothesis'],
];

/** A column header; a sort button with `aria-sort` for the sortable ones. */
function sortHeader(view: SegmentTableView, key: SegmentSortKey | undefined, label: string, higherIsBetter = true): HTMLElement {
  if (!key) return h('th', { scope: 'col' }, label);
  const { sort } = view;
  const active = sort.key === key;
  return h(
    'th',
    { scope: 'col', 'aria-sort': active ? (sort.descending ? 'descending' : 'ascending') : undefined },
    h(
      'button',
      { type: 'button', class: 'sort', 'data-testid': `sort-${key}`, onclick: () => view.onSort(key, higherIsBetter) },
      label,
      active ? (sort.descending ? ' ▼' : ' ▲') : '',
    ),
  );
}

/** Renders the per-segment table: sortable headers (buttons with `aria-sort`), selectable rows. */
export function renderSegmentTable(container: HTMLElement, view: SegmentTableView): void {
  const { system, sort } = view;
  const metrics = new Map(system.metrics.map((metric) => [metric.name, metric.sentenceScores]));
  const order = sortSegments({ scores: system.sentenceScores, hypLengths: system.hypLengths, metrics }, sort);
  const shown = order.slice(0, view.limit);
  // chrF, TER, RIBES and METEOR sentence scores sit beside BLEU's, each sortable.
  const metricHeaders = system.metrics.map((metric) => sortHeader(view, metricSortKey(metric.name), metric.name, metric.higherIsBetter));
  const header = h(
    'tr',
    {},
    ...COLUMNS.slice(0, 2).map(([key, label]) => sortHeader(view, key, label)),
    ...metricHeaders,
    ...COLUMNS.slice(2).map(([key, label]) => sortHeader(view, key, label)),
  );
  const rows = shown.map((i) =>
    h(
      'tr',
      { 'data-segment': i, class: i === view.selected ? 'selected' : undefined },
      h(
        'td',
        {},
        h(
          'button',
          {
            type: 'button',
            class: 'link',
            'data-testid': `segment-${i + 1}`,
            'aria-label': `Show segment ${i + 1}`,
            onclick: () => view.onSelect(i),
          },
          String(i + 1),
        ),
      ),
      h('td', { class: 'num', 'data-testid': 'sentence-score' }, formatFixed(system.sentenceScores[i] as number, 2)),
      ...system.metrics.map((metric) => h('td', { class: 'num', 'data-testid': `sentence-${metric.name}` }, formatFixed(metric.sentenceScores[i] as number, 2))),
      h('td', { class: 'num' }, String(system.hypLengths[i])),
      h('td', { class: 'text' }, view.hypotheses[i] ?? ''),
    ),
  );
  container.replaceChildren(
    h('div', { class: 'table-scroll' }, h('table', { 'data-testid': 'segment-table' }, h('thead', {}, header), h('tbody', {}, ...rows))),
    ...(order.length > shown.length
      ? [h(
          'button',
          { type: 'button', class: 'more', onclick: () => view.onMore() },
          `Show more (${shown.length.toLocaleString('en')} of ${order.length.toLocaleString('en')})`,
        )]
      : []),
  );
}
