import { readFileSync } from 'node:fs';
import { pythonSplit } from '@bleukit/core';
import { checkTokenizer } from '@bleukit/core/testing';
import TinySegmenter from 'tiny-segmenter';
import { describe, expect, it } from 'vitest';
import { readJsonl, sharedPath } from '../../../test-support/shared.js';
import { CHARACTER_TYPES, characterType } from './character-type.js';
import { JA_TOKENIZER_NAME, createJaTokenizer, jaTokenizer } from './index.js';

const raw = new TinySegmenter();
const PLACEHOLDER = '\ue000';

/**
 * The fixed reference behaviour, built on the raw package: every astral character (and the
 * placeholder itself) stands in as U+E000 — one character of type O that no weight mentions —
 * then comes back; tokens are split at Python whitespace, whitespace-only tokens vanish.
 */
function reference(line: string): string[] {
  const held: string[] = [];
  const masked = Array.from(line, (char) => {
    if (char.length === 1 && char !== PLACEHOLDER) return char;
    held.push(char);
    return PLACEHOLDER;
  }).join('');
  let next = 0;
  return raw
    .segment(masked)
    .map((token) => token.replace(/\ue000/g, () => held[next++] as string))
    .flatMap((token) => pythonSplit(token));
}

function wmtLines(): string[] {
  const dir = 'data/wmt-sample/en-ja';
  return ['ref.A.ja', 'hyp.JDExploreAcademy.ja', 'hyp.NT5.ja', 'hyp.Online-W.ja', 'hyp.KYB.ja'].flatMap((name) =>
    readFileSync(sharedPath(`${dir}/${name}`), 'utf8').split('\n'),
  );
}

/** Seeded strings mixing every character type, the model's own characters, astral and spaces. */
function fuzzLines(count: number): string[] {
  const alphabet = Array.from('一二万億東京都年月日私はのをにがでしたいうますーアイウカタナｱｲﾝabcXYZ019０９、。「」,. 　\t𠮷🍣👍\ue000');
  let seed = 12345;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  return Array.from({ length: count }, () =>
    Array.from({ length: 1 + Math.floor(random() * 40) }, () => alphabet[Math.floor(random() * alphabet.length)]).join(''),
  );
}

describe('createJaTokenizer', () => {
  it('meets the tokenizer contract', () => {
    expect(checkTokenizer(jaTokenizer)).toEqual([]);
    expect(jaTokenizer.name).toBe(JA_TOKENIZER_NAME);
  });

  it('types every BMP code unit as the raw package does', () => {
    const differing: string[] = [];
    for (let code = 0; code <= 0xffff; code++) {
      const char = String.fromCharCode(code);
      if (CHARACTER_TYPES[characterType(code)] !== raw.ctype_(char)) differing.push(code.toString(16));
    }
    expect(differing).toEqual([]);
  });

  it.each([
    ['WMT22 en-ja sample', wmtLines],
    ['sacreBLEU tokenizer inputs', () => readJsonl<{ input: string }>('conformance/sacrebleu/tokenize-ja-mecab.jsonl').map((r) => r.input)],
    ['seeded mixed strings', () => fuzzLines(3000)],
  ])('matches the fixed reference on the %s', (_name, lines) => {
    const tokenizer = createJaTokenizer();
    const differing = lines().filter((line) => tokenizer.tokenize(line).join(' ') !== reference(line).join(' '));
    expect(differing.slice(0, 5)).toEqual([]);
  });

  it.each([
    ['sentence', '私の名前は中野です', ['私', 'の', '名前', 'は', '中野', 'です']],
    // the raw package gives ['\ud842', '\udfb7', '野家', 'で', '\ud83c', '\udf63']
    ['astral characters stay whole', '𠮷野家で🍣', ['𠮷', '野家', 'で', '🍣']],
    // the raw package gives ['寿司', '\ud83c', '\udf63\ud83c', '\udf7a', 'を', '食べ', 'た']
    ['astral runs are not cut inside a character', '寿司🍣🍺を食べた', ['寿司', '🍣', '🍺', 'を', '食べ', 'た']],
    ['no whitespace tokens', ' 東京　に 行く ', ['東京', 'に', '行く']],
    ['ASCII numbers split digit by digit (documented, as the raw package)', '2023年', ['2', '0', '2', '3', '年']],
    ['empty line', '', []],
  ])('%s', (_case, input, expected) => {
    expect(jaTokenizer.tokenize(input)).toEqual(expected);
  });
});
