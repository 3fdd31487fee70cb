// MeCab 0.996's segmentation rules, re-implemented over an IPADIC dictionary: the same lattice
// (dictionary words, unknown-word candidates from char.def/unk.def, spaces skipped in front of
// words) and the same Viterbi search, including MeCab's order of equal-cost candidates.
import { CHARACTER_CATEGORIES, characterInfo, isKindOf } from './character-definition.js';
import type { IpadicDictionary } from './ipadic-dictionary.js';
import { UNKNOWN_WORD_TEMPLATES } from './unknown-words.js';

/** MeCab's `max-grouping-size`: a grouped unknown word has at most 1 + 24 characters. */
const MAX_GROUPING_SIZE = 24;

/** Splits a text into MeCab's surfaces (what `mecab -Owakati` prints), spaces not included. */
export type MecabSegmenter = (text: string) => string[];

function codePointAt(text: string, i: number): number {
  return text.codePointAt(i) as number;
}

function unitsAt(codePoint: number): number {
  return codePoint > 0xffff ? 2 : 1;
}

/** The same numbers in twice the space. */
function grown<T extends Int32Array | Float64Array>(array: T): T {
  const bigger = new (array.constructor as new (n: number) => T)(array.length * 2);
  bigger.set(array);
  return bigger;
}

