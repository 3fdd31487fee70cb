#!/usr/bin/env bash
# `npm run pack [-- DIR]`: packs every published package into installable tarballs (default
# ./packs; DIR may be outside the checkout, and a relative DIR is taken from where the command was
# typed), with `workspace:^` ranges resolved to real versions as on publish. Install them into
# any npm project, all in one command so that they find each other:
#   npm install ./packs/bleukit-{core,tokenizer-regex}-[0-9]*.tgz …
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# npm runs scripts from the checkout's root; INIT_CWD is where the user typed the command.
dir="${1:-$root/packs}"
case "$dir" in /*) ;; *) dir="${INIT_CWD:-$PWD}/$dir" ;; esac
out="$(mkdir -p "$dir" && cd "$dir" && pwd)"
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
