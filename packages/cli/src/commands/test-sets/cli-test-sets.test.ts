// -t, --echo, --list, --download, --origlang/--subset against a cache laid out as sacreBLEU lays
// it out (the unpacked raw files and a placeholder download, made here from the repository's
// samples, never WMT data). The mirror points at a refused port, so any network access fails.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DATASETS, testSetNamesRepr } from '@bleukit/test-sets';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BUILT_CLI, ensureBuilt } from '../../test-helpers.js';
import { SACREBLEU_TEST_SETS_LIST } from './test-sets.js';

ensureBuilt();
// Several tests run the built CLI ten times or more; on a loaded 2-core machine that takes seconds.
vi.setConfig({ testTimeout: 60_000 });
const repo = join(import.meta.dirname, '..', '..', '..', '..', '..');
const dir = mkdtempSync(join(tmpdir(), 'bleukit-test-sets-'));
const cache = join(dir, 'cache');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const sample = (name: string): string[] => readFileSync(join(repo, 'samples', 'en-de', name), 'utf8').trimEnd().split('\n');
const refA = sample('ref.en');
const refB = sample('hyp.literal.en');
const good = sample('hyp.good.en');
const rough = sample('hyp.rough.en');
const source = refA.map((_, i) => `Quelle Satz ${i + 1} .`);
const escape = (text: string): string => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;');
const docOf = (i: number): number => Math.floor(i / 10);
const ORIGLANGS = ['de', 'en', 'de'];
const DOMAINS = ['news', 'social', 'news'];

/** A WMT-XML file of the samples: three documents of ten segments, references A (or refA) and B, one system. */
function wmtXml(labels: [string, string]): string {
  const docs = [0, 1, 2].map((d) => {
    const ids = [...Array(10).keys()].map((k) => d * 10 + k);
    const segs = (lines: string[]): string => `<p>${ids.map((i) => `<seg id="${i + 1}">${escape(lines[i] as string)}</seg>`).join('')}</p>`;
    return `<doc id="doc${d}" origlang="${ORIGLANGS[d]}" domain="${DOMAINS[d]}">
<src lang="de">${segs(source)}</src>
<ref lang="en" translator="${labels[0]}">${segs(refA)}</ref>
<ref lang="en" translator="${labels[1]}">${segs(refB)}</ref>
<hyp system="Online-A" lang="en">${segs(good)}</hyp>
</doc>`;
  });
  return `<?xml version="1.0" encoding="utf-8"?>\n<dataset id="x"><collection id="general">\n${docs.join('\n')}\n</collection></dataset>\n`;
}

function sgm(lines: string[], kind: 'srcset' | 'refset'): string {
  const docs = [0, 1, 2].map((d) => [
    `<doc sysid="ref" docid="doc${d}" genre="news" origlang="${ORIGLANGS[d]}">`,
    ...lines.slice(d * 10, d * 10 + 10).map((line, k) => `<seg id="${k + 1}">${line}</seg>`),
    '</doc>',
  ]);
  return [`<${kind} setid="x" srclang="any">`, ...docs.flat(), `</${kind}>`, ''].join('\n');
}

/** The raw files of a pair at the catalog's paths, and a placeholder for each download (as sacreBLEU leaves them). */
function layOut(name: string, pair: string, contents: string[]): void {
  const dataset = DATASETS.find((entry) => entry.name === name);
  if (dataset === undefined) throw new Error(name);
  const raw = join(cache, ...name.split('/'), 'raw');
  const entry = dataset.langpairs[pair];
  const paths = Array.isArray(entry) ? entry : [(entry as { path: string }).path];
  paths.forEach((path, i) => {
    mkdirSync(dirname(join(raw, path)), { recursive: true });
    writeFileSync(join(raw, path), contents[i] as string);
  });
  for (const tarball of dataset.tarballs) writeFileSync(join(raw, tarball), 'placeholder');
}

