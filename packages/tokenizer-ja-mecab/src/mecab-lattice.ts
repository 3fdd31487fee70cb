// MeCab 0.996's segmentation rules, re-implemented over an IPADIC dictionary: the same lattice
// (dictionary words, unknown-word candidates from char.def/unk.def, spaces skipped in front of
// words) and the same Viterbi search, including MeCab's order of equal-cost candidates.
//
// Everything lives in flat typed arrays reused from line to line: no object per node, no string
// until the words of the best path are known.
import { CHARACTER_CATEGORIES, characterInfo } from './character-definition.js';
import { type IpadicDictionary, MAX_WORD_UNITS } from './ipadic-dictionary.js';
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
const TEMPLATE_LEFT = Int32Array.from(UNKNOWN_WORD_TEMPLATES.flat(), ([left]) => left);
const TEMPLATE_RIGHT = Int32Array.from(UNKNOWN_WORD_TEMPLATES.flat(), ([, right]) => right);
const TEMPLATE_COST = Int32Array.from(UNKNOWN_WORD_TEMPLATES.flat(), ([, , cost]) => cost);
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

class Lattice implements MecabSegmenter {
  bounds = new Int32Array(256);
  // Nodes in parallel arrays; `endHead[p]` lists the nodes ending at p through `nextEnd`, in
  // MeCab's end_node_list order.
  private capacity = 0;
  private nodeStart = new Int32Array(0);
  private nodeEnd = new Int32Array(0);
  private nodeLeft = new Int32Array(0);
  private nodeRight = new Int32Array(0);
  private nodeCost = new Int32Array(0);
  private nodeTotal = new Float64Array(0);
  private previous = new Int32Array(0);
  private nextEnd = new Int32Array(0);
  // Per UTF-16 position of the line: the list head, the character's char.def info, its length.
  private endHead = new Int32Array(256);
  private info = new Int32Array(256);
  private units = new Int32Array(256);
  // The words ending at the current position that can be a best predecessor, in list order.
  private endNodes = new Int32Array(64);
  private endTotals = new Float64Array(64);
  private endRights = new Int32Array(64);
  private endOrder = new Int32Array(64);
  // The dictionary words starting at the current position.
  private readonly matchEnds = new Int32Array(MAX_WORD_UNITS);
  private readonly matchGroups = new Int32Array(MAX_WORD_UNITS);
  // Per left id, the best word before for the current position (many words share a left id),
  // and per right id, the slot of the best word ending here; valid where the stamp is the position's.
  private readonly bestStamp: Int32Array;
  private readonly bestTotal: Float64Array;
  private readonly bestNode: Int32Array;
  private readonly rightStamp: Int32Array;
  private readonly rightSlot: Int32Array;
  private stamp = 0;

  constructor(private readonly dictionary: IpadicDictionary) {
    const leftIds = dictionary.costs.length / dictionary.rightIds;
    this.bestStamp = new Int32Array(leftIds);
    this.bestTotal = new Float64Array(leftIds);
    this.bestNode = new Int32Array(leftIds);
    this.rightStamp = new Int32Array(dictionary.rightIds);
    this.rightSlot = new Int32Array(dictionary.rightIds);
    this.reserve(4096);
  }

  /** Makes room for `needed` nodes. */
  private reserve(needed: number): void {
    if (needed <= this.capacity) return;
    let capacity = Math.max(this.capacity, 1024);
    while (capacity < needed) capacity *= 2;
    this.nodeStart = grown(this.nodeStart, capacity);
    this.nodeEnd = grown(this.nodeEnd, capacity);
    this.nodeLeft = grown(this.nodeLeft, capacity);
    this.nodeRight = grown(this.nodeRight, capacity);
    this.nodeCost = grown(this.nodeCost, capacity);
    this.nodeTotal = grown(this.nodeTotal, capacity);
    this.previous = grown(this.previous, capacity);
    this.nextEnd = grown(this.nextEnd, capacity);
    this.capacity = capacity;
  }

  /** Adds node `count` on: one unknown word [begin, stop) per template of category `type`. Returns the new count. */
  private addUnknown(count: number, type: number, begin: number, stop: number): number {
    for (let t = TEMPLATE_START[type] as number, last = TEMPLATE_START[type + 1] as number; t < last; t++) {
      this.nodeStart[count] = begin;
      this.nodeEnd[count] = stop;
      this.nodeLeft[count] = TEMPLATE_LEFT[t] as number;
      this.nodeRight[count] = TEMPLATE_RIGHT[t] as number;
      this.nodeCost[count] = TEMPLATE_COST[t] as number;
      count++;
    }
    return count;
  }

