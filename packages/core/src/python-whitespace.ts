// Python's str.isspace() set (Unicode 14), which sacreBLEU's split()/strip() use. It differs from
// JS `\s`: it has U+001C–U+001F and U+0085 and lacks U+FEFF.
const WHITESPACE_CLASS =
  '\\t-\\r\\x1c-\\x20\\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000';

const splitPattern = new RegExp(`[${WHITESPACE_CLASS}]+`);
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

/**
 * Python's `text.rstrip()`. A loop from the end, not a regular expression: `[…]+$` is tried at
 * every position of the line, and lines that end in non-ASCII text (Japanese `。`) are common.
 */
export function pythonRstrip(text: string): string {
  let end = text.length;
  while (end > 0 && isPythonWhitespaceCode(text.charCodeAt(end - 1))) end--;
  return end === text.length ? text : text.slice(0, end);
}

/** Python's `text.strip()`. */
export function pythonStrip(text: string): string {
  const rest = pythonRstrip(text);
  let start = 0;
  while (start < rest.length && isPythonWhitespaceCode(rest.charCodeAt(start))) start++;
  return start === 0 ? rest : rest.slice(start);
}
