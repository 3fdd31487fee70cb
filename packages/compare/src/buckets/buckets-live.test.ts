// compare-mt 0.2.11 run live on what its records do not cover: multilabels and numeric labels,
// float cutoffs, case-insensitive counts from a count file with bad lines, bucket details with
// labels, source word accuracy through an alignment file, sentence buckets by numeric label and
// with bucket details. Each run prints only these analyses; bleukit's must be the same bytes.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pythonStrip } from '@bleukit/core';
import { compareMtMissing, runPython } from '../../../../test-support/compare-mt-tools.js';
import { recordFiles, recordsDir } from '../../../../test-support/compare-mt-sections.js';
import { seededRandom } from '../../../../test-support/seeded-random.js';
import { createReportContext, parseCompareMtArguments } from '../compare-mt.js';
import { parseProfile } from '../report/profile.js';
import { sentenceBucketReport } from './sentence-bucket-report.js';
import { sourceWordAccuracyReport, wordAccuracyReport } from './word-accuracy.js';

const MAIN = `
import json, sys
from compare_mt import compare_mt_main
sys.argv = ['compare-mt'] + json.loads(sys.stdin.read())
compare_mt_main.main()
`;

// compare-mt with the two mistakes of generate_sentence_bucketed_report mended: the interval
// lambda of output_bucket_details takes the source it is given (compare-mt calls it with three
// arguments, and it takes two), and statistic_type=count keeps the reference that length and
// label buckets read (compare-mt drops it, then appends to it). What the mended code prints is
// what bleukit prints where compare-mt crashes.
const MENDED_MAIN = `
import inspect, json, sys
from compare_mt import compare_mt_main
source = inspect.getsource(compare_mt_main.generate_sentence_bucketed_report)
for wrong, right in [('ref = ref_label = None', 'pass'), ('lambda out,ref: sign_utils', 'lambda out,ref,src: sign_utils')]:
    assert wrong in source
    source = source.replace(wrong, right)
exec(compile(source, compare_mt_main.__file__, 'exec'), compare_mt_main.__dict__)
sys.argv = ['compare-mt'] + json.loads(sys.stdin.read())
compare_mt_main.main()
`;

const files = recordFiles(recordsDir, pythonStrip);
const input = (name: string): string => join(recordsDir, 'inputs', 'de-en', name);
const SYSTEMS = ['hyp.Online-B', 'hyp.JDExploreAcademy'];

/** Writes the extra files of the runs into `dir`; returns their paths. */
function writeInputs(dir: string): Record<string, string> {
  const paths: Record<string, string> = {};
  const write = (name: string, lines: string[]): void => {
    paths[name] = join(dir, name);
    writeFileSync(paths[name] as string, lines.map((line) => `${line}\n`).join(''));
  };
  for (const name of ['ref.A', ...SYSTEMS]) {
    const tokens = files.tokens(input(`${name}.tok.en`));
    const labels = files.tokens(input(`${name}.label`));
    // A second label for long words; numeric labels from the word's length.
    write(`${name}.multi`, labels.map((line, s) => line.map((l, k) => ((tokens[s]?.[k]?.length ?? 0) > 6 ? `${l}+LONG` : l)).join(' ')));
    write(`${name}.num`, (tokens as string[][]).map((line) => line.map((w) => String(w.length / 10)).join(' ')));
    write(`${name}.sentnum`, (tokens as string[][]).map((line) => String(line.length / 50)));
  }
  const src = files.tokens(input('src.tok.de'));
  const ref = files.tokens(input('ref.A.tok.en'));
  // Every fifth source word unaligned, every seventh aligned to two reference words.
  write(
    'src-ref.align',
    src.map((line, s) => {
      const refLength = (ref[s] as string[]).length;
      const pairs: string[] = [];
      line.forEach((_, i) => {
        if (i % 5 === 4) return;
        const j = Math.floor((i * refLength) / line.length);
        pairs.push(`${i}-${j}`);
        if (i % 7 === 0 && j + 1 < refLength) pairs.push(`${i}-${j + 1}`);
      });
      return pairs.length > 0 ? pairs.join(' ') : '0-0';
    }),
  );
  write('src.case', src.map((line) => line.map((w) => (/^\p{Lu}/u.test(w) ? 'CAP' : 'OTHER')).join(' ')));
  write('counts.tsv', ['the\t900', 'The\t5', 'bad line', 'of\t300\textra', 'Germany\t12', '\t', 'and\t  250 ']);
  // Generated corpora: few words in several cases, so that words repeat within a sentence; empty
  // lines, double spaces (empty tokens) and spaces at the ends, which compare-mt strips.
  const draw = seededRandom(99);
  const vocabulary = ['the', 'The', 'THE', 'cat', 'Cat', 'sat', 'on', 'mat', 'İstanbul', 'istanbul', 'ǅungla', '.', ',', '', '42'];
  const line = (): string => {
    if (draw() < 0.05) return '';
    const words = Array.from({ length: 1 + Math.floor(draw() * 30) }, () => vocabulary[Math.floor(draw() * vocabulary.length)] as string);
    return (draw() < 0.1 ? ' ' : '') + words.join(' ') + (draw() < 0.1 ? '  ' : '');
  };
  for (const name of ['gen.ref', 'gen.out1', 'gen.out2', 'gen.out3']) write(name, Array.from({ length: 80 }, line));
  return paths;
}

