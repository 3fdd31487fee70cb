// A workspace package in another's peerDependencies (the optional tokenizer-ja-mecab, meteor and
// wordnet of @bleukit/evals) must not turn every minor release of it into a major release of the dependent,
// which is changesets' default. The release plan is computed by changesets' own code, from the
// repository's packages and .changeset/config.json, for a made-up changeset.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const changesets = createRequire(createRequire(join(root, 'package.json')).resolve('@changesets/cli/package.json'));

interface Release {
  name: string;
  type: string;
  newVersion: string;
}
interface Workspace {
  packages: { packageJson: { name: string; version: string; peerDependencies?: Record<string, string> } }[];
}

const { getPackages } = changesets('@manypkg/get-packages') as { getPackages: (dir: string) => Promise<Workspace> };
const { read } = changesets('@changesets/config') as { read: (dir: string, packages: Workspace) => Promise<unknown> };
const assemble = (changesets('@changesets/assemble-release-plan') as { default: (...args: unknown[]) => { releases: Release[] } }).default;

const workspace = await getPackages(root);
const config = await read(root, workspace);

/** The release of every package when only `name` changes by `type`. */
function plan(name: string, type: 'patch' | 'minor' | 'major'): Map<string, Release> {
  const changeset = { id: 'peer-check', summary: 'peer check', releases: [{ name, type }] };
  const { releases } = assemble([changeset], workspace, config, undefined);
  return new Map(releases.map((release) => [release.name, release]));
}

/** [peer package, package that lists it in peerDependencies] for every workspace pair. */
const peers = workspace.packages.flatMap(({ packageJson: dependent }) =>
  Object.keys(dependent.peerDependencies ?? {})
    .filter((peer) => workspace.packages.some(({ packageJson }) => packageJson.name === peer))
    .map((peer) => [peer, dependent.name] as const),
);

describe('changesets and workspace peer dependencies', () => {
  it('finds the workspace peer dependencies', () => {
    expect(peers).toEqual([
      ['@bleukit/meteor', '@bleukit/evals'],
      ['@bleukit/tokenizer-ja-mecab', '@bleukit/evals'],
      ['@bleukit/wordnet', '@bleukit/evals'],
    ]);
  });

  it.each(peers)('a minor or patch release of %s leaves %s unreleased', (peer, dependent) => {
    for (const type of ['minor', 'patch'] as const) {
      const releases = plan(peer, type);
      expect(releases.get(peer)?.type, type).toBe(type);
      expect(releases.get(dependent)?.type ?? 'none', `${dependent} after a ${type} of ${peer}`).toBe('none');
    }
  });

  it.each(peers)('a major release of %s, out of the peer range, makes %s major', (peer, dependent) => {
    expect(plan(peer, 'major').get(dependent)?.type).toBe('major');
  });
});
