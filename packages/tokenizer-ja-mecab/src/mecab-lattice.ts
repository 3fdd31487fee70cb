// MeCab 0.996's segmentation rules, re-implemented over an IPADIC dictionary: the same lattice
// (dictionary words, unknown-word candidates from char.def/unk.def, spaces skipped in front of
// words) and the same Viterbi search, including MeCab's order of equal-cost candidates.
//
// Everything lives in flat typed arrays reused from line to line: no object per node, no string
// until the words of the best path are known.
import { CHARACTER_CATEGORIES, characterInfo } from './character-definition.js';
import { type IpadicDictionary, MAX_WORD_UNITS, rangeCount, rangeFirst } from './ipadic-dictionary.js';
import { UNKNOWN_WORD_TEMPLATES } from './unknown-words.js';

/** MeCab's `max-grouping-size`: a grouped unknown word has at most 1 + 24 characters. */
const MAX_GROUPING_SIZE = 24;

/** The category switches of char.def by category index, as flat arrays. */
const INVOKE = Int32Array.from(CHARACTER_CATEGORIES, (category) => (category.invoke ? 1 : 0));
const GROUP = Int32Array.from(CHARACTER_CATEGORIES, (category) => (category.group ? 1 : 0));
const LENGTH = Int32Array.from(CHARACTER_CATEGORIES, (category) => category.length);

// unk.def as flat arrays: category c's templates are TEMPLATE_START[c] .. TEMPLATE_START[c + 1].
const TEMPLATE_START = new Int32Array(UNKNOWN_WORD_TEMPLATES.length + 1);
UNKNOWN_WORD_TEMPLATES.forEach((templates, c) => (TEMPLATE_START[c + 1] = (TEMPLATE_START[c] as number) + templates.length));
/** Template `t`'s left id, right id and cost at `TEMPLATES[4t]`, `[4t + 1]`, `[4t + 2]`. */
const TEMPLATES = Int32Array.from(UNKNOWN_WORD_TEMPLATES.flat().flatMap((template) => [...template, 0]));
/** The most unknown-word nodes one position can add: grouped, 1..length, and the fallback. */
const MAX_UNKNOWN_NODES =
  Math.max(...UNKNOWN_WORD_TEMPLATES.map((templates) => templates.length)) * (2 + Math.max(...LENGTH));

/**
 * Splits a text into MeCab's words (what `mecab -Owakati` prints), spaces not included: returns
 * how many, and leaves word `w`'s `[start, end)` in `bounds[2w]`, `bounds[2w + 1]`. Reuses its
 * buffers, so one segmenter serves one caller at a time.
 */
export interface MecabSegmenter {
  segment(text: string): number;
  readonly bounds: Int32Array;
}

/** The same numbers in twice the space. */
function grown<T extends Int32Array | Float64Array>(array: T, length = array.length * 2): T {
  const bigger = new (array.constructor as new (n: number) => T)(length);
  bigger.set(array);
  return bigger;
}

/** Makes a segmenter over `dictionary`. */
export function createMecabSegmenter(dictionary: IpadicDictionary): MecabSegmenter {
  return new Lattice(dictionary);
}

// V8 checks a typed array and reloads its length and address at every access in a loop, so the
// hot loops touch few arrays: a node's fields lie side by side in one, and so do the fields of
// each word that can precede the current position.

/** A node's fields in `Lattice.nodes`, at `NODE * node + field`. */
const NODE = 8;
const START = 0;
const END = 1;
const LEFT = 2;
const RIGHT = 3;
const COST = 4;
/** The best node before (-1 for BOS). */
const PREVIOUS = 5;
/** The next node in the list of those ending at the same position. */
const NEXT_END = 6;

/** A word that can precede the current position, in `Lattice.ending`: total, right id, node, list order. */
const ENDING = 4;

