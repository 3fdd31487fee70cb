import { pythonSplit } from '@bleukit/core';

/** The settings of sacreBLEU's `TercomTokenizer`. */
export interface TercomOptions {
  /** Tercom's normalisation: XML entities, line joins, punctuation split off. */
  readonly normalized: boolean;
  /** Remove `.,?:;!"()` (and CJK punctuation with `asianSupport`). */
  readonly noPunct: boolean;
  /** Split CJK characters (with `normalized`) and remove CJK punctuation (with `noPunct`). */
  readonly asianSupport: boolean;
  /** Keep case; otherwise lower-case first. */
  readonly caseSensitive: boolean;
}

// Tercom's rules as sacreBLEU 2.6.0 writes them (tokenizers/tokenizer_ter.py), applied in order.
// Each is a global, left-to-right, non-overlapping substitution, as Python's re.sub.
const WESTERN: readonly (readonly [RegExp, string])[] = [
  [/([{-~[-` -&(-+:-@/])/g, ' $1 '],
  [/'s /g, " 's "],
  [/'s$/g, " 's"],
  [/([^0-9])([.,])/g, '$1 $2 '],
  [/([.,])([^0-9])/g, ' $1 $2'],
  [/([0-9])(-)/g, '$1 $2 '],
];
const ASIAN_PUNCT = /([\u3001\u3002\u3008-\u3011\u3014-\u301f\uff61-\uff65\u30fb])/g;
const FULL_WIDTH_PUNCT = /([\uff0e\uff0c\uff1f\uff1a\uff1b\uff01\uff02\uff08\uff09])/g;
const ASIAN: readonly (readonly [RegExp, string])[] = [
  [/([\u4e00-\u9fff\u3400-\u4dbf])/g, ' $1 '],
  [/([\u31c0-\u31ef\u2e80-\u2eff])/g, ' $1 '],
  [/([\u3300-\u33ff\uf900-\ufaff\ufe30-\ufe4f])/g, ' $1 '],
  [/([\u3200-\u3f22])/g, ' $1 '],
  // Kana runs "only when adjacent to something else": as written these anchor at the start of the
  // line, which normalisation has already padded with a space, so they never fire; kept as is.
  [/(^|^[\u3040-\u309f])([\u3040-\u309f]+)(?=$|^[\u3040-\u309f])/g, '$1 $2 '],
  [/(^|^[\u30a0-\u30ff])([\u30a0-\u30ff]+)(?=$|^[\u30a0-\u30ff])/g, '$1 $2 '],
  [/(^|^[\u31f0-\u31ff])([\u31f0-\u31ff]+)(?=$|^[\u31f0-\u31ff])/g, '$1 $2 '],
  [ASIAN_PUNCT, ' $1 '],
  [FULL_WIDTH_PUNCT, ' $1 '],
];
const PUNCT = /[.,?:;!"()]/g;

function applyAll(text: string, rules: readonly (readonly [RegExp, string])[]): string {
  let result = text;
  for (const [pattern, replacement] of rules) result = result.replace(pattern, replacement);
  return result;
}

/**
 * sacreBLEU's `TercomTokenizer`: lower-case unless case-sensitive, then the optional
 * normalisation and punctuation removal, then words joined by single spaces. Returns the words.
 */
export function tercomWords(line: string, options: TercomOptions): string[] {
  if (line === '') return [];
  let text = options.caseSensitive ? line : line.toLowerCase();
  if (options.normalized) {
    text = text.replace(/\n-/g, '').replace(/\n/g, ' ');
    text = text.replace(/&quot;/g, '"').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>');
    text = applyAll(` ${text} `, WESTERN);
    if (options.asianSupport) text = applyAll(text, ASIAN);
  }
  if (options.noPunct) {
    text = text.replace(PUNCT, '');
    if (options.asianSupport) text = text.replace(ASIAN_PUNCT, '').replace(FULL_WIDTH_PUNCT, '');
  }
  return pythonSplit(text);
}
