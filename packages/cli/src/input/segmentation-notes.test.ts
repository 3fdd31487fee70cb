import { tokenizer13a } from '@bleukit/tokenizer-regex';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { sharedPath } from '../../../../test-support/shared.js';
import { segmentationNotes, type NoteContext } from './segmentation-notes.js';
import { tokenizerSplitting } from '../tokenizers/tokenizer-registry.js';

// The registry as installed; one test adds a tokenizer that splits Hangul, as a contributor's package would.
vi.mock('../tokenizers/tokenizer-registry.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../tokenizers/tokenizer-registry.js')>();
  return { ...actual, tokenizerSplitting: vi.fn(actual.tokenizerSplitting) };
});

const dir = mkdtempSync(join(tmpdir(), 'bleukit-notes-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

// Two unsplit Japanese lines: 12 and 11 characters, no spaces, so 11.5 characters a "word" when
// split at spaces (none, 13a: no ASCII punctuation here; tercom; chrF++).
const ja = file('ref.ja', '猫がマットの上に座った。\n今日は雨が降っている。\n');
// As MeCab splits them: already words.
const jaWords = file('words.ja', '猫 が マット の 上 に 座っ た 。\n今日 は 雨 が 降っ て いる 。\n');
// Korean is written with spaces: 13a and none split it into eojeol.
const ko = file('ref.ko', '고양이가 매트 위에 앉았다.\n오늘은 비가 온다.\n');
const zh = file('ref.zh', '猫坐在垫子上。\n今天下雨。\n');
const th = file('ref.th', 'แมวนั่งบนเสื่อ\nวันนี้ฝนตก\n');

const ARGS = { terAsianSupport: false, terNormalized: false, terNoPunct: false, terCaseSensitive: false, chrfWordOrder: 0 };
const context = (tokenizer: string, more: Partial<typeof ARGS> = {}, locale = ''): NoteContext => ({ args: { ...ARGS, ...more }, tokenizer, locale });

const HEAD = '100% of the non-space characters of';
const CHRF = 'score with -m chrf, which needs no word segmentation. (-q hides this note.)';

describe('segmentationNotes: each note says what was measured on the text', () => {
  it.each([
    ['BLEU with 13a', ['bleu'], context('13a'),
      `bleukit: note: ${HEAD} ${ja} are in scripts written without spaces between words (Japanese), and the 13a tokenizer splits them into "words" of 11.5 characters on average: BLEU counts whole runs of text as words, so this score is not comparable to sacreBLEU's with -tok ja-mecab. Give -tok ja-mecab (sacreBLEU's choice for Japanese, -l en-ja), or ${CHRF}`],
    ['RIBES with none', ['ribes'], context('none'),
      `bleukit: note: ${HEAD} ${ja} are in scripts written without spaces between words (Japanese), and the none tokenizer splits them into "words" of 11.5 characters on average: RIBES counts whole runs of text as words. Give -tok ja-mecab (sacreBLEU's choice for Japanese, -l en-ja), or ${CHRF}`],
    ['TER without normalisation', ['ter'], context('13a', { terAsianSupport: true }),
      `bleukit: note: ${HEAD} ${ja} are in scripts written without spaces between words (Japanese), and TER's tercom tokenization splits them into "words" of 11.5 characters on average: TER counts whole runs of text as words. Give --ter-asian-support --ter-normalized, or ${CHRF}`],
    ["chrF++'s word n-grams", ['chrf'], context('13a', { chrfWordOrder: 2 }),
      `bleukit: note: ${HEAD} ${ja} are in scripts written without spaces between words (Japanese), and chrF++'s word n-grams (-cw 2) split words at spaces: their "words" here average 11.5 characters, whole runs of text. chrF's character n-grams need no word segmentation: without -cw, chrF scores with those alone. (-q hides this note.)`],
  ] as const)('Japanese, %s', async (_, metrics, ctx, note) => {
    expect(await segmentationNotes(ja, metrics, ctx)).toEqual([note]);
  });

  it.each([
    ['Chinese', zh, context('13a'), /\(Chinese\), and the 13a tokenizer splits them into "words" of 6\.0 characters on average: .* not comparable to sacreBLEU's with -tok zh\. Give -tok zh \(sacreBLEU's choice for Chinese, -l en-zh\)/],
    // intl-segmenter splits Thai by its locale; it is not sacreBLEU's, so nothing is said about comparing with sacreBLEU.
    ['Thai', th, context('13a'), /\(Thai\), and the 13a tokenizer splits them into "words" of 12\.0 characters on average: BLEU counts whole runs of text as words\. Give -tok intl-segmenter -l en-th, or score/],
  ] as const)('%s: the fix comes from the registry', async (_, path, ctx, note) => {
    const notes = await segmentationNotes(path, ['bleu'], ctx);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatch(note);
  });

  it("WMT22 en-ja's reference with 13a: the share of such characters and the words 13a made of its lines", async () => {
    const path = sharedPath('data/wmt-sample/en-ja/ref.A.ja');
    const text = readFileSync(path, 'utf8');
    const chars = [...text].filter((c) => !/\s/u.test(c));
    const unspaced = chars.filter((c) => /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff00-\uffef]/u.test(c));
    const words = text.split('\n').flatMap((line) => tokenizer13a.tokenize(line));
    const mean = words.reduce((sum, word) => sum + [...word].length, 0) / words.length;
    // The file is short enough (under 20,000 characters) to be measured whole.
    expect(chars.length).toBeLessThan(20000);
    const [note] = await segmentationNotes(path, ['bleu'], context('13a'));
    expect(note).toContain(`${Math.floor((unspaced.length / chars.length) * 100)}% of the non-space characters of ${path} are in scripts written without spaces between words (Japanese)`);
    expect(note).toContain(`the 13a tokenizer splits them into "words" of ${mean.toFixed(1)} characters on average`);
    expect(mean).toBeGreaterThan(10);
  });

  it.each([
    ['Korean with 13a', ko, ['bleu', 'ribes', 'ter'], context('13a', { chrfWordOrder: 2 })],
    ['Korean with none', ko, ['bleu', 'chrf'], context('none', { chrfWordOrder: 2 })],
    // -l en-ko: sacreBLEU's ko-mecab, which bleukit does not offer; scoring says so in its own error.
    ['Korean with -l en-ko', ko, ['bleu', 'ribes'], context('ko-mecab', {}, 'ko')],
    ['Japanese already split into words', jaWords, ['bleu', 'ribes', 'ter', 'chrf'], context('none', { chrfWordOrder: 2 })],
    ['Japanese with ja-mecab', ja, ['bleu', 'ribes'], context('ja-mecab', {}, 'ja')],
    ['Japanese, chrF without word n-grams', ja, ['chrf'], context('13a')],
    ['Japanese, TER normalised with Asian support', ja, ['ter'], context('13a', { terAsianSupport: true, terNormalized: true })],
  ] as const)('no note: %s', async (_, path, metrics, ctx) => {
    expect(await segmentationNotes(path, metrics, ctx)).toEqual([]);
  });

  it('Korean gets a note on eojeol when a registered tokenizer splits Hangul further', async () => {
    vi.mocked(tokenizerSplitting).mockReturnValueOnce({ name: 'xx-hangul', summary: 'Hangul', load: 'x', segments: ['Hangul'], package: 'xx' });
    // 18 of the 20 non-space characters are Hangul (the two full stops are not); 13a makes 9 words of them (the stops split off).
    expect(await segmentationNotes(ko, ['bleu'], context('13a'))).toEqual([
      `bleukit: note: 90% of the non-space characters of ${ko} are Korean, which is written with spaces: the 13a tokenizer splits it into eojeol (words with their particles attached), ${(20 / 9).toFixed(1)} characters on average, and BLEU counts those as words. Give -tok xx-hangul, which splits Hangul, or ${CHRF}`,
    ]);
    expect(vi.mocked(tokenizerSplitting)).toHaveBeenLastCalledWith('ko', ['Hangul'], true);
  });

  it('bleukit ribes suggests -tok only', async () => {
    expect(await segmentationNotes(ja, ['ribes'], { tokenizer: 'none', standalone: true })).toEqual([
      `bleukit: note: ${HEAD} ${ja} are in scripts written without spaces between words (Japanese), and the none tokenizer splits them into "words" of 11.5 characters on average: RIBES counts whole runs of text as words. Give -tok ja-mecab, or text already split into words.`,
    ]);
  });
});
