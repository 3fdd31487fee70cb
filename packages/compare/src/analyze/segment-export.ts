import { BleukitError } from '@bleukit/core';
import type { AnalysisData, SegmentRow } from './analysis-data.js';

/** How the side-by-side segment table is sorted: by line, by reference length, or by a metric's difference. */
export interface SegmentSort {
  /** `line`, `length` (the shortest reference's words), or a metric id (`right − left` on its sentence score). */
  readonly key: string;
  /** Default: ascending for `line`, descending otherwise (longest, or largest gain of the right system, first). */
  readonly descending?: boolean;
}

/** One row of the side-by-side table, flat, with stable column names. */
export type SegmentPairRow = Record<string, string | number | null>;

/** The keys `--sort-by` takes for `data`. */
export function segmentSortKeys(data: AnalysisData): string[] {
  return ['line', 'length', ...data.metrics.map((metric) => metric.id)];
}

/** Reads `KEY`, `KEY:asc` or `KEY:desc`; throws a clear error for an unknown key. */
export function parseSegmentSort(text: string, data: AnalysisData): SegmentSort {
  const [key = '', direction] = text.split(':');
  const keys = segmentSortKeys(data);
  if (!keys.includes(key) || (direction !== undefined && direction !== 'asc' && direction !== 'desc')) {
    throw new BleukitError('invalid-argument', `[bleukit] cannot sort the segments by '${text}': give one of ${keys.join(', ')}, optionally followed by :asc or :desc (e.g. --sort-by chrf:desc).`);
  }
  return direction === undefined ? { key } : { key, descending: direction === 'desc' };
}

/**
 * The segment table of two systems side by side: per line its label, source, references, the
 * shortest reference's length, both outputs with their lengths, and per metric both sentence
 * scores and their difference (`right − left`), sorted as asked (ties by line).
 */
export function segmentPairRows(data: AnalysisData, left: number, right: number, sort: SegmentSort = { key: 'line' }): SegmentPairRow[] {
  const metric = data.metrics.findIndex((m) => m.id === sort.key);
  const descending = sort.descending ?? sort.key !== 'line';
  const value = (row: SegmentRow): number => {
    if (sort.key === 'line') return row.line;
    if (sort.key === 'length') return row.referenceLength;
    return ((row.systems[right]?.scores[metric] as number) ?? 0) - ((row.systems[left]?.scores[metric] as number) ?? 0);
  };
  const rows = data.segmentTable.slice().sort((a, b) => (descending ? value(b) - value(a) : value(a) - value(b)) || a.line - b.line);
  const references = data.references.count;
  return rows.map((row) => {
    const l = row.systems[left];
    const r = row.systems[right];
    const flat: SegmentPairRow = { line: row.line, label: row.label, source: row.source };
    for (let k = 0; k < references; k++) flat[`reference_${k + 1}`] = row.references[k] ?? null;
    flat['reference_length'] = row.referenceLength;
    flat['left_system'] = data.systems[left]?.name ?? null;
    flat['right_system'] = data.systems[right]?.name ?? null;
    flat['left_output'] = l?.output ?? null;
    flat['right_output'] = r?.output ?? null;
    flat['left_length'] = l?.length ?? null;
    flat['right_length'] = r?.length ?? null;
    data.metrics.forEach((m, k) => {
      const a = l?.scores[k] ?? null;
      const b = r?.scores[k] ?? null;
      flat[`left_${m.id}`] = a;
      flat[`right_${m.id}`] = b;
      flat[`diff_${m.id}`] = a === null || b === null ? null : b - a;
    });
    return flat;
  });
}

function csvCell(value: string | number | null): string {
  if (value === null) return '';
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** RFC 4180 CSV of the rows (a header line, CRLF-free: lines end in `\n`). */
export function segmentRowsCsv(rows: readonly SegmentPairRow[]): string {
  const header = Object.keys(rows[0] ?? {});
  return [header.join(','), ...rows.map((row) => header.map((key) => csvCell(row[key] ?? null)).join(','))].map((line) => `${line}\n`).join('');
}
