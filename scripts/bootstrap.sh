#!/usr/bin/env bash
# Installs pnpm (through corepack, into .tools/bin), the workspace's dependencies and builds every
# package. Safe to run again: each step is skipped when its result is already there and current.
# Source it (`. scripts/bootstrap.sh`) to get pnpm on PATH afterwards.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

# Corepack's own download needs a CA bundle; npm and pnpm read the one in the global npmrc.
if [ -z "${NODE_EXTRA_CA_CERTS:-}" ] && [ -f /etc/ssl/certs/ca-certificates.crt ]; then
  export NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt
fi
export COREPACK_ENABLE_DOWNLOAD_PROMPT=0
# Quiet tools: no turbo telemetry notice or update banner (nothing there needs the user's action).
export TURBO_TELEMETRY_DISABLED=1 TURBO_NO_UPDATE_NOTIFIER=1 DO_NOT_TRACK=1
export PATH="$root/.tools/bin:$PATH"

pnpm_version="$(node -p 'require("./package.json").packageManager.split("@")[1].split("+")[0]')"
if ! pnpm --version >/dev/null 2>&1; then
  mkdir -p .tools/bin
  if command -v corepack >/dev/null 2>&1 && corepack enable --install-directory .tools/bin pnpm \
     && pnpm --version >/dev/null 2>&1; then
    :
  else
    # No corepack (or it failed): install the pinned pnpm with npm into the project.
    echo "bleukit: corepack unavailable, installing pnpm@$pnpm_version with npm" >&2
    npm install --no-save --prefix .tools "pnpm@$pnpm_version" >/dev/null
    ln -sf ../node_modules/.bin/pnpm .tools/bin/pnpm
  fi
fi

# Runs a set-up step quietly: its output is shown only when it fails (then in full, on stderr).
quietly() {
  local log
  log="$(mktemp)"
  if ! "$@" >"$log" 2>&1; then
    cat "$log" >&2
    rm -f "$log"
    echo "bleukit: set-up step failed: $*" >&2
    return 1
  fi
  rm -f "$log"
}

stamp=node_modules/.bleukit-install-stamp
# A workspace package added or changed since the last install (a new tokenizer) installs again too.
if [ ! -f "$stamp" ] || [ pnpm-lock.yaml -nt "$stamp" ] || [ package.json -nt "$stamp" ] \
   || [ -n "$(find packages apps conformance -maxdepth 2 -name package.json -newer "$stamp" -print -quit)" ]; then
  quietly pnpm install --frozen-lockfile --reporter=append-only
  touch "$stamp"
fi

if [ "${BLEUKIT_SKIP_BUILD:-}" != 1 ]; then
  quietly bash scripts/build.sh --output-logs=errors-only
fi
