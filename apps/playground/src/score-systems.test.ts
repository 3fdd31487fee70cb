import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createChrf } from '@bleukit/chrf';
import { createBleu, formatBleu } from '@bleukit/core';
import { createMeteor } from '@bleukit/meteor';
import { createRibes, crossingPairs } from '@bleukit/ribes';
import { createTer } from '@bleukit/ter';
import { tokenizer13a } from '@bleukit/tokenizer-regex';
import { whitespaceTokenizer } from '@bleukit/tokenizer-whitespace';
import { loadWordNet } from '@bleukit/wordnet';
import { describe, expect, it, vi } from 'vitest';
import { describeAlignment, describeEdits, describeMeteor, describeSegment } from './describe-segment.js';
import { ScoreCancelled, bleuFor, meteorFor, ribesFor, scoreSystems, validateInput, type ScoreInput } from './score-systems.js';

const settings = { tokenizer: 'none', lowercase: false, smoothMethod: 'exp', maxNgramOrder: 4, chrf: 'chrF++', ter: true } as const;
const refs = ['the cat sat on the mat', 'a dog barked', 'it is raining today', 'hello world'];
const input: ScoreInput = {
  systems: [
    { name: 'A', lines: ['the cat sat on a mat', 'the dog barked', 'it rains today', 'hello world'] },
    { name: 'B', lines: ['a cat on the mat', 'dog', 'it is raining', 'Hello World'] },
  ],
  references: [
    { name: 'ref', lines: refs },
    { name: 'ref2', lines: ['there is a cat on the mat', 'a dog was barking', 'it is raining now', 'hi world'] },
  ],
  settings,
};

