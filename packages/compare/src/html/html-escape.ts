/** Text for HTML content and quoted attribute values: `&`, `<`, `>`, `"` and `'` escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * JSON for a `<script type="application/json">` element: `<`, `>` and `&` as `\u` escapes, so no
 * string in it can close the element or open a comment, and U+2028/U+2029 escaped for old parsers.
 */
export function scriptJson(value: unknown): string {
  return escapeScriptJson(JSON.stringify(value));
}

function escapeScriptJson(json: string): string {
  return json.replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * A value whose JSON is written as it comes, in pieces (within a script element: no `<`, `>` or
 * `&` to escape, and valid JSON when joined).
 */
export class JsonPieces {
  constructor(readonly pieces: () => Iterable<string>) {}
}

/** Arrays longer than this are written a slice at a time. */
const SLICE = 4096;

/**
 * The JSON of `Array.from(values, map)` (a typed array's too, which `JSON.stringify` would write
 * as an object), a slice of elements at a time: no array of them all is made.
 */
export function* numberArrayJson(values: ArrayLike<number>, map: (value: number, index: number) => number = (value) => value): Generator<string> {
  yield '[';
  const slice: number[] = [];
  for (let start = 0; start < values.length; start += SLICE) {
    const end = Math.min(start + SLICE, values.length);
    slice.length = 0;
    for (let k = start; k < end; k++) slice.push(map(values[k] as number, k));
    // JSON.stringify writes NaN and ±Infinity as null, and −0 as 0, as it would in the whole array.
    yield `${start === 0 ? '' : ','}${JSON.stringify(slice).slice(1, -1)}`;
  }
  yield ']';
}

/** `JSON.stringify(value)` in pieces: a long array a slice of elements at a time, objects key by key. */
function* jsonPieces(value: unknown): Generator<string> {
  if (value instanceof JsonPieces) {
    yield* value.pieces();
    return;
  }
  if (ArrayBuffer.isView(value) && !(value instanceof DataView)) {
    yield* numberArrayJson(value as unknown as ArrayLike<number>);
    return;
  }
  if (Array.isArray(value) && value.length > SLICE) {
    yield '[';
    for (let start = 0; start < value.length; start += SLICE) {
      const slice = value.slice(start, start + SLICE);
      // Holes and undefined elements are null in JSON.stringify's arrays, as they are here.
      yield `${start === 0 ? '' : ','}${JSON.stringify(slice).slice(1, -1)}`;
    }
    yield ']';
    return;
  }
  if (value !== null && typeof value === 'object' && !Array.isArray(value) && typeof (value as { toJSON?: unknown }).toJSON !== 'function') {
    yield '{';
    let first = true;
    for (const [key, item] of Object.entries(value)) {
      if (item === undefined || typeof item === 'function' || typeof item === 'symbol') continue;
      yield `${first ? '' : ','}${JSON.stringify(key)}:`;
      first = false;
      yield* jsonPieces(item);
    }
    yield '}';
    return;
  }
  if (Array.isArray(value)) {
    // A short array may still hold long ones (per system, per segment).
    yield '[';
    for (let k = 0; k < value.length; k++) {
      if (k > 0) yield ',';
      const item: unknown = value[k];
      if (item === undefined || typeof item === 'function' || typeof item === 'symbol') yield 'null';
      else yield* jsonPieces(item);
    }
    yield ']';
    return;
  }
  yield JSON.stringify(value);
}

/**
 * {@link scriptJson} in pieces, for writing a large report without building its JSON as one
 * string: the pieces joined are `scriptJson(value)`.
 */
export function* scriptJsonChunks(value: unknown): Generator<string> {
  let buffer = '';
  for (const piece of jsonPieces(value)) {
    buffer += piece;
    if (buffer.length >= 1 << 16) {
      yield escapeScriptJson(buffer);
      buffer = '';
    }
  }
  if (buffer !== '') yield escapeScriptJson(buffer);
}
