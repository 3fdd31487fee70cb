import { readFileSync } from 'node:fs';
import { BleukitError, formatFloat, type Tokenizer } from '@bleukit/core';
import { tokenizer13a } from '@bleukit/tokenizer-regex';
import { loadWordNet } from '@bleukit/wordnet';
import { describe, expect, it } from 'vitest';
import { readNltkMeteorRecords, type NltkMeteorRecord } from '../../../test-support/meteor-records.js';
import { sharedPath } from '../../../test-support/shared.js';
import { nltkWordnetMissing, runNltk } from '../../../test-support/nltk-tools.js';
import { alignWords, countChunks, type MeteorMatch } from './align-words.js';
import { countAlignment } from './count-alignment.js';
import { createMeteor } from './meteor.js';
import { matchersFor, meteorScore, singleMeteorScore } from './meteor-score.js';
import { meteorValue, sentenceMeteor } from './sentence-meteor.js';

const wordnet = await loadWordNet();
const records = readNltkMeteorRecords();

describe("NLTK 3.8's meteor_score, as recorded (conformance/meteor)", () => {
  it('has the 507 records', () => {
    expect(records).toHaveLength(507);
  });

  it.each(records.map((r) => [r.id, r] as const))('%s equals repr', (_, record) => {
    const { refs, hyp, alpha, beta, gamma, lowercase } = record;
    expect(formatFloat(meteorScore(refs, hyp, { wordnet, alpha, beta, gamma, lowercase }))).toBe(record.value);
  });
});

