#!/usr/bin/env bash
# Checks what would be published: every non-private package under packages/ is packed with pnpm
# (so `workspace:^` becomes a real range, as on publish), then linted with publint --strict and
# @arethetypeswrong/cli on the tarball; finally size-limit checks the budgets (.size-limit.mjs: those of
# .size-limit.json and the packages' own).
# Expects built packages (scripts/bootstrap.sh builds them). Exits non-zero on any problem.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
export PATH="$root/.tools/bin:$PATH"

packs="$(mktemp -d)"
trap 'rm -rf "$packs"' EXIT
status=0

for manifest in packages/*/package.json; do
  dir="$(dirname "$manifest")"
  if [ "$(node -p "require('./$manifest').private === true")" = true ]; then continue; fi
  name="$(node -p "require('./$manifest').name")"
  before="$(ls "$packs")"
  (cd "$dir" && pnpm pack --pack-destination "$packs" >/dev/null)
  tarball="$packs/$(comm -13 <(echo "$before") <(ls "$packs") | head -n 1)"
  echo "== $name ($(basename "$tarball"))"
  if ! pnpm exec publint run --strict "$tarball" >"$packs/publint.log" 2>&1; then
    cat "$packs/publint.log"; status=1
  else
    echo "publint: ok"
  fi
  # ESM only by design: CommonJS require() and node10 resolution are out of scope. Data files a
  # package exports (ja-mecab's dictionary, ./ipadic.bin) are not modules: attw skips them.
  data="$(node -p "Object.entries(require('./$manifest').exports ?? {}).filter(([, target]) => typeof target === 'string' && !/\\.(js|json)\$/.test(target)).map(([name]) => name).join(' ')")"
  # shellcheck disable=SC2086
  if ! pnpm exec attw "$tarball" --profile esm-only --format table-flipped ${data:+--exclude-entrypoints $data} >"$packs/attw.log" 2>&1; then
    cat "$packs/attw.log"; status=1
  else
    echo "attw (esm-only): ok"
  fi
done

echo "== size-limit"
pnpm exec size-limit --config .size-limit.mjs || status=1
exit "$status"
