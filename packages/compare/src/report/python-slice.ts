/** How many items Python's `items[:k]` keeps of `length` items (`k` may be 0 or negative). */
export function headLength(length: number, k: number): number {
  return k >= 0 ? Math.min(k, length) : Math.max(0, length + k);
}

/** How many items Python's `items[-k:]` keeps of `length` items (`items[-0:]` is all of them). */
export function tailLength(length: number, k: number): number {
  if (k === 0) return length;
  return k > 0 ? Math.min(k, length) : Math.max(0, length + k);
}
