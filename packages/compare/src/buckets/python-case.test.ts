import { describe, expect, it } from 'vitest';
import { numpyMissing, runPython } from '../../../../test-support/compare-mt-tools.js';
import { wmtSampleLines } from '../../../../test-support/wmt-lines.js';
import { pythonIsLower, pythonIsTitle, pythonIsUpper } from './python-case.js';

// Titlecase letters (ǅ, ᾈ), Other_Lowercase and Other_Uppercase (ª, ʰ, ⅰ, Ⅻ, ⓐ, Ⓐ), final sigma,
// dotted capital I, ligatures, digits and punctuation around letters.
const CRAFTED = [
  'ǅungla', 'ǅ', 'ǅa', 'aǅ', 'ᾈ', 'ᾈα', 'ªb', 'ª', 'ʰ', 'Aʰ', 'ⅰⅱ', 'Ⅻ', 'Ⅻa', 'ⓐ', 'Ⓐⓑ', 'ΣΑΣ', 'Σας', 'İstanbul',
  'ß', 'ẞ', 'ﬁ', 'A1b', '1A', 'a1', 'aB', 'Ab Cd', 'Ab cd', 'AB-cd', "O'Neil", "o'Neil", 'McDonald', '', '123', '-',
  'Ａｂｃ', 'ａｂｃ', 'ＡＢＣ', 'Σ', 'ǈ', 'ǋa', 'Ǳ', 'ǳ',
];

function vocabulary(): string[] {
  const words = new Set<string>(CRAFTED);
  for (const line of wmtSampleLines()) for (const token of line.split(' ')) words.add(token);
  return [...words];
}

const PYTHON = `
import json, sys
words = json.loads(sys.stdin.buffer.read().decode('utf-8', 'surrogatepass'))
print(json.dumps([[w.islower(), w.isupper(), w.istitle(), w.lower()] for w in words]))
`;

describe.skipIf(numpyMissing !== undefined)(`Python's str.islower, isupper, istitle and lower, live${numpyMissing ? ` (skipped: ${numpyMissing})` : ''}`, () => {
  it('agree on every token of the WMT sample and on titlecase, Other_Lowercase and Other_Uppercase letters', () => {
    const words = vocabulary();
    const expected = JSON.parse(runPython(PYTHON, JSON.stringify(words))) as [boolean, boolean, boolean, string][];
    const got = words.map((w) => [pythonIsLower(w), pythonIsUpper(w), pythonIsTitle(w), w.toLowerCase()]);
    const differing = words.filter((_, k) => JSON.stringify(got[k]) !== JSON.stringify(expected[k]));
    expect(differing).toEqual([]);
    expect(words.length).toBeGreaterThan(10000);
  });
});

describe('case tests without Python', () => {
  it.each([
    ['hello', true, false, false],
    ['HELLO', false, true, false],
    ['Hello', false, false, true],
    ['ǅungla', false, false, true],
    ['Hello World', false, false, true],
    ['HeLLo', false, false, false],
    ['123', false, false, false],
    ['a1', true, false, false],
  ])('%s', (word, lower, upper, title) => {
    expect([pythonIsLower(word), pythonIsUpper(word), pythonIsTitle(word)]).toEqual([lower, upper, title]);
  });
});