class Lattice implements MecabSegmenter {
  bounds = new Int32Array(256);
  // Nodes: fields in `nodes` (NODE numbers each), path costs in `totals`; `endHead[p]` lists the
  // nodes ending at p through NEXT_END, in MeCab's end_node_list order.
  private capacity = 0;
  private nodes = new Int32Array(0);
  private totals = new Float64Array(0);
  // Per UTF-16 position of the line: the list head, the code unit, the character's char.def
  // info, its length.
  private endHead = new Int32Array(256);
  private codes = new Uint16Array(256);
  private info = new Int32Array(256);
  private units = new Int32Array(256);
  // The words ending at the current position that can be a best predecessor, in list order.
  private ending = new Float64Array(64 * ENDING);
  // The dictionary words starting at the current position.
  private readonly matchEnds = new Int32Array(MAX_WORD_UNITS);
  private readonly matchRanges = new Int32Array(MAX_WORD_UNITS);
  // Per left id l, the best word before for the current position (many words share a left id):
  // stamp, total and node at `leftBest[4l]` .. `[4l + 2]`; per right id r, the slot in `ending`
  // of the best word ending here: stamp and slot at `rightBest[2r]`, `[2r + 1]`. Valid where the
  // stamp is the position's.
  private readonly leftBest: Float64Array;
  private readonly rightBest: Int32Array;
  private stamp = 0;

  constructor(private readonly dictionary: IpadicDictionary) {
    const leftIds = dictionary.costs.length / dictionary.rightIds;
    this.leftBest = new Float64Array(4 * leftIds);
    this.rightBest = new Int32Array(2 * dictionary.rightIds);
    this.reserve(4096);
  }

  /** Makes room for `needed` nodes. */
  private reserve(needed: number): void {
    if (needed <= this.capacity) return;
    let capacity = Math.max(this.capacity, 1024);
    while (capacity < needed) capacity *= 2;
    this.nodes = grown(this.nodes, NODE * capacity);
    this.totals = grown(this.totals, capacity);
    this.capacity = capacity;
  }

  /** Adds node `count` on: one unknown word [begin, stop) per template of category `type`. Returns the new count. */
  private addUnknown(count: number, type: number, begin: number, stop: number): number {
    const nodes = this.nodes;
    for (let t = TEMPLATE_START[type] as number, last = TEMPLATE_START[type + 1] as number; t < last; t++) {
      const at = NODE * count;
      nodes[at + START] = begin;
      nodes[at + END] = stop;
      nodes[at + LEFT] = TEMPLATES[4 * t] as number;
      nodes[at + RIGHT] = TEMPLATES[4 * t + 1] as number;
      nodes[at + COST] = TEMPLATES[4 * t + 2] as number;
      count++;
    }
    return count;
  }
  /** Reads the line's characters: code unit, char.def info and length in code units, per position. */
  private readCharacters(text: string, n: number): void {
    if (this.info.length < n + 1) {
      this.endHead = new Int32Array(2 * n + 2);
      this.codes = new Uint16Array(2 * n + 2);
      this.info = new Int32Array(2 * n + 2);
      this.units = new Int32Array(2 * n + 2);
    }
    const codes = this.codes;
    const info = this.info;
    const units = this.units;
    for (let i = 0; i < n; i++) {
      const code = text.charCodeAt(i);
      codes[i] = code;
      if (code >= 0xd800 && code <= 0xdbff && i + 1 < n) {
        const low = text.charCodeAt(i + 1);
        if (low >= 0xdc00 && low <= 0xdfff) {
          // MeCab maps characters beyond U+FFFF to 0: DEFAULT
          info[i] = characterInfo(0x10000);
          units[i] = 2;
          continue;
        }
      }
      info[i] = characterInfo(code);
      units[i] = 1;
    }
  }

