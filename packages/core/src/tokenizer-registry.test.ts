import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pythonSplit } from './python-whitespace.js';
import { createTokenizerRegistry, segmenterFor, tokenizerEntries } from './tokenizer-registry.js';

const manifest = (tokenizers: unknown, name = '@x/tokenizer-x'): unknown => ({ name, bleukit: { tokenizers } });
const ready = { name: 'ws', tokenize: pythonSplit };

describe('tokenizerEntries', () => {
  it('reads a package\'s descriptions, and none from a package without', () => {
    expect(tokenizerEntries(manifest([{ name: 'ws', summary: 'whitespace', load: 'ready', segments: ['Han'] }]))).toEqual([
      { name: 'ws', summary: 'whitespace', load: 'ready', segments: ['Han'], package: '@x/tokenizer-x' },
    ]);
    expect(tokenizerEntries({ name: '@x/core' })).toEqual([]);
  });

  it.each([
    [{}, '"name" must be a non-empty string'],
    [{ name: 'a b', summary: 's', load: 'l' }, `"name" "a b" must have no whitespace or '|'`],
    [{ name: 'a', summary: 's', load: 'l', segments: 'Han' }, '"segments" must be a list of strings'],
    [{ name: 'a', summary: 's', load: 'l', costly: 'yes' }, '"costly" must be true or false'],
    [{ name: 'a', summary: 's', load: 'l', shared: 'loadData' }, '"shared" and "sharedOption" go together'],
    [{ name: 'a', summary: 's', load: 'l', keeps: 'everything' }, '"keeps" must be "characters" or "model", not "everything"'],
    [{ name: 'a', summary: 's', load: 'l', keeps: 'toString' }, '"keeps" must be "characters" or "model", not "toString"'],
    [{ name: 'a', summary: 's', load: 'l', keeps: 'characters', replaces: [['&quot;']] }, '"replaces" must be a list of [from, to] pairs of strings'],
    [{ name: 'a', summary: 's', load: 'l', keeps: 'characters', replaces: [['', 'x']] }, '"replaces" must be a list of [from, to] pairs of strings, "from" not empty'],
    [{ name: 'a', summary: 's', load: 'l', keeps: 'characters', lowercases: 1 }, '"lowercases" must be true (all of Unicode), "ascii" (A–Z only) or false, not 1'],
    [{ name: 'a', summary: 's', load: 'l', keeps: 'model', lowercases: true }, '"lowercases" goes with "keeps": "characters"'],
    [{ name: 'a', summary: 's', load: 'l', replaces: [['a', 'b']] }, '"replaces" goes with "keeps": "characters"'],
  ])('names the package and the field of a malformed entry (%j)', (entry, problem) => {
    expect(() => tokenizerEntries(manifest([entry]))).toThrow(`[bleukit] @x/tokenizer-x bleukit.tokenizers[0]: ${problem}`);
  });

  it('points to the section of the contributor guide that describes the fields, which exists', () => {
    let message = '';
    try {
      tokenizerEntries(manifest([{}]));
    } catch (error) {
      message = (error as Error).message;
    }
    const [, file, section] = /\(see ([\w/.]+), "([^"]+)"\)\.$/.exec(message) ?? [];
    expect(file).toBe('templates/README.md');
    const guide = readFileSync(new URL(`../../../${file}`, import.meta.url), 'utf8');
    expect(guide.split('\n')).toContain(`## ${section}`);
  });

  it('reads what the tokens keep', () => {
    const entry = { name: 'a', summary: 's', load: 'l', keeps: 'characters', replaces: [['&amp;', '&']], lowercases: true };
    expect(tokenizerEntries(manifest([entry]))).toEqual([{ ...entry, package: '@x/tokenizer-x' }]);
  });
});

