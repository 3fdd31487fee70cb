#!/usr/bin/env bash
# The whole test suite: set-up (pnpm, dependencies, build), type checks, then every vitest project.
# Ends with a plain "N passed, N failed" line.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
. "$root/scripts/bootstrap.sh"
cd "$root"

pnpm exec turbo run typecheck --output-logs=errors-only

# Real programs the tests run beside bleukit, all Debian packages (nothing is ever downloaded
# from elsewhere): Chromium, which the playground's browser tests drive through playwright-core,
# the C++ SentencePiece tools (spm_train, spm_encode), which the SentencePiece tokenizer is
# compared with, MeCab 0.996 with IPADIC, which the ja-mecab tokenizer is compared with, and
# NLTK 3.8 with WordNet 3.0, which the WordNet and METEOR packages are compared with.
# Install what is missing when possible; otherwise those tests fail saying why.
missing=()
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || missing+=(chromium fonts-noto-cjk)
command -v spm_encode >/dev/null 2>&1 || missing+=(sentencepiece)
{ command -v mecab >/dev/null 2>&1 && [ -d /var/lib/mecab/dic/ipadic-utf8 ]; } || missing+=(mecab mecab-ipadic-utf8)
/usr/bin/python3 -c 'import nltk' >/dev/null 2>&1 || missing+=(python3-nltk)
[ -f /usr/share/wordnet/data.noun ] || missing+=(wordnet-base)
if [ "${#missing[@]}" -gt 0 ] && command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = 0 ]; then
  echo "bleukit: installing Debian's ${missing[*]}, which the browser, SentencePiece, MeCab and NLTK tests run" >&2
  { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}"; } >&2 </dev/null \
    || echo "bleukit: could not install ${missing[*]}; the tests that need them will fail" >&2
fi

report="$(mktemp -d)/vitest.json"
status=0
# The full run also measures @bleukit/core's line coverage (v8) from every test that exercises it,
# and fails below 95 %; a run narrowed with arguments skips it.
coverage=()
if [ "$#" -eq 0 ]; then
  coverage=(--coverage.enabled --coverage.reportOnFailure --coverage.provider=v8 --coverage.reportsDirectory=coverage/core
    --coverage.include='packages/core/src/**/*.ts' --coverage.exclude='**/*.test.ts' --coverage.exclude='**/index.ts'
    --coverage.reporter=text-summary --coverage.reporter=json-summary --coverage.thresholds.lines=95)
fi
pnpm exec vitest run --reporter=default --reporter=json --outputFile.json="$report" "${coverage[@]}" "$@" || status=$?

# What would be published: publint, attw and the size budget (scripts/check-packages.sh).
if [ "$#" -eq 0 ]; then bash scripts/check-packages.sh || status=1; fi
node scripts/summary.mjs "$report" || status=1
exit "$status"
