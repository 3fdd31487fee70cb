#!/usr/bin/env bash
# Makes samples/spm: a small SentencePiece model trained by the C++ spm_train (Debian's
# sentencepiece 0.1.97) on the bundled samples' text, with the FLORES settings (unigram,
# nmt_nfkc, the largest vocabulary this little text allows), and spm_encode's pieces for every
# bundled sample file under it. spm_train is not deterministic, so running this again gives
# another model (and other recorded pieces): the tests check bleukit against whatever is recorded,
# and the parity suite checks freshly trained models against spm_encode on every run.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out="$root/samples/spm"
mkdir -p "$out"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cat "$root"/samples/en-de/ref.en "$root"/samples/en-de/hyp.*.en "$root"/samples/en-ja/src.en \
  "$root"/samples/en-ja/ref.ja "$root"/samples/en-ja/hyp.*.ja >"$work/train.txt"
spm_train --input="$work/train.txt" --model_prefix="$work/samples" --model_type=unigram --vocab_size=1000 \
  --hard_vocab_limit=false --character_coverage=0.9995 --num_threads=1 --minloglevel=1 >/dev/null 2>&1
cp "$work/samples.model" "$out/samples.model"
for file in en-de/ref.en en-de/hyp.good.en en-de/hyp.literal.en en-de/hyp.rough.en en-ja/src.en \
  en-ja/ref.ja en-ja/hyp.fluent.ja en-ja/hyp.literal.ja en-ja/hyp.weak.ja; do
  spm_encode --model="$out/samples.model" --output_format=piece <"$root/samples/$file" >"$out/$(echo "$file" | tr / -).pieces"
done