describe('scoreSystems', () => {
  it("gives each system core's corpus score, the CLI's -b -w 2 text and core's sentence scores", async () => {
    const output = await scoreSystems(input, whitespaceTokenizer, { chunkSize: 3 });
    const bleu = createBleu({ tokenizer: whitespaceTokenizer });
    const sentence = createBleu({ tokenizer: whitespaceTokenizer, effectiveOrder: true });
    const streams = input.references.map((r) => r.lines);
    expect(output.segmentCount).toBe(4);
    output.systems.forEach((system, s) => {
      const lines = (input.systems[s] as { lines: string[] }).lines;
      const corpus = bleu.corpusScore(lines, streams);
      expect(system.result.score).toBe(corpus.score);
      expect(system.scoreText).toBe(formatBleu(corpus, { width: 2, scoreOnly: true }));
      expect(system.line).toBe(formatBleu(corpus, { width: 2 }));
      expect(Array.from(system.sentenceScores)).toEqual(
        lines.map((hyp, i) => sentence.sentenceScore(hyp, streams.map((stream) => stream[i] as string)).score),
      );
      expect(Array.from(system.hypLengths)).toEqual(lines.map((hyp) => hyp.split(' ').length));
    });
  });

  it("adds chrF++ and TER as @bleukit/chrf and @bleukit/ter compute them, corpus and per segment", async () => {
    const output = await scoreSystems(input, whitespaceTokenizer, { chunkSize: 3 });
    const chrf = createChrf({ wordOrder: 2 });
    const ter = createTer();
    const streams = input.references.map((r) => r.lines);
    output.systems.forEach((system, s) => {
      const lines = (input.systems[s] as { lines: string[] }).lines;
      expect(system.metrics.map((m) => m.name)).toEqual(['chrF2++', 'TER']);
      const [chrfColumn, terColumn] = system.metrics;
      expect(chrfColumn?.scoreText).toBe(chrf.format(chrf.corpusScore(lines, streams), { width: 2, scoreOnly: true }));
      expect(terColumn?.line).toBe(ter.format(ter.corpusScore(lines, streams), { width: 2 }));
      expect(Array.from(terColumn?.sentenceScores ?? [])).toEqual(
        lines.map((hyp, i) => ter.sentenceScore(hyp, streams.map((stream) => stream[i] as string)).score),
      );
    });
    const none = await scoreSystems({ ...input, settings: { ...settings, chrf: 'off', ter: false } }, whitespaceTokenizer);
    expect(none.systems[0]?.metrics).toEqual([]);
  });

  it("scores TER with the form's normalized and Asian-support options, as @bleukit/ter does", async () => {
    const japanese: ScoreInput = {
      systems: [{ name: 'A', lines: ['政府は新しい経済対策を発表した。', '部屋に入る前に靴を脱いで。'] }],
      references: [{ name: 'ref', lines: ['政府は火曜日、新たな経済対策を発表した。', '部屋に入る前に靴を脱いでください。'] }],
      settings: { ...settings, chrf: 'off', terOptions: { normalized: true, asianSupport: true } },
    };
    const asian = createTer({ normalized: true, asianSupport: true });
    const [column] = (await scoreSystems(japanese, whitespaceTokenizer)).systems[0]?.metrics ?? [];
    expect(column?.signature).toMatch(/\|norm:yes\|punct:yes\|asian:yes\|/);
    expect(Array.from(column?.sentenceScores ?? [])).toEqual(
      japanese.systems[0]!.lines.map((hyp, i) => asian.sentenceScore(hyp, [japanese.references[0]!.lines[i] as string]).score),
    );
    // Without them each unspaced line is one word: 100 for every changed segment.
    const [plain] = (await scoreSystems({ ...japanese, settings: { ...settings, chrf: 'off' } }, whitespaceTokenizer)).systems[0]?.metrics ?? [];
    expect(Array.from(plain?.sentenceScores ?? [])).toEqual([100, 100]);
    expect(column?.sentenceScores[0]).toBeLessThan(50);
  });

  it("adds RIBES on the tokenizer's words as @bleukit/ribes computes it, corpus and per segment", async () => {
    const output = await scoreSystems({ ...input, settings: { ...settings, chrf: 'off', ter: false, ribes: true } }, whitespaceTokenizer);
    const ribes = createRibes({ tokenizer: whitespaceTokenizer });
    const streams = input.references.map((r) => r.lines);
    output.systems.forEach((system, s) => {
      const lines = (input.systems[s] as { lines: string[] }).lines;
      expect(system.metrics.map((m) => m.name)).toEqual(['RIBES']);
      const [column] = system.metrics;
      expect(column?.line).toBe(ribes.format(ribes.corpusScore(lines, streams), { width: 2 }));
      expect(column?.signature).toMatch(/^nrefs:2\|case:lc\|tok:none\|alpha:0\.25\|beta:0\.1\|version:/);
      expect(Array.from(column?.sentenceScores ?? [])).toEqual(lines.map((hyp, i) => ribes.sentenceScore(hyp, streams.map((stream) => stream[i] as string)).score));
    });
  });

  it("adds METEOR on the tokenizer's words as @bleukit/meteor computes it, corpus and per segment, with the form's parameters", async () => {
    const wordnet = await loadWordNet();
    const support = { createMeteor, wordnet };
    const meteorInput = { ...input, settings: { ...settings, tokenizer: '13a', chrf: 'off', ter: false, meteor: true } } as const;
    const streams = input.references.map((r) => r.lines);
    for (const meteorOptions of [{}, { alpha: 0.85, beta: 2, gamma: 0.4, caseSensitive: true }]) {
      const output = await scoreSystems({ ...meteorInput, settings: { ...meteorInput.settings, meteorOptions } }, tokenizer13a, { chunkSize: 3 }, { meteor: support });
      const meteor = createMeteor({ wordnet, tokenizer: tokenizer13a, ...meteorOptions });
      output.systems.forEach((system, s) => {
        const lines = (input.systems[s] as { lines: string[] }).lines;
        expect(system.metrics.map((m) => m.name)).toEqual(['METEOR']);
        const [column] = system.metrics;
        const corpus = meteor.corpusScore(lines, streams);
        expect(column?.scoreText).toBe(meteor.format(corpus, { width: 2, scoreOnly: true }));
        expect(column?.line).toBe(meteor.format(corpus, { width: 2 }));
        expect(Array.from(column?.sentenceScores ?? [])).toEqual(lines.map((hyp, i) => meteor.sentenceScore(hyp, streams.map((stream) => stream[i] as string)).score));
      });
    }
    const [defaults] = (await scoreSystems(meteorInput, tokenizer13a, {}, { meteor: support })).systems[0]?.metrics ?? [];
    expect(defaults?.signature).toMatch(/^nrefs:2\|case:lc\|tok:13a\|wordnet:3\.0\|stem:porter-nltk\|alpha:0\.9\|beta:3\.0\|gamma:0\.5\|version:/);
    // Lower-cased by default: 'Hello World' matches 'hello world' exactly.
    expect(defaults?.sentenceScores[3]).toBe(createMeteor({ wordnet }).sentenceScore('hello world', ['hello world', 'hi world']).score);
    await expect(scoreSystems(meteorInput, tokenizer13a)).rejects.toThrow(/METEOR needs WordNet/);
  });

  it('skips blank reference lines for RIBES (RIBES.py -z), and says so in the signature', async () => {
    const blank: ScoreInput = {
      systems: [{ name: 'A', lines: ['the cat sat', 'a dog'] }],
      // U+001C is whitespace to Python (and RIBES.py), not to JavaScript's trim().
      references: [{ name: 'ref', lines: ['the cat sat', ' \u001c '] }],
      settings: { ...settings, chrf: 'off', ter: false, ribes: true },
    };
    const [column] = (await scoreSystems(blank, whitespaceTokenizer)).systems[0]?.metrics ?? [];
    expect(column?.signature).toContain('|empty:skip|');
    expect(column?.scoreText).toBe('100.00'); // the mean over the one segment that has a reference
    expect(describeAlignment(ribesFor(whitespaceTokenizer, true), 'a dog', ['  '])).toBeUndefined();
  });

  it('applies lowercase, smoothing and order, and reports progress per chunk', async () => {
    const onProgress = vi.fn();
    const lowered = { ...input, settings: { ...settings, lowercase: true, smoothMethod: 'floor', smoothValue: 0.2, maxNgramOrder: 2 } } as const;
    const output = await scoreSystems(lowered, whitespaceTokenizer, { chunkSize: 3, onProgress });
    const bleu = createBleu({ tokenizer: whitespaceTokenizer, lowercase: true, smoothMethod: 'floor', smoothValue: 0.2, maxNgramOrder: 2 });
    expect(output.systems[1]?.result.score).toBe(bleu.corpusScore(input.systems[1]!.lines, input.references.map((r) => r.lines)).score);
    expect(output.systems[1]?.result.signature).toMatchObject({ case: 'lc', smooth: 'floor[0.20]' });
    expect(onProgress.mock.calls).toEqual([[6, 8], [8, 8]]);
  });

  it('stops when cancelled between chunks', async () => {
    let chunks = 0;
    const run = scoreSystems(input, whitespaceTokenizer, { chunkSize: 1, pause: async () => void chunks++, isCancelled: () => chunks >= 2 });
    await expect(run).rejects.toBeInstanceOf(ScoreCancelled);
  });
});

