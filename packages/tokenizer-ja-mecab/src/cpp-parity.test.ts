// Parity with MeCab 0.996 itself (Debian's `mecab` with `mecab-ipadic-utf8`, run live): every
// line of the WMT sample (Japanese, English and German, sources, outputs and references) and
// seeded lines that mix real Japanese with runs of every char.def class, the places where
// unknown-word grouping, lengths, space skipping and cost ties decide the split.
import { pythonSplit, pythonStrip } from '@bleukit/core';
import { describe, expect, it } from 'vitest';
import { mecabMissing, mecabWakati } from '../../../test-support/mecab-tools.js';
import { seededRandom } from '../../../test-support/seeded-random.js';
import { wmtSampleLines } from '../../../test-support/wmt-lines.js';
import { createMecabTokenizer } from './index.js';

/** Characters of each char.def class (and some of none), which generated runs are drawn from. */
const CLASSES: readonly string[] = [
  'ぁあいうえおかがきくけこさしすせそただちっつてとなにぬねのはばぱひびぴふへほまみむめもゃやゅゆょよらりるれろわをんゝゞ',
  'ァアィイゥウェエォオカガキクケコサシスセソタダチッツテトナニヌネノハバパヒビピフヘホマミムメモャヤュユョヨラリルレロワヲンヴヵヶーヽヾㇰㇱㇲ',
  'ｦｧｨｩｪｫｬｭｮｯｰｱｲｳｴｵｶｷｸｹｺﾀﾁﾂﾃﾄﾅﾆﾇﾈﾉﾝﾞﾟ',
  '日本語文章翻訳機械評価東京都大学研究所会社員電話番号時間年月曜週末天気予報経済政府首相選挙々〇㐀㐂丂丄',
  '一二三四五六七八九十百千万億兆',
  '0123456789０１２３４５６７８９⁰¹²⅓⅔Ⅰ',
  'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZÀÉÖßàéöüÿĀćŁœſＡＢＣｘｙｚ',
  '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~、。「」『』・…‥〜※★☆①②→←♪¥£€±×÷°㍿㌔«»–—',
  'αβγδεζηθικλμνξοπρστυφχψωΑΒΓΔΩ',
  'абвгдежзийклмнопрстуфхцчшщъыьэюяАБВГД',
  '가나다라한국어กขคภาษาไทยعربي𠀀𠮷😀👍🏽',
  '  \t\u00a0\u3000\u2009\u200b',
];

/** Real Japanese to cut fragments from, so that dictionary words meet the generated runs. */
function japaneseFragments(lines: readonly string[]): string[] {
  return lines.filter((line) => /[\u3040-\u30ff\u4e00-\u9fff]/.test(line));
}

/** `count` seeded lines: fragments of real Japanese and runs of one class each, back to back. */
function mixedLines(count: number, seed: number, japanese: readonly string[]): string[] {
  const random = seededRandom(seed);
  const below = (n: number) => Math.floor(random() * n);
  const lines: string[] = [];
  for (let i = 0; i < count; i++) {
    let line = '';
    for (let parts = 1 + below(10); parts > 0; parts--) {
      if (random() < 0.4) {
        const source = [...(japanese[below(japanese.length)] as string)];
        const from = below(source.length);
        line += source.slice(from, from + 1 + below(12)).join('');
      } else {
        const characters = [...(CLASSES[below(CLASSES.length)] as string)];
        for (let run = 1 + below(random() < 0.1 ? 30 : 6); run > 0; run--) line += characters[below(characters.length)];
      }
    }
    lines.push(line);
  }
  return lines;
}

describe('MeCab 0.996 (C++) with IPADIC', () => {
  it('is installed (scripts/test.sh installs it)', () => {
    expect(mecabMissing).toBeUndefined();
  });

  it.skipIf(mecabMissing !== undefined)('splits every WMT sample line and 5,000 mixed lines as mecab -Owakati does', async () => {
    const tokenizer = await createMecabTokenizer();
    const wmt = wmtSampleLines().filter((line) => line !== '' && !line.includes('\r'));
    const cases = [...wmt, ...mixedLines(5000, 7, japaneseFragments(wmt))]
      // Debian's IPADIC adds one word, 令和, which sacreBLEU's (and this package's) does not have.
      .filter((line) => !line.includes('令和'));
    expect(cases.length).toBeGreaterThan(11_000);
    const expected = mecabWakati(cases.map((line) => pythonStrip(line)));
    const differing = cases.flatMap((line, i) => {
      const ours = tokenizer.tokenize(line).join(' ');
      const theirs = pythonSplit(expected[i] as string).join(' ');
      return ours === theirs ? [] : [{ line, ours, theirs }];
    });
    expect(differing.slice(0, 5)).toEqual([]);
  });
});
