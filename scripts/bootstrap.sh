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

stamp=node_modules/.bleukit-install-stamp
if [ ! -f "$stamp" ] || [ pnpm-lock.yaml -nt "$stamp" ] || [ package.json -nt "$stamp" ]; then
  pnpm install --frozen-lockfile --reporter=append-only >&2
  touch "$stamp"
fi

if [ "${BLEUKIT_SKIP_BUILD:-}" != 1 ]; then
  pnpm exec turbo run build --output-logs=errors-only >&2
fi
