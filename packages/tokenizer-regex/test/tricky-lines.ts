// Random lines for differential tests: short strings drawn from the characters the tokenizers
// treat specially, so that rare neighbourhoods (runs of dots, digits around a hyphen, entities
// cut in half, Unicode spaces, newlines, astral characters) come up thousands of times.
import fc from 'fast-check';

/** Pieces a random line is made of: single characters and a few multi-character traps. */
export const TRICKY_PIECES: readonly string[] = [
  // ASCII digits, the marks 13a treats by context, and its symbols
  '0', '1', '9', '.', ',', '-', '&', ';', '<', '>', "'", '"', '/', '(', ')', '$', '%', '~', '_', '`',
  // letters, non-ASCII letters, digits and punctuation, astral characters
  'a', 'Z', 'é', 'ß', 'İ', 'Σ', '中', '日', 'ア', '한', '²', '½', '١', 'Ⅱ', '٫', '。', '，', '、',
  '“', '”', '—', '…', '€', '°', '™', '→', '\u200b', '\u00ad', '\u0301', '𝄞', '😀', '𠮷', '\ufeff', '\ud800',
  '𝟙', '𐄀', '𝄪', '\u20c1', '\u{1fae8}', '\u{1fae9}', '\u{10d40}', '\u2ffc', '%', '٪', '‰', '·', '¿', '_', '‿',
  // Python whitespace (and what JavaScript's \s adds or lacks)
  ' ', '\t', '\n', '\r', '\v', '\f', '\u001c', '\u001f', '\u0085', '\u00a0', '\u1680', '\u2000',
  '\u2009', '\u200a', '\u2028', '\u2029', '\u202f', '\u205f', '\u3000',
  // entities and markers 13a rewrites, whole and in part
  '&amp;', '&quot;', '&lt;', '&gt;', '&apos;', 'amp', 'quot;', '&amp;lt;', '<skipped>', '-\n',
  '...', '..', ',,', '3.14', '1,000',
];

/** An arbitrary line of up to `maxPieces` tricky pieces. */
export function trickyLine(maxPieces = 16): fc.Arbitrary<string> {
  return fc.array(fc.constantFrom(...TRICKY_PIECES), { maxLength: maxPieces }).map((pieces) => pieces.join(''));
}

/** Fixed seed and run count, so a failure reproduces; fast-check shrinks it to a small line. */
export const PROPERTY_PARAMETERS: fc.Parameters<[string]> = { seed: 20240613, numRuns: 20000 };
