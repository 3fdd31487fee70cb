// MeCab 0.996's lattice and Viterbi search over IPADIC, compiled to WebAssembly (AssemblyScript,
// no runtime, no data segment): the same rules, in the same order, as the TypeScript description in
// src/wasm-segmenter.ts documents. Every table is read from linear memory at offsets the host
// gives: the dictionary once per memory (it may be shared by several threads' instances), the
// scratch buffers once per instance.

// The dictionary region (read only), set by `useDictionary`.
/** Double array: base, check and entry range per unit (i32 x3). */
let units: usize = 0;
/** Per UTF-16 code unit: its unit from the root (i32), the entries of that one character (i32). */
let firstUnit: usize = 0;
let firstEntries: usize = 0;
/** [left, right, cost] per entry (i16 x3). */
let entries: usize = 0;
/** Connection costs by left id (i16), rows of `rightIds`. */
let costs: usize = 0;
let rightIds: i32 = 0;
let leftIds: i32 = 0;
/** char.def info per UTF-16 code unit (i32): default category | categories << 8. */
let charInfo: usize = 0;
/** Per category (i32 x4): invoke, group, length, first template; one more row ends the templates. */
let categories: usize = 0;
/** unk.def per template (i32 x4): left, right, cost, 0. */
let templates: usize = 0;

// This instance's scratch buffers, set by `useBuffers`.
/** The line's UTF-16 code units (u16), written by the host. */
let codes: usize = 0;
/** Per position: char.def info (i32), length of the character in code units (i32), list head (i32). */
let info: usize = 0;
let lengths: usize = 0;
let endHead: usize = 0;
/** Word w's [start, end) (i32 x2), the result. */
let bounds: usize = 0;
/** Nodes, NODE bytes each, and how many fit. */
let nodes: usize = 0;
let capacity: i32 = 0;
/** The words ending at the current position kept as predecessors: ENDING bytes each, and their list order (i32). */
let ending: usize = 0;
let endingOrder: usize = 0;
/** Per left id: stamp (i32), node (i32), total (i64); per right id: stamp (i32), slot (i32). */
let leftBest: usize = 0;
let rightBest: usize = 0;
/** The dictionary words starting at the current position: end (i32), entry range (i32). */
let matchEnds: usize = 0;
let matchRanges: usize = 0;
let stamp: i32 = 0;

/** The most unknown-word nodes one position adds (set with the dictionary). */
let maxUnknownNodes: i32 = 0;

/** The longest IPADIC entry has 26 characters; no search needs to look further. */
const MAX_WORD_UNITS: i32 = 64;
/** MeCab's `max-grouping-size`: a grouped unknown word has at most 1 + 24 characters. */
const MAX_GROUPING_SIZE: i32 = 24;
/** An entry range is first entry << 4 | count (`entryRange` in src/ipadic-dictionary.ts). */
const RANGE_BITS: i32 = 4;

// A node: the path's total (i64); start, end, previous node (-1: BOS), next node ending at the
// same position (i32 each); left and right ids (u16 each); cost (i32).
const NODE: i32 = 32;
const TOTAL: i32 = 0;
const START: i32 = 8;
const END: i32 = 12;
const PREVIOUS: i32 = 16;
const NEXT_END: i32 = 20;
const LEFT: i32 = 24;
const RIGHT: i32 = 26;
const COST: i32 = 28;
// A kept predecessor: total (i64), right id (i32), node (i32).
const ENDING: i32 = 16;

/** Where the dictionary's tables are in memory. */
export function useDictionary(
  unitsAt: usize, firstUnitAt: usize, firstEntriesAt: usize, entriesAt: usize, costsAt: usize, leftIdCount: i32, rightIdCount: i32,
  charInfoAt: usize, categoriesAt: usize, templatesAt: usize, unknownNodes: i32,
): void {
  units = unitsAt;
  firstUnit = firstUnitAt;
  firstEntries = firstEntriesAt;
  entries = entriesAt;
  costs = costsAt;
  leftIds = leftIdCount;
  rightIds = rightIdCount;
  charInfo = charInfoAt;
  categories = categoriesAt;
  templates = templatesAt;
  maxUnknownNodes = unknownNodes;
}

