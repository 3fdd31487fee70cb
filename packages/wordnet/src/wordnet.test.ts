import { readJsonl } from '../../../test-support/shared.js';
import { nltkWordnetMissing, runNltk } from '../../../test-support/nltk-tools.js';
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { loadWordNet } from './load-wordnet.js';
import { parseWordNet, wordNetFromTables, type WordNetPos } from './wordnet.js';
import { parseWordNetTables, wordNetTablesFromBytes, wordNetTablesToBytes, type WordNetTables } from './wordnet-tables.js';

const wordnet = await loadWordNet();

describe('the committed tables', () => {
  it('are loaded once', async () => {
    expect(await loadWordNet()).toBe(wordnet);
  });

  it("morphy gives NLTK's documented answers", () => {
    expect(wordnet.morphy('dogs')).toBe('dog');
    expect(wordnet.morphy('churches')).toBe('church');
    expect(wordnet.morphy('aardwolves')).toBe('aardwolf');
    expect(wordnet.morphy('abaci')).toBe('abacus');
    expect(wordnet.morphy('hardrock', 'r')).toBeUndefined();
    expect(wordnet.morphy('book', 'n')).toBe('book');
    expect(wordnet.morphy('book', 'a')).toBeUndefined();
  });

  it('morphy takes exceptions only, else rules applied round after round, satellites as adjectives', () => {
    // `geese` is in noun.exc: its base only (the rules never run).
    expect(wordnet.morphyForms('geese', 'n')).toEqual(['goose']);
    expect(wordnet.morphyForms('better', 'a')).toEqual(wordnet.morphyForms('better', 's'));
    expect(wordnet.morphyForms('churches', 'n')).toEqual(['church']);
    expect(wordnet.morphyForms('churches', 'r')).toEqual([]);
  });

  it('synsets lower-case and look under every part of speech; synonyms drop multi-word names', () => {
    expect(wordnet.synsets('Dogs')).toEqual(wordnet.synsets('dog'));
    const parts = new Set(wordnet.synsets('run').map((s) => s.pos));
    expect(parts).toEqual(new Set(['n', 'v']));
    const synonyms = wordnet.synonyms('dog');
    expect(synonyms.has('domestic_dog')).toBe(false);
    expect(wordnet.synsets('dog').some((s) => s.lemmaNames.includes('domestic_dog'))).toBe(true);
    for (const name of synonyms) expect(name).not.toContain('_');
  });

  it('number words exactly as spelled, and give synonyms as those numbers from code units', () => {
    const codes = (word: string) => Uint16Array.from(word, (c) => c.charCodeAt(0));
    const number = (word: string) => wordnet.wordNumber(codes(word), 0, word.length);
    const lemmas = [...new Set((['n', 'v', 'a', 'r'] as const).flatMap((pos) => wordnet.allLemmaNames(pos)))];
    const numbers = lemmas.map(number);
    expect(numbers.every((n) => n >= 0 && n < wordnet.wordCount)).toBe(true);
    expect(new Set(numbers).size).toBe(lemmas.length);
    expect(number('zarbonite')).toBe(-1);
    // 'Dog' is not a lemma name as spelled: only its lower-cased form is a word.
    expect(number('Dog')).toBe(-1);
    expect(number('Canis_familiaris')).toBeGreaterThanOrEqual(0);
    // A word inside a longer array, upper-cased, and a non-ASCII one: the same answers as synonyms().
    for (const word of ['dog', 'Dogs', 'CHURCHES', 'better', 'running', 'caf\u00e9', '\u0130stanbul', 'zarbonites', '']) {
      const padded = codes(`xx${word}yy`);
      const byNumber = [...wordnet.synonymWords(padded, 2, 2 + word.length)];
      expect(byNumber).toEqual([...wordnet.synonyms(word)].map(number));
    }
    expect([...wordnet.synonymWords(codes('dog'), 0, 3)].length).toBe(wordnet.synonyms('dog').size);
  });

  it("have WordNet 3.0's synsets (82,115 nouns) and every lemma's synsets", () => {
    expect(wordnet.synsetCount('n')).toBe(82115);
    expect(wordnet.allLemmaNames('n')).toContain('dog');
    for (const pos of ['n', 'v', 'a', 'r'] as const) {
      for (const lemma of wordnet.allLemmaNames(pos)) expect(wordnet.morphyForms(lemma, pos)).toContain(lemma);
    }
  });

  it('parse a small file: the index from the synsets, sense orders, exceptions', () => {
    // `x`'s synsets are those naming it in any case; @senses puts the second first.
    const tiny = parseWordNet('@exc n\nxs x\n@synsets n\nx\nb X\n@senses n\nx 1 0\n');
    expect(tiny.synsets('XS').map((s) => s.lemmaNames)).toEqual([['b', 'X'], ['x']]);
    expect(tiny.allLemmaNames('n')).toEqual(['b', 'x']);
    expect(() => parseWordNet('@nothing n\n')).toThrow(/unknown section/);
  });
});

