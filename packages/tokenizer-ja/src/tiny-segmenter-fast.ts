// TinySegmenter's inference loop over the compiled model: per position, the same 42 features
// and the same sum as the original, but read from typed arrays by integer index. Characters are
// code points, so an astral character is one (unknown, type O) character, never two halves.
import { characterType } from './character-type.js';
import type { TinySegmenterModel } from './tiny-segmenter-model.js';

/** Splits a text into TinySegmenter's words; returns UTF-16 offsets where words start. */
export type WordStarts = (text: string) => { starts: Int32Array; count: number };

const TYPES = 7;

/** Makes the segmenter for a compiled model; it reuses its buffers between calls. */
export function createTinySegmenter(model: TinySegmenterModel): WordStarts {
  const { bias, charId, paddingIds, size, unigram, bigram, trigram } = model;
  const [uw1, uw2, uw3, uw4, uw5, uw6] = unigram as [Int32Array, Int32Array, Int32Array, Int32Array, Int32Array, Int32Array];
  const [bw1, bw2, bw3] = bigram as [Map<number, number>, Map<number, number>, Map<number, number>];
  const [tw1, tw2, tw3, tw4] = trigram as [Map<number, number>, Map<number, number>, Map<number, number>, Map<number, number>];
  const [uc1, uc2, uc3, uc4, uc5, uc6] = model.typeUnigram as [Int32Array, Int32Array, Int32Array, Int32Array, Int32Array, Int32Array];
  const [bc1, bc2, bc3] = model.typeBigram as [Int32Array, Int32Array, Int32Array];
  const [tc1, tc2, tc3, tc4] = model.typeTrigram as [Int32Array, Int32Array, Int32Array, Int32Array];
  const [up1, up2, up3] = model.decision as [Int32Array, Int32Array, Int32Array];
  const [bp1, bp2] = model.decisionPair as [Int32Array, Int32Array];
  const [uq1, uq2, uq3] = model.mixed1 as [Int32Array, Int32Array, Int32Array];
  const [bq1, bq2, bq3, bq4] = model.mixed2 as [Int32Array, Int32Array, Int32Array, Int32Array];
  const [tq1, tq2, tq3, tq4] = model.mixed3 as [Int32Array, Int32Array, Int32Array, Int32Array];
  const T2 = TYPES * TYPES;
  const T3 = T2 * TYPES;
  // BMP characters' ids in a flat table; astral characters never occur in the model (id 0).
  const idTable = new Uint16Array(0x10000);
  for (const [codePoint, id] of charId) if (codePoint <= 0xffff) idTable[codePoint] = id;

  let id = new Int32Array(64);
  let type = new Int32Array(64);
  let offset = new Int32Array(64);
  let starts = new Int32Array(64);

  const bi = (map: Map<number, number>, a: number, b: number): number =>
    a === 0 || b === 0 ? 0 : (map.get(a * size + b) ?? 0);
  const tri = (map: Map<number, number>, a: number, b: number, c: number): number =>
    a === 0 || b === 0 || c === 0 ? 0 : (map.get((a * size + b) * size + c) ?? 0);

  return (text) => {
    if (id.length < text.length + 6) {
      const length = 2 * text.length + 6;
      id = new Int32Array(length);
      type = new Int32Array(length);
      offset = new Int32Array(length);
      starts = new Int32Array(length);
    }
    // items: B3 B2 B1, the characters, E1 E2 E3 (padding type O = 0)
    id[0] = paddingIds[0] as number;
    id[1] = paddingIds[1] as number;
    id[2] = paddingIds[2] as number;
    type[0] = type[1] = type[2] = 0;
    let n = 3;
    for (let i = 0; i < text.length; i++) {
      let code = text.charCodeAt(i);
      offset[n] = i;
      if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
        const low = text.charCodeAt(i + 1);
        if (low >= 0xdc00 && low <= 0xdfff) {
          code = 0x10000;
          i++;
        }
      }
      id[n] = code > 0xffff ? 0 : (idTable[code] as number);
      type[n] = characterType(code);
      n++;
    }
    const chars = n - 3;
    if (chars === 0) return { starts, count: 0 };
    offset[n] = text.length;
    id[n] = paddingIds[3] as number;
    id[n + 1] = paddingIds[4] as number;
    id[n + 2] = paddingIds[5] as number;
    type[n] = type[n + 1] = type[n + 2] = 0;

    starts[0] = 0;
    let count = 1;
    // decisions: 0 = U, 1 = B, 2 = O
    let p1 = 0;
    let p2 = 0;
    let p3 = 0;
    for (let i = 4; i < n; i++) {
      const w1 = id[i - 3] as number, w2 = id[i - 2] as number, w3 = id[i - 1] as number;
      const w4 = id[i] as number, w5 = id[i + 1] as number, w6 = id[i + 2] as number;
      const c1 = type[i - 3] as number, c2 = type[i - 2] as number, c3 = type[i - 1] as number;
      const c4 = type[i] as number, c5 = type[i + 1] as number, c6 = type[i + 2] as number;
      const c123 = (c1 * TYPES + c2) * TYPES + c3;
      const c234 = (c2 * TYPES + c3) * TYPES + c4;
      let score =
        bias +
        (up1[p1] as number) + (up2[p2] as number) + (up3[p3] as number) +
        (bp1[p1 * 3 + p2] as number) + (bp2[p2 * 3 + p3] as number) +
        (uw1[w1] as number) + (uw2[w2] as number) + (uw3[w3] as number) +
        (uw4[w4] as number) + (uw5[w5] as number) + (uw6[w6] as number) +
        (uc1[c1] as number) + (uc2[c2] as number) + (uc3[c3] as number) +
        (uc4[c4] as number) + (uc5[c5] as number) + (uc6[c6] as number) +
        (bc1[c2 * TYPES + c3] as number) + (bc2[c3 * TYPES + c4] as number) + (bc3[c4 * TYPES + c5] as number) +
        (tc1[c123] as number) + (tc2[c234] as number) +
        (tc3[(c3 * TYPES + c4) * TYPES + c5] as number) + (tc4[(c4 * TYPES + c5) * TYPES + c6] as number) +
        (uq1[p1 * TYPES + c1] as number) + (uq2[p2 * TYPES + c2] as number) + (uq3[p3 * TYPES + c3] as number) +
        (bq1[p2 * T2 + c2 * TYPES + c3] as number) + (bq2[p2 * T2 + c3 * TYPES + c4] as number) +
        (bq3[p3 * T2 + c2 * TYPES + c3] as number) + (bq4[p3 * T2 + c3 * TYPES + c4] as number) +
        (tq1[p2 * T3 + c123] as number) + (tq2[p2 * T3 + c234] as number) +
        (tq3[p3 * T3 + c123] as number) + (tq4[p3 * T3 + c234] as number);
      score += bi(bw1, w2, w3) + bi(bw2, w3, w4) + bi(bw3, w4, w5);
      score += tri(tw1, w1, w2, w3) + tri(tw2, w2, w3, w4) + tri(tw3, w3, w4, w5) + tri(tw4, w4, w5, w6);
      p1 = p2;
      p2 = p3;
      if (score > 0) {
        starts[count++] = offset[i] as number;
        p3 = 1;
      } else {
        p3 = 2;
      }
    }
    return { starts, count };
  };
}
