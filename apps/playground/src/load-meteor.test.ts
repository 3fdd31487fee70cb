import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { loadWordNet } from '@bleukit/wordnet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic, type StaticServer } from '../e2e/static-server.js';
import { loadMeteorSupport, loadWordNetTables } from './load-meteor.js';

// The tables as the build serves them: @bleukit/wordnet's file, gzip-compressed, over HTTP.
let server: StaticServer;
let folder: string;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'bleukit-wordnet-served-'));
  const raw = readFileSync(createRequire(import.meta.url).resolve('@bleukit/wordnet/wordnet-3.0.txt'));
  writeFileSync(join(folder, 'wordnet.txt.gz'), gzipSync(raw));
  server = await serveStatic(folder);
});

afterAll(async () => {
  await server?.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('loadWordNetTables', () => {
  it("downloads the compressed tables with progress and answers as @bleukit/wordnet's own copy", async () => {
    const progress: [number | undefined, string][] = [];
    const wordnet = await loadWordNetTables({ url: `${server.url}wordnet.txt.gz`, onProgress: (fraction, message) => progress.push([fraction, message]) });
    const installed = await loadWordNet();
    for (const word of ['car', 'bought', 'purchase', 'dogs', 'running', 'better', 'quickly']) {
      expect([...wordnet.synonyms(word)].sort(), word).toEqual([...installed.synonyms(word)].sort());
    }
    expect(wordnet.version).toBe('3.0');
    const downloads = progress.filter(([fraction]) => fraction !== undefined);
    expect(downloads.length).toBeGreaterThan(0);
    expect(downloads.at(-1)).toEqual([1, expect.stringMatching(/^Loading WordNet 3\.0 for METEOR: ([\d.]+) of \1 MB$/)]);
    expect(progress.at(-1)).toEqual([undefined, 'Reading WordNet 3.0…']);
  });

  it("brings METEOR's code with the tables", async () => {
    const { createMeteor, wordnet } = await loadMeteorSupport({ url: `${server.url}wordnet.txt.gz` });
    const meteor = createMeteor({ wordnet });
    expect(meteor.explain('the cats bought a new auto', ['the cat bought a new car']).matches.map((m) => m.stage)).toEqual(['exact', 'stem', 'exact', 'exact', 'exact', 'synonym']);
  });

  it('names the URL of a failed download', async () => {
    await expect(loadWordNetTables({ url: `${server.url}missing.txt.gz` })).rejects.toThrow(`GET ${server.url}missing.txt.gz answered HTTP 404`);
  });
});
