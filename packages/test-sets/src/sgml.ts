import { clean } from './clean.js';

// WMT's "fake SGML" (wmt08–wmt20, IWSLT XML, the SGM parts of WMT additions), read line by line as
// sacreBLEU does, not parsed: only lines starting with `<seg ` count, the opening tag and the last
// `</seg>` are cut, entities stay as they are.

const SEG = /<seg.*?>(.*)<\/seg>/s;

/** The text lines of an SGM file: `re.sub(r"<seg.*?>(.*)</seg>.*?", r"\1", line)`, then clean. */
export function sgmlText(lines: readonly string[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    if (line.startsWith('<seg ')) out.push(clean(line.replace(SEG, (_, text: string) => text)));
  }
  return out;
}

/**
 * One metadata field per segment: each `<doc ` line sets the value from its first `field="…"`
 * (keeping the previous one when absent; initially ""), each `<seg ` line writes it.
 */
export function sgmlMeta(lines: readonly string[], field: string): string[] {
  const pattern = new RegExp(`${field}="(.*?)"`, 's');
  const out: string[] = [];
  let value = '';
  for (const line of lines) {
    if (line.startsWith('<doc ')) {
      const match = pattern.exec(line);
      if (match !== null) value = match[1] as string;
    } else if (line.startsWith('<seg ')) {
      out.push(value);
    }
  }
  return out;
}

/** sacreBLEU's filter regex `.* name="([^"]+)".*\n` on a `<doc ` line: the value, or the whole line when absent. */
export function docAttribute(line: string, name: string): string {
  const match = new RegExp(`^.* ${name}="([^"]+)".*$`, 's').exec(line);
  return match === null ? `${line}\n` : (match[1] as string);
}
