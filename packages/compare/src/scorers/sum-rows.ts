/**
 * Adds up the rows `ids` (repeats count again) of a table of `stride` numbers per sentence into
 * `into`, which it returns: the corpus statistics of a sample. Whole numbers, so exact. BLEU's
 * rows of ten, added for every bootstrap sample of every system, take a path of ten running sums.
 */
export function sumRows(table: Int32Array, stride: number, ids: ArrayLike<number>, into: Float64Array): Float64Array {
  if (stride !== 10) {
    into.fill(0);
    for (let k = 0; k < ids.length; k++) {
      const base = ids[k]! * stride;
      for (let j = 0; j < stride; j++) into[j]! += table[base + j]!;
    }
    return into;
  }
  let s0 = 0;
  let s1 = 0;
  let s2 = 0;
  let s3 = 0;
  let s4 = 0;
  let s5 = 0;
  let s6 = 0;
  let s7 = 0;
  let s8 = 0;
  let s9 = 0;
  for (let k = 0; k < ids.length; k++) {
    const base = ids[k]! * 10;
    s0 += table[base]!;
    s1 += table[base + 1]!;
    s2 += table[base + 2]!;
    s3 += table[base + 3]!;
    s4 += table[base + 4]!;
    s5 += table[base + 5]!;
    s6 += table[base + 6]!;
    s7 += table[base + 7]!;
    s8 += table[base + 8]!;
    s9 += table[base + 9]!;
  }
  into[0] = s0;
  into[1] = s1;
  into[2] = s2;
  into[3] = s3;
  into[4] = s4;
  into[5] = s5;
  into[6] = s6;
  into[7] = s7;
  into[8] = s8;
  into[9] = s9;
  return into;
}
