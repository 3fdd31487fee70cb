import { describe, expect, it } from 'vitest';
import { pythonSplit } from '../python-whitespace.js';
import { TokenSpans, type Tokenizer } from '../tokenizer.js';
import { TOKENIZER_SAMPLES, checkTokenizer, checkTokenizerPackage } from './index.js';

const good: Tokenizer = { name: 'none', tokenize: pythonSplit };

describe('checkTokenizer', () => {
  it('finds nothing wrong with a conforming tokenizer on the built-in samples', () => {
    expect(TOKENIZER_SAMPLES.length).toBeGreaterThan(10);
    expect(checkTokenizer(good)).toEqual([]);
  });

  it.each(['', 'a b', 'a\tb', '13a|x'])('rejects the name %j', (name) => {
    expect(checkTokenizer({ name, tokenize: pythonSplit }, ['a'])).toEqual([
      expect.stringMatching(new RegExp(`^name ${JSON.stringify(name).replace(/[|\\]/g, '\\$&')} must be non-empty, without whitespace`)),
    ]);
  });

  it('rejects a name that is not a string', () => {
    expect(checkTokenizer({ name: 13 as never, tokenize: pythonSplit }, ['a'])).toEqual([
      expect.stringMatching(/^name 13 must be non-empty/),
    ]);
  });

  it('reports each broken rule with the line it broke on', () => {
    const broken: Tokenizer = {
      name: 'broken',
      tokenize: (line) => {
        if (line === 'throw') throw new Error('boom');
        if (line === 'object') return 'not an array' as never;
        if (line === 'numbers') return [1, 2] as never;
        if (line === 'empty') return ['a', ''];
        if (line === 'space') return ['a b'];
        if (line === 'nel') return ['a\u0085b'];
        if (line === '😀') return ['\ud83d', '\ude00'];
        return line.split('');
      },
    };
    expect(checkTokenizer(broken, ['throw', 'object', 'numbers', 'empty', 'space', 'nel', '😀'])).toEqual([
      '"throw": threw Error: boom',
      '"object": did not return an array of strings',
      '"numbers": did not return an array of strings',
      '"empty": empty token',
      '"space": token "a b" has whitespace',
      '"nel": token "a\u0085b" has whitespace',
      '"😀": token "\\ud83d" splits a code point',
      '"😀": token "\\ude00" splits a code point',
    ]);
  });

  it('accepts lone surrogates the input already had', () => {
    expect(checkTokenizer(good, ['a \ud800 b'])).toEqual([]);
  });

  it('notices a tokenizer that answers differently the second time', () => {
    let calls = 0;
    const flaky: Tokenizer = { name: 'flaky', tokenize: (line) => (calls++ % 2 === 0 ? [line] : [line, line]) };
    expect(checkTokenizer(flaky, ['x'])).toEqual(['"x": a second call gave other tokens']);
    let count = 0;
    const changing: Tokenizer = { name: 'changing', tokenize: () => [String(count++)] };
    expect(checkTokenizer(changing, ['x'])).toEqual(['"x": a second call gave other tokens']);
  });

  // One line of each script a contributor is likely to bring: a tokenizer that fails only on it is caught.
  const SCRIPTS = [
    'Cyrillic', 'Greek', 'Han', 'Hiragana', 'Katakana', 'Hangul', 'Thai', 'Lao', 'Khmer', 'Myanmar', 'Devanagari',
    'Bengali', 'Tamil', 'Telugu', 'Arabic', 'Hebrew', 'Ethiopic', 'Georgian', 'Armenian', 'Tibetan',
  ];
  const marks: [string, RegExp][] = [
    ...SCRIPTS.map((script): [string, RegExp] => [script, new RegExp(`\\p{Script=${script}}`, 'u')]),
    ['bidi marks', /[\u200e\u200f\u202a-\u202e]/],
    ['emoji sequences', /\p{Regional_Indicator}|\p{Emoji_Modifier}|\u20e3/u],
    ['ZWJ', /\u200d/],
    ['ZWNJ', /\u200c/],
  ];

  it.each(marks)('catches a tokenizer that throws only on %s', (_, pattern) => {
    const throwing: Tokenizer = {
      name: 'picky',
      tokenize: (line) => {
        if (pattern.test(line)) throw new Error('unexpected character');
        return pythonSplit(line);
      },
    };
    const problems = checkTokenizer(throwing);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.every((problem) => problem.endsWith(': threw Error: unexpected character'))).toBe(true);
  });

  it.each(marks)('catches an empty token emitted only next to %s', (_, pattern) => {
    const sloppy: Tokenizer = {
      name: 'sloppy',
      tokenize: (line) => pythonSplit(line).flatMap((token) => (pattern.test(token) ? [token, ''] : [token])),
    };
    expect(checkTokenizer(sloppy)).toContainEqual(expect.stringMatching(/: empty token$/));
  });

  it('runs the lines again in another order, so state kept between calls shows', () => {
    let previous = '';
    const stateful: Tokenizer = {
      name: 'stateful',
      tokenize: (line) => {
        // Each call alone is consistent, but what it gives depends on the line before.
        const tokens = pythonSplit(line);
        if (/\p{Script=Hangul}/u.test(previous)) tokens.push('x');
        previous = line;
        return tokens;
      },
    };
    expect(checkTokenizer(stateful)).toContainEqual(expect.stringMatching(/: a second call gave other tokens$/));
    expect(checkTokenizer({ name: 'none', tokenize: pythonSplit }, ['b', 'a', 'b'])).toEqual([]);
  });

  it('compares tokenSpans with tokenize', () => {
    const spansOf = (line: string, spans: TokenSpans): void => {
      TokenSpans.of(pythonSplit(line), spans);
    };
    expect(checkTokenizer({ name: 'none', tokenize: pythonSplit, tokenSpans: spansOf })).toEqual([]);
    const offByOne: Tokenizer = {
      name: 'off',
      tokenize: pythonSplit,
      tokenSpans: (line, spans) => {
        TokenSpans.of(pythonSplit(line).slice(1), spans);
      },
    };
    expect(checkTokenizer(offByOne, ['a b', ''])).toEqual(['"a b": tokenSpans gave other tokens than tokenize']);
  });

  it('shortens long lines in its messages', () => {
    const line = 'y'.repeat(50);
    expect(checkTokenizer({ name: 'e', tokenize: () => [''] }, [line])).toEqual([`"${'y'.repeat(40)}…": empty token`]);
  });
});

