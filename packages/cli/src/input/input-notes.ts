/**
 * Input that sacreBLEU scores without a word but that is rarely meant: CR LF or lone CR line ends,
 * a UTF-8 byte-order mark, NUL bytes, UTF-16 read as UTF-8, an empty stdin. bleukit scores it as
 * sacreBLEU does and says so once per input and kind (`bleukit: warning: file:line: …`), at the
 * first line where it occurs; a line-count mismatch names lone CRs as its likely cause.
 */
export type InputQuirk = 'crlf' | 'cr' | 'bom' | 'bom16' | 'nul' | 'utf16' | 'empty';

const SAME_SCORE = 'the score is computed as sacreBLEU computes it';

function describe(quirk: InputQuirk, where: string): string {
  switch (quirk) {
    case 'crlf':
      return `${where}: CR LF (Windows) line ends; the CR is trailing whitespace that is stripped, so ${SAME_SCORE}.`;
    case 'cr':
      return `${where}: a carriage return (CR) without a line feed; files end lines at LF only (as in sacreBLEU), so it stays inside the line as whitespace and ${SAME_SCORE}. Old Mac (CR) line ends? Convert them: tr '\\r' '\\n'.`;
    case 'bom':
      return `${where}: the file starts with a UTF-8 byte-order mark; it stays part of the first token (as in sacreBLEU), so ${SAME_SCORE} and it may be lower. Remove it to score the first word.`;
    case 'bom16':
      return `${where}: the file starts with a byte-order mark, which -e utf-16-le/-be keep as text (as Python's codecs do); it stays part of the first token (as in sacreBLEU), so ${SAME_SCORE} and it may be lower. Give -e utf-16 to read the byte order from the mark and drop it.`;
    case 'nul':
      return `${where}: a NUL byte; it is scored as an ordinary character (as in sacreBLEU), so ${SAME_SCORE}. Is this a binary file?`;
    case 'utf16':
      return `${where}: NUL every other byte: this looks like UTF-16 without a byte-order mark, read as UTF-8 (as sacreBLEU reads it without -e). Give -e utf-16le (or -e utf-16be) or convert the file to UTF-8.`;
    case 'empty':
      return `${where} is empty; it is read as one empty line, as sacreBLEU reads it, and ${SAME_SCORE}.`;
  }
}

/** Which quirks each input has shown, with the first line of each; warns once per input and kind. */
export class InputNotes {
  private readonly seen = new Map<string, Map<InputQuirk, number>>();

  /** `write` receives each warning as a whole stderr line, newline included. */
  constructor(private readonly write: (text: string) => void) {}

  /** Records `quirk` at `line` of input `name` (`<stdin>` for stdin); warns the first time. */
  note(name: string, quirk: InputQuirk, line: number): void {
    let quirks = this.seen.get(name);
    if (!quirks) this.seen.set(name, (quirks = new Map()));
    if (quirks.has(quirk)) return;
    quirks.set(quirk, line);
    const where = quirk === 'empty' ? (name === '<stdin>' ? 'stdin' : name) : `${name}:${line}`;
    this.write(`bleukit: warning: ${describe(quirk, where)}\n`);
  }

  /** Whether input `name` showed `quirk`. */
  has(name: string, quirk: InputQuirk): boolean {
    return this.seen.get(name)?.has(quirk) ?? false;
  }

  /** `name has N lines`, or, for an empty stdin, what sacreBLEU made of it. */
  lineCount(name: string, label: string, count: number): string {
    if (name === '<stdin>' && count === 1 && this.has(name, 'empty')) return 'stdin is empty (sacreBLEU reads that as one empty line)';
    return `${label} has ${count === 1 ? '1 line' : `${count} lines`}`;
  }

  /** A sentence naming the likely cause of a line-count mismatch among `names`: UTF-16 read as UTF-8, or lone CRs. */
  mismatchHint(names: readonly string[]): string {
    const utf16 = names.filter((name) => this.has(name, 'utf16'));
    if (utf16.length > 0) return ` Likely cause: ${utf16.join(', ')} looks like UTF-16 (see the warning above); give -e utf-16le or -e utf-16be.`;
    const withCr = names.filter((name) => this.has(name, 'cr'));
    if (withCr.length === 0) return '';
    const files = withCr.map((name) => `${name} (from line ${this.seen.get(name)?.get('cr')})`).join(', ');
    return ` Likely cause: ${files} has carriage returns (CR) without a line feed, which do not end lines in files (as in sacreBLEU); convert CR line ends to LF (tr '\\r' '\\n').`;
  }
}

const CR = 13;
const LF = 10;

/** Counts line ends in `bytes[0, end)`: LF, and with universal newlines also a CR not before LF. */
function lineEnds(bytes: Uint8Array, end: number, universal: boolean): number {
  let count = 0;
  for (let i = 0; i < end; i++) {
    const byte = bytes[i];
    if (byte === LF) count++;
    else if (universal && byte === CR && bytes[i + 1] !== LF) count++;
  }
  return count;
}

/** UTF-16 without a byte-order mark: among the first pairs of bytes, one side is always NUL. */
export function looksLikeUtf16(bytes: Uint8Array): 'le' | 'be' | undefined {
  const pairs = Math.min(bytes.length >> 1, 256);
  if (pairs < 2) return undefined;
  let evenZero = 0;
  let oddZero = 0;
  for (let i = 0; i < pairs; i++) {
    if (bytes[2 * i] === 0) evenZero++;
    if (bytes[2 * i + 1] === 0) oddZero++;
  }
  if (oddZero * 4 >= pairs * 3 && evenZero === 0) return 'le';
  if (evenZero * 4 >= pairs * 3 && oddZero === 0) return 'be';
  return undefined;
}