layOut('wmt22', 'de-en', [wmtXml(['A', 'B'])]);
layOut('wmt23', 'de-en', [wmtXml(['refA', 'refB'])]);
layOut('wmt21/AB', 'de-en', [wmtXml(['A', 'B'])]);
layOut('wmt23', 'he-en', [wmtXml(['refA', 'refB'])]);
layOut('wmt24', 'en-de', [wmtXml(['A', 'B'])]);
layOut('wmt17', 'de-en', [sgm(source, 'srcset'), sgm(refA, 'refset')]);
layOut('wmt20/tworefs', 'de-en', [sgm(source, 'srcset'), sgm(refA, 'refset'), sgm(refB, 'refset')]);
for (const [name, lines] of Object.entries({ 'ref.A.en': refA, 'ref.B.en': refB, 'good.en': good, 'rough.en': rough })) writeFileSync(join(dir, name), `${lines.join('\n')}\n`);

let refused = '';
beforeAll(async () => {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  refused = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  await new Promise((resolve) => server.close(resolve));
});

function bleukit(args: string[], input = '', env: Record<string, string> = {}) {
  return spawnSync(process.execPath, [BUILT_CLI, ...args], {
    cwd: dir,
    input,
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '', NO_COLOR: '1', SACREBLEU: cache, BLEUKIT_MIRROR: refused, ...env },
  });
}

const text = (lines: string[]): string => `${lines.join('\n')}\n`;

