// The kernel's two memories and its buffers' growth: a plain memory (browsers without
// SharedArrayBuffer, or tables that come without their memory) splits as the shared one does,
// and lines that outgrow the first buffers split as MeCab does.
import { pythonSplit } from '@bleukit/core';
import { describe, expect, it } from 'vitest';
import { mecabMissing, mecabWakati } from '../../../test-support/mecab-tools.js';
import { wmtSampleLines } from '../../../test-support/wmt-lines.js';
import type { IpadicTables } from './ipadic-dictionary.js';
import { loadMecabDictionary } from './mecab-tokenizer.js';
import { createMecabSegmenter } from './wasm-segmenter.js';

const dictionary = await loadMecabDictionary();

/** The words of `text` as the segmenter bounds them, joined by spaces. */
function words(segmenter: ReturnType<typeof createMecabSegmenter>, text: string): string {
  const count = segmenter.segment(text);
  const out: string[] = [];
  for (let w = 0; w < count; w++) out.push(text.slice(segmenter.bounds[2 * w], segmenter.bounds[2 * w + 1]));
  return out.join(' ');
}

describe('the WebAssembly segmenter', () => {
  it('runs on a shared memory where SharedArrayBuffer exists, the tables being views into it', () => {
    const memory = (dictionary as IpadicTables & { kernelMemory?: { buffer: unknown } }).kernelMemory;
    expect(memory?.buffer).toBeInstanceOf(SharedArrayBuffer);
    expect(dictionary.units.buffer).toBe(memory?.buffer);
  });

  it('splits the WMT sample on a plain memory as on the shared one', () => {
    const plain: IpadicTables = {
      units: dictionary.units.slice(),
      firstUnit: dictionary.firstUnit.slice(),
      firstEntries: dictionary.firstEntries.slice(),
      entries: dictionary.entries.slice(),
      costs: dictionary.costs.slice(),
      rightIds: dictionary.rightIds,
    };
    expect(plain.units.buffer).toBeInstanceOf(ArrayBuffer);
    const onPlain = createMecabSegmenter(plain);
    const onShared = createMecabSegmenter(dictionary);
    const lines = wmtSampleLines().filter((line) => line !== '');
    expect(lines.length).toBeGreaterThan(6000);
    const differing = lines.filter((line) => words(onPlain, line) !== words(onShared, line));
    expect(differing.slice(0, 5)).toEqual([]);
  });

  it.skipIf(mecabMissing !== undefined)('splits lines longer than its first buffers hold as mecab -Owakati does', () => {
    const japanese = wmtSampleLines().filter((line) => /[\u3040-\u30ff\u4e00-\u9fff]/.test(line));
    // about 5,000 and 60,000 code units: past the first line buffers (4,096) and nodes (16,384)
    const long = [japanese.slice(0, 100).join(''), japanese.slice(0, 1200).join('')];
    expect(long[1]?.length).toBeGreaterThan(50_000);
    const segmenter = createMecabSegmenter(dictionary);
    const expected = mecabWakati(long);
    long.forEach((line, i) => expect(words(segmenter, line)).toBe(pythonSplit(expected[i] as string).join(' ')));
  });
});
