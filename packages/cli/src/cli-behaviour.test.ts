// bleukit's own behaviour beyond the sacreBLEU records: errors with file and line, .gz input,
// --jobs giving identical results, streaming over many batches. Uses -tok none (no tokenizer
// package needed), and ja-mecab where threads share batches; runs the built CLI.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { BUILT_CLI, ensureBuilt } from './test-helpers.js';
import { TOKENIZERS, TOKENIZER_NAMES } from './tokenizers/tokenizer-registry.js';

ensureBuilt();
const root = join(import.meta.dirname, '..', '..', '..');
const dir = mkdtempSync(join(tmpdir(), 'bleukit-behaviour-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const ref = 'the cat sat on the mat\nhello world\nit rains today\n';
const hyp = 'the cat sat on a mat\nhello there world\nit rained today\n';
writeFileSync(join(dir, 'ref.txt'), ref);
writeFileSync(join(dir, 'hyp.txt'), hyp);
writeFileSync(join(dir, 'hyp.txt.gz'), gzipSync(hyp));
writeFileSync(join(dir, 'ref.txt.gz'), gzipSync(ref));
writeFileSync(join(dir, 'bad.txt'), Buffer.concat([Buffer.from('fine\nalso fine\nbroken '), Buffer.from([0xff, 0xfe]), Buffer.from('\n')]));
writeFileSync(join(dir, 'notgz.txt.gz'), 'plain text\n');
writeFileSync(join(dir, 'utf16.txt'), Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(hyp, 'utf16le')]));
mkdirSync(join(dir, 'folder'));

function bleukit(args: string[], input = '') {
  return spawnSync(process.execPath, [BUILT_CLI, ...args], { cwd: dir, input, encoding: 'utf8', env: { PATH: process.env.PATH ?? '', NO_COLOR: '1' } });
}

const baseline = bleukit(['ref.txt', '-i', 'hyp.txt', '-tok', 'none', '-f', 'text', '-w', '4']);

