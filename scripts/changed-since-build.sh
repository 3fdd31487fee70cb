#!/usr/bin/env bash
# Prints the first package source (src/, scripts/, package.json, tsconfig*.json) or lockfile changed
# since the last build (node_modules/.bleukit-build-stamp, written by scripts/build.sh), or nothing.
# ./bleukit rebuilds when it prints one. A file git ignores is one a build wrote (the ja-mecab
# kernel's src/mecab-kernel-wasm.ts), not a source, so it never asks for another build.
set -euo pipefail
root="$(cd "${1:-$(dirname "${BASH_SOURCE[0]}")/..}" && pwd)"
candidates="$(find "$root/packages" "$root/pnpm-lock.yaml" \( -name node_modules -o -name dist \) -prune -o -newer "$root/node_modules/.bleukit-build-stamp" \
  \( -path '*/src/*' -o -name package.json -o -name 'tsconfig*.json' -o -name pnpm-lock.yaml -o -path '*/scripts/*' \) -print)"
[ -n "$candidates" ] || exit 0
if git -C "$root" rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  # --non-matching --verbose: "::<tab>path" for each file no ignore rule matches.
  printf '%s\n' "$candidates" | { git -C "$root" -c core.quotePath=false check-ignore --stdin --non-matching --verbose || true; } | sed -n 's/^::\t//p' | head -n 1
else
  printf '%s\n' "$candidates" | head -n 1
fi
