import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockPath } from './lock.js';
import type { CatalogDataset } from './catalog-types.js';
import { loadTestSet } from './load-test-set.js';
import { prepareTestSet, type TestSetOptions } from './test-set.js';
import { md5, startServer, tarGz, zipBytes, type FixtureServer } from './test-support.js';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const work = mkdtempSync(join(tmpdir(), 'bleukit-cache-'));

const XML = `<?xml version="1.0" encoding="utf-8"?>
<dataset id="fix"><collection id="general">
<doc id="d1" origlang="en" domain="news"><src lang="en"><p><seg id="1">Hello  world .</seg><seg id="2">Two &amp; three</seg></p></src>
<ref lang="de" translator="A"><p><seg id="1">Hallo Welt .</seg><seg id="2">Zwei &amp; drei</seg></p></ref>
<ref lang="de" translator="B"><p><seg id="1">Hallo, Welt.</seg><seg id="2">Zwei und drei</seg></p></ref>
<hyp system="sys" lang="de"><p><seg id="1">Hallo Welt</seg><seg id="2">Zwei drei</seg></p></hyp></doc>
<doc id="d2" origlang="de" domain="social"><src lang="en"><p><seg id="1">Bye\u00a0now</seg></p></src>
<ref lang="de" translator="A"><p><seg id="1">Tschüss</seg></p></ref>
<ref lang="de" translator="B"><p><seg id="1">Ciao</seg></p></ref>
<hyp system="sys" lang="de"><p><seg id="1">Tschau</seg></p></hyp></doc>
</collection></dataset>
`;
const SGM_SRC = '<srcset setid="fix" srclang="any">\n<doc sysid="ref" docid="a.1" genre="news" origlang="en">\n<seg id="1">One .</seg>\n<seg id="2"> Two\t2 </seg>\n</doc>\n<doc sysid="ref" docid="b.2" genre="news" origlang="cs">\n<seg id="1">Three</seg>\n</doc>\n</srcset>\n';
const SGM_REF = '<refset setid="fix" srclang="any">\n<doc sysid="ref" docid="a.1" genre="news" origlang="en">\n<seg id="1">Eins .</seg>\n<seg id="2">Zwei</seg>\n</doc>\n<doc sysid="ref" docid="b.2" genre="news" origlang="cs">\n<seg id="1">Drei</seg>\n</doc>\n</refset>\n';

const archives = {
  xml: tarGz([{ name: 'fix-1.0/', type: 'dir' }, { name: 'fix-1.0/xml/test.en-de.xml', content: XML }]),
  sgml: tarGz([{ name: 'sgm/src.en.sgm', content: SGM_SRC }, { name: 'sgm/ref.de.sgm', content: SGM_REF }]),
  plain: zipBytes([{ name: 'sets/' }, { name: 'sets/test.en', content: 'a b \r\n c\n' }]),
  plainRef: gzipSync('A B\nC \n'),
  tsv: tarGz([{ name: 'T/test.tsv', content: 'id\tsrc one \tref one\nid\tsrc two\tref two\n' }]),
};

const CATALOG: CatalogDataset[] = [
  { name: 'fix/xml', class: 'wmt-xml', description: 'x', urls: ['https://example.org/fix/v1.0.tar.gz'], md5: [md5(archives.xml)], tarballs: ['fix_xml.v1.0.tar.gz'], refs: ['A'], langpairs: { 'en-de': ['fix-1.0/xml/test.en-de.xml'] } },
  { name: 'fix/sgml', class: 'sgml', description: 's', urls: ['https://example.org/fix/test.tgz'], md5: [md5(archives.sgml)], tarballs: ['fix_sgml.test.tgz'], langpairs: { 'en-de': ['sgm/src.en.sgm', 'sgm/ref.de.sgm'] } },
  {
    name: 'fix/plain', class: 'plain-text', description: 'p', urls: ['https://example.org/fix/sets.zip', 'https://example.org/fix/test.de.gz'],
    md5: [md5(archives.plain), md5(archives.plainRef)], tarballs: ['fix_plain.sets.zip', 'fix_plain.test.de.gz'], langpairs: { 'en-de': ['sets/test.en', 'fix_plain.test.de.gz'] },
  },
  { name: 'fix/tsv', class: 'tsv', description: 't', urls: ['https://example.org/fix/T.tar.gz'], md5: [md5(archives.tsv)], tarballs: ['fix_tsv.T.tar.gz'], langpairs: { 'en-de': ['1:T/test.tsv', '2:T/test.tsv'] } },
  { name: 'fix/badsum', class: 'sgml', description: 'b', urls: ['https://example.org/fix/test.tgz'], md5: ['0'.repeat(32)], tarballs: ['fix_badsum.test.tgz'], langpairs: { 'en-de': ['sgm/src.en.sgm', 'sgm/ref.de.sgm'] } },
];