describe('scoring against a test set: the same output as with the reference files given', () => {
  it.each<[string, string[], string]>([
    ['one system on stdin', [], text(good)],
    ['one system with -i', ['-i', 'good.en'], ''],
    ['BLEU, chrF and TER', ['-m', 'bleu', 'chrf', 'ter', '-f', 'text'], text(good)],
    ['two systems with -i', ['-i', 'good.en', 'rough.en'], ''],
    ['two systems on stdin', [], good.map((line, i) => `${line}\t${rough[i]}`).join('\n')],
    ['sentence level', ['-sl', '-m', 'chrf'], text(good)],
    ['a confidence interval', ['-ci', '-cin', '50', '-f', 'text'], text(good)],
    ['a paired bootstrap test', ['-i', 'good.en', 'rough.en', '-pbs', '-pbsn', '50', '-m', 'bleu', 'ter'], ''],
    ['a paired approximate randomization test', ['-i', 'good.en', 'rough.en', '-par', '-parn', '50'], ''],
  ])('%s', (_, args, input) => {
    const withTestSet = bleukit(['-t', 'wmt22', '-l', 'de-en', ...args], input);
    const withFiles = bleukit(['ref.A.en', '-l', 'de-en', ...args], input);
    expect(withTestSet.stderr).toBe(withFiles.stderr);
    expect(withTestSet.status).toBe(0);
    expect(withTestSet.stdout).toBe(withFiles.stdout);
    expect(withTestSet.stdout.length).toBeGreaterThan(20);
  });

  it('processes the test set into the cache without the network, as sacreBLEU names the files', () => {
    expect(existsSync(join(cache, 'wmt22', 'wmt22.de-en.ref-A'))).toBe(true);
    expect(readFileSync(join(cache, 'wmt22', 'wmt22.de-en.ref-A'), 'utf8')).toBe(text(refA));
    expect(readFileSync(join(cache, 'wmt22', 'wmt22.de-en.Online-A'), 'utf8')).toBe(text(good));
  });

  it('several references (wmt20/tworefs: nrefs:2) and several test sets (-t wmt22,wmt23: concatenated)', () => {
    expect(bleukit(['-t', 'wmt20/tworefs', '-l', 'de-en', '-f', 'text'], text(good)).stdout).toBe(bleukit(['ref.A.en', 'ref.B.en', '-f', 'text'], text(good)).stdout);
    writeFileSync(join(dir, 'ref.AA.en'), text([...refA, ...refA]));
    const both = bleukit(['-t', 'wmt22,wmt23', '-l', 'de-en', '-f', 'text'], text([...good, ...good]));
    expect(both.stdout).toBe(bleukit(['ref.AA.en', '-f', 'text'], text([...good, ...good])).stdout);
    expect(both.stdout).toMatch(/^BLEU\|nrefs:1\|/);
  });

  it("default references: the test set's translator labels, or the pair's (wmt21/AB: A and B; wmt23 he-en: refB)", () => {
    expect(bleukit(['-t', 'wmt21/AB', '-l', 'de-en', '-f', 'text'], text(good)).stdout).toBe(bleukit(['ref.A.en', 'ref.B.en', '-f', 'text'], text(good)).stdout);
    expect(bleukit(['-t', 'wmt21/AB', '-l', 'de-en', '-f', 'text'], text(good)).stdout).toMatch(/^BLEU\|nrefs:2\|/);
    expect(bleukit(['-t', 'wmt23', '-l', 'he-en', '-f', 'text'], text(good)).stdout).toBe(bleukit(['ref.B.en', '-f', 'text'], text(good)).stdout);
    // --echo ref is the smallest ref field, not the scoring reference (as in sacreBLEU).
    expect(bleukit(['-t', 'wmt23', '-l', 'he-en', '--echo', 'ref']).stdout).toBe(text(refA));
    const none = bleukit(['-t', 'wmt24', '-l', 'en-de'], text(good));
    expect(none.status).toBe(1);
    expect(none.stderr.split('\n').slice(0, 2)).toEqual(['sacreBLEU: No references found for test set wmt24/en-de.', 'sacreBLEU: System and reference streams have different lengths.']);
    expect(none.stderr).toContain('bleukit: error: wmt24 has none of its default references (ref:refA) for en-de; its fields are src, ref:A, ref:B, docid, origlang, Online-A, domain.');
  });

  it('--origlang and --subset score the kept documents; every system still has all lines', () => {
    const keep = (d: number[]): string[] => [...refA.keys()].filter((i) => d.includes(docOf(i))).map(String);
    const pick = (lines: string[], d: number[]): string => text(keep(d).map((i) => lines[Number(i)] as string));
    writeFileSync(join(dir, 'ref.de.en'), pick(refA, [0, 2]));
    writeFileSync(join(dir, 'ref.social.en'), pick(refA, [1]));
    const expected = bleukit(['ref.de.en', '-f', 'text'], pick(good, [0, 2])).stdout;
    expect(bleukit(['-t', 'wmt22', '-l', 'de-en', '-ol', 'de', '-f', 'text'], text(good)).stdout).toBe(expected);
    expect(bleukit(['-t', 'wmt17', '-l', 'de-en', '--origlang', 'non-en', '-f', 'text'], text(good)).stdout).toBe(expected);
    expect(bleukit(['-t', 'wmt22', '-l', 'de-en', '--subset', 'soc', '-f', 'text'], text(good)).stdout).toBe(bleukit(['ref.social.en', '-f', 'text'], pick(good, [1])).stdout);
    const none = bleukit(['-t', 'wmt22', '-l', 'de-en', '-ol', 'fr'], text(good));
    expect([none.status, none.stderr]).toEqual([1, "sacreBLEU: Test set 'wmt22' contains no sentence with origlang=fr\n"]);
  });

  it('-d/--detail: the result as text, then each original language × domain scored alone', () => {
    const score = (d: number[]): string => {
      const keep = [...refA.keys()].filter((i) => d.includes(docOf(i)));
      writeFileSync(join(dir, 'ref.part.en'), text(keep.map((i) => refA[i] as string)));
      return (bleukit(['ref.part.en', '-b', '-w', '1'], text(keep.map((i) => good[i] as string))).stdout.trim());
    };
    const run = bleukit(['-t', 'wmt22', '-l', 'de-en', '-d'], text(good));
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(
      `${bleukit(['ref.A.en', '-f', 'text'], text(good)).stdout}` +
        `origlang=de domain=ALL    : sentences=20     BLEU = ${score([0, 2])}\n` +
        `origlang=de domain=news   : sentences=20     BLEU = ${score([0, 2])}\n` +
        `origlang=en domain=ALL    : sentences=10     BLEU = ${score([1])}\n` +
        `origlang=en domain=social : sentences=10     BLEU = ${score([1])}\n`,
    );
    const sgml = bleukit(['-t', 'wmt17', '-l', 'de-en', '-d', '-m', 'bleu', 'chrf'], text(good)).stdout.split('\n');
    expect(sgml.slice(2)).toEqual([`origlang=de domain=ALL : sentences=20     BLEU  = ${score([0, 2])}`, expect.stringMatching(/^origlang=de domain=ALL : sentences=20     chrF2 = \d+\.\d$/), expect.stringMatching(/^origlang=en domain=ALL : sentences=10     BLEU  = /), expect.stringMatching(/chrF2 = /), '']);
    const two = bleukit(['-t', 'wmt22', '-l', 'de-en', '-i', 'good.en', 'rough.en', '-d']).stdout;
    expect(two.split('\n').filter((line) => /^(good|rough)\.en:$|^origlang=/.test(line))).toEqual(['good.en:', ...run.stdout.split('\n').slice(1, 5), 'rough.en:', ...Array(4).fill(expect.stringMatching(/^origlang=/))]);
    expect(bleukit(['ref.A.en', '-d'], text(good)).stdout).toMatch(/\nNo subset information found\. Consider using --origlang argument\.\n$/);
  });

  it('-tok none warns as sacreBLEU does with -t, and still scores', () => {
    const run = bleukit(['-t', 'wmt22', '-l', 'de-en', '-tok', 'none', '-f', 'text'], text(good));
    expect(run.status).toBe(0);
    expect(run.stderr).toBe("sacreBLEU: You are turning off BLEU's internal tokenizer presumably to supply your own tokenized files.\nsacreBLEU: Published numbers will not be comparable to other papers.\n");
  });
});