describe('checkTokenizerPackage', () => {
  const manifest = (tokenizers: unknown): unknown => ({ name: '@x/tokenizer-x', bleukit: { tokenizers } });
  const load = async () => ({ good, hangulOnly: { name: 'h', tokenize: (line: string) => (/\p{Script=Hangul}/u.test(line) ? [''] : pythonSplit(line)) }, loadModel: () => good });

  it('loads every described tokenizer as a registry does and checks each', async () => {
    expect(await checkTokenizerPackage(manifest([{ name: 'ws', summary: 's', load: 'good' }]), load)).toEqual([]);
    const problems = await checkTokenizerPackage(manifest([{ name: 'h', summary: 's', load: 'hangulOnly' }]), load);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.every((problem) => /^h: ".*": empty token$/.test(problem))).toBe(true);
  });

  it('says when nothing is described, an entry is malformed, or an export is missing', async () => {
    expect(await checkTokenizerPackage({ name: '@x/tokenizer-x' }, load)).toEqual([expect.stringMatching(/^package\.json describes no tokenizer/)]);
    expect(await checkTokenizerPackage(manifest([{ name: 'ws' }]), load)).toEqual([expect.stringMatching(/"summary" must be a non-empty string/)]);
    expect(await checkTokenizerPackage(manifest([{ name: 'ws', summary: 's', load: 'nope' }]), load)).toEqual([expect.stringMatching(/^ws: does not load: .*does not export nope/)]);
    expect(await checkTokenizerPackage(manifest([{ name: 'm', summary: 's', load: 'loadModel', model: true }]), load)).toEqual([]);
    expect(await checkTokenizerPackage(manifest([{ name: 'm', summary: 's', load: 'absent', model: true }]), load)).toEqual(['m: the package does not export absent']);
  });
});
