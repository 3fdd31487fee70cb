/** One token of a segment and the n-gram orders of the matched n-grams that cover it. */
export interface MarkedToken {
  token: string;
  /** Orders (ascending) of matched n-grams covering this token; empty when none does. */
  orders: number[];
}

/** Clipped matches and n-gram total of one order, as they enter BLEU's statistics. */
export interface OrderMatches {
  order: number;
  matched: number;
  total: number;
}

/** Why a segment scores what it does: which tokens are part of which matched n-grams. */
export interface SegmentHighlight {
  hypothesis: MarkedToken[];
  references: MarkedToken[][];
  orders: OrderMatches[];
}

function countNgrams(tokens: readonly string[], n: number): Map<string, number> {
  const counts = new Map<string, number>();
  for (let i = 0; i + n <= tokens.length; i++) {
    // Tokens never contain whitespace, so a space-joined key is unambiguous.
    const key = tokens.slice(i, i + n).join(' ');
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

/**
 * Marks, for orders 1…`maxOrder`, the hypothesis n-grams that BLEU counts as matches and the
 * reference n-grams they match. Clipping works as in BLEU: an n-gram occurring `h` times in the
 * hypothesis and at most `r` times in any one reference matches `min(h, r)` times; the first
 * occurrences (left to right) are the ones marked. In each reference, at most `h` occurrences
 * of an n-gram are marked. The per-order counts equal the segment's BLEU statistics.
 */
export function highlightSegment(
  hypothesis: readonly string[],
  references: readonly (readonly string[])[],
  maxOrder: number,
): SegmentHighlight {
  const hyp: MarkedToken[] = hypothesis.map((token) => ({ token, orders: [] }));
  const refs: MarkedToken[][] = references.map((ref) => ref.map((token) => ({ token, orders: [] })));
  const orders: OrderMatches[] = [];
  for (let n = 1; n <= maxOrder; n++) {
    const hypCounts = countNgrams(hypothesis, n);
    const maxRef = new Map<string, number>();
    references.forEach((ref, k) => {
      const budget = new Map<string, number>();
      for (const [key, count] of countNgrams(ref, n)) {
        const hypCount = hypCounts.get(key);
        if (hypCount === undefined) continue;
        if (count > (maxRef.get(key) ?? 0)) maxRef.set(key, count);
        budget.set(key, Math.min(count, hypCount));
      }
      const marks = refs[k] as MarkedToken[];
      for (let i = 0; i + n <= ref.length; i++) {
        const key = ref.slice(i, i + n).join(' ');
        const left = budget.get(key);
        if (!left) continue;
        budget.set(key, left - 1);
        for (let j = i; j < i + n; j++) addOrder(marks[j] as MarkedToken, n);
      }
    });
    const used = new Map<string, number>();
    let matched = 0;
    for (let i = 0; i + n <= hypothesis.length; i++) {
      const key = hypothesis.slice(i, i + n).join(' ');
      const count = used.get(key) ?? 0;
      if (count >= (maxRef.get(key) ?? 0)) continue;
      used.set(key, count + 1);
      matched++;
      for (let j = i; j < i + n; j++) addOrder(hyp[j] as MarkedToken, n);
    }
    orders.push({ order: n, matched, total: Math.max(hypothesis.length - n + 1, 0) });
  }
  return { hypothesis: hyp, references: refs, orders };
}

function addOrder(mark: MarkedToken, order: number): void {
  if (mark.orders[mark.orders.length - 1] !== order) mark.orders.push(order);
}

/** The highest order covering a token (0: unmatched), or whether `order` covers it when given. */
export function tokenLevel(mark: MarkedToken, order?: number): number {
  if (order === undefined) return mark.orders[mark.orders.length - 1] ?? 0;
  return mark.orders.includes(order) ? order : 0;
}