/** Makes a segmenter; it reuses its buffers, so one segmenter serves one caller at a time. */
export function createMecabSegmenter(dictionary: IpadicDictionary): MecabSegmenter {
  const spaceInfo = characterInfo(0x20);
  // Nodes live in parallel arrays; `endHead[p]` lists the nodes ending at p through `nextEnd`,
  // newest first, like MeCab's end_node_list.
  let capacity = 1024;
  let surfaceStart = new Int32Array(capacity);
  let end = new Int32Array(capacity);
  let leftId = new Int32Array(capacity);
  let rightId = new Int32Array(capacity);
  let cost = new Int32Array(capacity);
  let total = new Float64Array(capacity);
  let previous = new Int32Array(capacity);
  let nextEnd = new Int32Array(capacity);
  let endHead = new Int32Array(256);
  let count = 0;
  let from = 0;
  // The words ending at the current position, gathered once for all words starting there.
  let endNodes = new Int32Array(64);
  let endTotals = new Float64Array(64);
  let endRights = new Int32Array(64);
  // The best word before, by left id, for the current position (many words share a left id).
  const { costs, rightIds } = dictionary;
  const leftIds = costs.length / rightIds;
  const bestStamp = new Int32Array(leftIds);
  const bestTotal = new Float64Array(leftIds);
  const bestNode = new Int32Array(leftIds);
  let stamp = 0;
  // Of the words ending at the current position, the one each right id is best reached through
  // (the lowest total, the first on ties): only those can be a later word's best predecessor.
  const rightStamp = new Int32Array(rightIds);
  const rightBest = new Int32Array(rightIds);

  const grow = (): void => {
    capacity *= 2;
    surfaceStart = grown(surfaceStart);
    end = grown(end);
    leftId = grown(leftId);
    rightId = grown(rightId);
    cost = grown(cost);
    total = grown(total);
    previous = grown(previous);
    nextEnd = grown(nextEnd);
  };

  const add = (start: number, stop: number, left: number, right: number, wordCost: number): void => {
    if (count === capacity) grow();
    surfaceStart[count] = start;
    end[count] = stop;
    leftId[count] = left;
    rightId[count] = right;
    cost[count] = wordCost;
    count++;
  };

  const addUnknown = (type: number, start: number, stop: number): void => {
    for (const [left, right, wordCost] of UNKNOWN_WORD_TEMPLATES[type] ?? []) add(start, stop, left, right, wordCost);
  };

  let wordStart = 0;
  const addWord = (stop: number, left: number, right: number, wordCost: number): void =>
    add(wordStart, stop, left, right, wordCost);

  return (text) => {
    const n = text.length;
    if (n === 0) return [];
    if (endHead.length < n + 1) endHead = new Int32Array(2 * n + 2);
    endHead.fill(-1, 0, n + 1);
    // node 0 is BOS
    count = 0;
    add(0, 0, 0, 0, 0);
    total[0] = 0;
    previous[0] = -1;
    nextEnd[0] = -1;
    endHead[0] = 0;

    for (let pos = 0; pos < n; pos++) {
      if (endHead[pos] === -1) continue;
      // MeCab skips characters of the SPACE category in front of a word.
      let begin = pos;
      let info = spaceInfo;
      while (begin < n) {
        const next = characterInfo(codePointAt(text, begin));
        if (!isKindOf(info, next)) break;
        info = next;
        begin += 1;
      }
      if (begin >= n) continue;
      const head = codePointAt(text, begin);
      const headInfo = characterInfo(head);
      const type = headInfo & 0xff;
      const category = CHARACTER_CATEGORIES[type] as (typeof CHARACTER_CATEGORIES)[number];

      from = count;
      wordStart = begin;
      dictionary.lookup(text, begin, addWord);

      if (count === from || category.invoke) {
        const firstEnd = begin + unitsAt(head);
        let groupEnd = -1;
        if (category.group) {
          let p = firstEnd;
          let kind = headInfo;
          let length = 0;
          while (p < n) {
            const c = codePointAt(text, p);
            const next = characterInfo(c);
            if (!isKindOf(kind, next)) break;
            kind = next;
            p += unitsAt(c);
            length++;
          }
          if (length <= MAX_GROUPING_SIZE) addUnknown(type, begin, p);
          groupEnd = p;
        }
        let stop = firstEnd;
        for (let i = 1; i <= category.length; i++) {
          if (stop > n) break;
          if (stop === groupEnd) continue;
          addUnknown(type, begin, stop);
          if (stop >= n) break;
          const c = codePointAt(text, stop);
          if (!isKindOf(headInfo, characterInfo(c))) break;
          stop += unitsAt(c);
        }
        if (count === from) addUnknown(type, begin, firstEnd);
      }

      // Connect, newest candidate first (MeCab prepends to its lists); ties keep the first best.
      // A word ending here that shares its right id with an earlier one of lower or equal total
      // can never be chosen (its cost into any next word is the same, its total no lower), so
      // only each right id's best word is kept, in list order, which keeps MeCab's tie order.
      if (++stamp === 0x7fffffff) {
        bestStamp.fill(0);
        rightStamp.fill(0);
        stamp = 1;
      }
      for (let l = endHead[pos] as number; l !== -1; l = nextEnd[l] as number) {
        const right = rightId[l] as number;
        if (rightStamp[right] !== stamp || (total[l] as number) < (total[rightBest[right] as number] as number)) {
          rightStamp[right] = stamp;
          rightBest[right] = l;
        }
      }
      let ending = 0;
      for (let l = endHead[pos] as number; l !== -1; l = nextEnd[l] as number) {
        if (rightBest[rightId[l] as number] !== l) continue;
        if (ending === endNodes.length) {
          endNodes = grown(endNodes);
          endTotals = grown(endTotals);
          endRights = grown(endRights);
        }
        endNodes[ending] = l;
        endTotals[ending] = total[l] as number;
        endRights[ending] = rightId[l] as number;
        ending++;
      }
      for (let node = count - 1; node >= from; node--) {
        const left = leftId[node] as number;
        if (bestStamp[left] !== stamp) {
          let best = Infinity;
          let bestAt = -1;
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
        total[node] = (bestTotal[left] as number) + (cost[node] as number);
        previous[node] = bestNode[left] as number;
        const stop = end[node] as number;
        nextEnd[node] = endHead[stop] as number;
        endHead[stop] = node;
      }
    }

    // EOS (right-context id 0)
    let best = Infinity;
    let last = -1;
    for (let l = endHead[n] as number; l !== -1; l = nextEnd[l] as number) {
      const candidate = (total[l] as number) + dictionary.connectionCost(rightId[l] as number, 0);
      if (candidate < best) {
        best = candidate;
        last = l;
      }
    }
    const surfaces: string[] = [];
    for (let node = last; node > 0; node = previous[node] as number) {
      surfaces.push(text.slice(surfaceStart[node], end[node]));
    }
    return surfaces.reverse();
  };
}
