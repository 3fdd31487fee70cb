#!/usr/bin/env bash
# `pnpm bench`: builds everything, then times the bleukit CLI against a plain read-and-split floor
# on a seeded ≥ 50 MB corpus (bench/cli.bench.mjs; options in its header).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
node bench/cli.bench.mjs "$@"