describe('validateInput', () => {
  it.each([
    [{ systems: [], references: [{ name: 'r', lines: ['x'] }] }, /Add a hypothesis/],
    [{ systems: [{ name: 'h', lines: ['x'] }], references: [] }, /Add a reference/],
    [{ systems: [{ name: 'h', lines: [] }], references: [{ name: 'r', lines: [] }] }, /"h" is empty/],
    [{ systems: [{ name: 'h', lines: ['x', 'y'] }], references: [{ name: 'r.txt', lines: ['x'] }] }, /"r.txt" has 1 lines but "h" has 2/],
  ])('%#', (value, message) => {
    expect(() => validateInput(value)).toThrow(message);
  });
});

describe('describeSegment', () => {
  it('tokenizes as BLEU does and scores the sentence as the table does', () => {
    const { sentence } = bleuFor({ ...settings, lowercase: true }, whitespaceTokenizer);
    const detail = describeSegment(sentence, 'The Cat sat  ', ['the cat sat on the mat'], { system: 0, segment: 3 });
    expect(detail.highlight.hypothesis.map((m) => m.token)).toEqual(['the', 'cat', 'sat']);
    expect(detail.highlight.orders.map((o) => o.matched)).toEqual([3, 2, 1, 0]);
    expect(detail.score).toBe(sentence.sentenceScore('The Cat sat', ['the cat sat on the mat']).score);
    expect(detail.verbose).toMatch(/^100\.0\/100\.0\/100\.0\/0\.0 \(BP = /);
    expect(detail).toMatchObject({ system: 0, segment: 3 });
  });

  it("describes TER's edit path of a segment, right-stripped as the CLI reads it", () => {
    const path = describeEdits(createTer(), 'on the mat the cat sat  ', ['the cat sat on the mat']);
    expect(path.shifts).toHaveLength(1);
    expect(path.shiftedWords).toEqual(['the', 'cat', 'sat', 'on', 'the', 'mat']);
    expect(path.operations.every((op) => op.type === 'match')).toBe(true);
    expect(path.score).toBe(createTer().sentenceScore('on the mat the cat sat', ['the cat sat on the mat']).score);
  });
});

describe('describeAlignment', () => {
  it("is RIBES's explanation against the best reference, with the crossing pairs of its alignment", () => {
    const ribes = ribesFor(whitespaceTokenizer);
    const hyp = 'he ate an apple yesterday';
    const refs = ['a pear was eaten', 'yesterday he ate an apple'];
    const described = describeAlignment(ribes, hyp, refs);
    const explained = ribes.explain(hyp, refs);
    expect(described).toEqual({ ...explained, crossing: crossingPairs(explained.alignment), alpha: 0.25, beta: 0.1 });
    expect(described?.referenceIndex).toBe(1);
    expect(Array.from(described?.alignment ?? [])).toEqual([1, 2, 3, 4, 0]);
    expect(described?.crossing).toEqual([[0, 4], [1, 4], [2, 4], [3, 4]]);
  });
});

describe("the form's METEOR fields", () => {
  it("start at @bleukit/meteor's defaults (NLTK's), which the page shows before any change", async () => {
    const html = readFileSync(join(import.meta.dirname, '..', 'index.html'), 'utf8');
    const field = (id: string) => Number(new RegExp(`id="${id}"[^>]* value="([^"]+)"`).exec(html)?.[1]);
    const { alpha, beta, gamma, caseSensitive } = createMeteor({ wordnet: await loadWordNet() }).options;
    expect([field('meteor-alpha'), field('meteor-beta'), field('meteor-gamma')]).toEqual([alpha, beta, gamma]);
    expect(caseSensitive).toBe(false);
    expect(html).toMatch(/<input id="meteor-case" type="checkbox" data-testid="meteor-case-sensitive" \/>/);
  });
});

describe('describeMeteor', () => {
  it("is METEOR's explanation against the best reference, with the parameters the table's score used", async () => {
    const meteor = meteorFor({ meteorOptions: { gamma: 0.4 } }, whitespaceTokenizer, { createMeteor, wordnet: await loadWordNet() });
    const hyp = 'the cats bought a new auto';
    const refs = ['a dog barked', 'the cat bought a new car'];
    const described = describeMeteor(meteor, hyp, refs);
    expect(described).toEqual({ ...meteor.explain(hyp, refs), alpha: 0.9, beta: 3, gamma: 0.4, references: 2 });
    expect(described.referenceIndex).toBe(1);
    expect(described.matches.map((m) => m.stage)).toEqual(['exact', 'stem', 'exact', 'exact', 'exact', 'synonym']);
    expect(100 * described.value).toBe(meteor.sentenceScore(hyp, refs).score);
  });
});

describe('scoreSystems with several systems', () => {
  it("adds core's paired bootstrap against the first system", async () => {
    const { pairedBootstrap } = await import('@bleukit/core');
    const output = await scoreSystems(input, whitespaceTokenizer);
    const bleu = createBleu({ tokenizer: whitespaceTokenizer });
    const stats = input.systems.map((system) =>
      system.lines.map((hyp, i) => bleu.segmentStatistics(hyp, input.references.map((r) => r.lines[i] as string))),
    );
    const paired = pairedBootstrap(bleu, stats[0]!, [stats[1]!], { samples: 1000, seed: 12345 });
    expect(output.systems[0]?.comparison).toEqual({ mean: paired.baseline.mean, ci: paired.baseline.ci, pValue: null });
    expect(output.systems[1]?.comparison).toEqual({ mean: paired.systems[0]?.mean, ci: paired.systems[0]?.ci, pValue: paired.systems[0]?.pValue });
  });
});