describe('the metric', () => {
  const meteor = createMeteor({ wordnet });

  it('scores a corpus as the mean of sentence values, ×100, with its signature', () => {
    const sample = records.filter((r) => r.alpha === 0.9 && r.beta === 3 && r.gamma === 0.5 && r.lowercase && r.refs.length === 1).slice(0, 20);
    const result = meteor.corpusScore(
      sample.map((r) => r.hyp.join(' ')),
      [sample.map((r) => (r.refs[0] as string[]).join(' '))],
    );
    let sum = 0;
    for (const r of sample) sum += Number(r.value);
    expect(result.meteor).toBe(sum / sample.length);
    expect(result.score).toBe(100 * result.meteor);
    expect(result.sentences).toBe(20);
    expect(meteor.format(result)).toMatch(/^METEOR\|nrefs:1\|case:lc\|tok:none\|wordnet:3\.0\|stem:porter-nltk\|alpha:0\.9\|beta:3\.0\|gamma:0\.5\|version:bleukit-[^ ]+ = \d+\.\d\d$/);
  });

  it('takes the best reference and explains it with the stage of each match', () => {
    const record = records.find((r) => r.refs.length === 2 && r.lowercase && r.alpha === 0.9) as NltkMeteorRecord;
    const refs = record.refs.map((ref) => ref.join(' '));
    const why = meteor.explain(record.hyp.join(' '), refs);
    expect(formatFloat(why.value)).toBe(record.value);
    expect(why.value).toBe(Math.max(...record.refs.map((ref) => singleMeteorScore(ref, record.hyp, { wordnet }))));
    expect(meteor.segmentStatistics(record.hyp.join(' '), refs)).toEqual([why.value, 1]);
    expect(meteor.sentenceScore(record.hyp.join(' '), refs).meteor).toBe(why.value);
  });

  it('gives the numbers behind each recorded value: precision, recall, fmean and penalty make it', () => {
    for (const record of records) {
      const { alpha, beta, gamma, lowercase } = record;
      const scorer = createMeteor({ wordnet, alpha, beta, gamma, caseSensitive: !lowercase });
      const why = scorer.explain(record.hyp.join(' '), record.refs.map((ref) => ref.join(' ')));
      const matches = why.matches.length;
      expect(why.precision, record.id).toBe(why.hypothesis.length > 0 ? matches / why.hypothesis.length : 0);
      expect(why.recall, record.id).toBe(why.reference.length > 0 ? matches / why.reference.length : 0);
      expect(formatFloat((1 - why.penalty) * why.fmean), record.id).toBe(record.value);
      if (matches > 0) {
        expect(why.fmean, record.id).toBe((why.precision * why.recall) / (alpha * why.precision + (1 - alpha) * why.recall));
        expect(why.penalty, record.id).toBeCloseTo(gamma * (why.chunks / matches) ** beta, 14);
      } else {
        expect([why.fmean, why.penalty, why.value], record.id).toEqual([0, 0, 0]);
      }
    }
  });

  it('labels matches by stage: exact, then stem, then synonym (on the stems)', () => {
    // NLTK's align_words gives these pairs; it looks synonyms up for stems, so 'automobile'
    // ('automobil') finds no 'car' where 'car' finds 'auto'.
    const matchers = matchersFor(wordnet);
    expect(alignWords(['automobile'], ['car'], matchers)).toEqual([]);
    const matches = alignWords(['the', 'cats', 'car'], ['auto', 'cat', 'the'], matchers);
    expect(matches).toEqual<MeteorMatch[]>([
      { hypothesis: 0, reference: 2, stage: 'exact' },
      { hypothesis: 1, reference: 1, stage: 'stem' },
      { hypothesis: 2, reference: 0, stage: 'synonym' },
    ]);
    expect(countChunks(matches)).toBe(3);
    expect(countChunks([])).toBe(1);
  });

  it("counts the matches and chunks of alignWords' alignment without making it, on every record's pairs reordered", () => {
    const matchers = matchersFor(wordnet);
    const counts = { matches: 0, chunks: 0 };
    // Each pair as recorded, reversed, rotated and with the reference's words shuffled by a fixed
    // stride: repeated words, crossings and every stage, in both directions.
    const variants = (words: readonly string[]) => [words, [...words].reverse(), [...words.slice(3), ...words.slice(0, 3)], words.map((_, k) => words[(k * 7) % words.length] as string)];
    let pairs = 0;
    for (const record of records) {
      const lower = (words: readonly string[]) => words.map((word) => word.toLowerCase());
      for (const ref of record.refs) {
        for (const hyp of variants(lower(record.hyp))) {
          for (const reference of variants(lower(ref))) {
            const matches = alignWords(hyp, reference, matchers);
            expect(countAlignment(hyp, reference, matchers, counts)).toEqual({ matches: matches.length, chunks: countChunks(matches) });
            expect(meteorValue(hyp, reference, matchers, record)).toBe(sentenceMeteor(hyp, reference, matchers, record).value);
            pairs++;
          }
        }
      }
    }
    expect(pairs).toBeGreaterThan(8000);
  });

  it('counts the same with matchers of its own (stems and synonyms looked up by string, not from characters)', () => {
    const nltk = matchersFor(wordnet);
    // The same lookups in other matchers: word types then look them up by each word's string.
    const own = { stem: (word: string) => nltk.stem(word), synonyms: (word: string) => nltk.synonyms(word) };
    const counts = { matches: 0, chunks: 0 };
    let pairs = 0;
    for (const record of records) {
      for (const ref of record.refs) {
        const hyp = record.hyp.map((word) => word.toLowerCase());
        const reference = ref.map((word) => word.toLowerCase());
        const matches = alignWords(hyp, reference, own);
        expect(countAlignment(hyp, reference, own, counts)).toEqual({ matches: matches.length, chunks: countChunks(matches) });
        expect(countAlignment(hyp, reference, nltk, { matches: 0, chunks: 0 })).toEqual({ matches: matches.length, chunks: countChunks(matches) });
        pairs++;
      }
    }
    expect(pairs).toBeGreaterThan(500);
  });

  it("scores lines as it scores their words, whatever Python whitespace separates them, case kept or not", () => {
    const spaces = [' ', '\t', '  ', '\u00a0', '\u3000', ' \n ', '\u2028'];
    const join = (words: readonly string[], shift: number) => words.map((word, k) => (k === 0 ? '' : spaces[(k + shift) % spaces.length]) + (k % 3 === shift % 3 ? word.toUpperCase() : word)).join('');
    for (const meteorOf of [meteor, createMeteor({ wordnet, caseSensitive: true })]) {
      for (const [k, record] of records.entries()) {
        const hyp = `${spaces[k % spaces.length]}${join(record.hyp, k)}`;
        const refs = record.refs.map((ref, r) => join(ref, k + r + 1));
        expect(meteorOf.segmentStatistics(hyp, refs)).toEqual(meteorOf.tokenStatistics(meteorOf.words(hyp), refs.map(meteorOf.words)));
      }
    }
  });

  it("scores raw lines through a tokenizer's spans as through its tokens, ASCII or not", () => {
    const lines = (name: string) => readFileSync(sharedPath(`data/wmt-sample/de-en/${name}`), 'utf8').split('\n').slice(0, 150);
    const hyps = lines('hyp.LT22.en');
    const refs = lines('ref.A.en');
    // Upper-cased words, and lines with non-ASCII words whose lower-casing depends on context
    // (a final sigma) or changes their length (İ).
    const edited = (line: string, k: number) =>
      k % 10 === 0 ? `${line} Ärger ΟΔΟΣ. ΑΣ.Β İstanbul` : k % 3 === 0 ? line.toUpperCase() : line;
    for (const caseSensitive of [false, true]) {
      const withSpans = createMeteor({ wordnet, tokenizer: tokenizer13a, caseSensitive });
      const withoutSpans = createMeteor({ wordnet, tokenizer: { name: '13a', tokenize: (line) => tokenizer13a.tokenize(line) }, caseSensitive });
      hyps.forEach((hyp, k) => {
        const ref = [edited(refs[k] as string, k + 1)];
        expect(withSpans.segmentStatistics(edited(hyp, k), ref)).toEqual(withoutSpans.tokenStatistics(withoutSpans.words(edited(hyp, k)), ref.map(withoutSpans.words)));
      });
    }
  });

  it("scores through spans without hashes, and through tokens that hold whitespace, as through the tokens' text", () => {
    // Tokens split at `|` only: a token may hold spaces, which Python's split of the joined
    // tokens splits again, or be empty. Spans come without hashes.
    const bars: Tokenizer = {
      name: 'bars',
      tokenize: (line) => line.split('|').filter((token) => token !== ''),
      tokenSpans: (line, spans) => {
        spans.reset(line);
        let start = 0;
        for (const token of line.split('|')) {
          if (token !== '') spans.push(start, start + token.length);
          start += token.length + 1;
        }
      },
    };
    const withSpans = createMeteor({ wordnet, tokenizer: bars });
    const withoutSpans = createMeteor({ wordnet, tokenizer: { name: 'bars', tokenize: bars.tokenize } });
    for (const [hyp, ref] of [
      ['the|cat|sat', 'a|cat|was|sitting'],
      ['the cat|sat', 'the|cat sat|down'],
      ['Dogs|Ran||Fast', 'dog|runs|fast'],
      ['ΟΔΟΣ|είναι', 'οδος|είναι'],
    ] as const) {
      expect(withSpans.segmentStatistics(hyp, [ref])).toEqual(withoutSpans.tokenStatistics(withoutSpans.words(hyp), [withoutSpans.words(ref)]));
    }
  });

  it('numbers long words, capitalised or not, as the alignment of their strings matches them', () => {
    // Words of thousands of characters (a URL, a line without spaces) are kept as characters
    // and made into strings again for lower-casing, stemming and WordNet, in pieces.
    const meteor = createMeteor({ wordnet, tokenizer: tokenizer13a });
    const long = (word: string, times: number) => word.repeat(times);
    for (const [hyp, ref] of [
      [`${long('Running', 1000)} cats sat`, `${long('running', 1000)} cat sat`],
      [`the ${long('Dogx', 3000)}ing ran`, `a ${long('dogx', 3000)}s ran`],
      [`${long('ÄRGER', 2000)} ${long('ab', 5000)}`, `${long('ärger', 2000)} ${long('Ab', 5000)}`],
    ] as const) {
      const value = meteor.segmentStatistics(hyp, [ref])[0] as number;
      expect(value).toBeGreaterThan(0);
      expect(value).toBe(meteor.explain(hyp, [ref]).value);
    }
  });

  it('scores a line against the same line as the alignment does (each word with itself, in one chunk)', () => {
    const with13a = createMeteor({ wordnet, tokenizer: tokenizer13a });
    const lines = ['', 'a', 'the cat and the dog and the cat', ...records.map((r) => r.hyp.join(' '))];
    for (const scorer of [meteor, with13a]) {
      for (const line of lines) {
        const value = scorer.segmentStatistics(line, [line])[0] as number;
        expect(value, line).toBe(scorer.explain(line, [line]).value);
        // Where the same line is one of several references, and after another one.
        expect(scorer.segmentStatistics(line, ['x y', line, null])[0], line).toBe(Math.max(value, scorer.explain(line, ['x y']).value));
      }
    }
  });

  it('validates its options and input', () => {
    expect(() => createMeteor({} as never)).toThrow(/loadWordNet/);
    expect(() => createMeteor({ wordnet, alpha: Number.NaN })).toThrow(BleukitError);
    expect(() => meteorScore([], ['a'], { wordnet })).toThrow(/at least one reference/);
    expect(() => meteor.segmentStatistics('a', [null])).toThrow(BleukitError);
  });
});

describe.skipIf(nltkWordnetMissing !== undefined)('NLTK 3.8 run live (skipped when NLTK is missing)', () => {
  it('gives the same values on edited WMT sentences', () => {
    // Each record's hypothesis against each reference alone, and with its words reversed.
    const cases = records.slice(0, 120).flatMap((r) => r.refs.flatMap((ref) => [{ ref, hyp: r.hyp }, { ref, hyp: [...r.hyp].reverse() }]));
    const program = [
      'import sys, json',
      'from nltk.translate.meteor_score import single_meteor_score',
      'for line in sys.stdin:',
      '    c = json.loads(line)',
      '    print(repr(single_meteor_score(c["ref"], c["hyp"])))',
    ].join('\n');
    const expected = runNltk(program, cases.map((c) => JSON.stringify(c)).join('\n') + '\n').trim().split('\n');
    expect(cases.map((c) => formatFloat(singleMeteorScore(c.ref, c.hyp, { wordnet })))).toEqual(expected);
  });
});
