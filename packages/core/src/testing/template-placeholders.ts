/**
 * A placeholder of the tokenizer template (`<What it segments, how, and for which language>`):
 * angle brackets around words with a space between them, no `=` or quotes (so not an HTML tag).
 */
const PLACEHOLDER = /<[A-Za-z][^<>="'`\n]*\s[^<>="'`\n]*>/g;

/**
 * The template's placeholders still in `text` (a README, a package.json field), one problem each:
 * `where` line n, and the placeholder to fill in. Code (fenced blocks and `code spans`) is left
 * out, so a README may show `Map<string, number>`.
 */
export function templatePlaceholders(text: string, where: string): string[] {
  const problems: string[] = [];
  let fenced = false;
  text.split('\n').forEach((line, i) => {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced) return;
    for (const [placeholder] of line.replace(/`[^`]*`/g, '').matchAll(PLACEHOLDER)) {
      problems.push(`${where}${text.includes('\n') ? ` line ${i + 1}` : ''}: fill in ${placeholder.length > 90 ? `${placeholder.slice(0, 89)}…>` : placeholder}`);
    }
  });
  return problems;
}
