// The lines kept as word ids read back as they were added, held in memory or through a spill
// file, in segment order and out of it; and an analysis's page is the same either way.
import { readFileSync } from 'node:fs';
import { createBleu } from '@bleukit/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sharedPath } from '../../../../test-support/shared.js';
import { writeAnalysisHtml } from '../html/analysis-html.js';
import { analyze } from './analyze.js';
import { fileSpill } from '../test-helpers.js';
import type { SpillFile } from './segment-column.js';
import { SegmentWords } from './segment-words.js';

/** Words numbered as a vocabulary gives them: `w<id>`. */
const word = (id: number) => `w${id}`;

describe('SegmentWords', () => {
  it('reads back every line, in memory and spilled, in order, out of order and while lines are added', () => {
    // Ids of one to four bytes, lines of a few words and lines longer than a block (64 kB).
    const id = fc.oneof(fc.nat(127), fc.nat(20000), fc.integer({ min: 0, max: 3_000_000 }));
    const line = fc.oneof({ weight: 20, arbitrary: fc.array(id, { maxLength: 12 }) }, { weight: 1, arbitrary: fc.array(fc.nat(300), { minLength: 20000, maxLength: 30000 }) });
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 400 }), fc.array(fc.nat(), { maxLength: 60 }), (lines, jumps) => {
        const spill = fileSpill();
        try {
          const kept = [new SegmentWords(), new SegmentWords({ spill })];
          for (const words of kept) {
            lines.forEach((ids, s) => {
              words.addOutput(0, s, ids.map(word));
              // A line read back while lines are still added.
              if (s % 97 === 0) expect(words.text(words.output(0, s))).toBe(ids.map(word).join(' '));
            });
            words.trim();
          }
          const text = (s: number) => (lines[s] as number[]).map(word).join(' ');
          for (const words of kept) {
            expect(words.segments).toBe(lines.length);
            for (let s = 0; s < lines.length; s++) expect(words.text(words.output(0, s))).toBe(text(s));
            for (const jump of jumps) expect(words.text(words.output(0, jump % lines.length))).toBe(text(jump % lines.length));
          }
          // The same vocabulary either way.
          expect(kept[1]?.vocabulary).toEqual(kept[0]?.vocabulary);
        } finally {
          spill.close();
        }
      }),
      { numRuns: 40 },
    );
  });

  it('reads a walk in segment order of its streams once from the spill file, holding a few blocks', () => {
    const spill = fileSpill();
    const words = new SegmentWords({ spill });
    const segments = 30000;
    const line = (k: number, s: number) => Array.from({ length: 1 + ((s * 7 + k) % 23) }, (_, i) => word((s * 31 + i * 17 + k) % 5000));
    for (let s = 0; s < segments; s++) {
      words.addReferences(s, [line(0, s)]);
      for (let o = 0; o < 3; o++) words.addOutput(o, s, line(o + 1, s));
    }
    words.trim();
    expect(spill.appended).toBeGreaterThan(20 * 65536);
    const wrong: number[] = [];
    for (let s = 0; s < segments; s++) {
      if (words.text(words.reference(0, s)) !== line(0, s).join(' ')) wrong.push(s);
      for (let o = 0; o < 3; o++) if (words.text(words.output(o, s)) !== line(o + 1, s).join(' ')) wrong.push(s);
    }
    expect(wrong).toEqual([]);
    // Each block written is read back once.
    expect(spill.bytesRead).toBe(spill.appended);
    spill.close();
  });
});

describe('an analysis of kept words spilled', () => {
  // The WMT sample's lines, cycled to 12,000 segments (longer than a few of the columns' chunks and
  // the words' blocks), each made distinct with its number.
  const SEGMENTS = 12000;
  const sample = (name: string) => readFileSync(sharedPath(`data/wmt-sample/de-en/${name}`), 'utf8').split('\n').slice(0, -1);
  const cycled = (lines: string[]) => Array.from({ length: SEGMENTS }, (_, s) => (s % 5 === 0 ? `${lines[s % lines.length]} ${s}` : (lines[s % lines.length] as string)));
  const refs = [cycled(sample('ref.A.en')), cycled(sample('ref.B.en'))];
  const systems = ['Online-B', 'PROMT', 'LT22'].map((name) => ({ name, file: name, lines: cycled(sample(`hyp.${name}.en`)) }));
  const tokenize = (line: string) => line.split(' ').filter((w) => w !== '');
  const page = (spill?: SpillFile) => {
    const keepWords = new SegmentWords({ spill });
    const data = analyze({
      referenceFiles: ['A', 'B'],
      references: refs,
      systems,
      words: tokenize,
      wordsInfo: { tokenizer: 'none', lowercase: false },
      metrics: [{ metric: createBleu({ tokenizer: { name: 'none', tokenize } }), sentence: createBleu({ tokenizer: { name: 'none', tokenize }, effectiveOrder: true }) }],
      keepWords,
      ...(spill === undefined ? {} : { spill }),
      version: 'test',
    });
    const pieces: Buffer[] = [];
    writeAnalysisHtml(data, (piece) => pieces.push(Buffer.from(piece)), { words: tokenize, segmentWords: keepWords });
    return Buffer.concat(pieces);
  };

  it('writes the page that the words held in memory write', () => {
    const spill = fileSpill();
    try {
      const spilled = page(spill);
      expect(spill.appended).toBeGreaterThan(0);
      expect(spilled.equals(page())).toBe(true);
    } finally {
      spill.close();
    }
  });
});
