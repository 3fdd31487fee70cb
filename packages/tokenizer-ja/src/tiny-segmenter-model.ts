// TinySegmenter's model compiled for speed. The weights are read from the tiny-segmenter
// package; its string-keyed feature tables become arrays and maps over small integer ids:
// characters (and the padding symbols B3 B2 B1 E1 E2 E3) get ids, types and previous decisions
// are small numbers, so scoring a position does no string work.
import TinySegmenter from 'tiny-segmenter';
import { CHARACTER_TYPES } from './character-type.js';

/** Padding items around the text, as TinySegmenter names them. */
export const PADDING = ['B3', 'B2', 'B1', 'E1', 'E2', 'E3'] as const;

/** Previous-decision values: U (unknown, before the text), B (boundary), O (no boundary). */
export const DECISIONS = 'UBO';

/** The compiled model. */
export interface TinySegmenterModel {
  readonly bias: number;
  /** Id of a character (code point) in the word tables; 0 when no table mentions it. */
  readonly charId: ReadonlyMap<number, number>;
  /** Ids of the padding items, in {@link PADDING} order. */
  readonly paddingIds: readonly number[];
  /** Number of item ids (ids run from 0 to size - 1). */
  readonly size: number;
  /** UW1..UW6 indexed by item id. */
  readonly unigram: readonly Int32Array[];
  /** BW1..BW3 keyed by id1 * size + id2. */
  readonly bigram: readonly ReadonlyMap<number, number>[];
  /** TW1..TW4 keyed by (id1 * size + id2) * size + id3. */
  readonly trigram: readonly ReadonlyMap<number, number>[];
  /** UC1..UC6, BC1..BC3, TC1..TC4 indexed by type numbers in base 7. */
  readonly typeUnigram: readonly Int32Array[];
  readonly typeBigram: readonly Int32Array[];
  readonly typeTrigram: readonly Int32Array[];
  /** UP1..UP3 and BP1..BP2 indexed by decisions in base 3. */
  readonly decision: readonly Int32Array[];
  readonly decisionPair: readonly Int32Array[];
  /** UQ1..UQ3, BQ1..BQ4, TQ1..TQ4: a decision, then types (decision * 7^k + types). */
  readonly mixed1: readonly Int32Array[];
  readonly mixed2: readonly Int32Array[];
  readonly mixed3: readonly Int32Array[];
}

type Weights = Record<string, number>;

/** All ways to read a table key as `arity` items (one character or a padding name each). */
function readings(key: string, arity: number): string[][] {
  if (arity === 0) return key === '' ? [[]] : [];
  const found: string[][] = [];
  const [first] = key;
  if (first !== undefined) {
    for (const rest of readings(key.slice(first.length), arity - 1)) found.push([first, ...rest]);
  }
  for (const pad of PADDING) {
    if (key.startsWith(pad)) for (const rest of readings(key.slice(pad.length), arity - 1)) found.push([pad, ...rest]);
  }
  return found;
}

function codeIndex(key: string, alphabet: string, arity: number): number {
  let index = 0;
  for (let k = 0; k < arity; k++) index = index * alphabet.length + alphabet.indexOf(key[k] as string);
  return index;
}

/** Reads tiny-segmenter's weights and compiles them. */
export function compileTinySegmenterModel(): TinySegmenterModel {
  const raw = new TinySegmenter() as unknown as Record<string, Weights | number>;
  const table = (name: string): Weights => raw[`${name}__`] as Weights;

  const wordTables = ['UW1', 'UW2', 'UW3', 'UW4', 'UW5', 'UW6', 'BW1', 'BW2', 'BW3', 'TW1', 'TW2', 'TW3', 'TW4'];
  const arityOf = (name: string) => ({ U: 1, B: 2, T: 3 })[name[0] as 'U' | 'B' | 'T'];
  const ids = new Map<string, number>([['', 0]]);
  for (const pad of PADDING) ids.set(pad, ids.size);
  for (const name of wordTables) {
    for (const key of Object.keys(table(name))) {
      for (const reading of readings(key, arityOf(name))) for (const item of reading) if (!ids.has(item)) ids.set(item, ids.size);
    }
  }
  const size = ids.size;
  const charId = new Map<number, number>();
  for (const [item, id] of ids) if (item.length > 0 && !(PADDING as readonly string[]).includes(item)) charId.set(item.codePointAt(0) as number, id);

  const unigram: Int32Array[] = [];
  const bigram: Map<number, number>[] = [];
  const trigram: Map<number, number>[] = [];
  for (const name of wordTables) {
    const arity = arityOf(name);
    const dense = arity === 1 ? new Int32Array(size) : undefined;
    const sparse = new Map<number, number>();
    for (const [key, weight] of Object.entries(table(name))) {
      for (const reading of readings(key, arity)) {
        const index = reading.reduce((acc, item) => acc * size + (ids.get(item) as number), 0);
        if (dense) dense[index] = weight;
        else sparse.set(index, weight);
      }
    }
    if (dense) unigram.push(dense);
    else (arity === 2 ? bigram : trigram).push(sparse);
  }

  const types = CHARACTER_TYPES;
  const dense = (name: string, alphabet: string, arity: number): Int32Array => {
    const array = new Int32Array(alphabet.length ** arity);
    for (const [key, weight] of Object.entries(table(name))) array[codeIndex(key, alphabet, arity)] = weight;
    return array;
  };
  // A mixed key is one decision letter followed by type letters.
  const mixed = (name: string, arity: number): Int32Array => {
    const array = new Int32Array(3 * types.length ** arity);
    for (const [key, weight] of Object.entries(table(name))) {
      array[DECISIONS.indexOf(key[0] as string) * types.length ** arity + codeIndex(key.slice(1), types, arity)] = weight;
    }
    return array;
  };

  return {
    bias: raw.BIAS__ as number,
    charId,
    paddingIds: PADDING.map((pad) => ids.get(pad) as number),
    size,
    unigram,
    bigram,
    trigram,
    typeUnigram: ['UC1', 'UC2', 'UC3', 'UC4', 'UC5', 'UC6'].map((name) => dense(name, types, 1)),
    typeBigram: ['BC1', 'BC2', 'BC3'].map((name) => dense(name, types, 2)),
    typeTrigram: ['TC1', 'TC2', 'TC3', 'TC4'].map((name) => dense(name, types, 3)),
    decision: ['UP1', 'UP2', 'UP3'].map((name) => dense(name, DECISIONS, 1)),
    decisionPair: ['BP1', 'BP2'].map((name) => dense(name, DECISIONS, 2)),
    mixed1: ['UQ1', 'UQ2', 'UQ3'].map((name) => mixed(name, 1)),
    mixed2: ['BQ1', 'BQ2', 'BQ3', 'BQ4'].map((name) => mixed(name, 2)),
    mixed3: ['TQ1', 'TQ2', 'TQ3', 'TQ4'].map((name) => mixed(name, 3)),
  };
}
