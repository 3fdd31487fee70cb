// How the HTML report embeds its segments' texts: one table of the words, most frequent first,
// and each stream (a reference slot or a system) as one string of word codes. A word's code is a
// few printable ASCII characters (one for the 45 most frequent words, two for the next 1,980,
// three for the next 87,120, ...), so a stream takes about a third of its text's size, and no
// character of it needs escaping in JSON or in a script element. The page decodes a line when it
// first shows it (`COMPACT_TEXT_DECODER`).
import type { SegmentWords } from '../analyze/segment-words.js';
import { escapeScriptJson, writeScriptJson } from './html-escape.js';
import type { PageWriter } from './page-writer.js';

/**
 * The code characters: printable ASCII but the space (the line separator) and what JSON or a
 * script element would escape (`"`, `\`, `<`, `>`, `&`). The first 45 end a code, the other 44
 * lead one.
 */
const DIGITS = [...Array.from({ length: 94 }, (_, k) => String.fromCharCode(0x21 + k))].filter((c) => !'"\\<>&'.includes(c)).join('');
const FINAL = DIGITS.slice(0, 45);
const LEADING = DIGITS.slice(45);

/** The code of the word ranked `rank` (0: the most frequent): bijective base 44, then a final digit. */
export function wordCode(rank: number): string {
  let code = FINAL[rank % FINAL.length] as string;
  for (let q = Math.floor(rank / FINAL.length); q > 0; q = Math.floor((q - 1) / LEADING.length)) code = (LEADING[(q - 1) % LEADING.length] as string) + code;
  return code;
}

/** The texts of a report as word ids: a vocabulary, and per stream and segment a line's ids. */
export interface TextIds {
  readonly vocabulary: readonly string[];
  readonly segments: number;
  readonly streams: number;
  /** Stream `k`'s line of segment `s` as ids into the vocabulary. */
  line(k: number, s: number): ArrayLike<number>;
  /** Each word's count in every stream, when already counted. */
  readonly counts?: ArrayLike<number>;
}

/** The texts kept as ids by `analyze` ({@link SegmentWords}): the reference slots, then the systems. */
export function segmentWordIds(words: SegmentWords, segments: number, counts?: ArrayLike<number>): TextIds {
  const slots = words.referenceSlots;
  return {
    vocabulary: words.vocabulary,
    segments,
    streams: slots + words.systems,
    line: (k, s) => (k < slots ? words.reference(k, s) : words.output(k - slots, s)),
    ...(counts === undefined ? {} : { counts }),
  };
}

/** Texts given as strings (words joined by single spaces): numbered here. */
export function stringIds(streams: readonly (readonly string[])[], segments: number): TextIds {
  const vocabulary: string[] = [];
  const ids = new Map<string, number>();
  const lines = streams.map((stream) =>
    Array.from({ length: segments }, (_, s) => {
      const text = stream[s] ?? '';
      return Int32Array.from(text === '' ? [] : text.split(' '), (word) => {
        let id = ids.get(word);
        if (id === undefined) ids.set(word, (id = vocabulary.push(word) - 1));
        return id;
      });
    }),
  );
  return { vocabulary, segments, streams: streams.length, line: (k, s) => (lines[k] as Int32Array[])[s] as Int32Array };
}

/** Each word's count in every stream. */
function countWords(texts: TextIds): Float64Array {
  const counts = new Float64Array(texts.vocabulary.length);
  for (let k = 0; k < texts.streams; k++) {
    for (let s = 0; s < texts.segments; s++) {
      const ids = texts.line(k, s);
      for (let i = 0; i < ids.length; i++) counts[ids[i] as number] = (counts[ids[i] as number] as number) + 1;
    }
  }
  return counts;
}

/** Words of the table written at a time. */
const PIECE_WORDS = 4096;
/** How many of the most frequent words' codes are kept made (those of one and two characters). */
const COMMON_CODES = 45 + 45 * 44;
/** The room made for a line at most (a longer line's last codes go in one by one). */
const LINE_ROOM = 1 << 14;

/**
 * Writes the JSON of the texts: `{"lines":n,"words":[...],"refs":["..."],"outs":["..."]}`, the
 * first `referenceStreams` streams under `refs`, the others under `outs`, and `src` (the source
 * lines as strings) when given. Words are ranked by how often they occur (ties by id). The codes
 * go into the page as bytes, a line at a time.
 */
