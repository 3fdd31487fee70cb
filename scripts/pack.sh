#!/usr/bin/env bash
# `npm run pack [-- DIR]`: packs every published package into installable tarballs (default
# ./packs), with `workspace:^` ranges resolved to real versions as on publish. Install them into
# any npm project, all in one command so that they find each other:
#   npm install ./packs/bleukit-core-0.1.0.tgz ./packs/bleukit-tokenizer-regex-0.1.0.tgz …
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out="$(mkdir -p "${1:-$root/packs}" && cd "${1:-$root/packs}" && pwd)"
. "$root/scripts/bootstrap.sh"
cd "$root"
# One pack at a time: `pnpm pack` writes into each package folder, and test files pack in parallel.
exec 9>"$root/node_modules/.pack.lock"
flock 9
for manifest in packages/*/package.json; do
  if [ "$(node -p "require('./$manifest').private === true")" = true ]; then continue; fi
  (cd "$(dirname "$manifest")" && pnpm pack --pack-destination "$out" >/dev/null)
done
ls "$out"/*.tgz
