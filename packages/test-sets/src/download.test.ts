import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadFile, mirroredUrl } from './download.js';
import { md5, startServer, type FixtureServer } from './test-support.js';

const work = mkdtempSync(join(tmpdir(), 'bleukit-download-'));
const body = Buffer.from('x'.repeat(100_000));
let server: FixtureServer;
beforeAll(async () => {
  server = await startServer({
    '/host/ok.tgz': { body },
    '/host/html.tgz': { body: Buffer.from('<html>please log in</html>'), contentType: 'text/html; charset=utf-8' },
    '/host/short.tgz': { body, truncateAt: 40_000 },
    '/host/stall.tgz': { body, stall: true },
    '/host/error.tgz': { body: Buffer.from('busy'), status: 503 },
  });
});
afterAll(async () => {
  await server.close();
  rmSync(work, { recursive: true, force: true });
});

let count = 0;
function target(): string {
  return join(work, `file-${count++}.tgz`);
}

/** Nothing in the folder but what `keep` names: no `.part` survives a failure. */
function leftovers(): string[] {
  return readdirSync(work).filter((name) => name.endsWith('.part'));
}

describe('downloads', () => {
  it('maps https://HOST/PATH to BLEUKIT_MIRROR/HOST/PATH', () => {
    expect(mirroredUrl('https://data.statmt.org/wmt20/test.tgz', 'http://m:8080/pre/')).toBe('http://m:8080/pre/data.statmt.org/wmt20/test.tgz');
    expect(mirroredUrl('https://a.b/c', undefined)).toBe('https://a.b/c');
  });

  it('writes the file when its md5 matches, with one summary line when stderr is no terminal', async () => {
    const file = target();
    const progress: string[] = [];
    await downloadFile('https://host/ok.tgz', file, md5(body), { mirror: server.url, progress: { write: (text) => progress.push(text), isTTY: false } });
    expect(readFileSync(file)).toEqual(body);
    expect(progress).toHaveLength(1);
    expect(progress[0]).toMatch(/^bleukit: downloaded 0\.1 MB in \d+\.\d s\n$/);
  });

  it('draws a bar with size, rate and ETA on a terminal', async () => {
    const progress: string[] = [];
    await downloadFile('https://host/ok.tgz', target(), md5(body), { mirror: server.url, progress: { write: (text) => progress.push(text), isTTY: true } });
    expect(progress.at(-1)).toMatch(/^\r\[#{30}\] 0\.1 MB\/0\.1 MB [\d.]+ MB\/s ETA 0 s\n$/);
  });

  it.each([
    ['a 404', 'https://host/missing.tgz', /failed: HTTP 404 Not Found\. Place the file at .* by hand \(md5 0{32}\), or set BLEUKIT_MIRROR/],
    ['a 503', 'https://host/error.tgz', /failed: HTTP 503 Service Unavailable/],
    ['an HTML page served with status 200', 'https://host/html.tgz', /the server sent an HTML page \(Content-Type text\/html; charset=utf-8\)/],
    ['a body shorter than Content-Length', 'https://host/short.tgz', /the connection ended after \d+ of 100000 bytes|the body has \d+ bytes, Content-Length said 100000/],
    ['a server that stops sending', 'https://host/stall.tgz', /no data for 0\.3 s after 0 of 100000 bytes/],
  ])('fails on %s with one line naming the URL and the cache path, and leaves no file', async (_, url, message) => {
    const file = target();
    const error = downloadFile(url, file, '0'.repeat(32), { mirror: server.url, timeoutMs: 300 });
    await expect(error).rejects.toThrow(message);
    await expect(downloadFile(url, file, '0'.repeat(32), { mirror: server.url, timeoutMs: 300 })).rejects.toThrow(`downloading ${server.url}${url.slice('https:/'.length)} failed`);
    expect(existsSync(file)).toBe(false);
    expect(leftovers()).toEqual([]);
  });

  it('fails on a refused connection', async () => {
    const closed = await startServer({});
    const url = closed.url;
    await closed.close();
    const file = target();
    await expect(downloadFile('https://host/ok.tgz', file, undefined, { mirror: url })).rejects.toThrow(/failed: ECONNREFUSED\. Place the file at/);
    expect(existsSync(file)).toBe(false);
  });

  it('fails on a full disk (the .part file is /dev/full) with one line, and leaves no file', async () => {
    const file = target();
    symlinkSync('/dev/full', `${file}.part`);
    await expect(downloadFile('https://host/ok.tgz', file, md5(body), { mirror: server.url })).rejects.toThrow(/failed: the disk is full \(writing .*\.part\)/);
    expect(existsSync(file)).toBe(false);
    expect(leftovers()).toEqual([]);
  });

  it("checks the md5 before the file is put in place: sacreBLEU's three lines, and nothing kept", async () => {
    const file = target();
    const error = await downloadFile('https://host/ok.tgz', file, 'f'.repeat(32), { mirror: server.url }).catch((caught: unknown) => caught);
    expect((error as { logLines: string[] }).logLines).toEqual([
      `Fatal: MD5 sum of downloaded file was incorrect (got ${md5(body)}, expected ${'f'.repeat(32)}).`,
      `Please manually delete '${file}' and rerun the command.`,
      'If the problem persists, the tarball may have changed, in which case, please contact the SacreBLEU maintainer.',
    ]);
    expect((error as Error).message).toMatch(/was removed \(it went to .*\.part, never to .*\)/);
    expect(existsSync(file)).toBe(false);
    expect(leftovers()).toEqual([]);
  });
});
