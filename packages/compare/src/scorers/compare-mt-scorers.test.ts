// Every score type against compare-mt 0.2.11 run live: corpus scores, sentence scores and seeded
// paired bootstraps on the tokenized WMT sample (two systems of each pair: compare-mt is slow) and
// on edge cases, Python's int/float included.
import { readFileSync } from 'node:fs';
import { pythonStrip } from '@bleukit/core';
import { describe, expect, it } from 'vitest';
import { compareMtMissing, runPython } from '../../../../test-support/compare-mt-tools.js';
import { sharedPath } from '../../../../test-support/shared.js';
import { createLegacyRandom } from '../random/index.js';
import { createScorer } from './create-scorer.js';
import { evalWithPairedBootstrap } from './paired-bootstrap.js';
import type { Corpus, PyNumber, ScoreResult } from './scorer.js';

/** compare-mt's `load_tokens`: each line stripped, then split on single spaces. */
function loadTokens(path: string): string[][] {
  const text = readFileSync(path, 'utf8');
  const lines = text.split('\n');
  if (lines.at(-1) === '') lines.pop();
  return lines.map((line) => pythonStrip(line).split(' '));
}

interface DataSet {
  name: string;
  ref: Corpus;
  outs: Corpus[];
  src: Corpus;
}

const PAIRS: Record<string, { ref: string; outs: string[]; src: string }> = {
  'de-en': {
    ref: 'ref.A.tok.en',
    outs: ['hyp.Online-B.tok.en', 'hyp.PROMT.tok.en'],
    src: 'src.tok.de',
  },
  'ja-en': {
    ref: 'ref.A.tok.en',
    outs: ['hyp.Online-B.tok.en', 'hyp.AIST.tok.en'],
    src: 'src.tok.ja',
  },
  'en-ja': {
    ref: 'ref.A.tok.ja',
    outs: ['hyp.Online-W.tok.ja', 'hyp.KYB.tok.ja'],
    src: 'src.tok.en',
  },
};

function wmtSets(): DataSet[] {
  return Object.entries(PAIRS).map(([pair, files]) => {
    const path = (file: string) => sharedPath(`conformance/compare-mt/inputs/${pair}/${file}`);
    return { name: pair, ref: loadTokens(path(files.ref)), outs: files.outs.map((file) => loadTokens(path(file))), src: loadTokens(path(files.src)) };
  });
}

const split = (lines: string[]): string[][] => lines.map((line) => line.split(' '));

/** Lines that take each scorer's corners: empty lines (one empty word), repeats, case, short lines. */
const EDGE: DataSet = {
  name: 'edge cases',
  ref: split(['the cat sat on the mat', 'a b c d', '', 'The THE the', 'x', 'ΣΟΦΟΣ İstanbul straße', 'a a a a b', 'one two three four five six seven', 'k l m', 'same line here']),
  outs: [
    split(['the the cat on mat sat', 'd c b a', 'nothing', 'the the THE', '', 'σοφος istanbul STRASSE', 'a a b a a a', 'one two three', 'k l m n o p q', 'same line here']),
    split(['cat the sat on the mat', 'a b c d', '', 'THE The the', 'x y', 'ΣΟΦΟΣ İSTANBUL straße', 'b a', 'seven six five four three two one', 'm', 'same line']),
  ],
  src: split(['le chat', 'a b', '', 'the The', 'x', 'σοφος', 'a a b', 'one 2 three', 'k l', 'same line here']),
};

interface Case {
  profile: string;
  ci: boolean;
  scale: number;
  /** The scale as the Python int compare-mt's command keeps when --scorer_scale is not given. */
  intScale?: boolean;
  sentences: boolean;
  src: boolean;
  bootstrap?: { seed: number; samples: number };
}

const PROFILES: Case[] = [];
for (const profile of ['bleu', 'sacrebleu', 'sentbleu', 'length', 'ribes', 'chrf', 'wer', 'gleu', 'exact']) {
  const sentences = profile !== 'bleu' && profile !== 'sacrebleu';
  for (const ci of profile === 'length' || profile === 'exact' || profile === 'gleu' ? [false] : [false, true]) {
    // compare-mt scores each chrF sample as a corpus, slowly: few samples.
    const samples = profile === 'chrf' ? 6 : 120;
    PROFILES.push({ profile, ci, scale: 100, sentences, src: true, bootstrap: { seed: 13 + PROFILES.length, samples } });
  }
}
PROFILES.push({ profile: 'bleu', ci: false, scale: 1, sentences: false, src: false, bootstrap: { seed: 7, samples: 1000 } });
PROFILES.push({ profile: 'ribes', ci: false, scale: 1, sentences: true, src: false, bootstrap: { seed: 8, samples: 201 } });
PROFILES.push({ profile: 'sentbleu', ci: false, scale: 1, sentences: true, src: false });
PROFILES.push({ profile: 'wer', ci: false, scale: 1, sentences: true, src: false, bootstrap: { seed: 9, samples: 50 } });
for (const profile of ['bleu', 'sentbleu', 'ribes', 'wer', 'gleu', 'chrf']) {
  PROFILES.push({ profile, ci: false, scale: 100, intScale: true, sentences: profile !== 'bleu', src: true, bootstrap: { seed: 11, samples: 30 } });
}

/** One line: every bootstrap sample is empty (int(1 × 0.5) = 0 lines). */
const ONE_LINE: DataSet = { name: 'one line', ref: [['a', 'b']], outs: [[['a', 'c']], [['d']]], src: [['x']] };
// compare-mt divides by zero on an empty sample of these; the others give its int 0 or nan.
const ONE_LINE_PROFILES = PROFILES.filter((c) => !['chrf', 'exact', 'gleu'].includes(c.profile));