  /** Reads the line's characters: char.def info and length in code units, per position. */
  private readCharacters(text: string, n: number): void {
    if (this.info.length < n + 1) {
      this.endHead = new Int32Array(2 * n + 2);
      this.info = new Int32Array(2 * n + 2);
      this.units = new Int32Array(2 * n + 2);
    }
    const info = this.info;
    const units = this.units;
    for (let i = 0; i < n; i++) {
      const code = text.charCodeAt(i);
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
    const { dictionary, info, units, matchEnds, matchGroups, bestStamp, bestTotal, bestNode, rightStamp, rightSlot } = this;
    const { groupStart, entries, costs, rightIds } = dictionary;
    const endHead = this.endHead;
    endHead.fill(-1, 0, n + 1);
    let { nodeStart, nodeEnd, nodeLeft, nodeRight, nodeCost, nodeTotal, previous, nextEnd } = this;
    let { endNodes, endTotals, endRights, endOrder } = this;
    const spaceInfo = characterInfo(0x20);

    // node 0 is BOS
    let count = 1;
    nodeStart[0] = 0;
    nodeEnd[0] = 0;
    nodeRight[0] = 0;
    nodeTotal[0] = 0;
    previous[0] = -1;
    nextEnd[0] = -1;
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
      const matches = dictionary.prefixes(text, begin, matchEnds, matchGroups);
      let words = 0;
      for (let m = 0; m < matches; m++) {
        const group = matchGroups[m] as number;
        words += (groupStart[group + 1] as number) - (groupStart[group] as number);
      }
      if (count + words + MAX_UNKNOWN_NODES > this.capacity) {
        this.reserve(count + words + MAX_UNKNOWN_NODES);
        ({ nodeStart, nodeEnd, nodeLeft, nodeRight, nodeCost, nodeTotal, previous, nextEnd } = this);
      }
      const from = count;
      for (let m = 0; m < matches; m++) {
        const group = matchGroups[m] as number;
        const stop = matchEnds[m] as number;
        for (let w = groupStart[group] as number, last = groupStart[group + 1] as number; w < last; w++) {
          nodeStart[count] = begin;
          nodeEnd[count] = stop;
          nodeLeft[count] = entries[3 * w] as number;
          nodeRight[count] = entries[3 * w + 1] as number;
          nodeCost[count] = entries[3 * w + 2] as number;
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
        bestStamp.fill(0);
        rightStamp.fill(0);
        stamp = 1;
      }
      this.stamp = stamp;
      let ending = 0;
      let replaced = false;
      for (let l = endHead[pos] as number, order = 0; l !== -1; l = nextEnd[l] as number, order++) {
        const right = nodeRight[l] as number;
        const total = nodeTotal[l] as number;
        if (rightStamp[right] !== stamp) {
          if (ending === endNodes.length) {
            this.endNodes = endNodes = grown(endNodes);
            this.endTotals = endTotals = grown(endTotals);
            this.endRights = endRights = grown(endRights);
            this.endOrder = endOrder = grown(endOrder);
          }
          rightStamp[right] = stamp;
          rightSlot[right] = ending;
          endNodes[ending] = l;
          endTotals[ending] = total;
          endRights[ending] = right;
          endOrder[ending] = order;
          ending++;
        } else {
          const slot = rightSlot[right] as number;
          if (total < (endTotals[slot] as number)) {
            endNodes[slot] = l;
            endTotals[slot] = total;
            endOrder[slot] = order;
            replaced = true;
          }
        }
      }
      // A replaced word takes its place in list order: sort the few words back into it.
      if (replaced) {
        for (let i = 1; i < ending; i++) {
          const node = endNodes[i] as number;
          const total = endTotals[i] as number;
          const right = endRights[i] as number;
          const order = endOrder[i] as number;
          let j = i - 1;
          for (; j >= 0 && (endOrder[j] as number) > order; j--) {
            endNodes[j + 1] = endNodes[j] as number;
            endTotals[j + 1] = endTotals[j] as number;
            endRights[j + 1] = endRights[j] as number;
            endOrder[j + 1] = endOrder[j] as number;
          }
          endNodes[j + 1] = node;
          endTotals[j + 1] = total;
          endRights[j + 1] = right;
          endOrder[j + 1] = order;
        }
      }
      for (let node = count - 1; node >= from; node--) {
        const left = nodeLeft[node] as number;
        if (bestStamp[left] !== stamp) {
          let best = Infinity;
          let bestAt = 0;
          const row = left * rightIds;
          for (let k = 0; k < ending; k++) {
            const candidate = (endTotals[k] as number) + (costs[row + (endRights[k] as number)] as number);
            if (candidate < best) {
              best = candidate;
              bestAt = k;
            }
          }
          bestStamp[left] = stamp;
          bestTotal[left] = best;
          bestNode[left] = endNodes[bestAt] as number;
        }
        nodeTotal[node] = (bestTotal[left] as number) + (nodeCost[node] as number);
        previous[node] = bestNode[left] as number;
        const stop = nodeEnd[node] as number;
        nextEnd[node] = endHead[stop] as number;
        endHead[stop] = node;
      }
    }

    // EOS (left id 0)
    let best = Infinity;
    let last = -1;
    for (let l = endHead[n] as number; l !== -1; l = nextEnd[l] as number) {
      const candidate = (nodeTotal[l] as number) + (costs[nodeRight[l] as number] as number);
      if (candidate < best) {
        best = candidate;
        last = l;
      }
    }
    let words = 0;
    for (let node = last; node > 0; node = previous[node] as number) words++;
    if (this.bounds.length < 2 * words) this.bounds = new Int32Array(4 * words);
    const bounds = this.bounds;
    let w = words;
    for (let node = last; node > 0; node = previous[node] as number) {
      w--;
      bounds[2 * w] = nodeStart[node] as number;
      bounds[2 * w + 1] = nodeEnd[node] as number;
    }
    return words;
  }
}