  segment(text: string): number {
    const n = text.length;
    if (n === 0) return 0;
    this.readCharacters(text, n);
    const { dictionary, codes, info, units, matchEnds, matchRanges, leftBest, rightBest } = this;
    const { entries, costs, rightIds } = dictionary;
    const endHead = this.endHead;
    endHead.fill(-1, 0, n + 1);
    let { nodes, totals, ending } = this;
    const spaceInfo = characterInfo(0x20);

    // node 0 is BOS
    let count = 1;
    nodes[START] = 0;
    nodes[END] = 0;
    nodes[RIGHT] = 0;
    nodes[PREVIOUS] = -1;
    nodes[NEXT_END] = -1;
    totals[0] = 0;
    endHead[0] = 0;

    for (let pos = 0; pos < n; pos++) {
      if (endHead[pos] === -1) continue;
      // MeCab skips characters of the SPACE category in front of a word.
      let begin = pos;
      let kind = spaceInfo;
      while (begin < n) {
        const next = info[begin] as number;
        if (((kind >>> 8) & (next >>> 8)) === 0) break;
        kind = next;
        begin += 1;
      }
      if (begin >= n) continue;

      // The nodes starting at `begin`: dictionary words (shortest first, in entry order), then
      // unknown words.
      const matches = dictionary.prefixes(codes, n, begin, matchEnds, matchRanges);
      let words = 0;
      for (let m = 0; m < matches; m++) words += rangeCount(matchRanges[m] as number);
      if (count + words + MAX_UNKNOWN_NODES > this.capacity) {
        this.reserve(count + words + MAX_UNKNOWN_NODES);
        ({ nodes, totals } = this);
      }
      const from = count;
      for (let m = 0; m < matches; m++) {
        const range = matchRanges[m] as number;
        const stop = matchEnds[m] as number;
        for (let w = rangeFirst(range), last = w + rangeCount(range); w < last; w++) {
          const at = NODE * count;
          nodes[at + START] = begin;
          nodes[at + END] = stop;
          nodes[at + LEFT] = entries[3 * w] as number;
          nodes[at + RIGHT] = entries[3 * w + 1] as number;
          nodes[at + COST] = entries[3 * w + 2] as number;
          count++;
        }
      }

      const headInfo = info[begin] as number;
      const type = headInfo & 0xff;
      if (count === from || INVOKE[type] === 1) {
        const firstEnd = begin + (units[begin] as number);
        // unknown-word candidates [begin, stop) of every template of the head's category
        let groupEnd = -1;
        if (GROUP[type] === 1) {
          let p = firstEnd;
          let run = headInfo;
          let length = 0;
          while (p < n) {
            const next = info[p] as number;
            if (((run >>> 8) & (next >>> 8)) === 0) break;
            run = next;
            p += units[p] as number;
            length++;
          }
          if (length <= MAX_GROUPING_SIZE) count = this.addUnknown(count, type, begin, p);
          groupEnd = p;
        }
        let stop = firstEnd;
        for (let i = 1, length = LENGTH[type] as number; i <= length; i++) {
          if (stop > n) break;
          if (stop === groupEnd) continue;
          count = this.addUnknown(count, type, begin, stop);
          if (stop >= n) break;
          if (((headInfo >>> 8) & ((info[stop] as number) >>> 8)) === 0) break;
          stop += units[stop] as number;
        }
        if (count === from) count = this.addUnknown(count, type, begin, firstEnd);
      }

      // Connect, newest candidate first (MeCab prepends to its lists); ties keep the first best.
      // A word ending here that shares its right id with an earlier one of lower or equal total
      // can never be chosen (its cost into any next word is the same, its total no lower), so
      // only each right id's best word is kept, in list order, which keeps MeCab's tie order.
      let stamp = this.stamp + 1;
      if (stamp === 0x7fffffff) {
        leftBest.fill(0);
        rightBest.fill(0);
        stamp = 1;
      }
      this.stamp = stamp;
      let kept = 0;
      let replaced = false;
      for (let l = endHead[pos] as number, order = 0; l !== -1; l = nodes[NODE * l + NEXT_END] as number, order++) {
        const right = nodes[NODE * l + RIGHT] as number;
        const total = totals[l] as number;
        if (rightBest[2 * right] !== stamp) {
          if (ENDING * kept === ending.length) this.ending = ending = grown(ending);
          rightBest[2 * right] = stamp;
          rightBest[2 * right + 1] = kept;
          const at = ENDING * kept;
          ending[at] = total;
          ending[at + 1] = right;
          ending[at + 2] = l;
          ending[at + 3] = order;
          kept++;
        } else {
          const at = ENDING * (rightBest[2 * right + 1] as number);
          if (total < (ending[at] as number)) {
            ending[at] = total;
            ending[at + 2] = l;
            ending[at + 3] = order;
            replaced = true;
          }
        }
      }
      // A replaced word takes its place in list order: sort the few words back into it.
      if (replaced) {
        for (let i = 1; i < kept; i++) {
          const total = ending[ENDING * i] as number;
          const right = ending[ENDING * i + 1] as number;
          const node = ending[ENDING * i + 2] as number;
          const order = ending[ENDING * i + 3] as number;
          let j = i - 1;
          for (; j >= 0 && (ending[ENDING * j + 3] as number) > order; j--) ending.copyWithin(ENDING * (j + 1), ENDING * j, ENDING * (j + 1));
          ending[ENDING * (j + 1)] = total;
          ending[ENDING * (j + 1) + 1] = right;
          ending[ENDING * (j + 1) + 2] = node;
          ending[ENDING * (j + 1) + 3] = order;
        }
      }
      const last = ENDING * kept;
      for (let node = count - 1; node >= from; node--) {
        const at = NODE * node;
        const left = nodes[at + LEFT] as number;
        if (leftBest[4 * left] !== stamp) {
          // two words a step: V8 reloads the arrays at every turn of a loop
          const row = left * rightIds;
          let best = (ending[0] as number) + (costs[row + (ending[1] as number)] as number);
          let bestAt = 0;
          let k = ENDING;
          for (; k + ENDING < last; k += 2 * ENDING) {
            const first = (ending[k] as number) + (costs[row + (ending[k + 1] as number)] as number);
            const second = (ending[k + ENDING] as number) + (costs[row + (ending[k + ENDING + 1] as number)] as number);
            if (first < best) {
              best = first;
              bestAt = k;
            }
            if (second < best) {
              best = second;
              bestAt = k + ENDING;
            }
          }
          if (k < last) {
            const first = (ending[k] as number) + (costs[row + (ending[k + 1] as number)] as number);
            if (first < best) {
              best = first;
              bestAt = k;
            }
          }
          leftBest[4 * left] = stamp;
          leftBest[4 * left + 1] = best;
          leftBest[4 * left + 2] = ending[bestAt + 2] as number;
        }
        totals[node] = (leftBest[4 * left + 1] as number) + (nodes[at + COST] as number);
        nodes[at + PREVIOUS] = leftBest[4 * left + 2] as number;
        const stop = nodes[at + END] as number;
        nodes[at + NEXT_END] = endHead[stop] as number;
        endHead[stop] = node;
      }
    }

    // EOS (left id 0)
    let best = Infinity;
    let last = -1;
    for (let l = endHead[n] as number; l !== -1; l = nodes[NODE * l + NEXT_END] as number) {
      const candidate = (totals[l] as number) + (costs[nodes[NODE * l + RIGHT] as number] as number);
      if (candidate < best) {
        best = candidate;
        last = l;
      }
    }
    let words = 0;
    for (let node = last; node > 0; node = nodes[NODE * node + PREVIOUS] as number) words++;
    if (this.bounds.length < 2 * words) this.bounds = new Int32Array(4 * words);
    const bounds = this.bounds;
    let w = words;
    for (let node = last; node > 0; node = nodes[NODE * node + PREVIOUS] as number) {
      w--;
      bounds[2 * w] = nodes[NODE * node + START] as number;
      bounds[2 * w + 1] = nodes[NODE * node + END] as number;
    }
    return words;
  }
}