let server: FixtureServer;
let refused: string;
beforeAll(async () => {
  server = await startServer({
    '/example.org/fix/v1.0.tar.gz': { body: archives.xml },
    '/example.org/fix/test.tgz': { body: archives.sgml, delayMs: 300 },
    '/example.org/fix/sets.zip': { body: archives.plain },
    '/example.org/fix/test.de.gz': { body: archives.plainRef },
    '/example.org/fix/T.tar.gz': { body: archives.tsv },
    '/example.org/fix/stall.tgz': { body: archives.sgml, stall: true },
  });
  const closed = await startServer({});
  refused = closed.url;
  await closed.close();
});
afterAll(async () => {
  await server.close();
  rmSync(work, { recursive: true, force: true });
});

/** The package's dist, for child processes (built when missing or older than the sources). */
function built(): string {
  const dist = join(packageDir, 'dist', 'index.js');
  const src = join(packageDir, 'src');
  const newest = Math.max(...readdirSync(src).map((name) => statSync(join(src, name)).mtimeMs));
  if (!existsSync(dist) || statSync(dist).mtimeMs < newest) execFileSync(process.execPath, [join(packageDir, '..', '..', 'node_modules', 'typescript', 'bin', 'tsc'), '-p', join(packageDir, 'tsconfig.json')]);
  return dist;
}

let count = 0;
function cache(): string {
  return join(work, `cache-${count++}`);
}

function settings(cacheDir: string, log: string[] = [], mirror = server.url): TestSetOptions {
  return { cacheDir, mirror, catalog: CATALOG, log: (line) => log.push(line) };
}

/** The processed files of a test set's folder, name → text. */
function processed(dir: string): Record<string, string> {
  return Object.fromEntries(readdirSync(dir).filter((name) => statSync(join(dir, name)).isFile()).sort().map((name) => [name, readFileSync(join(dir, name), 'utf8')]));
}

