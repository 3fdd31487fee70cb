// The program on generated corpora (few words, so many repeated n-grams, duplicate lines and equal
// scores), against compare-mt 0.2.11 run live on the same files with the same arguments: the
// report compared as the conformance records are (n-grams of equal score as sets).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compareMtMissing, runPython } from '../../../test-support/compare-mt-tools.js';
import { withoutTieOrder } from '../../../test-support/compare-mt-report.js';
import { seededRandom } from '../../../test-support/seeded-random.js';
import { compareMt } from './compare-mt.js';
import type { Corpus, CorpusFiles } from './report/report-context.js';

const folder = mkdtempSync(join(tmpdir(), 'bleukit-compare-mt-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const WORDS = ['the', 'The', 'a', 'cat', 'Cat', 'sat', 'on', 'mat', '.', ',', 'über', 'Ünder', '😀'];
const draw = seededRandom(2019);
const pick = <T>(items: readonly T[]): T => items[Math.floor(draw() * items.length)] as T;
const line = (): string[] => Array.from({ length: Math.floor(draw() * 9) }, () => pick(WORDS));
const label = (word: string): string => (/^[A-ZÜ]/.test(word) ? 'CAP' : /\w/.test(word) ? 'WORD' : 'PUNCT');

/** A reference, three outputs (partly copies of the reference and of each other), a source, word labels. */
function writeCorpora(): void {
  const lines = 40;
  const ref = Array.from({ length: lines }, line);
  // Repeated segments exercise the examples' de-duplication.
  for (let k = 30; k < lines; k++) ref[k] = ref[k - 30] as string[];
  const outs = [0, 1, 2].map((s) => ref.map((words, k) => (draw() < 0.3 ? [...words] : k >= 30 && s === 0 ? line() : line())));
  for (let k = 30; k < lines; k++) for (const out of outs) if (k % 2 === 0) out[k] = out[k - 30] as string[];
  const write = (name: string, corpus: string[][]): void => writeFileSync(join(folder, name), corpus.map((words) => `${words.join(' ')}\n`).join(''));
  write('ref.txt', ref);
  outs.forEach((out, s) => write(`out${s}.txt`, out));
  const src = Array.from({ length: lines }, line);
  write('src.txt', src);
  // Source-to-reference word alignments, `i-j` pairs, at least one a line (compare-mt reads an
  // empty line as a malformed pair); an empty line is one empty word to compare-mt.
  const align = src.map((words, k) => {
    const refLength = Math.max(1, (ref[k] as string[]).length);
    const pairs = Array.from({ length: Math.max(1, words.length) }, (_, i) => i)
      .filter((i) => i === 0 || draw() < 0.7)
      .map((i) => `${i}-${Math.floor(draw() * refLength)}`);
    return pairs;
  });
  write('align.txt', align);
  write('ref.label', ref.map((words) => words.map(label)));
  outs.forEach((out, s) => write(`out${s}.label`, out.map((words) => words.map(label))));
}
writeCorpora();

const NONE = ['--compare_scores', '--compare_word_accuracies', '--compare_sentence_buckets', '--compare_ngrams', '--compare_sentence_examples'];
const FILES = ['ref.txt', 'out0.txt', 'out1.txt', 'out2.txt'];

/** Runs of the program: one analysis each, the others turned off. */
const RUNS: [name: string, argv: string[]][] = [
  ['n-grams, defaults', [...FILES, ...NONE, '--compare_ngrams', 'compare_type=match,report_length=1000']],
  ['n-grams over, alpha 0.5', [...FILES, ...NONE, '--compare_ngrams', 'compare_type=over,alpha=0.5,report_length=1000']],
  ['n-grams under, lengths 2-3', [...FILES, ...NONE, '--compare_ngrams', 'compare_type=under,min_ngram_length=2,max_ngram_length=3,report_length=1000']],
  ['n-grams, three directions', [...FILES, ...NONE, '--compare_ngrams', 'compare_directions=0-1;1-2;0-2,report_length=1000', 'compare_type=over,compare_directions=2-0;0-1,report_length=1000']],
  ['n-grams, case-insensitive', [...FILES, ...NONE, '--compare_ngrams', 'case_insensitive=True,report_length=1000,alpha=2']],
  ['n-grams, short lists', [...FILES, ...NONE, '--compare_ngrams', 'report_length=0,max_ngram_length=1', 'report_length=-3,max_ngram_length=1', 'report_length=2,title=Short', 'report_length=2,title=']],
  ['n-grams, labels', [...FILES, ...NONE, '--compare_ngrams', 'ref_labels=ref.label,out_labels=out0.label;out1.label;out2.label,report_length=1000', 'ref_labels=ref.label,out_labels=out0.label;out1.label;out2.label,compare_type=under,compare_directions=1-2,report_length=1000']],
  ['examples, exact and length', [...FILES, ...NONE, '--compare_sentence_examples', 'score_type=exact,report_length=50', 'score_type=length,compare_directions=0-2;2-1,report_length=4']],
  ['examples, source, all and none', [...FILES, '--src_file', 'src.txt', ...NONE, '--compare_sentence_examples', 'score_type=exact,report_length=0', 'score_type=length,report_length=-38']],
  ['examples, sentbleu', [...FILES, ...NONE, '--compare_sentence_examples', 'report_length=50', 'case_insensitive=True,compare_directions=1-2;2-0']],
  ['examples, sentbleu on the 0-1 scale', [...FILES, ...NONE, '--scorer_scale', '1', '--compare_sentence_examples', 'report_length=50']],
  ['the default report', [...FILES, '--src_file', 'src.txt']],
  ['the default report with bootstraps', [...FILES, '--src_file', 'src.txt', '--seed', '17', '--compare_scores', 'score_type=bleu,bootstrap=50', 'score_type=sentbleu,bootstrap=30', '--compare_sentence_buckets', 'bucket_type=length,statistic_type=score,score_measure=bleu', '--compare_word_accuracies', 'bucket_type=freq,output_bucket_details=True']],
  ['source word accuracy', [...FILES, '--src_file', 'src.txt', ...NONE, '--compare_src_word_accuracies', 'ref_align_file=align.txt', 'ref_align_file=align.txt,bucket_type=case']],
  ['scores', [...FILES, ...NONE, '--compare_scores', 'score_type=length', 'score_type=exact,title=Exact', 'score_type=exact,title=', '--decimals', '2', '--sys_names', 'x', 'y', 'z']],
  ['scores, bootstrap', [...FILES, '--src_file', 'src.txt', ...NONE, '--seed', '11', '--compare_scores', 'score_type=length,bootstrap=30', 'score_type=exact,bootstrap=20,prob_thresh=0.5']],
  ['scores, bootstrap, two systems', ['ref.txt', 'out0.txt', 'out1.txt', '--src_file', 'src.txt', ...NONE, '--seed', '3', '--compare_scores', 'score_type=length,bootstrap=40', '--scorer_scale', '1']],
  ['scores, bootstrap, one system', ['ref.txt', 'out2.txt', '--src_file', 'src.txt', ...NONE, '--seed', '4', '--compare_scores', 'score_type=exact,bootstrap=40']],
];

const PROGRAM = `
import io, json, os, sys, contextlib
from compare_mt import compare_mt_main
os.chdir(sys.argv[1])
outputs = []
for argv in json.load(sys.stdin):
    sys.argv = ['compare_mt'] + argv
    text = io.StringIO()
    with contextlib.redirect_stdout(text):
        compare_mt_main.main()
    outputs.append(text.getvalue())
print(json.dumps(outputs))
`;

/** The files of the folder, read as the command reads them. */
const files: CorpusFiles = {
  lines: (path) => readFileSync(join(folder, path), 'utf8').split('\n').slice(0, -1),
  tokens: (path): Corpus => files.lines(path).map((text) => text.trim().split(' ')),
};

describe.skipIf(compareMtMissing !== undefined)(`the program on generated corpora, against compare-mt live${compareMtMissing ? ` (skipped: ${compareMtMissing})` : ''}`, () => {
  const expected = JSON.parse(runPython(PROGRAM.replace('sys.argv[1]', JSON.stringify(folder)), JSON.stringify(RUNS.map(([, argv]) => argv)))) as string[];

  it.each(RUNS.map(([name, argv], k) => [name, argv, k] as const))('%s', (_name, argv, k) => {
    let report = '';
    compareMt(argv, { files, write: (text) => void (report += text) });
    expect(report.length).toBeGreaterThan(100);
    expect(withoutTieOrder(report)).toBe(withoutTieOrder(expected[k] as string));
  });
});
