import { HYP_SIDE, REF_SIDE } from './ngram-profiles.js';

/**
 * The distinct lines of the hypotheses and references, each extracted once: a line that comes
 * back (MBR samples often repeat) shares its statistics, and a pair of equal lines scores as the
 * line against itself.
 */
export interface SentenceSet {
  readonly unique: readonly string[];
  /** Per unique line: {@link HYP_SIDE} and/or {@link REF_SIDE}. */
  readonly sides: Uint8Array;
  /** Unique index of each hypothesis (row). */
  readonly rows: Int32Array;
  /** Unique index of each reference (column). */
  readonly columns: Int32Array;
  /** The references are the hypotheses. */
  readonly square: boolean;
}

/** The {@link SentenceSet} of `hypotheses` against `references` (`null`: the hypotheses themselves). */
export function sentenceSet(hypotheses: readonly string[], references: readonly string[] | null): SentenceSet {
  const index = new Map<string, number>();
  const unique: string[] = [];
  const sideList: number[] = [];
  const add = (line: string, side: number): number => {
    let u = index.get(line);
    if (u === undefined) {
      u = unique.length;
      index.set(line, u);
      unique.push(line);
      sideList.push(0);
    }
    sideList[u] = (sideList[u] as number) | side;
    return u;
  };
  const square = references === null;
  const rows = Int32Array.from(hypotheses, (line) => add(line, square ? HYP_SIDE | REF_SIDE : HYP_SIDE));
  const columns = square ? rows : Int32Array.from(references, (line) => add(line, REF_SIDE));
  return { unique, sides: Uint8Array.from(sideList), rows, columns, square };
}