interface Run {
  name: string;
  words: string[];
  sourceWords: string[];
  sentences: string[];
  seed: number;
  /** Run compare-mt with its sentence bucket mistakes mended ({@link MENDED_MAIN}). */
  mended?: boolean;
  /** The reference and outputs, when not the de-en sample's (then there is no source). */
  corpora?: readonly string[];
}

function runs(p: Record<string, string>): Run[] {
  const outLabels = (ext: string): string => SYSTEMS.map((s) => p[`${s}.${ext}`]).join(';');
  return [
    {
      name: 'labels, cutoffs, count files and details',
      seed: 11,
      words: [
        `bucket_type=multilabel,label_set=NUM+PUNCT+CAP+SHORT+WORD+LONG,ref_labels=${p['ref.A.multi']},out_labels=${outLabels('multi')}`,
        `bucket_type=numlabel,ref_labels=${p['ref.A.num']},out_labels=${outLabels('num')}`,
        `bucket_type=numlabel,bucket_cutoffs=0.2:0.5:1,ref_labels=${p['ref.A.num']},out_labels=${outLabels('num')},acc_type=rec+prec`,
        'bucket_type=freq,bucket_cutoffs=1.5:2:3.0:10,acc_type=rec+prec',
        'bucket_type=case,case_insensitive=True,output_bucket_details=True',
        'bucket_type=freq,case_insensitive=True,output_bucket_details=True,acc_type=prec+rec+fmeas',
        `bucket_type=freq,freq_count_file=${p['counts.tsv']},case_insensitive=True,bucket_cutoffs=10:100:500`,
        `bucket_type=multilabel,label_set=CAP+LONG,ref_labels=${p['ref.A.multi']},out_labels=${outLabels('multi')},output_bucket_details=True,title=long and capitalised`,
      ],
      sourceWords: [
        `bucket_type=freq,ref_align_file=${p['src-ref.align']}`,
        `bucket_type=case,ref_align_file=${p['src-ref.align']},output_bucket_details=True`,
        `bucket_type=label,label_set=CAP,src_labels=${p['src.case']},ref_align_file=${p['src-ref.align']},case_insensitive=True`,
      ],
      sentences: ['bucket_type=lengthdiff,bucket_cutoffs=-5:0:2.5:5', 'bucket_type=lengthdiff,statistic_type=count,output_bucket_details=True'],
    },
    {
      name: 'sentence counts by length and label, where compare-mt crashes (mended)',
      seed: 5,
      mended: true,
      words: [],
      sourceWords: [],
      sentences: [
        'bucket_type=length',
        'bucket_type=length,bucket_cutoffs=5:12.5:40',
        `bucket_type=label,label_set=long+short,out_labels=${SYSTEMS.map((s) => input(`${s}.sentlabel`)).join(';')}`,
        `bucket_type=numlabel,ref_labels=${p['ref.A.sentnum']}`,
        'bucket_type=label,label_set=long',
      ],
    },
    {
      name: 'sentence buckets with scores',
      seed: 3,
      words: [],
      sourceWords: [],
      sentences: [
        `bucket_type=numlabel,ref_labels=${p['ref.A.sentnum']},statistic_type=score,score_measure=bleu`,
        `bucket_type=numlabel,bucket_cutoffs=0.2:0.4,out_labels=${outLabels('sentnum')},statistic_type=score,score_measure=length`,
        'bucket_type=score,score_measure=sentbleu,case_insensitive=True,bucket_cutoffs=10:20.5:40',
        'bucket_type=score,score_measure=length,statistic_type=score',
        'bucket_type=score,score_measure=ribes,statistic_type=score,case_insensitive=True',
      ],
    },
    {
      name: 'generated corpora with repeated words, cases, empty lines and empty tokens (mended)',
      seed: 23,
      mended: true,
      corpora: [p['gen.ref'] as string, p['gen.out1'] as string, p['gen.out2'] as string, p['gen.out3'] as string],
      words: [
        'bucket_type=freq,bucket_cutoffs=2:5:20:60',
        'bucket_type=freq,case_insensitive=True,acc_type=prec+rec+fmeas,output_bucket_details=True',
        'bucket_type=case,output_bucket_details=True',
      ],
      sourceWords: [],
      sentences: [
        'bucket_type=length,bucket_cutoffs=1:5:10:20',
        'bucket_type=lengthdiff,statistic_type=score,score_measure=bleu',
        'bucket_type=score,score_measure=sentbleu,statistic_type=score',
        'bucket_type=length,bucket_cutoffs=3:12,statistic_type=score,score_measure=bleu,output_bucket_details=True',
      ],
    },
    {
      name: 'sentence bucket details, where compare-mt crashes (mended)',
      seed: 17,
      mended: true,
      words: [],
      sourceWords: [],
      sentences: [
        'bucket_type=lengthdiff,statistic_type=score,score_measure=bleu,output_bucket_details=True',
        'bucket_type=length,bucket_cutoffs=15:30,statistic_type=score,score_measure=sentbleu,output_bucket_details=True',
        `bucket_type=label,label_set=long+short,ref_labels=${input('ref.A.sentlabel')},statistic_type=score,score_measure=bleu,output_bucket_details=True`,
      ],
    },
  ];
}

