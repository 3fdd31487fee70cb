// The Compare view's export of two systems side by side, as `bleukit analyze --segments FILE
// --pair A,B --sort-by KEY` writes it (the same rows, CSV or JSON), from the analysis' data.
import { segmentPairRows, segmentRowsCsv, segmentSortKeys, type AnalysisData, type SegmentSort } from '@bleukit/compare/analyze';
import { h } from './dom.js';

/** The export's controls, refilled for each analysis. */
export interface SegmentPairExport {
  readonly element: HTMLElement;
  /** Offers the systems and sort keys of `data`, and exports its rows. */
  set(data: AnalysisData): void;
}

/** Saves `text` as a file named `name`. */
function save(name: string, type: string, text: string): void {
  const link = h('a', { href: URL.createObjectURL(new Blob([text], { type })), download: name });
  document.body.append(link);
  link.click();
  setTimeout(() => {
    URL.revokeObjectURL(link.href);
    link.remove();
  }, 0);
}

/** The file `--segments` writes: CSV, or JSON with one space of indent and a final newline. */
export function segmentPairFile(data: AnalysisData, left: number, right: number, sort: SegmentSort, format: 'csv' | 'json'): string {
  const rows = segmentPairRows(data, left, right, sort);
  return format === 'json' ? `${JSON.stringify(rows, null, 1)}\n` : segmentRowsCsv(rows);
}

export function createSegmentPairExport(): SegmentPairExport {
  let data: AnalysisData | undefined;
  const left = h('select', { 'data-testid': 'segments-left', 'aria-label': 'Left system' });
  const right = h('select', { 'data-testid': 'segments-right', 'aria-label': 'Right system' });
  const key = h('select', { 'data-testid': 'segments-sort', 'aria-label': 'Sort by' });
  const direction = h(
    'select',
    { 'data-testid': 'segments-direction', 'aria-label': 'Order' },
    h('option', { value: '' }, 'lines first to last, else largest first'),
    h('option', { value: 'asc' }, 'ascending (:asc)'),
    h('option', { value: 'desc' }, 'descending (:desc)'),
  );
  const exported = (format: 'csv' | 'json') => () => {
    if (!data) return;
    const sort: SegmentSort = direction.value === '' ? { key: key.value } : { key: key.value, descending: direction.value === 'desc' };
    save(`segments.${format}`, format === 'csv' ? 'text/csv' : 'application/json', segmentPairFile(data, Number(left.value), Number(right.value), sort, format));
  };
  const element = h(
    'p',
    { class: 'compare-segments', 'data-testid': 'segments-export', hidden: true },
    'Two systems side by side (--segments, --pair, --sort-by): ',
    left,
    ' and ',
    right,
    ' sorted by ',
    key,
    ' ',
    direction,
    ' ',
    h('button', { type: 'button', 'data-testid': 'segments-csv', onclick: exported('csv') }, 'CSV'),
    ' ',
    h('button', { type: 'button', 'data-testid': 'segments-json', onclick: exported('json') }, 'JSON'),
  );
  const refill = (select: HTMLSelectElement, values: readonly string[], labels: readonly string[], fallback: string) => {
    const chosen = select.value;
    select.replaceChildren(...values.map((value, k) => h('option', { value }, labels[k] as string)));
    select.value = values.includes(chosen) ? chosen : fallback;
  };
  return {
    element,
    set(next) {
      data = next;
      const systems = next.systems.map((_, o) => String(o));
      const names = next.systems.map((system, o) => `${o + 1}: ${system.name}`);
      refill(left, systems, names, '0');
      refill(right, systems, names, '1');
      const keys = segmentSortKeys(next);
      refill(key, keys, keys.map((k) => (k === 'line' ? 'line' : k === 'length' ? 'reference length' : `${k}: right − left`)), 'line');
      element.hidden = next.systems.length < 2;
    },
  };
}
