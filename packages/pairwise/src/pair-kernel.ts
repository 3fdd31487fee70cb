/** Scores blocks of rows of one matrix, with every sentence's statistics extracted beforehand. */
export interface PairKernel {
  /**
   * Writes the cells of rows `first…end-1` into `out`, row-major (row `first` at 0), one
   * column per reference.
   */
  fillRows(first: number, end: number, out: Float64Array): void;
}

/** 1-based line numbers of a row and of a column, for error messages. */
export interface LineNumbers {
  hypothesis(row: number): number;
  reference(column: number): number;
}
