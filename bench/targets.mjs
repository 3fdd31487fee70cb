// The speed targets `pnpm bench` reports on: each bench script records the figures behind a target
// as it measures them (recordTarget), and `node bench/targets.mjs` prints them all at the end, one
// row per target with the figure, the target and whether this run met it. The figures live in
// .bench/targets.json, written afresh by each `pnpm bench` (scripts/bench.sh clears it first).
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const file = join(root, '.bench', 'targets.json');

/** The targets in the order they are printed: what is measured, what it should reach, what measuring it needs. */
export const TARGETS = [
  { id: '13a-real', work: '-tok 13a -b, real X→en text', target: '≤ 2.0× the read+split floor', needs: 'BENCH_REAL_TEXT=hyp,ref (or the realistic corpus, BENCH_REAL_MB not 0)' },
  { id: 'jobs-2', work: '-tok 13a -b --jobs 2, same text', target: '≥ 0.95 × the speed-up of two one-thread processes on the halves', needs: 'BENCH_REAL_TEXT=hyp,ref (or the realistic corpus, BENCH_REAL_MB not 0)' },
  { id: 'jobs-2-systems', work: '--jobs 2 on 16 systems × 2,074 lines, en-ja, -m bleu chrf (ja-mecab)', target: '≥ 0.9 × the speed-up of two one-thread processes on half the systems each', needs: 'BENCH_SYSTEMS not 0' },
  { id: 'ja-mecab-alone', work: 'ja-mecab tokenizer alone, distinct lines, start and dictionary included', target: '≤ 1.0× MeCab C++ (mecab -Owakati)', needs: 'apt-get install mecab mecab-ipadic-utf8, and BENCH_JA_MB not 0' },
  { id: 'ja-mecab-run', work: '-tok ja-mecab -b, whole run, one thread', target: '≤ 1.25× MeCab C++ on the distinct lines', needs: 'apt-get install mecab mecab-ipadic-utf8, and BENCH_JA_MB not 0' },
  { id: 'ja-mecab-sacrebleu', work: '-tok ja-mecab -b, whole run, one thread', target: '≥ 4× faster than sacreBLEU 2.6.0', needs: 'BENCH_SACREBLEU=1 and sacreBLEU 2.6.0 with its MeCab binding in BENCH_SACREBLEU_DIR' },
  { id: 'chrf', work: '-m chrf, one thread (generated corpus)', target: '≤ 3.0× floor', needs: 'BENCH_METRICS not 0' },
  { id: 'chrf++', work: '-m chrf -cw 2 (chrF++), one thread', target: '≤ 4.0× floor', needs: 'BENCH_METRICS not 0' },
  { id: 'spm-unigram', work: 'SentencePiece unigram encode, against spm_encode', target: '≤ 1.0× the time', needs: 'apt-get install sentencepiece' },
  { id: 'meteor', work: 'METEOR of 100,000 English pairs, bleukit -m meteor as a process (Node start and WordNet load included)', target: "≥ 20× faster than NLTK 3.8's meteor_score loop in wall time, same mean, judged on a quiet machine", needs: "Debian's python3-nltk and wordnet-base" },
  { id: 'meteor-memory', work: 'peak memory of that run', target: "-m bleu's peak on the same files + WordNet's tables + ≤ 32 MB", needs: '/usr/bin/time' },
  { id: 'pairwise-chrf', work: 'bleukit pairwise -m chrf, 1,024 × 1,024 WMT lines, exact', target: "≥ 100× faster than sacreBLEU's sentence_score loop", needs: 'sacreBLEU 2.6.0 (BENCH_SACREBLEU_DIR)' },
  { id: 'pairwise-chrf++', work: 'bleukit pairwise -m chrf++, same lines', target: "≥ 50× faster than sacreBLEU's loop", needs: 'sacreBLEU 2.6.0 (BENCH_SACREBLEU_DIR)' },
  { id: 'pairwise-bleu', work: 'bleukit pairwise -m bleu (sentence BLEU, eff:yes), same lines', target: "≥ 50× faster than sacreBLEU's sentence_bleu loop", needs: 'sacreBLEU 2.6.0 (BENCH_SACREBLEU_DIR)' },
  { id: 'pairwise-ter', work: 'bleukit pairwise -m ter, same lines', target: "≥ 20× faster than sacreBLEU's loop", needs: 'sacreBLEU 2.6.0 (BENCH_SACREBLEU_DIR)' },
  { id: 'aggregate-chrf', work: 'bleukit pairwise --aggregate (chrF), same lines', target: "≥ 2,500× faster than sacreBLEU's exact chrF loop", needs: 'sacreBLEU 2.6.0 (BENCH_SACREBLEU_DIR)' },
  { id: 'pairwise-jobs-2', work: 'bleukit pairwise --jobs 2 (chrF), same lines', target: '≥ 0.9 × the speed of two one-thread processes on half the rows each', needs: 'nothing' },
  { id: 'pairwise-memory', work: 'bleukit pairwise, 8,000 × 2,000 chrF to .npy', target: 'peak RSS ≤ the output plus the statistics', needs: '/usr/bin/time, and BENCH_PAIRWISE_BIG not 0' },
  { id: 'compare-mt-2', work: "bleukit compare-mt, compare-mt's default report, 2 systems × 7,936 lines (de-en)", target: '≥ 20× faster than compare-mt 0.2.11 in the same run', needs: 'BENCH_COMPARE_MT_DIR (compare-mt 0.2.11 source) and BENCH_SACREBLEU_DIR' },
  { id: 'compare-mt', work: "bleukit compare-mt, compare-mt's default report, 4 systems × 7,936 lines (de-en)", target: '≥ 20× faster than compare-mt 0.2.11 in the same run', needs: 'BENCH_COMPARE_MT_DIR (compare-mt 0.2.11 source) and BENCH_SACREBLEU_DIR' },
  { id: 'spm-jobs', work: 'SentencePiece --jobs 2, 256,000-piece model', target: 'one copy of the model for both threads', needs: 'apt-get install sentencepiece, and /usr/bin/time' },
];

/**
 * Records this run's figure for target `id`: `figure` as printed, `met` true or false, `basis`
 * what it was measured on (and why it is not the target's own corpus, when it is not).
 */
export function recordTarget(id, { figure, met, basis }) {
  if (!TARGETS.some((target) => target.id === id)) throw new Error(`unknown bench target ${id}`);
  const figures = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  figures[id] = { figure, met, basis };
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(figures, null, 2)}\n`);
}

/** Forgets the figures of an earlier run. */
export function clearTargets() {
  rmSync(file, { force: true });
}

/** The table, as `pnpm bench` prints it last. */
function printTargets() {
  const figures = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  console.log('targets (this run):');
  for (const { id, work, target, needs } of TARGETS) {
    const measured = figures[id];
    const verdict = measured === undefined ? `not measured (needs ${needs})` : measured.met ? 'met' : 'NOT met';
    console.log(`  ${work}\n    ${measured?.figure ?? '–'}; target ${target}: ${verdict}${measured?.basis ? ` (${measured.basis})` : ''}`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) printTargets();
