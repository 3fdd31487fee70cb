// `bleukit analyze --word-label-type` and `--label-type`: multilabels and numeric labels of words
// (against compare-mt 0.2.11 run live on the same words, one reference) and of sentences; a
// reference given twice; the text report and the page; the errors, each one line naming the
// option or the file and line to fix.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tokenizer13a } from '@bleukit/tokenizer-regex';
import { afterAll, describe, expect, it } from 'vitest';
import { compareMtMissing, runPython } from '../../../../../test-support/compare-mt-tools.js';
import { runInProcess } from '../../test-helpers.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..', '..');
const de = (name: string) => join(root, 'samples', 'en-de', name);
const scratch = mkdtempSync(join(tmpdir(), 'bleukit-label-types-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

interface WordTable {
  bucketing: string;
  labelType?: string;
  buckets: { name: string; referenceWords: number; systems: { matches: number; outputWords: number; recall: number; precision: number; fmeasure: number }[] }[];
}
interface SentenceTable {
  by: string;
  title: string;
  labelType?: string;
  buckets: { name: string; systems: { count: number; lines: number[]; scores: { score: number | null }[] }[] }[];
}
interface Data {
  scores: { scores: number[] }[];
  wordAccuracy: WordTable[];
  sentenceBuckets: SentenceTable[];
}

async function json(args: string[]): Promise<Data> {
  const run = await runInProcess(['analyze', ...args, '-f', 'json', '-q']);
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  return JSON.parse(run.stdout) as Data;
}

const write = (name: string, lines: readonly string[]): string => {
  const path = join(scratch, name);
  writeFileSync(path, lines.map((line) => `${line}\n`).join(''));
  return path;
};
const words = (path: string): string[][] => readFileSync(path, 'utf8').replace(/\n$/, '').split('\n').map((line) => tokenizer13a.tokenize(line));
const base = (path: string) => path.split('/').at(-1) as string;

const systems = [de('hyp.good.en'), de('hyp.rough.en')];
const texts = [de('ref.en'), ...systems];
/** Per file: its 13a words (what compare-mt reads), multilabels (case, plus LONG for long words) and numeric labels (length / 10). */
const files = texts.map((path) => {
  const lines = words(path);
  const kind = (word: string) => (/^\p{Lu}/u.test(word) ? 'CAP' : /^\p{L}/u.test(word) ? 'LOW' : 'SIGN');
  return {
    tokens: write(`${base(path)}.tok`, lines.map((line) => line.join(' '))),
    multi: write(`${base(path)}.multi`, lines.map((line) => line.map((w) => (w.length > 6 ? `${kind(w)}+LONG` : kind(w))).join(' '))),
    num: write(`${base(path)}.num`, lines.map((line) => line.map((w) => String(w.length / 10)).join(' '))),
  };
});
const multi = files.map((f) => f.multi);
const num = files.map((f) => f.num);

// compare-mt's word bucketer on the files, read by compare-mt's reader: per system and bucket
// (matches, reference words, output words, recall, precision, F-measure).
const BUCKETER = `
import json, sys
from compare_mt import bucketers, corpus_utils
a = json.loads(sys.stdin.read())
load = corpus_utils.load_tokens
bucketer = bucketers.create_word_bucketer_from_profile(a['type'], label_set=a.get('label_set'), bucket_cutoffs=a.get('bucket_cutoffs'))
stats, _, _, _ = bucketer.calc_statistics(load(a['ref']), [load(o) for o in a['outs']], ref_labels=load(a['labels'][0]), out_labels=[load(o) for o in a['labels'][1:]])
print(json.dumps({'names': bucketer.bucket_strs, 'stats': [[[int(m), int(r), int(o), float(rec), float(prec), float(f)] for (m, r, o, rec, prec, f) in s] for s in stats]}))
`;

describe('--word-label-type', () => {
  const cases = [
    ['multilabel', multi, ['--word-label-set', 'CAP+LONG+SIGN'], { label_set: 'CAP+LONG+SIGN' }],
    ['numlabel', num, [], {}],
    ['numlabel', num, ['--word-label-cutoffs', '0.3:0.6:1'], { bucket_cutoffs: '0.3:0.6:1' }],
  ] as const;
  const named = cases.map((c) => [[c[0], ...c[2]].join(' '), ...c] as const);

  describe.skipIf(compareMtMissing !== undefined)(`with one reference, compare-mt 0.2.11 run live${compareMtMissing ? ` (skipped: ${compareMtMissing})` : ''}`, () => {
  it.each(named)('%s: compare-mt\'s numbers', async (_name, type, labels, options, profile) => {
    const data = await json([de('ref.en'), '-i', ...systems, '--word-labels', ...labels, '--word-label-type', type, ...options]);
    const expected = JSON.parse(runPython(BUCKETER, JSON.stringify({ type, ...profile, ref: files[0]?.tokens, outs: files.slice(1).map((f) => f.tokens), labels }))) as { names: string[]; stats: number[][][] };
    const table = data.wordAccuracy.at(-1);
    expect([table?.bucketing, table?.labelType]).toEqual(['label', type]);
    expect(table?.buckets.map((b) => b.name)).toEqual(expected.names);
    expect(table?.buckets.map((b) => b.systems.map((s) => [s.matches, b.referenceWords, s.outputWords, s.recall, s.precision, s.fmeasure]))).toEqual(
      expected.names.map((_, k) => systems.map((_, o) => (expected.stats[o] as number[][])[k])),
    );
  });
  });

  it.each(named)('%s: the reference and its labels given twice change nothing', async (_name, type, labels, options) => {
    const once = await json([de('ref.en'), '-i', ...systems, '--word-labels', ...labels, '--word-label-type', type, ...options]);
    const twice = await json([de('ref.en'), de('ref.en'), '-i', ...systems, '--word-labels', labels[0] as string, ...labels, '--word-label-type', type, ...options]);
    const [a, b] = [twice.wordAccuracy.at(-1), once.wordAccuracy.at(-1)];
    expect([a?.labelType, a?.buckets]).toEqual([type, b?.buckets]);
  });

  it('counts a multilabel word in each bucket: LONG beside its case', async () => {
    const data = await json([de('ref.en'), '-i', ...systems, '--word-labels', ...multi, '--word-label-type', 'multilabel']);
    const table = data.wordAccuracy.at(-1);
    const refWords = (name: string) => table?.buckets.find((b) => b.name === name)?.referenceWords ?? 0;
    expect(table?.buckets.map((b) => b.name)).toEqual(['CAP', 'LONG', 'LOW', 'SIGN']);
    // Each word once by its case, and the long ones once more.
    expect(refWords('CAP') + refWords('LOW') + refWords('SIGN')).toBe(data.wordAccuracy[0]?.buckets.reduce((sum, b) => sum + b.referenceWords, 0));
    expect(refWords('LONG')).toBeGreaterThan(0);
  });
});

describe('--label-type', () => {
  const sentenceLabels = (name: string, make: (k: number) => string) => write(name, Array.from({ length: 30 }, (_, k) => make(k)));
  const labelTable = (data: Data) => data.sentenceBuckets.find((t) => t.by === 'label');
  const summary = (table: SentenceTable | undefined) => table?.buckets.map((b) => [b.name, b.systems.map((s) => s.lines), b.systems.map((s) => s.scores.map((x) => x.score))]);

  it('numlabel: buckets the sentences by their numbers as the same buckets given as plain labels', async () => {
    const numbers = await json([de('ref.en'), '-i', ...systems, '--labels', sentenceLabels('num.txt', (k) => String(k / 30)), '--label-type', 'numlabel']);
    const bucket = (k: number) => (k / 30 < 0.25 ? '<0.25' : k / 30 < 0.5 ? '[0.25,0.5)' : k / 30 < 0.75 ? '[0.5,0.75)' : '>=0.75');
    const plain = await json([de('ref.en'), '-i', ...systems, '--labels', sentenceLabels('named.txt', bucket)]);
    const table = labelTable(numbers);
    expect([table?.title, table?.labelType]).toEqual(['numeric label', 'numlabel']);
    expect(table?.buckets.map((b) => [b.name, b.systems[0]?.count])).toEqual([['<0.25', 8], ['[0.25,0.5)', 7], ['[0.5,0.75)', 8], ['>=0.75', 7]]);
    expect(summary(table)).toEqual(summary(labelTable(plain)));
    const cut = await json([de('ref.en'), '-i', ...systems, '--labels', sentenceLabels('num.txt', (k) => String(k / 30)), '--label-type', 'numlabel', '--label-cutoffs', '0.5']);
    expect(labelTable(cut)?.buckets.map((b) => [b.name, b.systems[1]?.count])).toEqual([['<0.5', 15], ['>=0.5', 15]]);
  });

  it('multilabel: a sentence counts in each of its labels\' buckets; a bucket of every sentence scores the corpus', async () => {
    const data = await json([de('ref.en'), '-i', ...systems, '--labels', sentenceLabels('multi.txt', (k) => (k < 10 ? 'news+all' : 'all+chat')), '--label-type', 'multilabel']);
    const table = labelTable(data);
    expect([table?.title, table?.labelType]).toEqual(['multilabel', 'multilabel']);
    expect(table?.buckets.map((b) => [b.name, b.systems.map((s) => s.count)])).toEqual([['news', [10, 10]], ['all', [30, 30]], ['chat', [20, 20]]]);
    expect(table?.buckets[1]?.systems.map((s) => s.scores.map((x) => x.score))).toEqual(data.scores.map((s) => s.scores));
  });
});

describe('--label-set', () => {
  const topics = ['news', 'sports', 'chat'];
  const labels = write('topics.txt', Array.from({ length: 30 }, (_, k) => topics[k % 3] as string));
  const labelTable = (data: Data) => data.sentenceBuckets.find((t) => t.by === 'label');
  const rows = (data: Data) => new Map(labelTable(data)?.buckets.map((b) => [b.name, b.systems.map((s) => [s.count, s.scores.map((x) => x.score)])]));

  it("buckets by the set's labels in its order, and every other label's sentences under 'other'", async () => {
    const all = rows(await json([de('ref.en'), '-i', ...systems, '--labels', labels]));
    const set = rows(await json([de('ref.en'), '-i', ...systems, '--labels', labels, '--label-set', 'chat+news']));
    expect([...all.keys()]).toEqual(['news', 'sports', 'chat']);
    expect([...set.keys()]).toEqual(['chat', 'news', 'other']);
    expect(set.get('chat')).toEqual(all.get('chat'));
    expect(set.get('news')).toEqual(all.get('news'));
    expect(set.get('other')).toEqual(all.get('sports'));
  });

  it("multilabel: a sentence counts once in 'other' for all its labels outside the set", async () => {
    const multi = write('multi-topics.txt', Array.from({ length: 30 }, (_, k) => `all+${topics[k % 3] as string}+web`));
    const data = await json([de('ref.en'), '-i', ...systems, '--labels', multi, '--label-type', 'multilabel', '--label-set', 'news+all']);
    const table = labelTable(data);
    expect(table?.buckets.map((b) => [b.name, b.systems[0]?.count])).toEqual([['news', 10], ['all', 30], ['other', 30]]);
    expect(table?.buckets[2]?.systems[0]?.lines).toEqual(Array.from({ length: 30 }, (_, k) => k + 1));
    expect(table?.buckets[2]?.systems.map((s) => s.scores.map((x) => x.score))).toEqual(data.scores.map((s) => s.scores));
  });
});

describe('the text report and the page', () => {
  it('titles the tables by their label type', async () => {
    const html = join(scratch, 'report.html');
    const labels = write('sent.num', Array.from({ length: 30 }, (_, k) => String(k / 30)));
    const run = await runInProcess(['analyze', de('ref.en'), '-i', ...systems, '--word-labels', ...num, '--word-label-type', 'numlabel', '--labels', labels, '--label-type', 'numlabel', '--html', html, '-q']);
    expect(run.status).toBe(0);
    for (const heading of ['Word F-measure by numeric label', 'Sentences by numeric label']) expect(run.stdout).toContain(`\n${heading}\n`);
    const page = readFileSync(html, 'utf8');
    for (const caption of ['word fmeas by numeric label bucket', 'word rec by numeric label bucket']) expect(page).toContain(caption);
  });
});

describe('errors', () => {
  const bad = write('bad.num', readFileSync(num[1] as string, 'utf8').replace(/\n$/, '').split('\n').map((line, s) => (s === 4 ? line.replace(/^\S+/, 'x') : line)));
  const badSentence = write('bad-sentence.num', Array.from({ length: 30 }, (_, k) => (k === 11 ? 'twelve' : String(k / 30))));

  it.each([
    ['a word label that is not a number', ['--word-labels', num[0] as string, bad, num[2] as string, '--word-label-type', 'numlabel'], `bleukit: error: ${bad}:5: word 1: the label "x" is not a number; numeric labels (numlabel) must each be a number, e.g. 0.5.`],
    ['a sentence label that is not a number', ['--labels', badSentence, '--label-type', 'numlabel'], `bleukit: error: ${badSentence}:12: the label "twelve" is not a number; numeric labels (numlabel) must each be a number, e.g. 0.5.`],
    ['an unknown label type', ['--word-labels', ...num, '--word-label-type', 'pos'], "bleukit: error: --word-label-type pos: give one of label (one bucket per label); multilabel (labels joined by '+', counted in the bucket of each); numlabel (the label read as a number, bucketed by cutoffs, 0.25:0.5:0.75 by default)."],
    ['a label set with numeric labels', ['--word-labels', ...num, '--word-label-type', 'numlabel', '--word-label-set', 'A+B'], 'bleukit: error: --word-label-set names labels; numeric labels (--word-label-type numlabel) are bucketed by --word-label-cutoffs C1:C2... instead (default 0.25:0.5:0.75).'],
    ['cutoffs without numeric labels', ['--word-labels', ...num, '--word-label-cutoffs', '1:2'], 'bleukit: error: --word-label-cutoffs buckets numeric labels; give --word-label-type numlabel too.'],
    ['a label type without label files', ['--word-label-type', 'numlabel'], 'bleukit: error: --word-label-type says how the labels of --word-labels make buckets; give --word-labels REFLABELS... SYSLABELS... too.'],
    ['sentence label cutoffs without --labels', ['--label-cutoffs', '0.5'], 'bleukit: error: --label-cutoffs says how the labels of --labels make buckets; give --labels FILE too.'],
    ['a sentence label set without --labels', ['--label-set', 'news+chat'], 'bleukit: error: --label-set says how the labels of --labels make buckets; give --labels FILE too.'],
    ['a sentence label set with numeric labels', ['--labels', badSentence, '--label-type', 'numlabel', '--label-set', 'A+B'], 'bleukit: error: --label-set names labels; numeric labels (--label-type numlabel) are bucketed by --label-cutoffs C1:C2... instead (default 0.25:0.5:0.75).'],
    ['an empty label in a label set', ['--labels', badSentence, '--label-set', 'news++chat'], "bleukit: error: --label-set news++chat: a label is empty; join the labels with single '+' signs, e.g. --label-set A+B."],
    ['cutoffs out of order', ['--labels', badSentence, '--label-type', 'numlabel', '--label-cutoffs', '0.5:0.2'], "bleukit: error: --label-cutoffs 0.5:0.2: 0.2 is not above 0.5; give increasing numbers joined by ':', e.g. --label-cutoffs 0.25:0.5:0.75."],
  ] as const)('%s', async (_name, extra, message) => {
    const run = await runInProcess(['analyze', de('ref.en'), '-i', ...systems, ...extra, '-q']);
    expect(run.status).not.toBe(0);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(`${message}\n`);
  });
});

describe('-h', () => {
  it('lists the label type options with the types', async () => {
    const run = await runInProcess(['analyze', '-h']);
    for (const option of ['--label-type TYPE', '--label-set L1+L2', '--label-cutoffs C1:C2', '--word-label-type TYPE', '--word-label-cutoffs C1:C2', 'label, multilabel or numlabel']) expect(run.stdout).toContain(option);
  });
});