/** Where this instance's fixed buffers are (zeroed memory): by left id, by right id, matches, predecessors. */
export function useFixedBuffers(leftBestAt: usize, rightBestAt: usize, matchesAt: usize, endingAt: usize, endingOrderAt: usize): void {
  leftBest = leftBestAt;
  rightBest = rightBestAt;
  matchEnds = matchesAt;
  matchRanges = matchesAt + <usize>(4 * MAX_WORD_UNITS);
  ending = endingAt;
  endingOrder = endingOrderAt;
}

/** Where this instance's per-line buffers are: for lines of up to `n` code units, and `nodeCapacity` nodes. */
export function useLineBuffers(codesAt: usize, infoAt: usize, lengthsAt: usize, endHeadAt: usize, boundsAt: usize, nodesAt: usize, nodeCapacity: i32): void {
  codes = codesAt;
  info = infoAt;
  lengths = lengthsAt;
  endHead = endHeadAt;
  bounds = boundsAt;
  nodes = nodesAt;
  capacity = nodeCapacity;
}

@inline function at32(base: usize, index: i32): usize {
  return base + (<usize>index << 2);
}

@inline function node(index: i32): usize {
  return nodes + <usize>index * NODE;
}

/** The unit reached from `parent` by byte `code`, or -1. */
@inline function child(parent: i32, code: i32): i32 {
  const next = load<i32>(units + <usize>parent * 12) + code;
  return next < 0 || load<i32>(units + <usize>next * 12 + 4) != parent ? -1 : next;
}

/** MeCab's common-prefix search at `start`: fills matchEnds/matchRanges, shortest first; returns how many. */
function prefixes(n: i32, start: i32): i32 {
  const head = <i32>load<u16>(codes + (<usize>start << 1));
  let unit = load<i32>(at32(firstUnit, head));
  if (unit < 0) return 0;
  let found = 0;
  const range = load<i32>(at32(firstEntries, head));
  if (range >= 0) {
    store<i32>(matchEnds, start + 1);
    store<i32>(matchRanges, range);
    found = 1;
  }
  const end = min(n, start + MAX_WORD_UNITS);
  // Units are padded, so a transition stays inside the array unless it starts at a leaf.
  for (let i = start + 1; i < end; i++) {
    const code = <i32>load<u16>(codes + (<usize>i << 1));
    if (code < 0x80) {
      unit = child(unit, code);
      if (unit < 0) return found;
    } else if (code < 0x800) {
      unit = child(unit, 0xc0 | (code >>> 6));
      if (unit < 0) return found;
      unit = child(unit, 0x80 | (code & 0x3f));
      if (unit < 0) return found;
    } else {
      // IPADIC has no word with a character beyond U+FFFF (nor a lone surrogate)
      if (code >= 0xd800 && code <= 0xdfff) return found;
      unit = child(unit, 0xe0 | (code >>> 12));
      if (unit < 0) return found;
      unit = child(unit, 0x80 | ((code >>> 6) & 0x3f));
      if (unit < 0) return found;
      unit = child(unit, 0x80 | (code & 0x3f));
      if (unit < 0) return found;
    }
    const word = load<i32>(units + <usize>unit * 12 + 8);
    if (word >= 0) {
      store<i32>(at32(matchEnds, found), i + 1);
      store<i32>(at32(matchRanges, found), word);
      found++;
    }
  }
  return found;
}

/** Adds node `count` on: one unknown word [begin, stop) per template of category `type`. Returns the new count. */
function addUnknown(count: i32, type: i32, begin: i32, stop: i32): i32 {
  const category = categories + (<usize>type << 4);
  for (let t = load<i32>(category, 12), last = load<i32>(category, 16 + 12); t < last; t++) {
    const template = templates + (<usize>t << 4);
    const at = node(count);
    store<i32>(at, begin, START);
    store<i32>(at, stop, END);
    store<u16>(at, load<i32>(template), LEFT);
    store<u16>(at, load<i32>(template, 4), RIGHT);
    store<i32>(at, load<i32>(template, 8), COST);
    count++;
  }
  return count;
}

/**
 * Segments the `n` code units at `codes`: returns the number of words, their bounds at `bounds`;
 * or -1 when the nodes do not fit (the host gives more room and calls again).
 */
