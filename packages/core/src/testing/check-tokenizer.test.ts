import { describe, expect, it } from 'vitest';
import { pythonSplit } from '../python-whitespace.js';
import { TokenSpans, type Tokenizer } from '../tokenizer.js';
import { TOKENIZER_SAMPLES, checkTokenizer, checkTokenizerPackage, templatePlaceholders } from './index.js';

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

  it('notices a tokenizer that answers differently the second time, saying how', () => {
    let calls = 0;
    const flaky: Tokenizer = { name: 'flaky', tokenize: (line) => (calls++ % 2 === 0 ? [line] : [line, line]) };
    expect(checkTokenizer(flaky, ['x'])).toEqual([
      '"x": the first call and a later one gave other tokens (token 2: none then "x"): state that changes after the first call; a tokenizer keeps no state between calls',
    ]);
    let count = 0;
    const changing: Tokenizer = { name: 'changing', tokenize: () => [String(count++)] };
    expect(checkTokenizer(changing, ['x', 'y'])).toEqual([
      '"x": the first call and a later one gave other tokens (token 1: "0" then "2"): state that changes after the first call; a tokenizer keeps no state between calls',
      '"y": a call after the other lines gave other tokens (token 1: "1" then "3"): state carried from line to line; a tokenizer keeps no state between calls',
    ]);
  });

  it('starts with a non-empty line that mixes scripts', () => {
    const [line] = TOKENIZER_SAMPLES;
    expect(line).toMatch(/\p{Script=Latin}/u);
    expect(line).toMatch(/\p{Script=Han}/u);
    expect(line).toMatch(/\p{Script=Devanagari}/u);
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
    expect(checkTokenizer(stateful)).toContainEqual(expect.stringMatching(/^"\S+ [^"]*": the same line twice in a row gave other tokens \(token \d+: .*\): state carried/));
    expect(checkTokenizer({ name: 'none', tokenize: pythonSplit }, ['b', 'a', 'b'])).toEqual([]);
  });

  describe('catches state that changes after the first call', () => {
    // Sets up its punctuation rule on the first call, but that call splits before the rule exists.
    const createLazy = (): Tokenizer => {
      let punctuation: RegExp | undefined;
      return {
        name: 'lazy',
        tokenize(line) {
          if (punctuation === undefined) {
            punctuation = /([,.!?])/g;
            return pythonSplit(line);
          }
          return pythonSplit(line.replace(punctuation, ' $1 '));
        },
      };
    };

    it('because the first call is on a non-empty line', () => {
      expect(checkTokenizer(createLazy())).toEqual([
        `"${TOKENIZER_SAMPLES[0]?.slice(0, 40)}…": the first call and a later one gave other tokens (token 3: "DOG," then "DOG"): ` +
          'state that changes after the first call; a tokenizer keeps no state between calls',
      ]);
      // The same lines with the empty one first, as the contract used to start: nothing shows.
      expect(checkTokenizer(createLazy(), ['', ...TOKENIZER_SAMPLES.slice(1), TOKENIZER_SAMPLES[0] as string])).toEqual([]);
    });

    it('and, given the factory, on a new instance for every line', () => {
      // Decides from its first line whether to split characters (for Han) or words, and keeps to it.
      const createGuessing = (): Tokenizer => {
        let characters: boolean | undefined;
        return {
          name: 'guessing',
          tokenize(line) {
            characters ??= /\p{Script=Han}/u.test(line);
            return characters ? pythonSplit(line).flatMap((word) => [...word]) : pythonSplit(line);
          },
        };
      };
      expect(checkTokenizer(createGuessing())).toEqual([]);
      const problems = checkTokenizer(createGuessing(), { create: createGuessing });
      expect(problems).toContain(
        '"The cat sat on the mat.": a new instance gave other tokens (token 1: "T" then "The"): ' +
          'state kept by the instance that tokenized the other lines; a tokenizer keeps no state between calls',
      );
      expect(problems.every((problem) => problem.includes(': a new instance gave other tokens'))).toBe(true);
      const createSteady = (): Tokenizer => ({ name: 'steady', tokenize: pythonSplit });
      expect(checkTokenizer(createSteady(), { create: createSteady })).toEqual([]);
    });
  });

  it("catches a /g regex's lastIndex carried between words and lines", () => {
    const re = /[a-z]/g;
    const carried: Tokenizer = { name: 'carried', tokenize: (line) => pythonSplit(line).map((w) => (re.test(w) ? w.toLowerCase() : w)) };
    expect(checkTokenizer(carried)).toEqual([
      `"${TOKENIZER_SAMPLES[0]?.slice(0, 40)}…": the first call and a later one gave other tokens (token 2: "the" then "The"): ` +
        'state that changes after the first call; a tokenizer keeps no state between calls',
      '"The cat sat on the mat.": the same line twice in a row gave other tokens (token 1: "the" then "The"): ' +
        "state carried from a call to the next (a /g regex's lastIndex?); a tokenizer keeps no state between calls",
    ]);
    const fresh: Tokenizer = { name: 'fresh', tokenize: (line) => pythonSplit(line).map((w) => (/[a-z]/.test(w) ? w.toLowerCase() : w)) };
    expect(checkTokenizer(fresh)).toEqual([]);
  });

  describe('checks what the tokens keep of their line, as declared', () => {
    // Drops the last character of every Devanagari word of two or more: right shape, wrong content.
    const dropping: Tokenizer = {
      name: 'dropping',
      tokenize: (line) => pythonSplit(line).map((word) => (/\p{Script=Devanagari}/u.test(word) && [...word].length > 1 ? [...word].slice(0, -1).join('') : word)),
    };

    it('catches a tokenizer that loses characters of one script', () => {
      expect(checkTokenizer(dropping)).toEqual([]);
      const problems = checkTokenizer(dropping, { content: { keeps: 'characters' } });
      expect(problems[0]).toBe(
        `"${TOKENIZER_SAMPLES[0]?.slice(0, 40)}…": the tokens joined read "…京の猫서울에서नमस्तदुनियภาษาไทย…" ` +
          'where the line has "…京の猫서울에서नमस्तेदुनियाภาษาไ…" (character 27, spaces left out); declared "keeps": "characters" ' +
          '(every character of the line but whitespace, in order, and nothing else): fix the tokenizer, or declare what it changes ("replaces", "lowercases")',
      );
      expect(problems.length).toBeGreaterThan(1);
      expect(problems.every((problem) => /\p{Script=Devanagari}/u.test(problem))).toBe(true);
    });

    it('finds nothing to say about a tokenizer that keeps every character, on every sample', () => {
      expect(checkTokenizer(good, { content: { keeps: 'characters' } })).toEqual([]);
      const characters: Tokenizer = { name: 'characters', tokenize: (line) => pythonSplit(line).flatMap((word) => [...word]) };
      expect(checkTokenizer(characters, { content: { keeps: 'characters' } })).toEqual([]);
    });

    it('takes the declared replacements and lower-casing into account, and nothing else', () => {
      const entities: Tokenizer = { name: 'entities', tokenize: (line) => pythonSplit(line.replaceAll('<skipped>', '').replaceAll('&amp;', '&').toLowerCase()) };
      const samples = ['A &amp; B <skipped> C'];
      expect(checkTokenizer(entities, { samples, content: { keeps: 'characters', replaces: [['<skipped>', ''], ['&amp;', '&']], lowercases: true } })).toEqual([]);
      expect(checkTokenizer(entities, { samples, content: { keeps: 'characters', replaces: [['<skipped>', ''], ['&amp;', '&']] } })).toEqual([
        '"A &amp; B <skipped> C": the tokens joined read "a&bc" where the line has "A&BC" (character 1, spaces left out); ' +
          'declared "keeps": "characters" (every character of the line but whitespace, in order, and nothing else): ' +
          'fix the tokenizer, or declare what it changes ("replaces", "lowercases")',
      ]);
      expect(checkTokenizer(entities, { samples, content: { keeps: 'model' } })).toEqual([]);
    });

    it('lower-cases A to Z only, when declared "ascii"', () => {
      const ascii: Tokenizer = { name: 'ascii', tokenize: (line) => pythonSplit(line.replace(/[A-Z]/g, (upper) => upper.toLowerCase())) };
      expect(checkTokenizer(ascii, { samples: ['ÇA İstanbul'], content: { keeps: 'characters', lowercases: 'ascii' } })).toEqual([]);
      expect(checkTokenizer(ascii, { samples: ['ÇA İstanbul'], content: { keeps: 'characters', lowercases: true } })[0]).toMatch(/^"ÇA İstanbul": the tokens joined read "Çaİstanbul" where the line has "çai̇stanbul" \(character 1,/);
    });

    it('notices a character added', () => {
      const marked: Tokenizer = { name: 'marked', tokenize: (line) => pythonSplit(line).map((word) => `\u2581${word}`) };
      expect(checkTokenizer(marked, { samples: ['ab cd'], content: { keeps: 'characters' } })[0]).toMatch(/^"ab cd": the tokens joined read "▁ab▁cd" where the line has "abcd" \(character 1,/);
    });
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
  const manifest = (tokenizers: unknown, description = 'A tokenizer.'): unknown => ({ name: '@x/tokenizer-x', description, bleukit: { tokenizers } });
  const entry = (fields: Record<string, unknown>): Record<string, unknown> => ({ name: 'ws', summary: 's', load: 'good', keeps: 'characters', ...fields });
  // Splits characters (for Han) or words, whichever its first line asks for, and keeps to it.
  const createGuessing = (): Tokenizer => {
    let characters: boolean | undefined;
    return {
      name: 'guessing',
      tokenize: (line) => ((characters ??= /\p{Script=Han}/u.test(line)) ? pythonSplit(line).flatMap((word) => [...word]) : pythonSplit(line)),
    };
  };
  const load = async () => ({
    good,
    createGood: async () => ({ name: 'none', tokenize: pythonSplit }),
    createGuessing,
    hangulOnly: { name: 'h', tokenize: (line: string) => (/\p{Script=Hangul}/u.test(line) ? [''] : pythonSplit(line)) },
    dropping: { name: 'd', tokenize: (line: string) => pythonSplit(line).map((word) => (/\p{Script=Devanagari}/u.test(word) ? word.slice(0, -1) || word : word)) },
    loadModel: () => good,
  });

  it('loads every described tokenizer as a registry does and checks each', async () => {
    expect(await checkTokenizerPackage(manifest([entry({}), entry({ name: 'made', load: 'createGood' })]), load)).toEqual([]);
    const problems = await checkTokenizerPackage(manifest([entry({ name: 'h', load: 'hangulOnly', keeps: 'model' })]), load);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.every((problem) => /^h: ".*": empty token$/.test(problem))).toBe(true);
  });

  it('checks what the entry declares the tokens keep', async () => {
    const problems = await checkTokenizerPackage(manifest([entry({ name: 'd', load: 'dropping' })]), load);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.every((problem) => /^d: ".*": the tokens joined read .*; declared "keeps": "characters"/.test(problem))).toBe(true);
    expect(await checkTokenizerPackage(manifest([entry({ name: 'd', load: 'dropping', keeps: 'model' })]), load)).toEqual([]);
  });

  it('tokenizes each line with a new instance from the registry as well', async () => {
    const problems = await checkTokenizerPackage(manifest([entry({ name: 'g', load: 'createGuessing' })]), load);
    expect(problems).toContain(
      'g: "The cat sat on the mat.": a new instance gave other tokens (token 1: "T" then "The"): state kept by the instance that tokenized the other lines; a tokenizer keeps no state between calls',
    );
  });

  it('says when nothing is described, an entry is malformed, or an export is missing', async () => {
    expect(await checkTokenizerPackage({ name: '@x/tokenizer-x' }, load)).toEqual([expect.stringMatching(/^package\.json describes no tokenizer/)]);
    expect(await checkTokenizerPackage(manifest([{ name: 'ws' }]), load)).toEqual([expect.stringMatching(/"summary" must be a non-empty string/)]);
    expect(await checkTokenizerPackage(manifest([entry({ load: 'nope' })]), load)).toEqual([expect.stringMatching(/^ws: does not load: .*does not export nope/)]);
    expect(await checkTokenizerPackage(manifest([entry({ name: 'm', load: 'loadModel', model: true })]), load)).toEqual([]);
    expect(await checkTokenizerPackage(manifest([entry({ name: 'm', load: 'absent', model: true })]), load)).toEqual(['m: the package does not export absent']);
  });

  it('asks for what the tokens keep, and for the template\'s placeholders to be filled in', async () => {
    expect(await checkTokenizerPackage(manifest([{ name: 'ws', summary: 's', load: 'good' }]), load)).toEqual([
      'ws: package.json does not say what its tokens keep: add "keeps": "characters" when, joined, they are the line without its whitespace ' +
        '(with "replaces" or "lowercases" for what it changes), "model" for a model\'s pieces (templates/README.md, "4. Describe it")',
    ]);
    const template = manifest([entry({ summary: '<One line for --help: what it splits, for which language>' })], '<What it segments, how, and for which language> for bleukit.');
    expect(await checkTokenizerPackage(template, load)).toEqual([
      'package.json "description": fill in <What it segments, how, and for which language>',
      'ws: package.json "summary": fill in <One line for --help: what it splits, for which language> (templates/README.md, "4. Describe it")',
    ]);
  });
});

describe('templatePlaceholders', () => {
  it('finds each placeholder with its line, and leaves code, tags and <name>-like words alone', () => {
    const readme = [
      '# @bleukit/tokenizer-ko',
      '',
      '<What it segments, how.> A tokenizer. <For which language.>',
      'It keeps <skipped> and `Map<string, number>`, and <a href="x">links</a>.',
      '```ts',
      'const m: Map<string, number> = new Map();',
      '```',
      '- `create(options)`: <options, each with its default>.',
    ].join('\n');
    expect(templatePlaceholders(readme, 'README.md')).toEqual([
      'README.md line 3: fill in <What it segments, how.>',
      'README.md line 3: fill in <For which language.>',
      'README.md line 8: fill in <options, each with its default>',
    ]);
    expect(templatePlaceholders('Korean words by syllable.', 'README.md')).toEqual([]);
  });
});
