import { BleukitError, describeValue } from '@bleukit/core';
import { checkLines } from './checks.js';
import { checkMetric, createKernel, type PairwiseMetric } from './pairwise-metric.js';
import { sentenceSet } from './sentence-set.js';

/** Options of {@link pairwiseScores} and {@link pairwiseBlocks}. */
export interface PairwiseOptions {
  /** First hypothesis row to score (to split the rows between workers). Default 0. */
  firstRow?: number;
  /** Row after the last one to score. Default: the number of hypotheses. */
  endRow?: number;
  /**
   * {@link pairwiseBlocks}: rows per block. Default: as many as fit in about 2²⁰ cells (8 MB),
   * at least one.
   */
  blockRows?: number;
}

/** Rows `firstRow…firstRow+rows-1` of the matrix, row-major: cell (i, j) at `(i − firstRow)·columns + j`. */
export interface PairwiseBlock {
  readonly firstRow: number;
  readonly rows: number;
  readonly columns: number;
  readonly values: Float64Array;
}

const BLOCK_CELLS = 1 << 20;

function checkRow(value: unknown, name: string, fallback: number, rows: number): number {
  const row = value ?? fallback;
  if (typeof row !== 'number' || !Number.isInteger(row) || row < 0 || row > rows) {
    throw new BleukitError('invalid-argument', `[bleukit] ${name} should be a whole number from 0 to ${rows} (the number of hypotheses), received ${describeValue(value)}.`);
  }
  return row;
}

/** Checked arguments, sentences and kernel, ready for blocks of rows. */
function prepare(hypotheses: unknown, references: unknown, metric: unknown, options: PairwiseOptions) {
  checkLines(hypotheses, 'hypotheses');
  if (references !== null) checkLines(references, 'references');
  checkMetric(metric);
  if (typeof options !== 'object' || options === null) {
    throw new BleukitError('invalid-argument', `[bleukit] pairwise options should be an object, received ${describeValue(options)}.`);
  }
  const firstRow = checkRow(options.firstRow, 'firstRow', 0, hypotheses.length);
  const endRow = checkRow(options.endRow, 'endRow', hypotheses.length, hypotheses.length);
  if (endRow < firstRow) {
    throw new BleukitError('invalid-argument', `[bleukit] endRow (${endRow}) is before firstRow (${firstRow}).`);
  }
  const refs = references as readonly string[] | null;
  // A square matrix keeps every line in its set (they are all references anyway), so that rows
  // asked for are matched with each other once for both cells; otherwise only the rows asked for
  // are extracted as hypotheses.
  const whole = refs === null || (firstRow === 0 && endRow === hypotheses.length);
  const set = sentenceSet(whole ? hypotheses : hypotheses.slice(firstRow, endRow), refs);
  const rowOffset = whole ? 0 : firstRow;
  const kernel = createKernel(metric, set, { hypothesis: (row) => row + rowOffset + 1, reference: (column) => column + 1 });
  const columns = refs === null ? hypotheses.length : refs.length;
  return { kernel, firstRow, endRow, columns, rowOffset };
}

/**
 * Every hypothesis against every reference: a `Float64Array` of `hypotheses.length ×
 * references.length` scores, row-major (cell (i, j) at `i · references.length + j`), each exactly
 * `metric.sentenceScore(hypotheses[i], [references[j]]).score`. `references` `null` scores the
 * hypotheses against themselves; the n-gram matches of each pair are then computed once for both
 * cells. Each line's statistics are extracted once (equal lines once in all).
 *
 * With `firstRow`/`endRow`, only those rows: `(endRow − firstRow) × columns` values (in a
 * square matrix, the pairs among those rows are still matched once for both cells).
 *
 * @example
 * ```ts
 * const scores = pairwiseScores(['a cat', 'the cat'], null, createChrf());
 * scores[1]; // chrF of 'a cat' against 'the cat'
 * ```
 */
export function pairwiseScores(
  hypotheses: readonly string[],
  references: readonly string[] | null,
  metric: PairwiseMetric,
  options: PairwiseOptions = {},
): Float64Array {
  const { kernel, firstRow, endRow, columns, rowOffset } = prepare(hypotheses, references, metric, options);
  const values = new Float64Array((endRow - firstRow) * columns);
  kernel.fillRows(firstRow - rowOffset, endRow - rowOffset, values);
  return values;
}

/**
 * {@link pairwiseScores} by blocks of rows, each a fresh array, so that a caller writing them out
 * (a file, a socket) never holds more than one block besides the statistics; an 8,000 × 2,000
 * matrix in blocks of 512 rows is 8 MB at a time. The statistics are extracted before the first
 * block. In a square matrix, pairs within a block are matched once for both cells.
 */
export function pairwiseBlocks(
  hypotheses: readonly string[],
  references: readonly string[] | null,
  metric: PairwiseMetric,
  options: PairwiseOptions = {},
): Generator<PairwiseBlock, void, undefined> {
  // Checked and extracted now, not at the first block: errors surface at the call.
  const prepared = prepare(hypotheses, references, metric, options);
  const blockRows = options.blockRows ?? Math.max(1, Math.floor(BLOCK_CELLS / Math.max(1, prepared.columns)));
  if (typeof blockRows !== 'number' || !Number.isInteger(blockRows) || blockRows < 1) {
    throw new BleukitError('invalid-argument', `[bleukit] blockRows should be a whole number ≥ 1, received ${describeValue(options.blockRows)}.`);
  }
  return blocks(prepared, blockRows);
}

function* blocks(prepared: ReturnType<typeof prepare>, blockRows: number): Generator<PairwiseBlock, void, undefined> {
  const { kernel, firstRow, endRow, columns, rowOffset } = prepared;
  for (let row = firstRow; row < endRow; row += blockRows) {
    const rows = Math.min(blockRows, endRow - row);
    const values = new Float64Array(rows * columns);
    kernel.fillRows(row - rowOffset, row - rowOffset + rows, values);
    yield { firstRow: row, rows, columns, values };
  }
}
