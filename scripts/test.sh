#!/usr/bin/env bash
# The whole test suite: set-up (pnpm, dependencies, build), type checks, then every vitest project.
# Ends with a plain "N passed, N failed" line.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
. "$root/scripts/bootstrap.sh"
cd "$root"

pnpm exec turbo run typecheck --output-logs=errors-only

report="$(mktemp -d)/vitest.json"
status=0
pnpm exec vitest run --reporter=default --reporter=json --outputFile.json="$report" "$@" || status=$?
node scripts/summary.mjs "$report" || status=1
exit "$status"
