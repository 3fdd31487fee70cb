#!/usr/bin/env bash
# `npm run playground`: the browser app from a fresh clone. Installs the workspace on first use
# (scripts/bootstrap.sh: pnpm through corepack, then the dependencies), builds the packages the
# app takes built files from (ja-mecab's dictionary), then runs Vite in apps/playground:
#   npm run playground                     # dev server on the packages' sources, http://localhost:5173
#   npm run playground -- --port 8080      # any other arguments go to Vite's dev server
#   npm run playground -- build [DIR]      # the static site into DIR (default apps/playground/dist)
#   npm run playground -- preview [DIR]    # serves that build, http://localhost:4173
# DIR may be outside the checkout; a relative DIR is taken from where the command was run. The
# build replaces DIR's contents, so DIR must be new, empty or an earlier playground build.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
app="$root/apps/playground"
# npm runs scripts from the checkout's root; INIT_CWD is where the user typed the command.
caller="${INIT_CWD:-$PWD}"

command=dev
case "${1:-}" in
  dev) shift ;;
  build | preview) command="$1"; shift ;;
esac

vite_args=()
if [ "$command" != dev ]; then
  out="$app/dist"
  if [ $# -gt 0 ] && [ "${1#-}" = "$1" ]; then
    out="$1"
    shift
    case "$out" in /*) ;; *) out="$caller/$out" ;; esac
  fi
  vite_args=(--outDir "$out")
  if [ "$command" = build ]; then
    if [ -d "$out" ] && [ -n "$(ls -A "$out")" ] && ! { [ -f "$out/index.html" ] && [ -f "$out/sw.js" ]; }; then
      echo "bleukit: $out is not empty and holds no playground build; the build replaces a folder's contents, so give a new or empty folder" >&2
      exit 1
    fi
    vite_args+=(--emptyOutDir)
  elif [ ! -f "$out/index.html" ]; then
    echo "bleukit: no playground build in $out; make one first: npm run playground -- build [DIR]" >&2
    exit 1
  fi
fi

if [ ! -f "$root/node_modules/.bleukit-install-stamp" ]; then
  echo "bleukit: first run, installing the workspace (once)…" >&2
fi
BLEUKIT_SKIP_BUILD=1 . "$root/scripts/bootstrap.sh"
# The packages the app depends on, built (turbo skips what is current); Vite bundles their sources
# but reads ja-mecab's dictionary from its build.
quietly pnpm exec turbo run build --filter '@bleukit/playground^...' --output-logs=errors-only

cd "$app"
exec pnpm exec vite "$command" "${vite_args[@]}" "$@"
