import type { Formatter } from '../report/formatter.js';
import type { PyNumber } from '../scorers/index.js';

/** compare-mt's `print_header`. */
export function reportHeader(header: string): string {
  return `********************** ${header} ************************\n`;
}

/** `rows[o][b]`, for tables held per output, per bucket. */
export function cellOf<T>(rows: readonly (readonly T[])[], o: number, b: number): T {
  return (rows[o] as readonly T[])[b] as T;
}

/** A bucket table as compare-mt's word and sentence reports print it. */
export interface BucketTable {
  /** The first column's heading (the bucketer's name or id). */
  readonly heading: string;
  readonly buckets: readonly string[];
  readonly sysNames: readonly string[];
  /** Per output, per bucket, the value. */
  value(output: number, bucket: number): PyNumber | number;
  /** With bucket details: the second column's heading and values, and each cell's interval. */
  readonly details: {
    readonly heading: string;
    readonly counts: ArrayLike<number>;
    interval(output: number, bucket: number): readonly [PyNumber | number, PyNumber | number];
  } | null;
}

/**
 * The table's lines: the heading row (`# words` or `# sents` after the first column with
 * details), then a row per bucket, each value `fmt`-ed and followed by ` [low, up]` with details,
 * then an empty line.
 */
export function printBucketTable(table: BucketTable, fmt: Formatter): string {
  const { details } = table;
  let text = table.heading;
  if (details !== null) text += `\t${details.heading}`;
  for (const name of table.sysNames) text += `\t${name}`;
  text += '\n';
  table.buckets.forEach((bucket, b) => {
    text += bucket;
    if (details !== null) text += `\t${details.counts[b] as number}`;
    for (let o = 0; o < table.sysNames.length; o++) {
      text += `\t${fmt(table.value(o, b))}`;
      if (details !== null) {
        const [low, up] = details.interval(o, b);
        text += ` [${fmt(low)}, ${fmt(up)}]`;
      }
    }
    text += '\n';
  });
  return `${text}\n`;
}