describe('createTokenizerRegistry', () => {
  const load = async () => ({
    ready,
    make: (options: Record<string, unknown>) => ({ name: `made-${String(options['locale'])}-${String(options['dictionary'])}`, tokenize: pythonSplit }),
    loadData: () => 'dict',
    broken: () => 42,
  });
  const registry = createTokenizerRegistry([
    {
      manifest: manifest([
        { name: 'ws', summary: 's', load: 'ready', defaultFor: ['*'] },
        { name: 'made', summary: 's', load: 'make', shared: 'loadData', sharedOption: 'dictionary', defaultFor: ['xx'], signatures: ['made'] },
        { name: 'gone', summary: 's', load: 'missing' },
        { name: 'broken', summary: 's', load: 'broken' },
        { name: 'mt', summary: 's', load: 'ready', presetOnly: true },
      ]),
      load,
    },
  ]);

  it('loads a ready instance, and a factory with the locale and what another thread shared', async () => {
    expect(await registry.load('ws')).toBe(ready);
    const shared = await registry.loadShared('made');
    expect(shared).toBe('dict');
    expect((await registry.load('made', { locale: 'ja', shared })).name).toBe('made-ja-dict');
    expect((await registry.load('made')).name).toBe('made-und-undefined');
    expect(await registry.loadShared('ws')).toBeUndefined();
  });

  it('finds entries by name, signature and language; -tok names leave out the presets\' own', () => {
    expect(registry.names).toEqual(['ws', 'made', 'gone', 'broken']);
    expect(registry.bySignature('made-ja-dict')?.name).toBe('made');
    expect(registry.bySignature('made')?.name).toBe('made');
    expect(registry.defaultFor('xx')?.name).toBe('made');
    expect(registry.get('mt')?.presetOnly).toBe(true);
  });

  it('says what is wrong: an unknown name, a missing export, a factory that gives no tokenizer', async () => {
    await expect(registry.load('nope')).rejects.toThrow("[bleukit] no registered tokenizer is named 'nope'.");
    await expect(registry.load('gone')).rejects.toThrow("[bleukit] the 'gone' tokenizer is not available: @x/tokenizer-x does not export missing in this build.");
    await expect(registry.load('broken')).rejects.toThrow("@x/tokenizer-x's broken did not give a tokenizer ({ name, tokenize }) for 'broken'.");
  });

  it('refuses a name two packages register', () => {
    expect(() => createTokenizerRegistry([
      { manifest: manifest([{ name: 'ws', summary: 's', load: 'ready' }], '@x/a'), load },
      { manifest: manifest([{ name: 'ws', summary: 's', load: 'ready' }], '@x/b'), load },
    ])).toThrow("the tokenizer name 'ws' is registered by @x/a too");
  });
});

describe('segmenterFor', () => {
  const entry = (name: string, more: object) => ({ name, summary: 's', load: 'l', ...more });
  const entries = [
    entry('char', { segments: ['*'] }),
    entry('locale', { segments: ['*'], locale: true }),
    entry('han', { segments: ['Han'] }),
    entry('ja', { segments: ['Han', 'Hiragana'], defaultFor: ['ja'] }),
  ];
  it.each([
    ['ja', ['Han', 'Hiragana', 'Katakana'], 'ja'],
    ['zh', ['Han'], 'han'],
    ['th', ['Thai'], 'locale'],
  ])("for %s: sacreBLEU's choice, then one naming the script, then one segmenting by locale", (language, scripts, expected) => {
    expect(segmenterFor(entries, language, scripts)?.name).toBe(expected);
  });
  it('finds none when nothing splits the script', () => {
    expect(segmenterFor([entry('char', { segments: ['*'] })], 'th', ['Thai'])).toBeUndefined();
  });
  it("for Korean, written with spaces, only one naming Hangul: a locale's word segmenter splits at the spaces", () => {
    expect(segmenterFor(entries, 'ko', ['Hangul'], true)).toBeUndefined();
    expect(segmenterFor([...entries, entry('hangul', { segments: ['Hangul'] })], 'ko', ['Hangul'], true)?.name).toBe('hangul');
  });
});
