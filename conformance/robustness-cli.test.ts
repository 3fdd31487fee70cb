// Bad input through the built CLI as a black box (`node packages/cli/dist/bin.js`, built by
// `turbo run build` before the tests): every case says what is wrong and where, exits with the
// documented code (1 input, 2 arguments) and never prints a stack trace. The table is
// docs/robustness.md (each row there names its test).
// Odd input that sacreBLEU scores silently (CR LF, lone CR, BOM, NUL, UTF-16 read as UTF-8, an empty
// stdin) is scored the same, with one `bleukit: warning:` line naming the file and first line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKENIZER_NAMES } from '../packages/cli/src/tokenizers/tokenizer-registry.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = join(root, 'packages', 'cli', 'dist', 'bin.js');

interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

let dir = '';

function cli(args: readonly string[], stdin = ''): Run {
  const result = spawnSync(process.execPath, [bin, ...args], {
    cwd: dir,
    input: stdin,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', CI: '1' },
    maxBuffer: 1 << 26,
    timeout: 120_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

const REF = 'The cat sat on the mat .\nHello , world !\nIt is raining today .\n';
const HYP = 'The cat sat on a mat .\nHello world !\nIt rains today .\n';

const files: Record<string, string | Uint8Array> = {
  'ref.txt': REF,
  'hyp.txt': HYP,
  'short.txt': 'The cat sat on a mat .\nHello world !\n',
  'ref2.txt': 'a\nb\n',
  'empty.txt': '',
  'invalid.txt': Buffer.concat([Buffer.from('The cat sat on a mat .\nHello '), Buffer.from([0xff, 0xfe]), Buffer.from(' world !\nIt rains today .\n')]),
  'utf16.txt': Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(HYP, 'utf16le')]),
  'nul.txt': 'The cat sat on a mat .\nHello \u0000 world !\nIt rains today .\n',
  'crlf.txt': HYP.replaceAll('\n', '\r\n'),
  'cr.txt': HYP.replaceAll('\n', '\r'),
  'bom.txt': `\ufeff${HYP}`,
  'cr-inside.txt': 'The cat sat on a mat .\nHello\rworld !\nIt rains today .\n',
  'utf16-ascii.txt': Buffer.from(HYP, 'utf16le'),
  'utf16-accent.txt': Buffer.from(HYP.replace('rains', 'räins'), 'utf16le').swap16(),
  'ref1.txt': 'The cat sat on the mat .\n',
};

beforeAll(() => {
  if (!existsSync(bin)) throw new Error(`Build the CLI first (pnpm exec turbo run build): ${bin} is missing.`);
  dir = mkdtempSync(join(tmpdir(), 'bleukit-robustness-'));
  for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, name), content);
  mkdirSync(join(dir, 'folder'));
});

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** A user error: the expected code, a message on stderr, nothing on stdout, no stack trace. */
function expectUserError(run: Run, status: number, message: RegExp): void {
  expect(run.stderr).toMatch(message);
  expect(run.stderr).not.toMatch(/\n\s+at .+[:(]/);
  expect(run.stdout).toBe('');
  expect(run.status).toBe(status);
}

const none = ['-tok', 'none'];

describe('bad input gives a clear error and the documented exit code', () => {
  it.each<[string, string[], number, RegExp]>([
    ['hypothesis shorter than the reference', ['ref.txt', '-i', 'short.txt'], 1, /short\.txt has 2 lines but ref\.txt has 3 lines/],
    ['references of different lengths', ['ref.txt', 'ref2.txt', '-i', 'hyp.txt'], 1, /ref\.txt has 3 lines, ref2\.txt has 2 lines/],
    ['an empty hypothesis file', ['ref.txt', '-i', 'empty.txt'], 1, /empty\.txt is empty; give one line per segment \(the references have 3 lines\)/],
    ['empty files on both sides', ['empty.txt', '-i', 'empty.txt'], 1, /empty\.txt is empty/],
    ['a missing system file', ['ref.txt', '-i', 'missing.txt'], 1, /cannot read missing\.txt: no such file/],
    ['a missing reference file', ['missing.txt', '-i', 'hyp.txt'], 1, /cannot read missing\.txt: no such file/],
    ['a directory', ['ref.txt', '-i', 'folder'], 1, /folder is a directory; give the path of a text file/],
    ['invalid UTF-8, with its line and byte', ['ref.txt', '-i', 'invalid.txt'], 1, /invalid\.txt:2: byte 7 of the line is not valid UTF-8\. .*-e/],
    ['a UTF-16 file read as UTF-8', ['ref.txt', '-i', 'utf16.txt'], 1, /utf16\.txt:1: .*not valid UTF-8\. It starts with a UTF-16 byte-order mark: give -e utf-16 \(the mark gives the byte order and is dropped, as in Python\)/],
    ['lone CR line ends (one long line)', ['ref.txt', '-i', 'cr.txt'], 1, /cr\.txt has 1 line but ref\.txt has 3 lines/],
    ['lone CR line ends, named as the likely cause', ['ref.txt', '-i', 'cr.txt'], 1, /give one hypothesis line per reference line\. Likely cause: cr\.txt \(from line 1\) has carriage returns \(CR\) without a line feed, .*tr '\\r' '\\n'/],
    ['UTF-16 without a byte-order mark, not valid UTF-8', ['ref.txt', '-i', 'utf16-accent.txt'], 1, /utf16-accent\.txt:3: byte \d+ of the line is not valid UTF-8\. It looks like UTF-16 without a byte-order mark \(NUL every other byte\): give -e utf-16be/],
    ['UTF-16 without a byte-order mark, valid UTF-8 with NULs', ['ref.txt', '-i', 'utf16-ascii.txt'], 1, /utf16-ascii\.txt:1: NUL every other byte: this looks like UTF-16 without a byte-order mark[^]*utf16-ascii\.txt has 4 lines but ref\.txt has 3 lines; .* Likely cause: utf16-ascii\.txt looks like UTF-16/],
    ['an unknown tokenizer (argparse lists the choices)', ['ref.txt', '-i', 'hyp.txt', '-tok', '13b'], 2, /argument --tokenize\/-tok: invalid choice: '13b' \(choose from .*'13a'/],
    ['an unknown smoothing method', ['ref.txt', '-i', 'hyp.txt', '-s', 'expp'], 2, /invalid choice: 'expp' \(choose from 'none', 'floor', 'add-k', 'exp'\)/],
    ['an unknown encoding', ['ref.txt', '-i', 'hyp.txt', '-e', 'utf-17'], 2, /unknown encoding 'utf-17' for -e\/--encoding/],
    ['NaN smoothing value', ['ref.txt', '-i', 'hyp.txt', '-s', 'floor', '-sv', 'NaN'], 2, /-sv\/--smooth-value must be a finite number ≥ 0, received NaN/],
    ['negative smoothing value', ['ref.txt', '-i', 'hyp.txt', '-s', 'floor', '-sv', '-1'], 2, /must be a finite number ≥ 0, received -1/],
    ['infinite smoothing value', ['ref.txt', '-i', 'hyp.txt', '-s', 'floor', '-sv', 'inf'], 2, /must be a finite number ≥ 0/],
    ['a huge width', ['ref.txt', '-i', 'hyp.txt', '-w', '1000'], 2, /-w\/--width must be a whole number of decimals from 0 to 100, received 1000/],
    ['a negative width', ['ref.txt', '-i', 'hyp.txt', '-w', '-1'], 2, /-w\/--width must be a whole number .* received -1/],
    ['zero jobs', ['ref.txt', '-i', 'hyp.txt', '--jobs', '0'], 2, /--jobs must be a whole number from 1 to 256, received 0/],
    ['a non-integer job count', ['ref.txt', '-i', 'hyp.txt', '--jobs', '1e9'], 2, /argument --jobs: invalid int value: '1e9'/],
    ['negative -nr', ['ref.txt', '-i', 'hyp.txt', '-nr', '-3'], 2, /-nr\/--num-refs must be at least 1, received -3/],
    ['zero bootstrap samples', ['ref.txt', '-i', 'hyp.txt', '-ci', '-cin', '0'], 2, /-cin\/--confidence-n must be at least 1, received 0/],
    ['NaN bootstrap samples', ['ref.txt', '-i', 'hyp.txt', '-cin', 'NaN'], 2, /argument --confidence-n\/-cin: invalid int value: 'NaN'/],
  ])('%s', (_, args, status, message) => {
    expectUserError(cli([...args, ...none]), status, message);
  });

  it('a short stdin names it as the system', () => {
    expectUserError(cli(['ref.txt', ...none, '-b'], 'one line\n'), 1, /system 1 on stdin has 1 line but ref\.txt has 3 lines/);
  });

  it('an empty stdin is named as empty; sacreBLEU reads it as one empty line', () => {
    const run = cli(['ref.txt', ...none, '-b'], '');
    expectUserError(run, 1, /bleukit: error: stdin is empty \(sacreBLEU reads that as one empty line\) but ref\.txt has 3 lines; give one hypothesis line per reference line\./);
    expect(run.stderr).toMatch(/^bleukit: warning: stdin is empty; it is read as one empty line, as sacreBLEU reads it/);
  });

  it('an empty stdin against a one-line reference is scored as one empty line (0), with a warning', () => {
    const run = cli(['ref1.txt', ...none, '-b'], '');
    expect(run.stdout).toBe('0.0\n');
    expect(run.status).toBe(0);
    expect(run.stderr).toMatch(/^bleukit: warning: stdin is empty; .*the score is computed as sacreBLEU computes it\.\n$/);
  });
  it('an unknown tokenizer: first the closest of bleukit’s names and all of them, then argparse’s lines', () => {
    const run = cli(['ref.txt', '-i', 'hyp.txt', '-tok', '13b']);
    const names = TOKENIZER_NAMES.join(', ').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    expectUserError(run, 2, new RegExp(`^bleukit: error: unknown tokenizer '13b'; did you mean '13a'\\? Tokenizers: ${names}\\.\\nusage: sacrebleu [^]*invalid choice: '13b' \\(choose from [^\\n]*\\)\\n$`));
  });
});

describe('odd but valid input is scored as sacreBLEU scores it', () => {
  const score = (file: string) => cli(['ref.txt', '-i', file, ...none, '-b', '-w', '6']);

  it('CRLF line ends score as LF ones (\\r is whitespace that rstrip removes)', () => {
    const crlf = score('crlf.txt');
    expect(crlf.status).toBe(0);
    expect(crlf.stdout).toBe(score('hyp.txt').stdout);
  });

  it('a byte-order mark is kept as part of the first token, as sacreBLEU keeps it', () => {
    const bom = score('bom.txt');
    expect(bom.status).toBe(0);
    expect(Number(bom.stdout)).toBeLessThan(Number(score('hyp.txt').stdout));
  });

  it('NUL bytes are text like any other character', () => {
    const nul = score('nul.txt');
    expect(nul.status).toBe(0);
    expect(Number(nul.stdout)).toBeGreaterThan(0);
  });

  it('UTF-16 is read with -e utf-16', () => {
    writeFileSync(join(dir, 'ref16.txt'), Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(REF, 'utf16le')]));
    const run = cli(['ref16.txt', '-i', 'utf16.txt', '-e', 'utf-16', ...none, '-b', '-w', '6']);
    expect(run.stderr).toBe('');
    expect(run.stdout).toBe(score('hyp.txt').stdout);
  });

  it.each<[string, string, RegExp]>([
    ['CR LF line ends', 'crlf.txt', /^bleukit: warning: crlf\.txt:1: CR LF \(Windows\) line ends; the CR is trailing whitespace that is stripped, so the score is computed as sacreBLEU computes it\.\n$/],
    ['a lone CR inside a line', 'cr-inside.txt', /^bleukit: warning: cr-inside\.txt:2: a carriage return \(CR\) without a line feed; .*the score is computed as sacreBLEU computes it\. Old Mac \(CR\) line ends\? Convert them: tr '\\r' '\\n'\.\n$/],
    ['a UTF-8 byte-order mark', 'bom.txt', /^bleukit: warning: bom\.txt:1: the file starts with a UTF-8 byte-order mark; it stays part of the first token \(as in sacreBLEU\), so the score is computed as sacreBLEU computes it/],
    ['a NUL byte', 'nul.txt', /^bleukit: warning: nul\.txt:2: a NUL byte; it is scored as an ordinary character \(as in sacreBLEU\), so the score is computed as sacreBLEU computes it\./],
  ])('%s: scored as sacreBLEU scores it, one warning with the file and line (also under -q and --jobs 2)', (_, file, warning) => {
    const run = score(file);
    expect(run.status).toBe(0);
    expect(run.stderr).toMatch(warning);
    expect(run.stderr.split('\n')).toHaveLength(2);
    for (const extra of [['-q'], ['--jobs', '2']]) {
      const again = cli(['ref.txt', '-i', file, ...none, '-b', '-w', '6', ...extra]);
      expect(again.stderr).toBe(run.stderr);
      expect(again.stdout).toBe(run.stdout);
    }
  });

  it.each<[string, string, string, RegExp]>([
    ['CR LF line ends', 'crlf.txt', 'utf-16', /^bleukit: warning: crlf\.txt\.u16:1: CR LF \(Windows\) line ends; .*the score is computed as sacreBLEU computes it\.\n$/],
    ['a lone CR inside a line', 'cr-inside.txt', 'utf-16', /^bleukit: warning: cr-inside\.txt\.u16:2: a carriage return \(CR\) without a line feed; .*Convert them: tr '\\r' '\\n'\.\n$/],
    ['a NUL', 'nul.txt', 'utf-16', /^bleukit: warning: nul\.txt\.u16:2: a NUL byte; it is scored as an ordinary character/],
    ['a byte-order mark kept by -e utf-16-le', 'hyp.txt', 'utf-16-le', /^bleukit: warning: hyp\.txt\.u16:1: the file starts with a byte-order mark, which -e utf-16-le\/-be keep as text/],
  ])('UTF-16: %s (%s, -e %s) gets the warning UTF-8 gets, at the same line, and the same score', (_, file, encoding, warning) => {
    // The UTF-8 file's text as UTF-16 with a byte-order mark (which -e utf-16 drops).
    const text = readFileSync(join(dir, file), 'utf8');
    writeFileSync(join(dir, `${file}.u16`), Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]));
    // The reference has a mark only where the encoding drops it.
    const mark = Buffer.from(encoding === 'utf-16' ? [0xff, 0xfe] : []);
    writeFileSync(join(dir, 'ref.txt.u16'), Buffer.concat([mark, Buffer.from(REF, 'utf16le')]));
    const run = cli(['ref.txt.u16', '-i', `${file}.u16`, '-e', encoding, ...none, '-b', '-w', '6']);
    expect(run.status).toBe(0);
    expect(run.stderr).toMatch(warning);
    expect(run.stderr.split('\n')).toHaveLength(2);
    if (encoding === 'utf-16') expect(run.stdout).toBe(score(file).stdout);
  });

  it('stdin uses universal newlines (as in sacreBLEU): CR LF there is a plain line end, without a warning', () => {
    const run = cli(['ref.txt', ...none, '-b', '-w', '6'], HYP.replaceAll('\n', '\r\n'));
    expect(run.stderr).toBe('');
    expect(run.stdout).toBe(score('hyp.txt').stdout);
  });

  it('a 50 MB single line is scored without crashing or hanging', () => {
    const words = 'lorem ipsum dolor sit amet ';
    const line = words.repeat(Math.ceil(50e6 / words.length)).trimEnd();
    writeFileSync(join(dir, 'big.txt'), `${line}\n`);
    writeFileSync(join(dir, 'big-hyp.txt'), `${line.slice(0, -5)}\n`);
    const run = cli(['big.txt', '-i', 'big-hyp.txt', ...none, '-b']);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(Number(run.stdout)).toBeGreaterThan(99.9);
    expect(Number(run.stdout)).toBeLessThanOrEqual(100);
  }, 180_000);
});
