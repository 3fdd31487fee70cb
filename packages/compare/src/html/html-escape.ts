import type { PageWriter } from './page-writer.js';

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

/** `JSON.stringify`'s output escaped for a script element (see {@link scriptJson}). */
export function escapeScriptJson(json: string): string {
  return json.replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * A value whose JSON writes itself to the page as it comes (within a script element: no `<`, `>`
 * or `&` to escape, and valid JSON).
 */
export class WrittenJson {
  constructor(readonly write: (writer: PageWriter) => void) {}
}

/**
 * The JSON of `Array.from(values)` (a typed array's too, which `JSON.stringify` would write as an
 * object), each number as `JSON.stringify` writes it, straight into the page: no array or string
 * of them is made.
 */
export function writeNumberArray(writer: PageWriter, values: ArrayLike<number>): void {
  writer.byte(0x5b);
  for (let k = 0; k < values.length; k++) {
    if (k > 0) writer.byte(0x2c);
    writer.number(values[k] as number);
  }
  writer.byte(0x5d);
}

const skipped = (item: unknown): boolean => item === undefined || typeof item === 'function' || typeof item === 'symbol';

/**
 * {@link scriptJson} written to the page as it is made: arrays element by element, objects key by
 * key, numbers and typed arrays without a string each, {@link WrittenJson} as it writes itself.
 */
export function writeScriptJson(writer: PageWriter, value: unknown): void {
  if (value instanceof WrittenJson) {
    value.write(writer);
  } else if (typeof value === 'number') {
    writer.number(value);
  } else if (ArrayBuffer.isView(value) && !(value instanceof DataView)) {
    writeNumberArray(writer, value as unknown as ArrayLike<number>);
  } else if (Array.isArray(value)) {
    writer.byte(0x5b);
    for (let k = 0; k < value.length; k++) {
      if (k > 0) writer.byte(0x2c);
      // Holes and undefined elements are null in JSON.stringify's arrays, as they are here.
      const item: unknown = value[k];
      if (skipped(item)) writer.ascii('null');
      else writeScriptJson(writer, item);
    }
    writer.byte(0x5d);
  } else if (value !== null && typeof value === 'object' && typeof (value as { toJSON?: unknown }).toJSON !== 'function') {
    writer.byte(0x7b);
    let first = true;
    for (const [key, item] of Object.entries(value)) {
      if (skipped(item)) continue;
      if (!first) writer.byte(0x2c);
      writer.text(escapeScriptJson(JSON.stringify(key)));
      writer.byte(0x3a);
      first = false;
      writeScriptJson(writer, item);
    }
    writer.byte(0x7d);
  } else {
    writer.text(escapeScriptJson(JSON.stringify(value)));
  }
}
