// Every published package packed as on publish (scripts/pack.sh), once for all the test files
// that install them (pack-install, runtimes). vitest runs test files in parallel processes, so
// the tarballs go to a folder named by the packed files' content, made under a lock by the first
// file that needs it and reused by the others (and by later runs while nothing changed).
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');

interface Manifest {
  private?: boolean;
  files?: string[];
}

/** Feeds `path` (a file, or a folder's files in name order) into `hash`. */
function hashPath(hash: ReturnType<typeof createHash>, path: string): void {
  if (!existsSync(path)) return;
  if (statSync(path).isDirectory()) {
    for (const name of readdirSync(path).sort()) hashPath(hash, join(path, name));
    return;
  }
  hash.update(path.slice(root.length)).update('\0').update(readFileSync(path)).update('\0');
}

/** A digest of what pack.sh would put in the tarballs: each published package's manifest and `files`. */
function packedContentKey(): string {
  const hash = createHash('sha256');
  hashPath(hash, join(root, 'scripts', 'pack.sh'));
  for (const folder of readdirSync(join(root, 'packages')).sort()) {
    const manifestPath = join(root, 'packages', folder, 'package.json');
    if (!existsSync(manifestPath)) continue;
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
    if (manifest.private === true) continue;
    hashPath(hash, manifestPath);
    // npm always packs the README and licence files; `!` patterns only narrow what is hashed.
    const entries = [...(manifest.files ?? []).filter((entry) => !entry.startsWith('!')), 'README.md', 'LICENSE', 'NOTICE.md'];
    for (const entry of new Set(entries)) hashPath(hash, join(root, 'packages', folder, entry));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * The folder holding one tarball per published package, packed from the current build (the
 * caller has built: scripts/test.sh does). Blocks while another test file packs.
 */
export function packedPackagesDir(): string {
  const cache = join(root, 'node_modules', '.cache', 'bleukit-packs');
  mkdirSync(cache, { recursive: true });
  const dir = join(cache, packedContentKey());
  // Under flock (as pack.sh, but on another lock file: pack.sh takes its own inside), pack into a
  // temporary folder and rename it, so a folder that exists is complete; older ones are removed.
  const script = `
    set -euo pipefail
    cache="$1"; dir="$2"
    if [ ! -d "$dir" ]; then
      rm -rf "$dir.tmp"
      bash "$3" "$dir.tmp" >/dev/null
      mv "$dir.tmp" "$dir"
    fi
    find "$cache" -mindepth 1 -maxdepth 1 -type d ! -path "$dir" -exec rm -rf {} +`;
  execFileSync('flock', [join(cache, '.lock'), 'bash', '-c', script, 'pack', cache, dir, join(root, 'scripts', 'pack.sh')], {
    env: { ...process.env, BLEUKIT_SKIP_BUILD: '1' },
    stdio: 'pipe',
  });
  return dir;
}