// compare-mt's scorers on JSON requests; numbers come back as [type, repr].
const PROGRAM = `
import json, sys
import numpy as np
from compare_mt import scorers, sign_utils

def num(x):
    if isinstance(x, bool) or not isinstance(x, (int, float)):
        raise TypeError(repr(type(x)))
    return ['int', str(x)] if isinstance(x, int) else ['float', repr(float(x))]

results = []
for case in json.load(sys.stdin):
    # argparse's type=float converts a given --scorer_scale; its default stays the int 100.
    scorers.global_scorer_scale = case['scale'] if case.get('intScale') else float(case['scale'])
    s = scorers.create_scorer_from_profile(case['profile'], case_insensitive=case['ci'])
    ref, outs, src = case['ref'], case['outs'], case['src']
    r = {'name': s.name(), 'idstr': s.idstr(), 'scale': num(s.scale)}
    r['corpus'] = [[num(v), d] for v, d in (s.score_corpus(ref, o, src) for o in outs)]
    if case['sentences']:
        srcs = src if src is not None else [None] * len(ref)
        r['sentences'] = [[[num(v), d] for v, d in (s.score_sentence(a, b, c) for a, b, c in zip(ref, o, srcs))] for o in outs]
    if case.get('bootstrap'):
        np.random.seed(case['bootstrap']['seed'])
        directions = [(i, j) for i in range(len(outs)) for j in range(i + 1, len(outs))]
        wins, stats = sign_utils.eval_with_paired_bootstrap(ref, outs, src, s, directions, num_samples=case['bootstrap']['samples'])
        r['wins'] = [[repr(x) for x in w] for w in wins]
        r['stats'] = [[num(st['mean']), num(st['median']), num(st['lower_bound']), num(st['upper_bound'])] for st in stats]
    results.append(r)
print(json.dumps(results))
`;

type Num = [string, string];
interface Expected {
  name: string;
  idstr: string;
  scale: Num;
  corpus: [Num, string | null][];
  sentences?: [Num, string | null][][];
  wins?: string[][];
  stats?: Num[][];
}

const pythonValue = (repr: string): number => (repr === 'nan' ? Number.NaN : Number(repr));
const asPy = ([type, repr]: Num): PyNumber => ({ type: type as PyNumber['type'], value: pythonValue(repr) });
const result = (x: ScoreResult): [PyNumber, string | null] => [x.score, x.detail ?? null];

function runCases(data: DataSet, cases: Case[]): void {
  const requests = cases.map((c) => ({ ...c, ref: data.ref, outs: data.outs, src: c.src ? data.src : null }));
  const expected = JSON.parse(runPython(PROGRAM, JSON.stringify(requests))) as Expected[];
  cases.forEach((c, k) => {
    const want = expected[k]!;
    const label = `${data.name}: ${c.profile}${c.ci ? ' case_insensitive' : ''} scale ${c.scale}${c.intScale ? ' (int)' : ''}`;
    const scorer = createScorer(c.profile, { caseInsensitive: c.ci, scale: c.scale, intScale: c.intScale ?? false });
    const src = c.src ? data.src : undefined;
    expect([scorer.name, scorer.idstr, scorer.scale], label).toEqual([want.name, want.idstr, pythonValue(want.scale[1])]);
    expect(
      data.outs.map((out) => result(scorer.scoreCorpus(data.ref, out, src))),
      `${label}: corpus`,
    ).toEqual(want.corpus.map(([n, d]) => [asPy(n), d]));
    if (want.sentences) {
      const got = data.outs.map((out) => out.map((o, i) => result(scorer.scoreSentence(data.ref[i]!, o, src?.[i]))));
      expect(got, `${label}: sentences`).toEqual(want.sentences.map((rows) => rows.map(([n, d]) => [asPy(n), d])));
    }
    if (c.bootstrap) {
      const directions = data.outs.flatMap((_, i) => data.outs.map((__, j) => [i, j] as const).filter(([, j]) => j > i));
      const { wins, sysStats } = evalWithPairedBootstrap(data.ref, data.outs, src, scorer, {
        random: createLegacyRandom(c.bootstrap.seed),
        directions,
        numSamples: c.bootstrap.samples,
      });
      expect(
        wins!.map((w) => w.wins),
        `${label}: wins`,
      ).toEqual(want.wins!.map((w) => w.map(pythonValue)));
      expect(
        sysStats.map((s) => [pyFloatOf(s.mean), pyFloatOf(s.median), s.lowerBound, s.upperBound]),
        `${label}: intervals`,
      ).toEqual(want.stats!.map((row) => row.map(asPy)));
    }
  });
}

/** compare-mt runs for tens of seconds on a busy machine. */
const LIVE_TIMEOUT = 180_000;

const pyFloatOf = (value: number): PyNumber => ({ type: 'float', value });

describe.skipIf(compareMtMissing !== undefined)(
  `compare-mt's scorers, live${compareMtMissing ? ` (skipped: ${compareMtMissing})` : ''}`,
  () => {
    // Case-insensitive scoring on the pair whose outputs differ in case; compare-mt is slow.
    it.each(['de-en', 'ja-en', 'en-ja'])(
      '%s: every score type, its sentences and a seeded bootstrap',
      (pair) => {
        runCases(
          wmtSets().find((set) => set.name === pair)!,
          PROFILES.filter((c) => !c.ci || pair === 'de-en'),
        );
      },
      LIVE_TIMEOUT,
    );

    it('edge cases: empty lines, repeats, case, short lines', () => runCases(EDGE, PROFILES), LIVE_TIMEOUT);

    it('one line: empty bootstrap samples', () => runCases(ONE_LINE, ONE_LINE_PROFILES), LIVE_TIMEOUT);
  },
);