describe('--echo and --list', () => {
  it('--echo prints fields as TSV; ref stands for the smallest ref field; all is every field', () => {
    const echo = bleukit(['-t', 'wmt22', '-l', 'de-en', '--echo', 'src', 'ref', 'Online-A']);
    expect(echo.status).toBe(0);
    expect(echo.stdout).toBe(text(source.map((line, i) => `${line}\t${refA[i]}\t${good[i]}`)));
    const all = bleukit(['-t', 'wmt22', '-l', 'de-en', '--echo', 'all']).stdout.split('\n')[0];
    expect(all).toBe(`${source[0]}\t${refA[0]}\t${refB[0]}\tdoc0\tde\t${good[0]}\tnews`);
    expect(bleukit(['-t', 'wmt22', '-l', 'de-en', '--echo', 'src', '-ol', 'en']).stdout).toBe(text(source.slice(10, 20)));
    expect(bleukit(['-t', 'wmt17', '-l', 'de-en', '--echo', 'docid', 'genre', 'origlang']).stdout.split('\n')[10]).toBe('doc1\tnews\ten');
  });

  it('--list -t NAME -l PAIR: the fields of the pair (from the XML, or from the catalog alone)', () => {
    expect(bleukit(['--list', '-t', 'wmt22', '-l', 'de-en']).stdout).toBe('de-en: src, ref:A, ref:B, docid, origlang, Online-A, domain\n');
    const wmt17 = bleukit(['--list', '-t', 'wmt17'], '', { SACREBLEU: join(dir, 'empty-cache') });
    expect(wmt17.stdout.split('\n')[0]).toBe('cs-en: src, ref, docid, genre, origlang');
    expect(wmt17.stdout.split('\n')).toHaveLength(15);
    expect(existsSync(join(dir, 'empty-cache'))).toBe(false);
  });

  it('--list prints the 68 lines of sacreBLEU; the names list of the no-reference error is the catalog', () => {
    const list = bleukit(['--list']);
    expect(list.stdout.split('\n')).toHaveLength(69);
    expect(list.stdout.split('\n')[66]).toBe('wmt23                         : Official evaluation and system data for WMT23.');
    expect(SACREBLEU_TEST_SETS_LIST).toBe(testSetNamesRepr());
  });
});