function argv(run: Run): string[] {
  return [
    ...(run.corpora ?? [input('ref.A.tok.en'), ...SYSTEMS.map((s) => input(`${s}.tok.en`)), '--src_file', input('src.tok.de')]),
    '--seed',
    String(run.seed),
    '--compare_scores',
    '--compare_word_accuracies',
    ...run.words,
    ...(run.sourceWords.length > 0 ? ['--compare_src_word_accuracies', ...run.sourceWords] : []),
    '--compare_sentence_buckets',
    ...run.sentences,
    '--compare_ngrams',
    '--compare_sentence_examples',
  ];
}

describe.skipIf(compareMtMissing !== undefined)(`compare-mt 0.2.11 run live${compareMtMissing ? ` (skipped: ${compareMtMissing})` : ''}`, () => {
  const dir = mkdtempSync(join(tmpdir(), 'bleukit-cmt-buckets-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const paths = compareMtMissing === undefined ? writeInputs(dir) : {};
  it.each(compareMtMissing === undefined ? runs(paths).map((run) => [run.name, run] as const) : [])('%s', (_name, run) => {
    const args = argv(run);
    const expected = runPython(run.mended === true ? MENDED_MAIN : MAIN, JSON.stringify(args));
    const parsed = parseCompareMtArguments(args);
    const context = createReportContext(parsed, { files, write: () => undefined });
    const got = [
      ...run.words.map((p) => wordAccuracyReport(parseProfile('--compare_word_accuracies', p), context)),
      ...run.sourceWords.map((p) => sourceWordAccuracyReport(parseProfile('--compare_src_word_accuracies', p), context)),
      ...run.sentences.map((p) => sentenceBucketReport(parseProfile('--compare_sentence_buckets', p), context)),
    ].join('');
    expect(got).toBe(expected);
  });
});