describe('downloading and processing into the cache, as sacreBLEU lays it out', () => {
  it('WMT XML: downloads, unpacks, writes $C/<name>/<flat>.<pair>.<field> and a manifest; the next run needs no network', async () => {
    const root = cache();
    const log: string[] = [];
    const prepared = await prepareTestSet('fix/xml', 'en-de', settings(root, log));
    const raw = join(root, 'fix', 'xml', 'raw');
    expect(log).toEqual([`Downloading https://example.org/fix/v1.0.tar.gz to ${join(raw, 'fix_xml.v1.0.tar.gz')}`, `Extracting ${join(raw, 'fix_xml.v1.0.tar.gz')} to ${raw}`]);
    expect(prepared.fields).toEqual(['src', 'ref:A', 'ref:B', 'docid', 'origlang', 'sys', 'domain']);
    expect(processed(join(root, 'fix', 'xml'))).toEqual({
      '.bleukit.en-de.json': '{"fields":["src","ref:A","ref:B","docid","origlang","sys","domain"]}\n',
      'fix_xml.en-de.docid': 'd1\nd1\nd2\n',
      'fix_xml.en-de.domain': 'news\nnews\nsocial\n',
      'fix_xml.en-de.origlang': 'en\nen\nde\n',
      'fix_xml.en-de.ref-A': 'Hallo Welt .\nZwei & drei\nTschüss\n',
      'fix_xml.en-de.ref-B': 'Hallo, Welt.\nZwei und drei\nCiao\n',
      'fix_xml.en-de.src': 'Hello world .\nTwo & three\nBye now\n',
      'fix_xml.en-de.sys': 'Hallo Welt\nZwei drei\nTschau\n',
    });
    expect(readdirSync(raw).sort()).toEqual(['fix-1.0', 'fix_xml.v1.0.tar.gz']);
    const loaded = await loadTestSet('fix/xml', 'en-de', settings(root, log, refused));
    expect(loaded.references).toEqual([['Hallo Welt .', 'Zwei & drei', 'Tschüss']]);
    expect(loaded.referenceFields).toEqual(['ref:A']);
    expect(log).toHaveLength(2);
    expect(server.requests.get('/example.org/fix/v1.0.tar.gz')).toBe(1);
  });

  it('SGML, plain text (a .zip and a .gz reference) and TSV', async () => {
    const root = cache();
    const sgml = await loadTestSet('fix/sgml', 'en-de', settings(root));
    expect(sgml).toEqual({ sources: ['One .', 'Two 2', 'Three'], references: [['Eins .', 'Zwei', 'Drei']], referenceFields: ['ref'], docids: ['a.1', 'a.1', 'b.2'], origlangs: ['en', 'en', 'cs'], fields: ['src', 'ref', 'docid', 'genre', 'origlang'] });
    expect(Object.keys(processed(join(root, 'fix', 'sgml')))).toEqual(['fix_sgml.en-de.docid', 'fix_sgml.en-de.genre', 'fix_sgml.en-de.origlang', 'fix_sgml.en-de.ref', 'fix_sgml.en-de.src']);
    const plain = await loadTestSet('fix/plain', 'en-de', settings(root));
    expect([plain.sources, plain.references]).toEqual([['a b', ' c'], [['A B', 'C']]]);
    expect(processed(join(root, 'fix', 'plain'))['fix_plain.en-de.src']).toBe('a b\n c\n');
    const tsv = await loadTestSet('fix/tsv', 'en-de', settings(root));
    expect(processed(join(root, 'fix', 'tsv'))['fix_tsv.en-de.src']).toBe('src one \nsrc two\n');
    expect([tsv.sources, tsv.references]).toEqual([['src one', 'src two'], [['ref one', 'ref two']]]);
  });

  it('--origlang and --subset: by the processed fields for WMT XML, by the raw <doc> lines for SGML', async () => {
    const root = cache();
    const only = (filter: { origlang?: string; subset?: string }) => ({ ...settings(root), filter });
    expect((await loadTestSet('fix/xml', 'en-de', only({ origlang: 'en' }))).sources).toEqual(['Hello world .', 'Two & three']);
    expect((await loadTestSet('fix/xml', 'en-de', only({ origlang: 'non-en' }))).sources).toEqual(['Bye now']);
    expect((await loadTestSet('fix/xml', 'en-de', only({ subset: 'soc' }))).sources).toEqual(['Bye now']);
    expect((await loadTestSet('fix/sgml', 'en-de', only({ origlang: 'cs' }))).sources).toEqual(['Three']);
    await expect(loadTestSet('fix/sgml', 'en-de', only({ subset: 'x' }))).rejects.toThrow(/No subset annotation available for test set fix\/sgml/);
    await expect(loadTestSet('fix/plain', 'en-de', only({ origlang: 'en' }))).rejects.toThrow(/fix\/plain does not have \(only WMT \*\.xml and \*\.sgm/);
  });
});

describe('a cache sacreBLEU filled serves bleukit, offline', () => {
  /** sacreBLEU's layout: the download (its bytes unchecked), the unpacked XML, the processed files; no manifest. */
  function sacrebleuCache(root: string, reference: string): void {
    const dir = join(root, 'fix', 'xml');
    mkdirSync(join(dir, 'raw', 'fix-1.0', 'xml'), { recursive: true });
    writeFileSync(join(dir, 'raw', 'fix_xml.v1.0.tar.gz'), 'placeholder');
    writeFileSync(join(dir, 'raw', 'fix_xml.v1.0.tar.gz.lock'), '');
    writeFileSync(join(dir, 'raw', 'fix-1.0', 'xml', 'test.en-de.xml'), XML);
    for (const [field, text] of Object.entries({ src: 'Hello world .\nTwo & three\nBye now\n', 'ref-A': reference, 'ref-B': 'b\nb\nb\n', docid: 'd1\nd1\nd2\n', origlang: 'en\nen\nde\n', sys: 'x\nx\nx\n', domain: 'news\nnews\nsocial\n' })) {
      writeFileSync(join(dir, `fix_xml.en-de.${field}`), text);
    }
  }

  it("uses sacreBLEU's processed files as they are (the network refused), and records the fields", async () => {
    const root = cache();
    sacrebleuCache(root, 'served\nas\nis\n');
    const log: string[] = [];
    const loaded = await loadTestSet('fix/xml', 'en-de', settings(root, log, refused));
    expect(loaded.references).toEqual([['served', 'as', 'is']]);
    expect(log).toEqual([]);
    expect(JSON.parse(readFileSync(join(root, 'fix', 'xml', '.bleukit.en-de.json'), 'utf8'))).toEqual({ fields: ['src', 'ref:A', 'ref:B', 'docid', 'origlang', 'sys', 'domain'] });
  });

  it('writes the files sacreBLEU would have written when they are missing or empty, and only those', async () => {
    const root = cache();
    sacrebleuCache(root, 'kept\nas\nis\n');
    const dir = join(root, 'fix', 'xml');
    rmSync(join(dir, 'fix_xml.en-de.ref-B'));
    writeFileSync(join(dir, 'fix_xml.en-de.sys'), '');
    await prepareTestSet('fix/xml', 'en-de', settings(root, [], refused));
    expect(readFileSync(join(dir, 'fix_xml.en-de.ref-B'), 'utf8')).toBe('Hallo, Welt.\nZwei und drei\nCiao\n');
    expect(readFileSync(join(dir, 'fix_xml.en-de.sys'), 'utf8')).toBe('Hallo Welt\nZwei drei\nTschau\n');
    expect(readFileSync(join(dir, 'fix_xml.en-de.ref-A'), 'utf8')).toBe('kept\nas\nis\n');
  });

  it("re-downloads a download sacreBLEU left after an md5 failure (present, raw files missing, wrong md5)", async () => {
    const root = cache();
    const raw = join(root, 'fix', 'tsv', 'raw');
    mkdirSync(raw, { recursive: true });
    writeFileSync(join(raw, 'fix_tsv.T.tar.gz'), 'truncated');
    const before = server.requests.get('/example.org/fix/T.tar.gz') ?? 0;
    expect((await loadTestSet('fix/tsv', 'en-de', settings(root))).sources).toEqual(['src one', 'src two']);
    expect(server.requests.get('/example.org/fix/T.tar.gz')).toBe(before + 1);
  });
});

describe('failures leave nothing a later run would trust', () => {
  it('an md5 mismatch keeps no download, so the next run downloads again', async () => {
    const root = cache();
    const before = server.requests.get('/example.org/fix/test.tgz') ?? 0;
    for (let run = 0; run < 2; run++) {
      await expect(prepareTestSet('fix/badsum', 'en-de', settings(root))).rejects.toThrow(/was removed/);
      expect(readdirSync(join(root, 'fix', 'badsum', 'raw'))).toEqual([]);
    }
    expect(server.requests.get('/example.org/fix/test.tgz')).toBe(before + 2);
  });

  it('a 404 names the URL and the cache path; nothing is processed', async () => {
    const root = cache();
    const missing: CatalogDataset = { ...(CATALOG[1] as CatalogDataset), name: 'fix/gone', urls: ['https://example.org/gone.tgz'], tarballs: ['fix_gone.gone.tgz'] };
    await expect(prepareTestSet('fix/gone', 'en-de', { ...settings(root), catalog: [missing] })).rejects.toThrow(
      `downloading ${server.url}/example.org/gone.tgz failed: HTTP 404 Not Found. Place the file at ${join(root, 'fix', 'gone', 'raw', 'fix_gone.gone.tgz')} by hand`,
    );
    expect(readdirSync(join(root, 'fix', 'gone'))).toEqual(['raw']);
  });
});

describe('the lock', () => {
  it('takes over a lock left by a process that died', async () => {
    const root = cache();
    const dead = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
    const raw = join(root, 'fix', 'sgml', 'raw');
    mkdirSync(raw, { recursive: true });
    writeFileSync(lockPath(raw), `${dead.stdout.trim()} ${(await import('node:os')).hostname()}\n`);
    expect((await loadTestSet('fix/sgml', 'en-de', settings(root))).sources).toHaveLength(3);
    expect(existsSync(lockPath(raw))).toBe(false);
  });

  it('waits for a live holder, then says who holds it', async () => {
    const root = cache();
    const raw = join(root, 'fix', 'sgml', 'raw');
    mkdirSync(raw, { recursive: true });
    writeFileSync(lockPath(raw), `${process.pid} ${(await import('node:os')).hostname()}\n`);
    await expect(prepareTestSet('fix/sgml', 'en-de', { ...settings(root), lockTimeoutMs: 300 })).rejects.toThrow(
      new RegExp(`${lockPath(raw).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} is held by process ${process.pid} .* Wait for it, or remove`),
    );
  });

  it('Ctrl-C during a download leaves no .part file and no lock', async () => {
    const root = cache();
    const stalled: CatalogDataset = { ...(CATALOG[1] as CatalogDataset), name: 'fix/stall', urls: ['https://example.org/fix/stall.tgz'], tarballs: ['fix_stall.stall.tgz'] };
    const program = `import { loadTestSet } from ${JSON.stringify(built())};
await loadTestSet('fix/stall', 'en-de', { cacheDir: process.argv[1], mirror: process.argv[2], catalog: JSON.parse(process.argv[3]) });`;
    const child = spawn(process.execPath, ['--input-type=module', '-e', program, root, server.url, JSON.stringify([stalled])]);
    const raw = join(root, 'fix', 'stall', 'raw');
    const started = Date.now();
    while (!existsSync(join(raw, 'fix_stall.stall.tgz.part')) && Date.now() - started < 10_000) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(readdirSync(raw).sort()).toEqual(['.bleukit.lock', 'fix_stall.stall.tgz.part']);
    child.kill('SIGINT');
    const code = await new Promise((resolve) => child.on('close', resolve));
    expect(code).toBe(130);
    expect(readdirSync(raw)).toEqual([]);
  }, 60_000);

  it('two processes preparing the same test set at once: one download, the same files for both', async () => {
    const dist = built();
    const root = cache();
    const before = server.requests.get('/example.org/fix/test.tgz') ?? 0;
    const program = `import { loadTestSet } from ${JSON.stringify(dist)};
const set = await loadTestSet('fix/sgml', 'en-de', { cacheDir: process.argv[1], mirror: process.argv[2], catalog: JSON.parse(process.argv[3]) });
console.log(JSON.stringify(set.references));`;
    const run = (): Promise<{ code: number | null; out: string }> =>
      new Promise((resolve) => {
        const child = spawn(process.execPath, ['--input-type=module', '-e', program, root, server.url, JSON.stringify(CATALOG)]);
        let out = '';
        child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
        child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
        child.on('close', (code) => resolve({ code, out }));
      });
    const [a, b] = await Promise.all([run(), run()]);
    expect([a, b]).toEqual([{ code: 0, out: '[["Eins .","Zwei","Drei"]]\n' }, { code: 0, out: '[["Eins .","Zwei","Drei"]]\n' }]);
    expect(server.requests.get('/example.org/fix/test.tgz')).toBe(before + 1);
    expect(readdirSync(join(root, 'fix', 'sgml', 'raw')).sort()).toEqual(['fix_sgml.test.tgz', 'sgm']);
  }, 60_000);
});
