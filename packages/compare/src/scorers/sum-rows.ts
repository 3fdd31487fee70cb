/**
 * Adds up the rows `ids` (repeats count again) of a table of `stride` numbers per sentence into
 * `into`, which it returns: the corpus statistics of a sample. Whole numbers, so exact.
 */
export function sumRows(table: ArrayLike<number>, stride: number, ids: ArrayLike<number>, into: Float64Array): Float64Array {
  into.fill(0);
  for (let k = 0; k < ids.length; k++) {
    const base = ids[k]! * stride;
    for (let j = 0; j < stride; j++) into[j]! += table[base + j]!;
  }
  return into;
}
