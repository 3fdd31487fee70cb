// `bleukit analyze` on real files with real tokenizers: the bundled Japanese samples with two
// references and ja-mecab; its scores and paired tests against the scoring command's on the same
// files; a reference given twice; --labels, --segments, --score-buckets, --freq-corpus, --freq-counts,
// --freq-cutoffs, --word-labels and their errors.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tokenizer13a } from '@bleukit/tokenizer-regex';
import { afterAll, describe, expect, it } from 'vitest';
import { BUILT_CLI, ensureBuilt, runInProcess } from '../../test-helpers.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..', '..');
const ja = (name: string) => join(root, 'samples', 'en-ja', name);
const de = (name: string) => join(root, 'samples', 'en-de', name);
const scratch = mkdtempSync(join(tmpdir(), 'bleukit-analyze-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

interface Data {
  references: { count: number; files: string[] };
  words: { tokenizer: string };
  metrics: { id: string; name: string; signature: string }[];
  scores: { scores: number[] }[];
  significance: { test: string; metrics: { metric: string; systems: { score: number; pValue: number | null; mean: number | null; ci: number | null }[] }[] }[];
  sentenceBuckets: { by: string; metric?: string; buckets: { name: string; systems: { count: number }[] }[] }[];
  wordAccuracy: {
    bucketing: string;
    frequencySource: string | null;
    frequencyFile?: string;
    labelFiles?: { references: string[]; systems: string[] };
    buckets: { name: string; referenceWords: number; systems: { matches: number; outputWords: number }[] }[];
  }[];
  segmentTable: { line: number; source: string | null }[];
}

async function json(args: string[]): Promise<Data> {
  const run = await runInProcess(['analyze', ...args, '-f', 'json', '-q']);
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  return JSON.parse(run.stdout) as Data;
}

const jaArgs = [ja('ref.ja'), ja('hyp.fluent.ja'), '-i', ja('hyp.literal.ja'), ja('hyp.weak.ja'), '-l', 'en-ja'];

describe('bleukit analyze on the Japanese samples (two references, ja-mecab)', () => {
  it('runs, with words from ja-mecab and the scoring command\'s corpus scores', async () => {
    const data = await json([...jaArgs, '--src', ja('src.en')]);
    expect(data.references.count).toBe(2);
    expect(data.words.tokenizer).toMatch(/^ja-mecab-0\.996-IPA/);
    expect(data.segmentTable[0]?.source).toBe(readFileSync(ja('src.en'), 'utf8').split('\n')[0]);
    const scored = await runInProcess([ja('ref.ja'), ja('hyp.fluent.ja'), '-i', ja('hyp.literal.ja'), ja('hyp.weak.ja'), '-l', 'en-ja', '-m', 'bleu', 'chrf', 'ter', 'ribes', '-f', 'json', '-w', '16', '-q']);
    expect(scored.status).toBe(0);
    // sacreBLEU's JSON for several systems: one object per system, metric name → score string.
    const table = JSON.parse(scored.stdout) as Record<string, string>[];
    data.scores.forEach((system, o) => {
      data.metrics.forEach((metric, m) => expect((system.scores[m] as number).toFixed(16)).toBe(Number((table[o] as Record<string, string>)[metric.name]).toFixed(16)));
    });
  });

  it('gives the same data for a reference given twice, apart from the reference count and names', async () => {
    const once = await json([ja('ref.ja'), '-i', ja('hyp.literal.ja'), ja('hyp.weak.ja'), '-l', 'en-ja', '-pbs', '-pbsn', '100', '--bucket-ci', '50', '--score-buckets', 'bleu,ribes:25:50:75', '--freq-corpus', ja('hyp.fluent.ja')]);
    const twice = await json([ja('ref.ja'), ja('ref.ja'), '-i', ja('hyp.literal.ja'), ja('hyp.weak.ja'), '-l', 'en-ja', '-pbs', '-pbsn', '100', '--bucket-ci', '50', '--score-buckets', 'bleu,ribes:25:50:75', '--freq-corpus', ja('hyp.fluent.ja')]);
    const normal = (data: Data) => JSON.parse(JSON.stringify({ ...data, references: null }).replace(/nrefs:\d+/g, 'nrefs:*')) as unknown;
    expect(twice.references).toEqual({ count: 2, files: [ja('ref.ja'), ja('ref.ja')] });
    expect(twice.sentenceBuckets.map((table) => [table.by, table.metric])).toEqual([['length', undefined], ['lengthdiff', undefined], ['score', 'bleu'], ['score', 'ribes']]);
    expect(twice.wordAccuracy.map((table) => [table.bucketing, table.frequencySource])).toEqual([['frequency', 'references'], ['frequency', 'corpus'], ['case', null]]);
    expect(normal(twice)).toEqual(normal(once));
  });
});

interface SegmentData {
  metrics: { id: string }[];
  segmentTable: { systems: { length: number; referenceLength: number; scores: number[] }[] }[];
}

/**
 * analyze's BLEU (taken from its word counts) against the scoring command's: every segment's
 * sentence BLEU (`-sl`, effective order) to 16 decimals with its hyp_len and ref_len, and the
 * corpus score, for each system; `refs` and `systems` are files, `flags` the options of both.
 * (With --jobs 2 the command gives one thread's JSON: see the test of --jobs 2.)
 */
async function expectScoringBleu(refs: string[], systems: string[], flags: string[]): Promise<void> {
  const run = await runInProcess(['analyze', ...refs, '-i', ...systems, ...flags, '-f', 'json', '-q']);
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  const data = JSON.parse(run.stdout) as SegmentData & Data;
  const bleu = data.metrics.findIndex((metric) => metric.id === 'bleu');
  for (const [o, system] of systems.entries()) {
    const sentences = await runInProcess([...refs, '-i', system, ...flags, '-m', 'bleu', '-sl', '-w', '16', '-q']);
    expect(sentences.status).toBe(0);
    const lines = sentences.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(data.segmentTable.length);
    const theirs = lines.map((line) => {
      const [, score, hyp, ref] = /= (\S+) .*hyp_len = (\d+) ref_len = (\d+)\)$/.exec(line) ?? [];
      return [score, Number(hyp), Number(ref)];
    });
    const ours = data.segmentTable.map((row) => {
      const entry = row.systems[o] as SegmentData['segmentTable'][number]['systems'][number];
      return [(entry.scores[bleu] as number).toFixed(16), entry.length, entry.referenceLength];
    });
    expect(ours).toEqual(theirs);
    const corpus = await runInProcess([...refs, '-i', system, ...flags, '-m', 'bleu', '-w', '16', '-f', 'json', '-q']);
    expect(corpus.status).toBe(0);
    expect(((data.scores[o] as Data['scores'][number]).scores[bleu] as number).toFixed(16)).toBe(Number((JSON.parse(corpus.stdout) as { score: number }).score).toFixed(16));
  }
}

describe("BLEU from the analyses' word counts", () => {
  /** Lines that make the corner cases: empty, shorter than 4 words, repeated words, mixed case, trailing whitespace, CJK. */
  const corner = {
    ref1: ['The cat sat on the mat.', '', 'a', 'the the the the', 'Ein Haus  ', '你好世界 mixed', 'same line', 'x y z w v u'],
    ref2: ['the Cat sat on a mat .', 'not empty', 'a b', 'the', 'ein haus', '你好 世界', 'same line', ''],
    hyp1: ['the cat sat on the mat .', '', 'a', 'the the the the the the', 'EIN HAUS \t', '你好世界', 'same line', 'x y'],
    hyp2: ['The cat', 'empty ref', '', 'the the', 'Ein Haus', '世界你好 Mixed', 'same', 'x y z w v u t'],
  };
  const file = (name: keyof typeof corner) => {
    const path = join(scratch, `corner.${name}`);
    writeFileSync(path, `${corner[name].join('\n')}\n`);
    return path;
  };

  it.each([
    ['the de-en sample', [], false],
    ['-lc', ['-lc'], false],
    ['-s floor -sv 0.5', ['-s', 'floor', '-sv', '0.5'], false],
  ])("gives the scoring command's sentence and corpus BLEU on the de-en sample with %s", async (_, flags) => {
    await expectScoringBleu([de('ref.en')], [de('hyp.good.en'), de('hyp.rough.en'), de('hyp.literal.en')], [...flags, '-m', 'bleu', 'chrf', 'ribes']);
  });

  it("gives the scoring command's BLEU on the Japanese samples (two references, ja-mecab)", async () => {
    await expectScoringBleu([ja('ref.ja'), ja('hyp.fluent.ja')], [ja('hyp.literal.ja'), ja('hyp.weak.ja')], ['-l', 'en-ja']);
  });

  it.each([['13a'], ['none'], ['char'], ['intl'], ['zh']])("gives the scoring command's BLEU on corner cases with -tok %s, with and without -lc, one and two references", async (tok) => {
    const systems = [file('hyp1'), file('hyp2')];
    await expectScoringBleu([file('ref1')], systems, ['-tok', tok, '-m', 'bleu']);
    await expectScoringBleu([file('ref1'), file('ref2')], systems, ['-tok', tok, '-lc', '-m', 'bleu', 'chrf']);
  });

  it("gives the scoring command's BLEU with the references as tab-separated fields (-nr 2)", async () => {
    const path = join(scratch, 'corner.tsv');
    // A last field left empty would be stripped with the line's end: 'z' stands in for it.
    writeFileSync(path, `${corner.ref1.map((line, i) => `${line}\t${corner.ref2[i] || 'z'}`).join('\n')}\n`);
    await expectScoringBleu([path], [file('hyp1'), file('hyp2')], ['-nr', '2', '-m', 'bleu', 'ter']);
  });
});

/** A label file for `path`: per word as 13a makes words, CAP, LOW or SIGN; `drop` leaves out a line's last label. */
function labelFile(path: string, drop = -1): string {
  const out = join(scratch, `${path.split('/').at(-1)}${drop >= 0 ? '.short' : ''}.labels`);
  const lines = readFileSync(path, 'utf8').replace(/\n$/, '').split('\n');
  const labels = lines.map((line, s) => {
    const words = tokenizer13a.tokenize(line).map((word) => (/^\p{Lu}/u.test(word) ? 'CAP' : /^\p{L}/u.test(word) ? 'LOW' : 'SIGN'));
    return (s === drop ? words.slice(0, -1) : words).join(' ');
  });
  writeFileSync(out, `${labels.join('\n')}\n`);
  return out;
}

describe('--word-labels and --freq-cutoffs', () => {
  const systems = [de('hyp.good.en'), de('hyp.rough.en')];
  const labels = [de('ref.en'), ...systems].map((path) => labelFile(path));

  it('adds a table by label, its words counted as the frequency table counts them', async () => {
    const data = await json([de('ref.en'), '-i', ...systems, '--word-labels', ...labels]);
    const table = data.wordAccuracy.at(-1);
    expect([table?.bucketing, table?.labelFiles]).toEqual(['label', { references: labels.slice(0, 1), systems: labels.slice(1) }]);
    expect(table?.buckets.map((bucket) => bucket.name)).toEqual(['CAP', 'LOW', 'SIGN']);
    const total = (t: Data['wordAccuracy'][number] | undefined, get: (b: Data['wordAccuracy'][number]['buckets'][number]) => number) => t?.buckets.reduce((sum, b) => sum + get(b), 0);
    expect(total(table, (b) => b.referenceWords)).toBe(total(data.wordAccuracy[0], (b) => b.referenceWords));
    expect(total(table, (b) => b.systems[1]?.matches ?? 0)).toBe(total(data.wordAccuracy[0], (b) => b.systems[1]?.matches ?? 0));
    const set = await json([de('ref.en'), '-i', ...systems, '--word-labels', ...labels, '--word-label-set', 'CAP+SIGN']);
    expect(set.wordAccuracy.at(-1)?.buckets.map((bucket) => bucket.name)).toEqual(['CAP', 'SIGN', 'other']);
    expect(set.wordAccuracy.at(-1)?.buckets[2]?.referenceWords).toBe(table?.buckets[1]?.referenceWords);
  });

  it('gives the same table for a reference and its labels given twice', async () => {
    const once = await json([de('ref.en'), '-i', ...systems, '--word-labels', ...labels]);
    const twice = await json([de('ref.en'), de('ref.en'), '-i', ...systems, '--word-labels', labels[0] as string, ...labels]);
    expect(twice.wordAccuracy.at(-1)?.buckets).toEqual(once.wordAccuracy.at(-1)?.buckets);
  });

  it('buckets the frequencies by the cutoffs given', async () => {
    const data = await json([de('ref.en'), '-i', ...systems, '--freq-cutoffs', '2:5:20.5']);
    expect(data.wordAccuracy[0]?.buckets.map((bucket) => bucket.name)).toEqual(['<2', '[2,5)', '[5,20.5)', '>=20.5']);
  });

  it.each([
    [() => ['--word-labels', labels[0] as string, labelFile(de('hyp.good.en'), 2), labels[2] as string], /hyp\.good\.en\.short\.labels:3: \d+ labels for \d+ words; a word label file needs one label per word as the line is tokenized \(check -tok and -lc\)\./],
    [() => ['--word-labels', ...labels.slice(0, 2)], /--word-labels has 2 files; give one per reference, then one per system: 3 for 1 reference and 2 systems/],
    [() => ['--word-label-set', 'A+B'], /--word-label-set names the labels of --word-labels; give --word-labels REFLABELS\.\.\. SYSLABELS\.\.\. too\./],
    [() => ['--word-labels'], /--word-labels needs REFL… SYSL…: word accuracy by label/],
    [() => ['--freq-cutoffs', '5:2'], /--freq-cutoffs 5:2: 2 is not above 5; give increasing numbers joined by ':'/],
  ])('%# is one clear error', async (extra) => {
    const run = await runInProcess(['analyze', de('ref.en'), '-i', ...systems, ...extra(), '-q']);
    expect(run.status).not.toBe(0);
    expect(run.stderr).toMatch(/^bleukit: error: /);
    expect(run.stderr.split('\n')).toHaveLength(2);
  });
});

describe('--freq-corpus and --freq-counts', () => {
  it('counts a corpus file\'s words as the references\' are made (ja-mecab): the reference as corpus gives the reference table', async () => {
    const data = await json([ja('ref.ja'), '-i', ja('hyp.literal.ja'), ja('hyp.weak.ja'), '-l', 'en-ja', '--freq-corpus', ja('ref.ja')]);
    expect(data.wordAccuracy.map((table) => [table.frequencySource, table.frequencyFile])).toEqual([['references', undefined], ['corpus', ja('ref.ja')], [null, undefined]]);
    expect(data.wordAccuracy[1]?.buckets).toEqual(data.wordAccuracy[0]?.buckets);
  });

  it('reads word<TAB>count lines, lowercased with -lc, a word listed again keeping its last count', async () => {
    const path = join(scratch, 'counts.tsv');
    writeFileSync(path, 'the\t5000\nThe\t7\n');
    const bucket = (data: Data, name: string) => data.wordAccuracy[1]?.buckets.find((b) => b.name === name)?.referenceWords;
    const cased = await json([de('ref.en'), '-i', de('hyp.good.en'), '--freq-counts', path]);
    expect([(bucket(cased, '>=1000') ?? 0) > 0, (bucket(cased, '[5,10)') ?? 0) > 0]).toEqual([true, true]);
    const lowered = await json([de('ref.en'), '-i', de('hyp.good.en'), '--freq-counts', path, '-lc']);
    expect([bucket(lowered, '>=1000'), bucket(lowered, '[5,10)')]).toEqual([0, (bucket(cased, '>=1000') ?? 0) + (bucket(cased, '[5,10)') ?? 0)]);
  });

  it.each([
    ['house 12\n', /counts\.bad\.tsv:1: "house 12" is not word<TAB>count; give one word, a tab and its count on every line/],
    ['house\ttwelve\n', /counts\.bad\.tsv:1: the count "twelve" is not an integer/],
  ])('%j in a count file is one clear error', async (text, message) => {
    const path = join(scratch, 'counts.bad.tsv');
    writeFileSync(path, text);
    const run = await runInProcess(['analyze', de('ref.en'), '-i', de('hyp.good.en'), '--freq-counts', path, '-q']);
    expect(run.status).not.toBe(0);
    expect(run.stderr).toMatch(message);
    expect(run.stderr).toMatch(/^bleukit: error: /);
    expect(run.stderr.split('\n')).toHaveLength(2);
  });

  it('takes one of them', async () => {
    const run = await runInProcess(['analyze', de('ref.en'), '-i', de('hyp.good.en'), '--freq-corpus', de('ref.en'), '--freq-counts', de('ref.en'), '-q']);
    expect(run.stderr).toBe('bleukit: error: --freq-corpus and --freq-counts both give word frequencies; give one of them.\n');
    expect(run.status).toBe(2);
  });
});

describe('--jobs 2', () => {
  it('gives the same JSON as one thread, through the built command', () => {
    ensureBuilt();
    const run = (jobs: string) => spawnSync(process.execPath, [BUILT_CLI, 'analyze', ...jaArgs, '-f', 'json', '-q', '--jobs', jobs], { encoding: 'utf8' });
    const one = run('1');
    expect(one.status).toBe(0);
    expect(run('2')).toMatchObject({ status: 0, stdout: one.stdout, stderr: '' });
  });
});

describe('significance', () => {
  it.each([['-pbs', 'bs'], ['-par', 'ar']])('%s gives the scoring command\'s paired test, on every metric', async (flag, test) => {
    const systems = [de('hyp.good.en'), de('hyp.rough.en'), de('hyp.literal.en')];
    const data = await json([de('ref.en'), '-i', ...systems, flag]);
    expect(data.significance.map((t) => t.test)).toEqual([test]);
    const scored = await runInProcess([de('ref.en'), '-i', ...systems, '-m', 'bleu', 'chrf', 'ter', 'ribes', flag, '-f', 'json', '-w', '16', '-q']);
    expect(scored.status).toBe(0);
    const rows = JSON.parse(scored.stdout) as { system: string; [metric: string]: unknown }[];
    expect(rows).toHaveLength(3);
    for (const metric of data.significance[0]?.metrics ?? []) {
      const name = data.metrics.find((m) => m.id === metric.metric)?.name as string;
      metric.systems.forEach((system, o) => {
        const theirs = (rows[o] as Record<string, unknown>)[name] as { score: number; p_value?: number | null; mean?: number | null; ci?: number | null };
        expect([system.score, system.pValue, system.mean, system.ci]).toEqual([theirs.score, theirs.p_value ?? null, theirs.mean ?? null, theirs.ci ?? null]);
      });
    }
  });
});

describe('-m meteor', () => {
  it('loads WordNet as scoring does and reports METEOR beside the other metrics, with the scoring command\'s scores', async () => {
    const systems = [de('hyp.good.en'), de('hyp.rough.en'), de('hyp.literal.en')];
    const data = await json([de('ref.en'), '-i', ...systems, '-m', 'bleu', 'meteor']);
    expect(data.metrics.map((metric) => metric.id)).toEqual(['bleu', 'meteor']);
    const scored = await runInProcess([de('ref.en'), '-i', ...systems, '-m', 'bleu', 'meteor', '-f', 'json', '-w', '16', '-q']);
    expect(scored.status).toBe(0);
    const table = JSON.parse(scored.stdout) as Record<string, string>[];
    data.scores.forEach((system, o) => {
      data.metrics.forEach((metric, m) => expect((system.scores[m] as number).toFixed(16)).toBe(Number((table[o] as Record<string, string>)[metric.name]).toFixed(16)));
    });
    const text = await runInProcess(['analyze', de('ref.en'), '-i', ...systems, '-m', 'meteor', '-q']);
    expect(text.stderr).toBe('');
    expect(text.status).toBe(0);
    expect(text.stdout).toContain('METEOR');
  });
});

describe('--labels', () => {
  const labels = (name: string, count: number, make: (k: number) => string = (k) => (k < 10 ? 'news' : 'chat')) => {
    const path = join(scratch, name);
    writeFileSync(path, Array.from({ length: count }, (_, k) => `${make(k)}\n`).join(''));
    return path;
  };

  it('buckets the sentences by label, in the order the labels first appear', async () => {
    const data = await json([de('ref.en'), '-i', de('hyp.good.en'), de('hyp.rough.en'), '--labels', labels('ok.txt', 30)]);
    const table = data.sentenceBuckets.find((t) => t.by === 'label');
    expect(table?.buckets.map((b) => [b.name, b.systems.map((s) => s.count)])).toEqual([['news', [10, 10]], ['chat', [20, 20]]]);
  });

  it.each([
    ['short.txt', 29, () => 'x', ':30: the label file ends after 29 lines but the references have 30'],
    ['long.txt', 31, () => 'x', ':31: the label file has 31 lines but the references have 30'],
    ['empty.txt', 30, (k: number) => (k === 6 ? ' ' : 'x'), ':7: the label is empty'],
  ])('%s is one clear error with file:line', async (name, count, make, message) => {
    const path = labels(name, count, make);
    const run = await runInProcess(['analyze', de('ref.en'), '-i', de('hyp.good.en'), '--labels', path]);
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(`bleukit: error: ${path}${message}; give ${message.includes('empty') ? 'every line a label (e.g. its document or domain)' : 'one label per reference line'}.\n`);
  });
});

describe('--segments', () => {
  it('writes the side-by-side table as CSV, sorted by a metric\'s difference, and as JSON', async () => {
    const csv = join(scratch, 'segments.csv');
    const run = await runInProcess(['analyze', de('ref.en'), '-i', de('hyp.good.en'), de('hyp.rough.en'), de('hyp.literal.en'), '--pair', '3,1', '--sort-by', 'chrf', '--segments', csv, '-q']);
    expect(run.status).toBe(0);
    const rows = readFileSync(csv, 'utf8').trimEnd().split('\n');
    expect(rows).toHaveLength(31);
    const header = (rows[0] as string).split(',');
    expect(header.slice(5, 7)).toEqual(['left_system', 'right_system']);
    const diff = header.indexOf('diff_chrf');
    const csvDiffs = rows.slice(1).map((row) => Number(row.split(',').at(diff - header.length)));
    expect(csvDiffs).toEqual([...csvDiffs].sort((a, b) => b - a));
    const jsonPath = join(scratch, 'segments.json');
    expect((await runInProcess(['analyze', de('ref.en'), '-i', de('hyp.good.en'), de('hyp.rough.en'), de('hyp.literal.en'), '--pair', 'hyp.literal.en,hyp.good.en', '--sort-by', 'chrf', '--segments', jsonPath, '-q'])).status).toBe(0);
    const table = JSON.parse(readFileSync(jsonPath, 'utf8')) as Record<string, unknown>[];
    expect(table.map((row) => row['left_system'])).toEqual(Array(30).fill('hyp.literal.en'));
    const diffs = table.map((row) => row['diff_chrf'] as number);
    expect(diffs).toEqual([...diffs].sort((a, b) => b - a));
    expect(diffs.every((d, k) => d === (table[k]?.['right_chrf'] as number) - (table[k]?.['left_chrf'] as number))).toBe(true);
  });

  it.each([
    [['--segments', 'out.txt'], /--segments out\.txt: the file name must end in \.csv or \.json/],
    [['--segments', 'x.csv', '--pair', '1,9'], /--pair 1,9: '9' is not a system/],
    [['--segments', 'x.csv', '--sort-by', 'meteor'], /cannot sort the segments by 'meteor': give one of line, length, bleu, chrf, ter, ribes/],
    [['--sort-by', 'bleu'], /--sort-by orders the segment table written by --segments/],
    [['--bucket-ci', '0'], /--bucket-ci 0: give a whole number of resamples ≥ 1/],
    [['--labels'], /--labels needs FILE: one label per line/],
    [['--score-buckets', 'meteor'], /cannot bucket sentences by the score 'meteor': give one of the metrics scored \(bleu, chrf, ter, ribes\)/],
    [['-m', 'bleu', '--score-buckets', 'chrf'], /cannot bucket sentences by the score 'chrf': give one of the metrics scored \(bleu\)/],
    [['--score-buckets', 'chrf:10:ten'], /--score-buckets chrf:10:ten: the cutoff 'ten' is not a number/],
    [['--score-buckets'], /--score-buckets needs M: sentence buckets by sentence score/],
    [['-t', 'wmt17'], /bleukit analyze reads local files only/],
    [['--html', 'no-such-folder/report.html'], /cannot write no-such-folder\/report\.html \(--html\): /],
  ])('%j is one clear error', async (extra, message) => {
    const run = await runInProcess(['analyze', de('ref.en'), '-i', de('hyp.good.en'), de('hyp.rough.en'), ...extra, '-q'], scratch);
    expect(run.status).not.toBe(0);
    expect(run.stderr).toMatch(message);
    expect(run.stderr.split('\n')).toHaveLength(2);
    expect(run.stderr).toMatch(/^bleukit: error: /);
  });
});

describe('--html', () => {
  it('writes one self-contained page with every system and the Japanese words', async () => {
    const path = join(scratch, 'report.html');
    const run = await runInProcess(['analyze', ...jaArgs, '--html', path, '-q']);
    expect(run.status).toBe(0);
    const html = readFileSync(path, 'utf8');
    expect(html).toMatch(/^<!DOCTYPE html>/i);
    expect(html).toContain('hyp.literal.ja');
    expect(html).toContain('hyp.weak.ja');
    expect(html).not.toMatch(/(src|href)\s*=\s*["']?https?:|url\(\s*["']?https?:/i);
    // The text report still goes to stdout.
    expect(run.stdout).toContain('\nScores\n');
  });
});

describe('the text report and help', () => {
  it('prints every section', async () => {
    const labels = [de('ref.en'), de('hyp.good.en'), de('hyp.rough.en')].map((path) => labelFile(path));
    const run = await runInProcess(['analyze', de('ref.en'), '-i', de('hyp.good.en'), de('hyp.rough.en'), '--score-buckets', 'chrf', '--word-labels', ...labels, '-q']);
    expect(run.status).toBe(0);
    for (const heading of ['Scores', 'Word F-measure by frequency in the references', 'Word F-measure by case', 'Word F-measure by label', 'Sentences by reference length', 'Sentences by sentence chrF2', 'N-grams matched more by hyp.good.en than hyp.rough.en (alpha 1)', 'Where hyp.rough.en beats hyp.good.en most (BLEU)']) {
      expect(run.stdout).toContain(`\n${heading}\n`);
    }
  });

  it('has -h listing its own options', async () => {
    const run = await runInProcess(['analyze', '-h']);
    expect(run.status).toBe(0);
    for (const option of ['--labels FILE', '--segments FILE', '--sort-by KEY', '--bucket-ci N', '--html FILE', '--src FILE', '--pair A,B', '--score-buckets M', '--freq-corpus FILE', '--freq-counts FILE', '--freq-cutoffs C1:C2', '--word-labels REFL', '--word-label-set L1+L2']) expect(run.stdout).toContain(option);
  });
});
