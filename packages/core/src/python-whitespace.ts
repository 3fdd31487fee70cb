// Python's str.isspace() set (Unicode 14), which sacreBLEU's split()/strip() use. It differs from
// JS `\s`: it has U+001C–U+001F and U+0085 and lacks U+FEFF.
const WHITESPACE_CLASS =
  '\\t-\\r\\x1c-\\x20\\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000';

const splitPattern = new RegExp(`[${WHITESPACE_CLASS}]+`);
const trailingPattern = new RegExp(`[${WHITESPACE_CLASS}]+$`);
const leadingPattern = new RegExp(`^[${WHITESPACE_CLASS}]+`);
const anyPattern = new RegExp(`[${WHITESPACE_CLASS}]`);

/** True when `char` (one UTF-16 unit) is whitespace for Python's `str.isspace()`. */
export function isPythonWhitespace(char: string): boolean {
  return char.length === 1 && anyPattern.test(char);
}

/**
 * True when the code point (or UTF-16 unit) `code` is whitespace for Python's `str.isspace()`:
 * the same set as {@link isPythonWhitespace}, for loops over code points.
 */
export function isPythonWhitespaceCode(code: number): boolean {
  if (code <= 0x20) return (code >= 0x09 && code <= 0x0d) || code >= 0x1c;
  if (code < 0x85) return false;
  return (
    code === 0x85 ||
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000
  );
}

/** True when `text` contains a Python whitespace character. */
export function hasPythonWhitespace(text: string): boolean {
  return anyPattern.test(text);
}

/** Python's `text.split()`: split on runs of Python whitespace, no empty strings. */
export function pythonSplit(text: string): string[] {
  if (text.length === 0) return [];
  const parts = text.split(splitPattern);
  if (parts[0] === '') parts.shift();
  if (parts.length > 0 && parts[parts.length - 1] === '') parts.pop();
  return parts;
}

/** Python's `text.rstrip()`. */
export function pythonRstrip(text: string): string {
  const last = text.charCodeAt(text.length - 1);
  // Fast path: most lines end in a letter or punctuation.
  if (text.length === 0 || (last > 0x20 && last < 0x85)) return text;
  return text.replace(trailingPattern, '');
}

/** Python's `text.strip()`. */
export function pythonStrip(text: string): string {
  return pythonRstrip(text).replace(leadingPattern, '');
}
