#!/usr/bin/env bash
# The whole test suite: set-up (pnpm, dependencies, build), type checks, then every vitest project.
# Ends with a plain "N passed, N failed" line.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
. "$root/scripts/bootstrap.sh"
cd "$root"

pnpm exec turbo run typecheck --output-logs=errors-only

# The playground's browser tests drive Debian's Chromium through playwright-core (no browser is
# ever downloaded). Install it when missing and possible; otherwise those tests fail saying why.
if [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] && command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = 0 ]; then
  echo "bleukit: installing Debian's chromium for the playground's browser tests" >&2
  { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-cjk; } >&2 </dev/null \
    || echo "bleukit: could not install chromium; the playground's browser tests will fail" >&2
fi

report="$(mktemp -d)/vitest.json"
status=0
pnpm exec vitest run --reporter=default --reporter=json --outputFile.json="$report" "$@" || status=$?
node scripts/summary.mjs "$report" || status=1
exit "$status"
