// The punctuation rules sacreBLEU's 13a and zh tokenizers share (its `TokenizerRegexp`), written
// as the four sequential substitutions of Python's `re.sub`: each a global, non-overlapping,
// left-to-right replacement, exactly as the reference applies them.

const RULES: readonly [RegExp, string][] = [
  // ASCII { | } ~ [ \ ] ^ _ ` space ! " # $ % & ( ) * + : ; < = > ? @ /
  [/([{-~[-` -&(-+:-@/])/g, ' $1 '],
  // . or , after a non-digit
  [/([^0-9])([.,])/g, '$1 $2 '],
  // . or , before a non-digit
  [/([.,])([^0-9])/g, ' $1 $2'],
  // - after a digit
  [/([0-9])(-)/g, '$1 $2 '],
];

/** Applies the four mteval punctuation substitutions in order. */
export function applyMtevalRules(text: string): string {
  let out = text;
  for (const [pattern, replacement] of RULES) out = out.replace(pattern, replacement);
  return out;
}

/** sacreBLEU 13a's pre-processing: `<skipped>`, `-\n`, newlines and four HTML entities. */
export function preprocess13a(line: string): string {
  let text = line;
  if (text.includes('<skipped>')) text = text.replaceAll('<skipped>', '');
  if (text.includes('\n')) text = text.replaceAll('-\n', '').replaceAll('\n', ' ');
  if (text.includes('&')) {
    text = text
      .replaceAll('&quot;', '"')
      .replaceAll('&amp;', '&')
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>');
  }
  return text;
}
