// What the tests share: the word-level Levenshtein distance written the obvious way, against which
// the beam's and the bit vectors' distances are checked.

/** Plain word-level Levenshtein distance. */
export function levenshtein(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min((previous[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1), (previous[j] as number) + 1, (current[j - 1] as number) + 1);
    }
    previous = current;
  }
  return previous[b.length] as number;
}
