import { formatFixed, formatFloat } from '@bleukit/core';
import { countChunks, createMeteor } from '@bleukit/meteor';
import { loadWordNet } from '@bleukit/wordnet';
import { describe, expect, it } from 'vitest';
import { readNltkMeteorRecords } from '../../../test-support/meteor-records.js';
import { describeMeteor } from './describe-segment.js';
import { chunkNumbers, meteorBreakdown, stageCounts } from './meteor-breakdown.js';

const wordnet = await loadWordNet();
const records = readNltkMeteorRecords();
const explained = records.map((record) => {
  const { alpha, beta, gamma, lowercase } = record;
  const meteor = createMeteor({ wordnet, alpha, beta, gamma, caseSensitive: !lowercase });
  return { record, why: describeMeteor(meteor, record.hyp.join(' '), record.refs.map((ref) => ref.join(' '))) };
});

describe('chunkNumbers', () => {
  it("numbers the chunks of every recorded case's alignment as METEOR counts them", () => {
    for (const { record, why } of explained) {
      const chunks = chunkNumbers(why.matches);
      if (why.matches.length > 0) expect(Math.max(...chunks) + 1, record.id).toBe(countChunks(why.matches));
      // A chunk is a run: its numbers never go down.
      expect(chunks, record.id).toEqual([...chunks].sort((a, b) => a - b));
    }
  });
});

describe('meteorBreakdown', () => {
  it("gives each recorded case's matches by stage, chunks, precision, recall, fmean, penalty and NLTK's value", () => {
    let stems = 0;
    let synonyms = 0;
    for (const { record, why } of explained) {
      const rows = Object.fromEntries(meteorBreakdown(why).map((row) => [row.term, row]));
      const counts = stageCounts(why.matches);
      stems += counts.stem;
      synonyms += counts.synonym;
      const m = why.matches.length;
      expect(rows['Matches'], record.id).toEqual({ term: 'Matches', formula: `${counts.exact} exact + ${counts.stem} stem + ${counts.synonym} synonym`, value: String(m) });
      expect(rows['Precision']?.value, record.id).toBe(formatFixed(why.precision, 4));
      expect(rows['Recall']?.formula, record.id).toBe(`${m} / ${why.reference.length} reference words`);
      // The value is NLTK's, as Python's repr prints it.
      expect(rows['METEOR']?.value, record.id).toBe(record.value);
      if (m > 0) {
        expect(rows['Chunks']?.value, record.id).toBe(String(countChunks(why.matches)));
        expect(rows['Fmean']?.value, record.id).toBe(formatFixed(why.fmean, 4));
        expect(rows['Penalty']?.formula, record.id).toBe(`${formatFloat(record.gamma)} × (${why.chunks} / ${m})^${formatFloat(record.beta)}`);
        expect(rows['Penalty']?.value, record.id).toBe(formatFixed(why.penalty, 4));
      } else {
        expect(rows['METEOR']?.formula, record.id).toBe('no word matched');
      }
    }
    // The records exercise every stage.
    expect(stems).toBeGreaterThan(0);
    expect(synonyms).toBeGreaterThan(0);
  });
});

describe('describeMeteor', () => {
  it('explains against the best reference, with the parameters and the number of references', () => {
    const { record, why } = explained.find(({ record, why }) => record.refs.length === 2 && why.referenceIndex === 1) ?? explained[0]!;
    expect(record.refs).toHaveLength(2);
    expect(why.references).toBe(2);
    expect([why.alpha, why.beta, why.gamma]).toEqual([record.alpha, record.beta, record.gamma]);
    expect(formatFloat(why.value)).toBe(record.value);
  });
});