describe("sacreBLEU's checks, in its order, with its messages", () => {
  it.each([
    ['an unknown test set', ['-t', 'wmt99', '-l', 'de-en'], "sacreBLEU: Unknown test set 'wmt99'\nsacreBLEU: Please run with --list to see the available test sets.\n"],
    ['-t without -l', ['-t', 'wmt22'], 'sacreBLEU: I need a language pair (-l). Use --list to see available language pairs for this test set.\n'],
    ['-t with reference files', ['-t', 'wmt22', '-l', 'de-en', 'ref.A.en'], 'sacreBLEU: I need exactly one of (a) a predefined test set (-t) or (b) a list of references\n'],
    ['--echo with reference files', ['ref.A.en', '--echo', 'src'], 'sacreBLEU: --echo requires a test set (--t) and a language pair (-l)\n'],
    ['--echo all with other fields', ['-t', 'wmt22', '-l', 'de-en', '--echo', 'all', 'src'], 'sacreBLEU: Cannot use --echo all with other fields\n'],
    [
      '-nr 2 with -t',
      ['-t', 'wmt22', '-l', 'de-en', '-nr', '2'],
      'sacreBLEU: The --num-refs argument allows you to provide any number of tab-delimited references in a single file.\nsacreBLEU: You can only use it with externally provided references, however (i.e., not with `-t`),\nsacreBLEU: and you cannot then provide multiple reference files.\n',
    ],
    [
      'an unknown field',
      ['-t', 'wmt22', '-l', 'de-en', '--echo', 'ref-A'],
      "sacreBLEU: No such field ref-A in test set wmt22 for language pair de-en.\nsacreBLEU: available fields for wmt22/de-en: src, ref:A, ref:B, docid, origlang, Online-A, domain\nsacreBLEU: 'ref' also allowed for backwards compatibility (will return ref:A)\n",
    ],
  ])('%s', (_, args, stderr) => {
    const run = bleukit(args, text(good));
    expect([run.status, run.stdout, run.stderr]).toEqual([1, '', stderr]);
  });

  it('a pair the test set lacks lists its pairs', () => {
    const run = bleukit(['-t', 'wmt22', '-l', 'en-xx']);
    expect(run.status).toBe(1);
    expect(run.stderr.split('\n').slice(0, 4)).toEqual(["sacreBLEU: No such language pair 'en-xx'", "sacreBLEU: Available language pairs for 'wmt22' are:", 'sacreBLEU:  > cs-en', 'sacreBLEU:  > cs-uk']);
  });

  it('a length mismatch gives the rm -r hint, one line per test set', () => {
    const run = bleukit(['-t', 'wmt22,wmt23', '-l', 'de-en'], text(good));
    expect(run.status).toBe(1);
    expect(run.stderr).toBe(
      [
        'sacreBLEU: System and reference streams have different lengths.',
        "sacreBLEU: This could be an issue with your system output or with sacreBLEU's reference database if -t is given.",
        'sacreBLEU: For the latter, try cleaning out the cache by typing:',
        '',
        `sacreBLEU:   rm -r ${join(cache, 'wmt22')}`,
        '',
        `sacreBLEU:   rm -r ${join(cache, 'wmt23')}`,
        '',
        'sacreBLEU: The test sets will be re-downloaded the next time you run sacreBLEU.',
        'bleukit: error: system 1 on stdin has 30 lines but wmt22,wmt23 has 60 lines for -l de-en; give one hypothesis line per test-set segment.',
        '',
      ].join('\n'),
    );
  });

  it('an empty system file (empty stdin is one empty line, as in sacreBLEU: a length error)', () => {
    writeFileSync(join(dir, 'empty.en'), '');
    expect(bleukit(['-t', 'wmt22', '-l', 'de-en', '-i', 'empty.en', '-m', 'chrf'], '').stderr).toBe("sacreBLEU: Test set 'wmt22' contains no sentence\n");
    expect(bleukit(['-t', 'wmt22', '-l', 'de-en'], '').stderr).toMatch(/^bleukit: warning: stdin is empty.*\nsacreBLEU: System and reference streams have different lengths\.\n/);
  });
});

