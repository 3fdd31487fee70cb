/**
 * Splits a text into lines the way sacreBLEU reads a file (`open(…, newline="\n")`): on `\n`
 * only, so a `\r` stays on its line (BLEU's right-strip removes it later), and a final newline
 * does not start another line. An empty text has no lines.
 */
export function splitLines(text: string): string[] {
  if (text === '') return [];
  const lines = text.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  return lines;
}
