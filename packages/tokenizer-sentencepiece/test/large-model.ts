// A unigram model the size of FLORES-200's (256,000 pieces), which the text bleukit has cannot
// train: the trainer and normalizer settings of a model spm_train made (so the normalization
// rules are real, nmt_nfkc), and its pieces followed by seeded pieces cut from the lines it was
// trained on (without spaces or control characters), each with a seeded score. spm_encode loads it like any model, so the C++ library is still the
// reference for every line encoded with it.
import { seededRandom } from '../../../test-support/seeded-random.js';

const WIRE_VARINT = 0;
const WIRE_LENGTH = 2;
const WIRE_FIXED32 = 5;
const NORMAL = 1;

function varint(value: number, out: number[]): void {
  let rest = value;
  while (rest >= 0x80) {
    out.push((rest & 0x7f) | 0x80);
    rest = Math.floor(rest / 128);
  }
  out.push(rest);
}

function readVarint(bytes: Uint8Array, at: number): [number, number] {
  let value = 0;
  let scale = 1;
  let next = at;
  for (;;) {
    const byte = bytes[next++] as number;
    value += (byte & 0x7f) * scale;
    if (byte < 0x80) return [value, next];
    scale *= 128;
  }
}

/** The fields of a message: number, wire type and the bytes of the whole field (key included). */
function fields(bytes: Uint8Array): { number: number; wire: number; raw: Uint8Array; body: Uint8Array }[] {
  const out: { number: number; wire: number; raw: Uint8Array; body: Uint8Array }[] = [];
  for (let at = 0; at < bytes.length; ) {
    const start = at;
    const [key, afterKey] = readVarint(bytes, at);
    const wire = key % 8;
    let bodyStart = afterKey;
    let end: number;
    if (wire === WIRE_VARINT) end = readVarint(bytes, afterKey)[1];
    else if (wire === WIRE_FIXED32) end = afterKey + 4;
    else if (wire === WIRE_LENGTH) {
      const [length, afterLength] = readVarint(bytes, afterKey);
      bodyStart = afterLength;
      end = afterLength + length;
    } else throw new Error(`wire type ${wire} in a model file`);
    out.push({ number: Math.floor(key / 8), wire, raw: bytes.subarray(start, end), body: bytes.subarray(bodyStart, end) });
    at = end;
  }
  return out;
}

function pieceMessage(piece: string, score: number): number[] {
  const text = new TextEncoder().encode(piece);
  const body: number[] = [];
  varint((1 << 3) | WIRE_LENGTH, body);
  varint(text.length, body);
  body.push(...text);
  body.push((2 << 3) | WIRE_FIXED32);
  const float = new Uint8Array(new Float32Array([score]).buffer);
  body.push(...float);
  varint((3 << 3) | WIRE_VARINT, body);
  varint(NORMAL, body);
  const out: number[] = [];
  varint((1 << 3) | WIRE_LENGTH, out);
  varint(body.length, out);
  out.push(...body);
  return out;
}

/**
 * `base` (a unigram model's bytes) grown to `size` pieces with pieces cut from `lines` (1 to 8
 * code points, half of them starting a word with `▁`), scores drawn from `seed` between the base
 * model's lowest score and −1.
 */
export function largeUnigramModel(base: Uint8Array, lines: readonly string[], size: number, seed: number): Uint8Array {
  const parts = fields(base);
  const known = new Set<string>();
  let lowest = 0;
  for (const part of parts.filter((field) => field.number === 1)) {
    for (const sub of fields(part.body)) {
      if (sub.number === 1) known.add(new TextDecoder().decode(sub.body));
      if (sub.number === 2) lowest = Math.min(lowest, new DataView(sub.body.buffer, sub.body.byteOffset, 4).getFloat32(0, true));
    }
  }
  const random = seededRandom(seed);
  const characters = lines.map((line) => [...line.replace(/\s+/g, ' ').trim()]).filter((chars) => chars.length > 0);
  const added: Uint8Array[] = [];
  let count = known.size;
  while (count < size) {
    const chars = characters[Math.floor(random() * characters.length)] as string[];
    const start = Math.floor(random() * chars.length);
    const length = 1 + Math.floor(random() * 8);
    const cut = chars.slice(start, start + length).join('');
    // No spaces, and no control characters: the C++ library keys its piece trie by C strings.
    if (/[\s\u0000-\u001f\u007f-\u009f]/u.test(cut)) continue;
    const piece = random() < 0.5 ? `▁${cut}` : cut;
    if (known.has(piece)) continue;
    known.add(piece);
    added.push(Uint8Array.from(pieceMessage(piece, lowest + random() * (-1 - lowest))));
    count++;
  }
  // Pieces first (the base model's, then the new ones), then the other fields as they were.
  const chunks = [
    ...parts.filter((field) => field.number === 1).map((field) => field.raw),
    ...added,
    ...parts.filter((field) => field.number !== 1).map((field) => field.raw),
  ];
  const out = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}
