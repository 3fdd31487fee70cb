#!/usr/bin/env bash
# Runs .ci/run as CI does, on a fresh clone of the committed HEAD, with an empty HOME (no pnpm
# store, no pnpm metadata cache, no ~/.sacrebleu), CI=true and no stdin, ../shared beside the
# clone. A run in the checkout itself can pass on what earlier runs left behind (caches, builds,
# installs); this one cannot. Uncommitted changes are not in it: commit first.
#   bash scripts/fresh-check.sh            # prints .ci/run's output and its time, exits with its status
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
shared="$(cd "$root/.." && pwd)/shared"
if [ ! -d "$shared" ]; then
  echo "fresh-check: no shared/ beside the checkout ($shared); the conformance tests read it" >&2
  exit 2
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
git clone --quiet --no-hardlinks "$root" "$work/checkout"
# The commit checked, named at the end (HEAD may move while the run takes its minutes).
checked="$(git -C "$work/checkout" rev-parse --short HEAD)"
ln -s "$shared" "$work/shared"
mkdir "$work/home"
if [ -n "$(git -C "$root" status --porcelain --untracked-files=no)" ]; then
  echo "fresh-check: uncommitted changes are not checked; this runs $checked" >&2
fi
start=$SECONDS
status=0
(cd "$work/checkout" && env -u npm_config_cache HOME="$work/home" CI=true bash .ci/run </dev/null) || status=$?
echo "fresh-check: .ci/run exited $status after $((SECONDS - start)) s (fresh clone of $checked, empty HOME)" >&2
exit "$status"