/**
 * Scans the raw bytes of one input, chunk by chunk, for the quirks of {@link InputNotes}. Works on
 * bytes of any ASCII-compatible encoding (UTF-8, single-byte, the CJK ones: none has the bytes
 * 0x00, 0x0D or 0x0A inside a character); not on UTF-16, which the caller does not scan.
 */
export class QuirkScanner {
  private started = false;
  /** A UTF-16 byte-order mark: not text of an ASCII-compatible encoding, so nothing to scan. */
  private skip = false;
  /** The previous chunk ended in CR: whether it was CR LF depends on the next byte. */
  private pendingCr: number | undefined;

  constructor(
    private readonly notes: InputNotes,
    private readonly name: string,
    /** Stdin: CR and CR LF end lines there (as in sacreBLEU), so they are not quirks. */
    private readonly universal: boolean,
    /** A leading UTF-8 byte-order mark stays text (every encoding but `utf-8-sig`, which drops it). */
    private readonly bomIsText = true,
  ) {}

  /** Scans `chunk`, whose first byte is on line `firstLine` (1-based). */
  scan(chunk: Uint8Array, firstLine: number): void {
    const { notes, name } = this;
    const lineAt = (offset: number): number => firstLine + lineEnds(chunk, offset, this.universal);
    if (!this.started && chunk.length > 0) {
      this.started = true;
      if (this.bomIsText && chunk[0] === 0xef && chunk[1] === 0xbb && chunk[2] === 0xbf) notes.note(name, 'bom', 1);
      this.skip = (chunk[0] === 0xff && chunk[1] === 0xfe) || (chunk[0] === 0xfe && chunk[1] === 0xff);
      if (!this.skip && looksLikeUtf16(chunk)) notes.note(name, 'utf16', 1);
    }
    if (this.skip) return;
    if (!notes.has(name, 'nul') && !notes.has(name, 'utf16')) {
      const at = chunk.indexOf(0);
      if (at >= 0) notes.note(name, 'nul', lineAt(at));
    }
    if (this.universal) return;
    if (this.pendingCr !== undefined && chunk.length > 0) {
      notes.note(name, chunk[0] === LF ? 'crlf' : 'cr', this.pendingCr);
      this.pendingCr = undefined;
    }
    for (let at = chunk.indexOf(CR); at >= 0; at = chunk.indexOf(CR, at + 1)) {
      if (notes.has(name, 'crlf') && notes.has(name, 'cr')) return;
      // Line numbers are counted only for a first occurrence: a few scans per input at most.
      if (at + 1 === chunk.length) this.pendingCr = lineAt(at);
      else {
        const quirk = chunk[at + 1] === LF ? 'crlf' : 'cr';
        if (!notes.has(name, quirk)) notes.note(name, quirk, lineAt(at));
      }
    }
  }

  /** The input ended (after `bytes` bytes in all). */
  end(bytes: number): void {
    if (this.pendingCr !== undefined) this.notes.note(this.name, 'cr', this.pendingCr);
    this.pendingCr = undefined;
    if (bytes === 0 && this.universal) this.notes.note(this.name, 'empty', 0);
  }
}

/**
 * The same quirks in decoded text, for UTF-16 input, whose bytes hold NULs and CRs inside
 * characters so that {@link QuirkScanner} cannot read them: CR LF, a lone CR, U+0000, a
 * byte-order mark the codec keeps as text (`-e utf-16-le`/`-be` keep it; `-e utf-16` drops it),
 * and an empty stdin. Same warnings, same line numbers.
 */
export class TextQuirkScanner {
  private started = false;
  /** The previous chunk ended in CR: whether it was CR LF depends on the next character. */
  private pendingCr: number | undefined;

  constructor(
    private readonly notes: InputNotes,
    private readonly name: string,
    /** Stdin: CR and CR LF end lines there (as in sacreBLEU), so they are not quirks. */
    private readonly universal: boolean,
  ) {}

  /** Scans decoded `text`, whose first character is on line `firstLine` (1-based). */
  scan(text: string, firstLine: number): void {
    const { notes, name } = this;
    const lineAt = (offset: number): number => {
      let line = firstLine;
      for (let i = 0; i < offset; i++) {
        const c = text.charCodeAt(i);
        if (c === LF || (this.universal && c === CR && text.charCodeAt(i + 1) !== LF)) line++;
      }
      return line;
    };
    if (!this.started && text.length > 0) {
      this.started = true;
      if (text.charCodeAt(0) === 0xfeff) notes.note(name, 'bom16', 1);
    }
    if (!notes.has(name, 'nul')) {
      const at = text.indexOf('\0');
      if (at >= 0) notes.note(name, 'nul', lineAt(at));
    }
    if (this.universal) return;
    if (this.pendingCr !== undefined && text.length > 0) {
      notes.note(name, text.charCodeAt(0) === LF ? 'crlf' : 'cr', this.pendingCr);
      this.pendingCr = undefined;
    }
    for (let at = text.indexOf('\r'); at >= 0; at = text.indexOf('\r', at + 1)) {
      if (notes.has(name, 'crlf') && notes.has(name, 'cr')) return;
      if (at + 1 === text.length) this.pendingCr = lineAt(at);
      else {
        const quirk = text.charCodeAt(at + 1) === LF ? 'crlf' : 'cr';
        if (!notes.has(name, quirk)) notes.note(name, quirk, lineAt(at));
      }
    }
  }

  /** The input ended (after `bytes` bytes in all). */
  end(bytes: number): void {
    if (this.pendingCr !== undefined) this.notes.note(this.name, 'cr', this.pendingCr);
    this.pendingCr = undefined;
    if (bytes === 0 && this.universal) this.notes.note(this.name, 'empty', 0);
  }
}