describe('the binary form', () => {
  const text = readFileSync(new URL('../data/wordnet-3.0.txt', import.meta.url), 'utf8');
  const parsed = parseWordNetTables(text);

  /**
   * Each table's type and bytes, as a list of differences (empty when the tables are equal).
   * `toEqual` on millions of typed-array elements takes tens of seconds; a byte comparison does not.
   */
  function differences(actual: WordNetTables | undefined, expected: WordNetTables): string[] {
    if (actual === undefined) return ['no tables'];
    const keys = Object.keys(expected) as (keyof WordNetTables)[];
    const out = Object.keys(actual).length === keys.length ? [] : [`fields ${Object.keys(actual).join(',')}`];
    for (const key of keys) {
      const a = actual[key];
      const e = expected[key];
      if (a?.constructor !== e.constructor) out.push(`${key}: ${a?.constructor.name} for ${e.constructor.name}`);
      else if (Buffer.compare(Buffer.from(a.buffer, a.byteOffset, a.byteLength), Buffer.from(e.buffer, e.byteOffset, e.byteLength)) !== 0) out.push(`${key}: other values`);
    }
    return out;
  }

  it('gives back the parsed tables, as views on the bytes', () => {
    const bytes = wordNetTablesToBytes(parsed, SharedArrayBuffer);
    const tables = wordNetTablesFromBytes(bytes);
    expect(differences(tables, parsed)).toEqual([]);
    expect(tables?.chars.buffer).toBe(bytes.buffer);
    expect(wordNetFromTables(tables!).synonyms('car')).toEqual(wordnet.synonyms('car'));
  });

  it('is refused when it is not of this layout (then the text is parsed)', () => {
    const bytes = wordNetTablesToBytes(parsed);
    bytes[4] = (bytes[4] as number) + 1;
    expect(wordNetTablesFromBytes(bytes)).toBeUndefined();
    expect(wordNetTablesFromBytes(new Uint8Array(8))).toBeUndefined();
  });

  // The build writes dist/wordnet-3.0.bin; one left from an older data file would answer differently.
  it.skipIf(!existsSync(new URL('../dist/wordnet-3.0.bin', import.meta.url)))('in dist/ is that of the data file', () => {
    expect(differences(wordNetTablesFromBytes(readFileSync(new URL('../dist/wordnet-3.0.bin', import.meta.url))), parsed)).toEqual([]);
  });
});

interface MeteorRecord {
  refs: string[][];
  hyp: string[];
}

const POS: readonly WordNetPos[] = ['n', 'v', 'a', 's', 'r'];

describe.skipIf(nltkWordnetMissing !== undefined)("NLTK 3.8's WordNet reader (skipped when NLTK is missing)", () => {
  it('gives the same morphy forms and synonyms on the vectors\' words and a sample of the vocabulary', () => {
    const words = new Set<string>();
    for (const record of readJsonl<MeteorRecord>('conformance/meteor/nltk-meteor.jsonl')) {
      for (const sentence of [...record.refs, record.hyp]) for (const word of sentence) words.add(word).add(word.toLowerCase());
    }
    // Every 25th lemma of the vocabulary, and inflected forms the exceptions and rules undo.
    for (const pos of ['n', 'v', 'a', 'r'] as const) wordnet.allLemmaNames(pos).forEach((lemma, k) => k % 25 === 0 && words.add(lemma));
    for (const word of ['geese', 'better', 'churches', 'lying', 'axes', 'hardest', 'women', 'mice', 'fly', 'flies']) words.add(word);
    // Forms only a later round of rules undoes, and forms that no round does (Porter stems, names).
    for (const word of ['boxeses', 'churcheses', 'singings', 'runnings', 'fasterest', 'talleder', 'kissesed', 'womens', 'hous', 'thi', 'vaccinatedbus', 'smiths', 'ed', 's', 'ing']) words.add(word);
    const list = [...words].filter((w) => !w.includes('\n'));
    const program = [
      'import sys, json',
      'from nltk.corpus import wordnet as wn',
      'for w in sys.stdin.read().split("\\n"):',
      '    syn = sorted(set(n for s in wn.synsets(w) for n in s.lemma_names() if "_" not in n))',
      '    print(json.dumps([syn, [s.lemma_names() for s in wn.synsets(w)]] + [wn._morphy(w, p) for p in "nvasr"]))',
    ].join('\n');
    const expected = runNltk(program, list.join('\n')).trim().split('\n').map((line) => JSON.parse(line) as [string[], string[][], ...string[][]]);
    // The synonyms, every synset's lemma names in NLTK's order (sense order), the morphy forms.
    const actual = list.map((w) => [[...wordnet.synonyms(w)].sort(), wordnet.synsets(w).map((s) => s.lemmaNames), ...POS.map((p) => wordnet.morphyForms(w, p))]);
    expect(actual.map((row, k) => [list[k], row])).toEqual(expected.map((row, k) => [list[k], [[...row[0]].sort(), ...row.slice(1)]]));
  });
});
