/**
 * Edit distance with adjacent transpositions (optimal string alignment), so `nlkt` is one edit
 * from `nltk`. Compared by code point.
 */
export function editDistance(a: string, b: string): number {
  const s = [...a];
  const t = [...b];
  const rows: number[][] = Array.from({ length: s.length + 1 }, (_, i) => [i]);
  (rows[0] as number[]).push(...t.map((_, j) => j + 1));
  for (let i = 1; i <= s.length; i++) {
    const row = rows[i] as number[];
    const above = rows[i - 1] as number[];
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let best = Math.min((above[j] as number) + 1, (row[j - 1] as number) + 1, (above[j - 1] as number) + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) {
        best = Math.min(best, ((rows[i - 2] as number[])[j - 2] as number) + 1);
      }
      row[j] = best;
    }
  }
  return (rows[s.length] as number[])[t.length] as number;
}

/**
 * The candidate closest to `name` (ignoring case), or undefined when none is close enough to be
 * a likely typo: at most 2 edits, or half the name's length for longer names; a candidate that
 * starts with a name of 3 or more characters counts as 1 edit away. Ties go to the candidate
 * listed first.
 */
export function closestName(name: string, candidates: readonly string[]): string | undefined {
  const wanted = name.toLowerCase();
  const limit = Math.max(2, Math.ceil([...wanted].length / 2));
  let best: { candidate: string; distance: number } | undefined;
  for (const candidate of candidates) {
    const lower = candidate.toLowerCase();
    // A name cut short (`mteval` for `mteval-v13a`) is as likely a slip as a typo.
    const distance = [...wanted].length >= 3 && lower.startsWith(wanted) ? Math.min(1, editDistance(wanted, lower)) : editDistance(wanted, lower);
    if (distance <= limit && (best === undefined || distance < best.distance)) best = { candidate, distance };
  }
  return best?.candidate;
}

/**
 * `unknown preset 'nltq'; did you mean 'nltk'? Presets: sacrebleu, nltk, …` (the question only
 * when a name is close).
 */
export function unknownName(kind: string, name: string, candidates: readonly string[], listed = candidates): string {
  const closest = closestName(name, candidates);
  const question = closest === undefined ? '.' : `; did you mean '${closest}'?`;
  const label = `${kind.charAt(0).toUpperCase()}${kind.slice(1)}s`;
  return `unknown ${kind} '${name}'${question} ${label}: ${listed.join(', ')}.`;
}
