/** The per-case statistics summed column by column (`width` columns), as a corpus score needs them. */
export function sumRows(rows: readonly (readonly number[])[], width: number): number[] {
  const total = new Array<number>(width).fill(0);
  for (const row of rows) for (let j = 0; j < width; j++) total[j] = (total[j] as number) + (row[j] ?? 0);
  return total;
}

/** The number of references every case had, or -1 when it varies (the signature's `nrefs:var`). */
export function commonCount(counts: readonly number[]): number {
  return counts.every((count) => count === counts[0]) ? (counts[0] ?? 1) : -1;
}