describe('errors: message with what, where and how to fix; no stack trace', () => {
  it.each([
    ['missing reference file', ['nope.txt', '-i', 'hyp.txt'], 1, /^bleukit: error: cannot read nope\.txt: no such file\. Check the path/],
    ['missing system file', ['ref.txt', '-i', 'nope.txt'], 1, /^bleukit: error: cannot read nope\.txt: no such file/],
    ['a directory', ['ref.txt', '-i', 'folder'], 1, /^bleukit: error: folder is a directory; give the path of a text file/],
    ['invalid UTF-8 names file, line and byte', ['ref.txt', '-i', 'bad.txt', '-tok', 'none'], 1, /^bleukit: error: bad\.txt:3: byte 8 of the line is not valid UTF-8\./],
    ['invalid UTF-8 read by worker threads', ['ref.txt', '-i', 'bad.txt', 'hyp.txt', '-tok', 'none', '--jobs', '2'], 1, /^bleukit: error: bad\.txt:3: byte 8 of the line is not valid UTF-8\./],
    ['UTF-16 read as UTF-8', ['ref.txt', '-i', 'utf16.txt', '-tok', 'none'], 1, /^bleukit: error: utf16\.txt:1: byte 1 of the line is not valid UTF-8\. It starts with a UTF-16 byte-order mark: give -e utf-16 \(the mark gives the byte order/],
    ['not gzip data', ['ref.txt', '-i', 'notgz.txt.gz', '-tok', 'none'], 1, /^bleukit: error: cannot read notgz\.txt\.gz: /],
    ['negative width', ['ref.txt', '-i', 'hyp.txt', '-w', '-1'], 2, /^bleukit: error: -w\/--width must be a whole number of decimals from 0 to 100, received -1\./],
    ['width not a number', ['ref.txt', '-i', 'hyp.txt', '-w', 'two'], 2, /sacrebleu: error: argument --width\/-w: invalid int value: 'two'\n$/],
    ['smooth value not a number', ['ref.txt', '-i', 'hyp.txt', '-sv', 'x'], 2, /sacrebleu: error: argument --smooth-value\/-sv: invalid float value: 'x'\n$/],
    ['negative smooth value', ['ref.txt', '-i', 'hyp.txt', '-s', 'floor', '-sv', '-0.5'], 2, /^bleukit: error: -sv\/--smooth-value must be a finite number ≥ 0, received -0\.5\./],
    ['infinite smooth value', ['ref.txt', '-i', 'hyp.txt', '-sv', 'inf'], 2, /^bleukit: error: -sv\/--smooth-value must be a finite number ≥ 0, received Infinity\./],
    ['tokenizer sacreBLEU has but bleukit not', ['ref.txt', '-i', 'hyp.txt', '-tok', 'ko-mecab'], 2, new RegExp(`^bleukit: error: the 'ko-mecab' tokenizer is not offered by bleukit: .*Available: ${TOKENIZER_NAMES.join(', ')}\\.\\n$`)],
    ['SentencePiece tokenizer without its model', ['ref.txt', '-i', 'hyp.txt', '-tok', 'flores200'], 1, /^bleukit: error: -tok flores200 needs sacreBLEU's SentencePiece model flores200sacrebleuspm, looked for at \S*\.sacrebleu\/models\/flores200sacrebleuspm \(it does not exist\)\. bleukit downloads nothing: get it from https:\/\/tinyurl\.com\/flores200sacrebleuspm into that folder .* or give a model file with --spm-model PATH or BLEUKIT_SPM_MODEL\.\n$/],
    ['--spm-model that does not exist', ['ref.txt', '-i', 'hyp.txt', '-tok', 'spm', '--spm-model', 'nope.model'], 1, /^bleukit: error: cannot read the SentencePiece model nope\.model: it does not exist\. Check the --spm-model \/ BLEUKIT_SPM_MODEL path\.\n$/],
    ['--spm-model that is not a model', ['ref.txt', '-i', 'hyp.txt', '-tok', 'flores101', '--spm-model', 'ref.txt'], 1, /^bleukit: error: ref\.txt is not a SentencePiece model \(.*\)\. Give a SentencePiece \.model file\.\n$/],
    ['negative chrF character order', ['ref.txt', '-i', 'hyp.txt', '-m', 'chrf', '-cc', '-1'], 2, /^bleukit: error: -cc\/--chrf-char-order must be a whole number from 0 to 255, received -1\./],
    ['negative chrF word order', ['ref.txt', '-i', 'hyp.txt', '-m', 'chrf', '-cw', '-2'], 2, /^bleukit: error: -cw\/--chrf-word-order must be a whole number from 0 to 255, received -2\./],
    ['chrF order not a whole number', ['ref.txt', '-i', 'hyp.txt', '-m', 'chrf', '-cw', '1.5'], 2, /sacrebleu: error: argument --chrf-word-order\/-cw: invalid int value: '1\.5'\n$/],
    ['negative chrF beta', ['ref.txt', '-i', 'hyp.txt', '-m', 'chrf', '--chrf-beta', '-1'], 2, /^bleukit: error: --chrf-beta must be a whole number ≥ 0 .*received -1\./],
    ['chrF beta not a whole number', ['ref.txt', '-i', 'hyp.txt', '-m', 'chrf', '--chrf-beta', '0.5'], 2, /sacrebleu: error: argument --chrf-beta: invalid int value: '0\.5'\n$/],
    ['epsilon smoothing over no orders', ['ref.txt', '-i', 'hyp.txt', '-m', 'chrf', '--chrf-eps-smoothing', '-cc', '0'], 2, /^bleukit: error: --chrf-eps-smoothing averages over the n-gram orders, so -cc and -cw cannot both be 0/],
    ['--citation', ['ref.txt', '-i', 'hyp.txt', '--citation'], 2, /^bleukit: error: --citation is not offered/],
    ['unknown encoding', ['ref.txt', '-i', 'hyp.txt', '-tok', 'none', '-e', 'klingon'], 2, /^bleukit: error: unknown encoding 'klingon' for -e\/--encoding/],
    ['bad --jobs', ['ref.txt', '-i', 'hyp.txt', '--jobs', '0'], 2, /^bleukit: error: --jobs must be a whole number from 1 to 256, received 0\./],
    ['--jobs 2 with a missing file (the workers started before the arguments were read end with the run)', ['ref.txt', '-i', 'missing.txt', '--jobs', '2'], 1, /^bleukit: error: cannot read missing\.txt: no such file\./],
    ['-i without files', ['ref.txt', '-i'], 1, /^bleukit: error: -i\/--input names no file; give one file per system/],
    ['unknown flag', ['ref.txt', '-i', 'hyp.txt', '--frobnicate'], 2, /sacrebleu: error: unrecognized arguments: --frobnicate\n$/],
  ] as const)('%s', (_name, args, status, stderr) => {
    const result = bleukit([...args]);
    expect(result.stderr).toMatch(stderr);
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(result.status).toBe(status);
    expect(result.stdout).toBe('');
  });
});

describe('inputs and threads give identical results', () => {
  it('scores the example', () => {
    expect(baseline.status).toBe(0);
    expect(baseline.stdout).toMatch(/^BLEU\|nrefs:1\|case:mixed\|eff:no\|tok:none\|smooth:exp\|version:bleukit-\S+ = \d+\.\d{4} /);
  });

  it.each([
    ['gzip system and reference', ['ref.txt.gz', '-i', 'hyp.txt.gz']],
    ['two worker threads', ['ref.txt', '-i', 'hyp.txt', '--jobs', '2']],
    ['stdin', ['ref.txt']],
    ['--progress always (nothing shown for a short run)', ['ref.txt', '-i', 'hyp.txt', '--progress', 'always']],
  ] as const)('%s', (_name, args) => {
    const result = bleukit([...args, '-tok', 'none', '-f', 'text', '-w', '4'], (args as readonly string[]).includes('-i') ? '' : hyp);
    expect(result.stderr).toBe('');
    expect(result.stdout).toBe(baseline.stdout);
  });

  it('streams many batches and threads agree on a larger corpus', () => {
    const words = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
    let state = 7;
    const next = () => (state = (state * 1103515245 + 12345) % 2147483648) % words.length;
    const line = () => Array.from({ length: 1 + (next() % 12) }, () => words[next()]).join(' ');
    const lines = Array.from({ length: 20000 }, line);
    writeFileSync(join(dir, 'big.ref'), `${lines.join('\n')}\n`);
    writeFileSync(join(dir, 'big.hyp'), `${lines.map((l, i) => (i % 3 === 0 ? line() : l)).join('\n')}\n`);
    const one = bleukit(['big.ref', '-i', 'big.hyp', '-tok', 'none', '-f', 'text', '-w', '10']);
    const three = bleukit(['big.ref', '-i', 'big.hyp', '-tok', 'none', '-f', 'text', '-w', '10', '--jobs', '3']);
    const stdin = bleukit(['big.ref', '-tok', 'none', '-f', 'text', '-w', '10'], `${lines.map((l, i) => (i % 3 === 0 ? 'x' : l)).join('\n')}\n`);
    expect(one.status).toBe(0);
    expect(three.stdout).toBe(one.stdout);
    expect(stdin.status).toBe(0);
    expect(one.stdout).toMatch(/hyp_len = \d+ ref_len = \d+\)\n$/);
  });

  it('ja-mecab (a costly tokenizer: threads share every batch by reference line) agrees with one thread', () => {
    const sample = (name: string) => readFileSync(join(root, 'samples', 'en-ja', name), 'utf8').replace(/\n$/, '').split('\n');
    const refs = sample('ref.ja');
    const systems = ['hyp.fluent.ja', 'hyp.literal.ja', 'hyp.weak.ja'].map(sample);
    // every system after another against the repeated reference, as in a WMT evaluation, over
    // several batches; every fifth line ends in a tokenized period (the detokenization warning)
    const rounds = Math.ceil(9000 / (refs.length * systems.length));
    const hyps = Array.from({ length: rounds }, () => systems.flat()).flat().map((line, i) => (i % 5 === 0 ? `${line} .` : line));
    writeFileSync(join(dir, 'ja.hyp'), `${hyps.join('\n')}\n`);
    writeFileSync(join(dir, 'ja.ref'), `${Array.from({ length: rounds * systems.length }, () => refs).flat().join('\n')}\n`);
    for (const metrics of [['-m', 'bleu', 'chrf'], ['-m', 'bleu', 'ter']]) {
      const args = ['ja.ref', '-i', 'ja.hyp', '-tok', 'ja-mecab', ...metrics, '-f', 'text', '-w', '10'];
      const one = bleukit(args);
      expect(one.status).toBe(0);
      expect(one.stderr).toMatch(/That's 100 lines that end in a tokenized period/);
      for (const jobs of ['2', '3']) expect(bleukit([...args, '--jobs', jobs])).toMatchObject({ status: 0, stdout: one.stdout, stderr: one.stderr });
    }
    // six runs of the command, each loading the MeCab dictionary: over 5 s on a busy machine
  }, 30_000);

  it('several systems: each scored as when alone (references tokenized once)', () => {
    const both = bleukit(['ref.txt', '-i', 'hyp.txt', 'hyp.txt.gz', '-tok', 'none', '-f', 'json', '-w', '4', '--jobs', '2']);
    const score = /= (\d+\.\d{4}) /.exec(baseline.stdout)?.[1];
    expect(both.status).toBe(0);
    expect(JSON.parse(both.stdout)).toEqual([
      { system: 'hyp.txt', BLEU: score },
      { system: 'hyp.txt.gz', BLEU: score },
    ]);
  });
});

describe('the first screen', () => {
  it('--help lists the options and tokenizers bleukit offers', () => {
    const help = bleukit(['--help']);
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/^usage: bleukit /);
    // Every registered tokenizer, sacreBLEU's in its order first; bleukit's own with their packages' summaries.
    expect(help.stdout).toContain(`--tokenize {${TOKENIZER_NAMES.join(',')}}`);
    expect(TOKENIZER_NAMES.slice(0, 4)).toEqual(['none', 'zh', '13a', 'intl']);
    for (const entry of TOKENIZERS.filter((tokenizer) => !tokenizer.sacrebleu)) expect(help.stdout).toMatch(new RegExp(`\\n +${entry.name} +${entry.summary.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\n`));
    expect(help.stdout).toContain('--spm-model PATH');
    expect(help.stdout).toContain('[--test-set TEST_SET]');
    expect(help.stdout).not.toMatch(/\[--citation|ko-mecab,spm/);
  });

  it('with no arguments: what bleukit does and the commands people run, exit 1 as sacreBLEU', () => {
    const run = bleukit([]);
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/^bleukit: sacreBLEU's BLEU, chrF and TER for Node/);
    expect(run.stderr).toMatch(/\nusage: bleukit REF \[REF \.\.\.\] \[-i SYSTEM/);
    expect(run.stderr).toContain('bleukit --help lists every option.');
    expect(run.stderr).not.toMatch(/predefined test set/i);
    // Every command it shows parses (a --help run would print the help instead of scoring).
    for (const line of run.stderr.split('\n').filter((l) => l.startsWith('  bleukit '))) {
      const argv = line.trim().split(/\s{2,}/)[0]?.split(' ').slice(1) ?? [];
      const parsed = bleukit([...argv, '--help']);
      expect(parsed.status, line).toBe(0);
    }
  });
});

describe('Japanese, Chinese, Korean or Thai references with a tokenization that does not split them', () => {
  writeFileSync(join(dir, 'ja-ref.txt'), '猫がマットの上に座った。\n今日は雨が降っている。\n');
  writeFileSync(join(dir, 'ja-hyp.txt'), '猫はマットに座った。\n今日は雨だ。\n');
  writeFileSync(join(dir, 'zh-ref.txt'), '猫坐在垫子上。\n今天下雨。\n');
  writeFileSync(join(dir, 'th-ref.txt'), 'แมวนั่งบนเสื่อ\nวันนี้ฝนตก\n');
  // As MeCab splits it: already words, whatever the script.
  writeFileSync(join(dir, 'ja-words.txt'), '猫 が マット の 上 に 座っ た 。\n今日 は 雨 が 降っ て いる 。\n');
  // Korean is written with spaces: 13a finds its words (eojeol).
  writeFileSync(join(dir, 'ko-ref.txt'), '고양이가 매트 위에 앉았다.\n오늘은 비가 온다.\n');
  writeFileSync(join(dir, 'ko-hyp.txt'), '고양이가 매트에 앉았다.\n오늘 비가 온다.\n');
  const note = /^bleukit: note: 100% of the non-space characters of (ja|zh|th)-ref\.txt are in scripts written without spaces between words \((Japanese|Chinese|Thai)\), and (the (13a|split) tokenizer|TER's tercom tokenization) splits them into "words" of \d+\.\d characters on average: (BLEU|TER) counts whole runs of text as words[.,] /;

  it.each([
    ['scoring', ['ja-ref.txt', '-i', 'ja-hyp.txt', '-b'], /Give -tok ja-mecab \(sacreBLEU's choice for Japanese, -l en-ja\), or score with -m chrf/],
    ['Chinese', ['zh-ref.txt', '-i', 'ja-hyp.txt', '-b'], /Give -tok zh \(sacreBLEU's choice for Chinese, -l en-zh\)/],
    ['Thai, with a tokenizer that segments any language by its locale', ['th-ref.txt', '-i', 'ja-hyp.txt', '-b'], /Give -tok intl-segmenter -l en-th, or score with -m chrf/],
    ['--preset nltk', ['ja-ref.txt', '-i', 'ja-hyp.txt', '--preset', 'nltk'], /or score with -m chrf/],
    ['compare', ['compare', 'ja-ref.txt', '-i', 'ja-hyp.txt'], /or score with -m chrf/],
    ['TER', ['ja-ref.txt', '-i', 'ja-hyp.txt', '-m', 'ter', '-b'], /TER counts whole runs of text as words\. Give --ter-asian-support --ter-normalized, or score with -m chrf/],
    ['TER with Asian support but no normalisation, which it needs', ['ja-ref.txt', '-i', 'ja-hyp.txt', '-m', 'ter', '--ter-asian-support', '-b'], /Give --ter-asian-support --ter-normalized/],
  ] as const)('%s: one note on stderr naming the fix; stdout as without it, and -q hides it', (_, args, fix) => {
    const run = bleukit([...args]);
    expect(run.status).toBe(0);
    expect(run.stderr).toMatch(note);
    expect(run.stderr).toMatch(fix);
    expect(run.stderr.match(/bleukit: note/g)).toHaveLength(1);
    const quiet = bleukit([...args, '-q']);
    expect(quiet.stdout).toBe(run.stdout);
    expect(quiet.stderr).not.toMatch(/bleukit: note/);
  });

  it.each([
    ['a segmenting tokenizer', ['ja-ref.txt', '-i', 'ja-hyp.txt', '-l', 'en-ja', '-b']],
    ['chrF alone', ['ja-ref.txt', '-i', 'ja-hyp.txt', '-m', 'chrf', '-b']],
    ['TER with normalisation and Asian support', ['ja-ref.txt', '-i', 'ja-hyp.txt', '-m', 'ter', '--ter-asian-support', '--ter-normalized', '-b']],
    ['English', ['ref.txt', '-i', 'hyp.txt', '-b']],
    ['Japanese already split into words', ['ja-words.txt', '-i', 'ja-words.txt', '-m', 'bleu', 'ter', 'ribes', '-tok', 'none', '-b']],
    ['Korean, 13a', ['ko-ref.txt', '-i', 'ko-hyp.txt', '-m', 'bleu', 'ter', 'ribes', '-b']],
    ['Korean, none and chrF++', ['ko-ref.txt', '-i', 'ko-hyp.txt', '-m', 'bleu', 'chrf', '-cw', '2', '-tok', 'none', '-b']],
  ] as const)('no note with %s', (_, args) => {
    expect(bleukit([...args]).stderr).not.toMatch(/bleukit: note/);
  });

  it("Korean with -l en-ko: only the error that sacreBLEU's ko-mecab is not offered, no note about it", () => {
    const run = bleukit(['ko-ref.txt', '-i', 'ko-hyp.txt', '-l', 'en-ko', '-b']);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/^bleukit: error: the 'ko-mecab' tokenizer is not offered by bleukit: [^\n]*\n$/);
  });
});

describe('chrF and TER: every input path gives the same result', () => {
  const args = ['-m', 'bleu', 'chrf', 'ter', '-tok', 'none', '-f', 'text', '-w', '6'];
  const one = bleukit(['ref.txt', '-i', 'hyp.txt', ...args]);

  it('scores all three metrics, aligned on "=" as sacreBLEU prints them', () => {
    expect(one.status).toBe(0);
    expect(one.stderr).toBe('');
    const lines = one.stdout.trimEnd().split('\n');
    expect(lines.map((line) => line.trimStart().split('|')[0])).toEqual(['BLEU', 'chrF2', 'TER']);
    expect(new Set(lines.map((line) => line.indexOf(' = '))).size).toBe(1);
  });

  it.each([
    ['two worker threads', ['ref.txt', '-i', 'hyp.txt', '--jobs', '2']],
    ['stdin', ['ref.txt']],
    ['gzip files', ['ref.txt.gz', '-i', 'hyp.txt.gz']],
  ] as const)('%s', (_name, files) => {
    const result = bleukit([...files, ...args], (files as readonly string[]).includes('-i') ? '' : hyp);
    expect(result.stderr).toBe('');
    expect(result.stdout).toBe(one.stdout);
  });

  it('several systems in one table equal each system scored alone, with and without workers', () => {
    const table = (jobs: string) => bleukit(['ref.txt', '-i', 'hyp.txt', 'hyp.txt.gz', ...args.slice(0, -4), '-f', 'json', '-w', '6', '--jobs', jobs]);
    const alone = Object.fromEntries(one.stdout.trimEnd().split('\n').map((line) => [line.trimStart().split('|')[0], line.split(' = ')[1]?.split(' ')[0]]));
    for (const jobs of ['1', '2']) {
      const result = table(jobs);
      expect(result.status).toBe(0);
      expect(JSON.parse(result.stdout)).toEqual([
        { system: 'hyp.txt', ...alone },
        { system: 'hyp.txt.gz', ...alone },
      ]);
    }
  });

  it('flags of a metric that is not scored are ignored as sacreBLEU ignores them, with a warning', () => {
    const bleu = bleukit(['ref.txt', '-i', 'hyp.txt', '-tok', 'none', '-f', 'text', '-w', '4']);
    const result = bleukit(['ref.txt', '-i', 'hyp.txt', '-tok', 'none', '-f', 'text', '-w', '4', '--ter-normalized', '-cw', '2']);
    expect(result.status).toBe(0);
    expect(result.stdout).toBe(bleu.stdout);
    expect(result.stderr).toBe(
      'bleukit: warning: --chrf-word-order has no effect without -m chrf (scoring bleu).\n' +
        'bleukit: warning: --ter-normalized has no effect without -m ter (scoring bleu).\n',
    );
  });
});

describe('-e/--encoding decodes as Python\'s codec of that name (sacreBLEU opens files with it)', () => {
  // Each file holds the text of its UTF-8 twin, encoded as the codec would; the scores must be the
  // twin's. Checked against sacreBLEU 2.6.0 by hand: it prints the same scores for these files.
  const text = { ref: 'the cat sat on the mat\ncafé in Paris \u0085 ok\n', hyp: 'the cat sat on a mat\ncafé in Paris \u0085 ok\n' };
  const utf16 = (value: string, bigEndian: boolean): Buffer => {
    const body = Buffer.from(value, 'utf16le');
    return bigEndian ? Buffer.concat([Buffer.from([0xfe, 0xff]), body.swap16()]) : Buffer.concat([Buffer.from([0xff, 0xfe]), body]);
  };
  for (const [name, value] of Object.entries(text)) {
    writeFileSync(join(dir, `enc-${name}.utf8`), value);
    writeFileSync(join(dir, `enc-${name}.utf16le`), utf16(value, false));
    writeFileSync(join(dir, `enc-${name}.utf16be`), utf16(value, true));
    writeFileSync(join(dir, `enc-${name}.sig`), `\ufeff${value}`);
    writeFileSync(join(dir, `enc-${name}.latin1`), Buffer.from(value, 'latin1'));
    // cp1252 has no U+0085: its byte 0x85 is U+2026 (…), so the twin says … where latin-1 says U+0085.
    writeFileSync(join(dir, `enc-${name}.cp1252-twin`), value.replace('\u0085', '\u2026'));
    writeFileSync(join(dir, `enc-${name}.cp1252`), Buffer.from(value, 'latin1'));
  }
  writeFileSync(join(dir, 'enc-ref.ascii'), 'the cat sat on the mat\ncafe in Paris\n');
  writeFileSync(join(dir, 'enc-hyp.cp1252-bad'), Buffer.from('the cat sat on a mat\ncaf\u0081 in Paris\n', 'latin1'));
  const score = (suffix: string, encoding: string, extra: string[] = []) =>
    bleukit([`enc-ref.${suffix}`, '-i', `enc-hyp.${suffix}`, '-e', encoding, '-b', '-w', '6', ...extra]);
  const twin = score('utf8', 'utf-8');

  it.each([
    ['utf16le', 'utf-16'],
    ['utf16be', 'utf-16'],
    ['utf16be', 'UTF16'],
    ['sig', 'utf-8-sig'],
    ['latin1', 'latin-1'],
    ['latin1', 'ISO-8859-1'],
    ['latin1', 'l1'],
  ])('%s files with -e %s score as their UTF-8 twins', (suffix, encoding) => {
    for (const extra of [[], ['--jobs', '2']]) {
      const run = score(suffix, encoding, extra);
      expect(run.stderr).toBe('');
      expect(run.stdout).toBe(twin.stdout);
    }
  });

  it('the same bytes read as cp1252 score as the twin with … for byte 0x85, not as latin-1', () => {
    const cp1252 = score('cp1252', 'cp1252');
    expect(cp1252.stderr).toBe('');
    expect(cp1252.stdout).toBe(score('cp1252-twin', 'utf-8').stdout);
    expect(cp1252.stdout).not.toBe(twin.stdout);
    expect(score('cp1252', 'windows-1252').stdout).toBe(cp1252.stdout);
  });

  it('a UTF-8 byte-order mark is dropped by utf-8-sig, and kept by utf-8 (with a warning) where it spoils a match', () => {
    const withMark = (encoding: string) => bleukit(['enc-ref.sig', '-i', 'enc-hyp.utf8', '-e', encoding, '-b', '-w', '6']);
    const dropped = withMark('utf-8-sig');
    expect(dropped.stderr).toBe('');
    expect(dropped.stdout).toBe(twin.stdout);
    const kept = withMark('utf-8');
    expect(kept.stderr).toMatch(/^bleukit: warning: enc-ref\.sig:1: the file starts with a UTF-8 byte-order mark/);
    expect(Number(kept.stdout)).toBeLessThan(Number(twin.stdout));
  });

  it.each([
    ['utf-16 without a byte-order mark', ['enc-ref.utf16le', '-i', 'enc-hyp.utf8', '-e', 'utf-16'], /^bleukit: error: enc-hyp\.utf8: -e utf-16 needs a byte-order mark at the start \(as Python's utf-16 codec does\) and there is none; give the byte order instead: -e utf-16-le or -e utf-16-be\.\n$/],
    ['a byte above 0x7F in ascii', ['enc-ref.ascii', '-i', 'enc-hyp.latin1', '-e', 'ascii'], /^bleukit: error: enc-hyp\.latin1:2: byte 4 of the line is not valid ASCII\./],
    ['a byte cp1252 leaves undefined', ['enc-ref.utf8', '-i', 'enc-hyp.cp1252-bad', '-e', 'cp1252'], /^bleukit: error: enc-hyp\.cp1252-bad:2: byte 4 of the line is not valid CP1252\./],
    ['a codec bleukit does not read', ['enc-ref.utf8', '-i', 'enc-hyp.utf8', '-e', 'utf-32'], /^bleukit: error: unknown encoding 'utf-32' for -e\/--encoding\. bleukit reads utf-8, utf-8-sig, utf-16, utf-16-le, utf-16-be, latin-1, ascii, cp1252/],
  ])('%s is an error naming the file and the fix', (_, args, message) => {
    // Only the system file is wrong: files are read side by side, so the first error could be either's.
    const run = bleukit(args);
    expect(run.stderr).toMatch(message);
    expect(run.stdout).toBe('');
    expect(run.status).toBe(args.includes('utf-32') ? 2 : 1);
  });

  it('other WHATWG encodings are read with a warning that they may differ from Python', () => {
    const run = bleukit(['enc-ref.latin1', '-i', 'enc-hyp.latin1', '-e', 'iso-8859-9', '-b']);
    expect(run.status).toBe(0);
    expect(run.stderr).toBe(
      "bleukit: warning: -e iso-8859-9 is decoded as the WHATWG Encoding Standard's windows-1254, which may map some bytes differently from Python's codec of that name; where it does, the score can differ from sacreBLEU's.\n",
    );
  });
});

describe('a reader that stops early (bleukit … | head)', () => {
  const lines = Array.from({ length: 100000 }, (_, k) => `line ${k} a b c`).join('\n');
  writeFileSync(join(dir, 'long.txt'), `${lines}\n`);

  it.each([
    ['sentence-level BLEU', 'long.txt -i long.txt --sentence-level'],
    ['bleukit ribes -s', 'ribes -s -r long.txt long.txt'],
  ])('%s: the closed pipe ends the run quietly, with no trace on stderr', (_, args) => {
    const run = spawnSync('bash', ['-c', `set -o pipefail; "${process.execPath}" "${BUILT_CLI}" ${args} 2>err.txt | head -n 1`], { cwd: dir, encoding: 'utf8' });
    expect(run.stdout.split('\n')).toHaveLength(2);
    expect(readFileSync(join(dir, 'err.txt'), 'utf8')).not.toMatch(/EPIPE|at /);
    expect(run.status).toBe(0);
  });
});