export function writeCompactText(writer: PageWriter, texts: TextIds, referenceStreams: number, source?: readonly string[]): void {
  const size = texts.vocabulary.length;
  const frequency = texts.counts ?? countWords(texts);
  // Typed arrays, and codes kept only for the frequent words (most of the text): a wide
  // vocabulary's millions of words would otherwise each hold a code string.
  let used = 0;
  for (let id = 0; id < size; id++) if ((frequency[id] as number) > 0) used++;
  const ranked = new Int32Array(used);
  for (let id = 0, r = 0; id < size; id++) if ((frequency[id] as number) > 0) ranked[r++] = id;
  ranked.sort((a, b) => (frequency[b] as number) - (frequency[a] as number) || a - b);
  const rankOf = new Int32Array(size);
  ranked.forEach((id, rank) => (rankOf[id] = rank));
  // The codes of one and two characters as bytes: the first character's, then the second's.
  const common = new Uint8Array(2 * COMMON_CODES);
  for (let rank = 0; rank < Math.min(used, COMMON_CODES); rank++) {
    const code = wordCode(rank);
    common[2 * rank] = code.charCodeAt(0);
    common[2 * rank + 1] = code.charCodeAt(1);
  }
  writer.ascii(`{"lines":${texts.segments},"words":[`);
  for (let from = 0; from < used; from += PIECE_WORDS) {
    const words = Array.from(ranked.subarray(from, Math.min(from + PIECE_WORDS, used)), (id) => texts.vocabulary[id]);
    if (from > 0) writer.byte(0x2c);
    writer.text(escapeScriptJson(JSON.stringify(words).slice(1, -1)));
  }
  writer.byte(0x5d);
  if (source !== undefined) {
    writer.ascii(',"src":');
    writeScriptJson(writer, source);
  }
  writer.ascii(',"refs":[');
  for (let k = 0; k < texts.streams; k++) {
    writer.ascii(k === referenceStreams ? '],"outs":["' : k === 0 ? '"' : ',"');
    for (let s = 0; s < texts.segments; s++) {
      const ids = texts.line(k, s);
      // A line of common words (codes of one or two bytes) goes straight into the piece.
      writer.room(Math.min(2 * ids.length + 1, LINE_ROOM));
      const { bytes } = writer;
      let at = writer.at;
      if (s > 0) bytes[at++] = 0x20;
      for (let i = 0; i < ids.length; i++) {
        const rank = rankOf[ids[i] as number] as number;
        if (rank < FINAL.length && at < bytes.length) {
          bytes[at++] = common[2 * rank] as number;
        } else if (rank < COMMON_CODES && at + 1 < bytes.length) {
          bytes[at++] = common[2 * rank] as number;
          bytes[at++] = common[2 * rank + 1] as number;
        } else {
          writer.at = at;
          writer.ascii(wordCode(rank));
          at = writer.at;
        }
      }
      writer.at = at;
    }
    writer.byte(0x22);
  }
  writer.ascii(referenceStreams >= texts.streams ? '],"outs":[]}' : ']}');
}

/**
 * The page's decoder (plain ES2017, inlined in the report's script): `compactText(text)` returns
 * `{ src, refs: [lines], outs: [lines] }` where each `lines(s)` is line `s` as words joined by
 * single spaces, decoded when first asked for.
 */
export const COMPACT_TEXT_DECODER = String.raw`
  function compactText(text) {
    var FINAL = ${JSON.stringify(FINAL)}, LEADING = ${JSON.stringify(LEADING)};
    var digit = {};
    for (var f = 0; f < FINAL.length; f++) digit[FINAL[f]] = -1 - f;
    for (var l = 0; l < LEADING.length; l++) digit[LEADING[l]] = l + 1;
    function stream(codes) {
      var lines = text.lines === 0 ? [] : codes.split(' '), decoded = [];
      return function (s) {
        if (decoded[s] !== undefined) return decoded[s];
        var line = lines[s], out = [], lead = 0;
        if (line === undefined) return '';
        for (var i = 0; i < line.length; i++) {
          var d = digit[line[i]];
          if (d > 0) lead = lead * LEADING.length + d;
          else { out.push(text.words[lead * FINAL.length - 1 - d]); lead = 0; }
        }
        return (decoded[s] = out.join(' '));
      };
    }
    return { src: text.src, refs: text.refs.map(stream), outs: text.outs.map(stream) };
  }
`;
