import type { Tokenizer } from '@bleukit/core';

/** Options of {@link createMtevalTokenizer}; defaults are `mteval-v13a.pl`'s own. */
export interface MtevalTokenizerOptions {
  /**
   * Keep case (`mteval-v13a.pl -c`). Default false: the 13a rules lower-case ASCII `A`–`Z` only
   * (`tr/[A-Z]/[a-z]/`), the international rules lower-case all of Unicode (`lc`).
   */
  preserveCase?: boolean;
  /** The v14 rules of `--international-tokenization` instead of 13a. Default false. */
  international?: boolean;
}

const ENTITIES_13A: readonly [RegExp, string][] = [
  [/&quot;/g, '"'],
  [/&amp;/g, '&'],
  [/&lt;/g, '<'],
  [/&gt;/g, '>'],
];
// The international rules also unescape &apos; (after the other four, as mteval does).
const ENTITIES_INTL: readonly [RegExp, string][] = [...ENTITIES_13A, [/&apos;/g, "'"]];

function unescape(text: string, entities: readonly [RegExp, string][]): string {
  let out = text;
  for (const [pattern, value] of entities) out = out.replace(pattern, value);
  return out;
}

function words(text: string, separator: RegExp): string[] {
  return text.split(separator).filter((token) => token !== '');
}

/** mteval-v13a's `NormalizeText` (13a rules), applied in its order. */
function normalize13a(line: string, preserveCase: boolean): string[] {
  let text = line.replace(/<skipped>/g, '').replace(/-\n/g, '').replace(/\n/g, ' ');
  text = unescape(text, ENTITIES_13A);
  text = ` ${text} `;
  if (!preserveCase) text = text.replace(/[A-Z]+/g, (upper) => upper.toLowerCase());
  text = text
    .replace(/([{-~[-` -&(-+:-@/])/g, ' $1 ')
    .replace(/([^0-9])([.,])/g, '$1 $2 ')
    .replace(/([.,])([^0-9])/g, ' $1 $2')
    .replace(/([0-9])(-)/g, '$1 $2 ');
  return words(text, /\s+/);
}

// Perl's (deprecated) \p{Hyphen} property, which JavaScript lacks, followed by \p{Zl}.
const HYPHEN_LINE_END = /[\u002D\u00AD\u058A\u1806\u2010\u2011\u2E17\u30FB\uFE63\uFF0D\uFF65]\u2028/g;

/** mteval-v13a's `tokenization_international` (the v14 rules). */
function normalizeInternational(line: string, preserveCase: boolean): string[] {
  let text = line.replace(/<skipped>/g, '').replace(HYPHEN_LINE_END, '').replace(/\u2028/g, ' ');
  text = unescape(text, ENTITIES_INTL);
  if (!preserveCase) text = text.toLowerCase();
  text = text
    .replace(/(\P{N})(\p{P})/gu, '$1 $2 ')
    .replace(/(\p{P})(\P{N})/gu, ' $1 $2')
    .replace(/(\p{S})/gu, ' $1 ');
  // Perl's \p{Z} (separators) squeezes words apart; \s as well, since a token never holds one.
  return words(text, /[\p{Z}\s]+/u);
}

/**
 * The tokenization of NIST's `mteval-v13a.pl` (also used by Moses `multi-bleu-detok.perl`):
 * entity unescaping, optional lower-casing, then the 13a or the international punctuation rules.
 *
 * Names: `mteval-13a`, `mteval-13a-cased` (`-c`; equal to sacreBLEU's `13a`), `mteval-intl`,
 * `mteval-intl-cased`.
 *
 * @example
 * ```ts
 * createMtevalTokenizer().tokenize('Hello, World!'); // ['hello', ',', 'world', '!']
 * ```
 */
export function createMtevalTokenizer(options: MtevalTokenizerOptions = {}): Tokenizer {
  const preserveCase = options.preserveCase ?? false;
  const international = options.international ?? false;
  const name = `mteval-${international ? 'intl' : '13a'}${preserveCase ? '-cased' : ''}`;
  return {
    name,
    tokenize: (line) =>
      international ? normalizeInternational(line, preserveCase) : normalize13a(line, preserveCase),
  };
}

/** `mteval-v13a.pl`'s default tokenization: 13a rules with ASCII lower-casing. */
export const tokenizerMteval13a: Tokenizer = createMtevalTokenizer();

/** `mteval-v13a.pl -c` and `multi-bleu-detok.perl`: 13a rules, case kept. */
export const tokenizerMteval13aCased: Tokenizer = createMtevalTokenizer({ preserveCase: true });

/** `mteval-v13a.pl --international-tokenization`: v14 rules with Unicode lower-casing. */
export const tokenizerMtevalIntl: Tokenizer = createMtevalTokenizer({ international: true });

/** `mteval-v13a.pl -c --international-tokenization`: v14 rules, case kept. */
export const tokenizerMtevalIntlCased: Tokenizer = createMtevalTokenizer({
  international: true,
  preserveCase: true,
});
