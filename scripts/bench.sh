#!/usr/bin/env bash
# `pnpm bench`: builds everything, then times the bleukit CLI against a plain read-and-split floor
# on a seeded ≥ 50 MB corpus (bench/cli.bench.mjs; options in its header), and the SentencePiece
# tokenizer against spm_encode (bench/sentencepiece.bench.mjs), and RIBES of a 2,000-line en-ja
# system in process and as `bleukit ribes`, against NTT's RIBES.py when BENCH_RIBES_PY names it
# (bench/ribes.bench.mjs), `bleukit pairwise` (chrF, chrF++, BLEU, TER; aggregated; --jobs 2;
# memory) against sacreBLEU's sentence_score loop (bench/pairwise.bench.mjs), METEOR of
# 100,000 English pairs as `bleukit -m meteor` against NLTK's meteor_score loop
# (bench/meteor.bench.mjs), compare-mt's default report as `bleukit compare-mt`, against
# compare-mt 0.2.11 when BENCH_COMPARE_MT_DIR names its source (bench/compare-mt.bench.mjs), and
# `bleukit analyze` on four systems at two corpus sizes, time and peak memory (bench/analyze.bench.mjs).
# Ends with the speed targets, each with this run's figure and whether it was met
# (bench/targets.mjs).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
node -e 'import("./bench/targets.mjs").then((targets) => targets.clearTargets())'
node bench/cli.bench.mjs "$@"
# The SentencePiece tokenizer against the C++ spm_encode, where Debian's sentencepiece is installed.
if command -v spm_encode >/dev/null 2>&1; then
  echo
  node bench/sentencepiece.bench.mjs
else
  echo "SentencePiece: skipped (apt-get install sentencepiece to compare with spm_encode)"
fi
echo
node bench/ribes.bench.mjs
echo
node bench/pairwise.bench.mjs
echo
node bench/meteor.bench.mjs
echo
node bench/compare-mt.bench.mjs
echo
node bench/analyze.bench.mjs
echo
node bench/targets.mjs