export function segment(n: i32): i32 {
  if (n == 0) return 0;
  // the characters: char.def info and length in code units, per position
  for (let i = 0; i < n; i++) {
    const code = <i32>load<u16>(codes + (<usize>i << 1));
    let character = load<i32>(at32(charInfo, code));
    let length = 1;
    if (code >= 0xd800 && code <= 0xdbff && i + 1 < n) {
      const low = <i32>load<u16>(codes + (<usize>(i + 1) << 1));
      if (low >= 0xdc00 && low <= 0xdfff) {
        // MeCab maps characters beyond U+FFFF to 0: DEFAULT
        character = load<i32>(charInfo);
        length = 2;
      }
    }
    store<i32>(at32(info, i), character);
    store<i32>(at32(lengths, i), length);
    store<i32>(at32(endHead, i), -1);
  }
  store<i32>(at32(endHead, n), -1);
  const spaceInfo = load<i32>(at32(charInfo, 0x20));

  // node 0 is BOS
  let count = 1;
  store<i32>(nodes, 0, START);
  store<i32>(nodes, 0, END);
  store<u16>(nodes, 0, RIGHT);
  store<i32>(nodes, -1, PREVIOUS);
  store<i32>(nodes, -1, NEXT_END);
  store<i64>(nodes, 0, TOTAL);
  store<i32>(endHead, 0);

  for (let pos = 0; pos < n; pos++) {
    if (load<i32>(at32(endHead, pos)) == -1) continue;
    // MeCab skips characters of the SPACE category in front of a word.
    let begin = pos;
    let kind = spaceInfo;
    while (begin < n) {
      const next = load<i32>(at32(info, begin));
      if (((kind >>> 8) & (next >>> 8)) == 0) break;
      kind = next;
      begin += 1;
    }
    if (begin >= n) continue;

    // The nodes starting at `begin`: dictionary words (shortest first, in entry order), then
    // unknown words.
    const matches = prefixes(n, begin);
    let words = 0;
    for (let m = 0; m < matches; m++) words += load<i32>(at32(matchRanges, m)) & ((1 << RANGE_BITS) - 1);
    if (count + words + maxUnknownNodes > capacity) return -1;
    const from = count;
    for (let m = 0; m < matches; m++) {
      const range = load<i32>(at32(matchRanges, m));
      const stop = load<i32>(at32(matchEnds, m));
      for (let w = range >>> RANGE_BITS, last = w + (range & ((1 << RANGE_BITS) - 1)); w < last; w++) {
        const entry = entries + <usize>w * 6;
        const at = node(count);
        store<i32>(at, begin, START);
        store<i32>(at, stop, END);
        store<u16>(at, <i32>load<i16>(entry), LEFT);
        store<u16>(at, <i32>load<i16>(entry, 2), RIGHT);
        store<i32>(at, <i32>load<i16>(entry, 4), COST);
        count++;
      }
    }

    const headInfo = load<i32>(at32(info, begin));
    const type = headInfo & 0xff;
    const category = categories + (<usize>type << 4);
    if (count == from || load<i32>(category) == 1) {
      const firstEnd = begin + load<i32>(at32(lengths, begin));
      // unknown-word candidates [begin, stop) of every template of the head's category
      let groupEnd = -1;
      if (load<i32>(category, 4) == 1) {
        let p = firstEnd;
        let run = headInfo;
        let length = 0;
        while (p < n) {
          const next = load<i32>(at32(info, p));
          if (((run >>> 8) & (next >>> 8)) == 0) break;
          run = next;
          p += load<i32>(at32(lengths, p));
          length++;
        }
        if (length <= MAX_GROUPING_SIZE) count = addUnknown(count, type, begin, p);
        groupEnd = p;
      }
      let stop = firstEnd;
      for (let i = 1, length = load<i32>(category, 8); i <= length; i++) {
        if (stop > n) break;
        if (stop == groupEnd) continue;
        count = addUnknown(count, type, begin, stop);
        if (stop >= n) break;
        if (((headInfo >>> 8) & (load<i32>(at32(info, stop)) >>> 8)) == 0) break;
        stop += load<i32>(at32(lengths, stop));
      }
      if (count == from) count = addUnknown(count, type, begin, firstEnd);
    }

    // Connect, newest candidate first (MeCab prepends to its lists); ties keep the first best.
    // Only each right id's best word ending here is kept, in list order (see wasm-segmenter.ts).
    stamp++;
    if (stamp == 0x7fffffff) {
      memory.fill(leftBest, 0, <usize>(leftIds * 16));
      memory.fill(rightBest, 0, <usize>(rightIds * 8));
      stamp = 1;
    }
    let kept = 0;
    let replaced = false;
    let order = 0;
    for (let l = load<i32>(at32(endHead, pos)); l != -1; l = load<i32>(node(l), NEXT_END), order++) {
      const ln = node(l);
      const right = <i32>load<u16>(ln, RIGHT);
      const total = load<i64>(ln, TOTAL);
      const slot = rightBest + (<usize>right << 3);
      if (load<i32>(slot) != stamp) {
        store<i32>(slot, stamp);
        store<i32>(slot, kept, 4);
        const e = ending + <usize>kept * ENDING;
        store<i64>(e, total);
        store<i32>(e, right, 8);
        store<i32>(e, l, 12);
        store<i32>(at32(endingOrder, kept), order);
        kept++;
      } else {
        const k = load<i32>(slot, 4);
        const e = ending + <usize>k * ENDING;
        if (total < load<i64>(e)) {
          store<i64>(e, total);
          store<i32>(e, l, 12);
          store<i32>(at32(endingOrder, k), order);
          replaced = true;
        }
      }
    }
    // A replaced word takes its place in list order: sort the few words back into it.
    if (replaced) {
      for (let i = 1; i < kept; i++) {
        const e = ending + <usize>i * ENDING;
        const total = load<i64>(e);
        const right = load<i32>(e, 8);
        const l = load<i32>(e, 12);
        const o = load<i32>(at32(endingOrder, i));
        let j = i - 1;
        for (; j >= 0 && load<i32>(at32(endingOrder, j)) > o; j--) {
          memory.copy(ending + <usize>(j + 1) * ENDING, ending + <usize>j * ENDING, ENDING);
          store<i32>(at32(endingOrder, j + 1), load<i32>(at32(endingOrder, j)));
        }
        const d = ending + <usize>(j + 1) * ENDING;
        store<i64>(d, total);
        store<i32>(d, right, 8);
        store<i32>(d, l, 12);
        store<i32>(at32(endingOrder, j + 1), o);
      }
    }
    const endingEnd = ending + <usize>kept * ENDING;
    for (let index = count - 1; index >= from; index--) {
      const at = node(index);
      const left = <i32>load<u16>(at, LEFT);
      const best = leftBest + (<usize>left << 4);
      if (load<i32>(best) != stamp) {
        const row = costs + ((<usize>left * <usize>rightIds) << 1);
        let bestTotal = load<i64>(ending) + <i64>load<i16>(row + (<usize>load<i32>(ending, 8) << 1));
        let bestAt = ending;
        for (let e = ending + ENDING; e < endingEnd; e += ENDING) {
          const total = load<i64>(e) + <i64>load<i16>(row + (<usize>load<i32>(e, 8) << 1));
          if (total < bestTotal) {
            bestTotal = total;
            bestAt = e;
          }
        }
        store<i32>(best, stamp);
        store<i32>(best, load<i32>(bestAt, 12), 4);
        store<i64>(best, bestTotal, 8);
      }
      store<i64>(at, load<i64>(best, 8) + <i64>load<i32>(at, COST), TOTAL);
      store<i32>(at, load<i32>(best, 4), PREVIOUS);
      const stop = load<i32>(at, END);
      store<i32>(at, load<i32>(at32(endHead, stop)), NEXT_END);
      store<i32>(at32(endHead, stop), index);
    }
  }

  // EOS (left id 0)
  let bestTotal: i64 = 0;
  let last = -1;
  for (let l = load<i32>(at32(endHead, n)); l != -1; l = load<i32>(node(l), NEXT_END)) {
    const ln = node(l);
    const total = load<i64>(ln, TOTAL) + <i64>load<i16>(costs + (<usize><i32>load<u16>(ln, RIGHT) << 1));
    if (last == -1 || total < bestTotal) {
      bestTotal = total;
      last = l;
    }
  }
  let words = 0;
  for (let l = last; l > 0; l = load<i32>(node(l), PREVIOUS)) words++;
  let w = words;
  for (let l = last; l > 0; l = load<i32>(node(l), PREVIOUS)) {
    w--;
    store<i32>(at32(bounds, 2 * w), load<i32>(node(l), START));
    store<i32>(at32(bounds, 2 * w + 1), load<i32>(node(l), END));
  }
  return words;
}
