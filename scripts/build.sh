#!/usr/bin/env bash
# `pnpm build` (and scripts/bootstrap.sh): turbo builds what changed, then the build stamp records
# when this build started, so that ./bleukit knows its build is current (scripts/changed-since-build.sh).
# The time is taken before the build, so a source saved during it counts as newer. Arguments go to
# turbo; a build narrowed to some packages (--filter, -F, --affected) leaves the stamp as it was.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
export TURBO_TELEMETRY_DISABLED=1 TURBO_NO_UPDATE_NOTIFIER=1 DO_NOT_TRACK=1
whole=1
for argument in "$@"; do
  case "$argument" in --filter* | -F* | --affected*) whole=0 ;; esac
done
mkdir -p node_modules
next="$(mktemp node_modules/.bleukit-build-stamp.XXXXXX)"
trap 'rm -f "$next"' EXIT
pnpm exec turbo run build "$@"
if [ "$whole" = 1 ]; then mv "$next" node_modules/.bleukit-build-stamp; fi