describe('downloads from the command line', () => {
  it('--download of a present test set does nothing, offline', () => {
    const run = bleukit(['--download', 'wmt17', '-l', 'de-en']);
    expect([run.status, run.stdout, run.stderr]).toEqual([0, '', '']);
  });

  it('a test set that is not in the cache: the download error names the URL and where to put the file', () => {
    const run = bleukit(['-t', 'wmt19', '-l', 'de-en'], text(good));
    const file = join(cache, 'wmt19', 'raw', 'wmt19.test.tgz');
    expect(run.status).toBe(1);
    expect(run.stderr).toBe(
      `sacreBLEU: Downloading https://data.statmt.org/wmt19/translation-task/test.tgz to ${file}\n` +
        `bleukit: error: downloading ${refused}/data.statmt.org/wmt19/translation-task/test.tgz failed: ECONNREFUSED. Place the file at ${file} by hand (md5 84de7162d158e28403103b01aeefc39a), or set BLEUKIT_MIRROR to a mirror that has it.\n`,
    );
    expect(existsSync(file)).toBe(false);
  });

  it("a download with the wrong bytes: sacreBLEU's md5 lines, then what bleukit removed", async () => {
    const server = createServer((_, response) => response.end('not the test set'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const mirror = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const run = await new Promise<{ status: number | null; stderr: string }>((resolve) => {
      const child = spawn(process.execPath, [BUILT_CLI, '--download', 'wmt16', '-l', 'de-en', '-q'], { env: { PATH: process.env.PATH ?? '', SACREBLEU: cache, BLEUKIT_MIRROR: mirror } });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.on('close', (status) => resolve({ status, stderr }));
    });
    server.close();
    const file = join(cache, 'wmt16', 'raw', 'wmt16.test.tgz');
    expect(run.status).toBe(1);
    expect(run.stderr.split('\n').slice(0, 3)).toEqual([
      `Fatal: MD5 sum of downloaded file was incorrect (got ${createHash('md5').update('not the test set').digest('hex')}, expected 3d809cd0c2c86adb2c67034d15c4e446).`,
      `Please manually delete '${file}' and rerun the command.`,
      'If the problem persists, the tarball may have changed, in which case, please contact the SacreBLEU maintainer.',
    ]);
    expect(run.stderr.split('\n')[3]).toMatch(/^bleukit: error: the download of .* was removed/);
    expect(existsSync(file)).toBe(false);
  });
});

describe('loading', () => {
  it('the CLI imports the test-set package only dynamically, so an ordinary run does not load it', () => {
    // The modules and the CommonJS bundles (whose import() is src/import-module.ts's importModule).
    const built = readdirSync(dirname(BUILT_CLI), { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.js') || name.endsWith('.cjs'))
      .map((name) => readFileSync(join(dirname(BUILT_CLI), name), 'utf8'));
    expect(built.filter((code) => /(import|importModule)\(['"]@bleukit\/test-sets['"]\)/.test(code)).length).toBeGreaterThan(0);
    expect(built.filter((code) => /(from|import)\s*['"]@bleukit\/test-sets['"]/.test(code))).toEqual([]);
    expect(built.filter((code) => code.includes('parseWmtXml'))).toEqual([]);
  });
});
