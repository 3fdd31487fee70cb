import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { entryTarget, extractArchive } from './extract.js';
import { tarGz, zipBytes } from './test-support.js';

const work = mkdtempSync(join(tmpdir(), 'bleukit-extract-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

let count = 0;
/** A fresh `outer/raw` folder with the archive in it; `outer` holds nothing else, so escapes show. */
function setup(name: string, bytes: Uint8Array): { outer: string; raw: string; archive: string } {
  const outer = join(work, `case-${count++}`);
  const raw = join(outer, 'raw');
  mkdirSync(raw, { recursive: true });
  const archive = join(raw, name);
  writeFileSync(archive, bytes);
  return { outer, raw, archive };
}

/** Everything under `dir`, relative, sorted. */
function tree(dir: string): string[] {
  return (readdirSync(dir, { recursive: true }) as string[]).sort();
}

describe('unpacking archives', () => {
  it('unpacks a .tar.gz (folders, files, a GitHub pax header) and a .zip into the raw folder', async () => {
    const tar = setup('set.tar.gz', tarGz([{ name: 'top/', type: 'dir' }, { name: 'top/xml/a.xml', content: '<a/>' }, { name: 'b.txt', content: 'b\n' }]));
    await extractArchive(tar.archive, tar.raw);
    expect(tree(tar.raw)).toEqual(['b.txt', 'set.tar.gz', 'top', 'top/xml', 'top/xml/a.xml']);
    expect(readFileSync(join(tar.raw, 'top/xml/a.xml'), 'utf8')).toBe('<a/>');
    const zip = setup('set.zip', zipBytes([{ name: 'dir/' }, { name: 'dir/x.en', content: 'x\n' }]));
    await extractArchive(zip.archive, zip.raw);
    expect(tree(zip.raw)).toEqual(['dir', 'dir/x.en', 'set.zip']);
  });

  it('replaces what an earlier unpacking left', async () => {
    const tar = setup('set.tgz', tarGz([{ name: 'top/a.txt', content: 'new' }]));
    mkdirSync(join(tar.raw, 'top'));
    writeFileSync(join(tar.raw, 'top', 'stale.txt'), 'old');
    await extractArchive(tar.archive, tar.raw);
    expect(tree(tar.raw)).toEqual(['set.tgz', 'top', 'top/a.txt']);
  });

  const hostileTars: [string, Parameters<typeof tarGz>[0], RegExp][] = [
    ['a ../ path', [{ name: 'ok.txt', content: 'x' }, { name: '../evil.txt', content: 'x' }], /entry "\.\.\/evil\.txt" whose path leaves the folder/],
    ['a nested ../ path', [{ name: 'a/../../evil.txt', content: 'x' }], /whose path leaves the folder/],
    ['an absolute path', [{ name: '/tmp/evil.txt', content: 'x' }], /entry "\/tmp\/evil\.txt" whose path leaves/],
    ['a drive letter', [{ name: 'C:/evil.txt', content: 'x' }], /entry "C:\/evil\.txt" whose path leaves/],
    ['a backslash ..', [{ name: 'a\\..\\..\\evil.txt', content: 'x' }], /whose path leaves/],
    ['a symbolic link', [{ name: 'link', type: 'symlink', linkname: '/etc/passwd' }], /has a SymbolicLink entry "link"/],
    ['a hard link', [{ name: 'ok.txt', content: 'x' }, { name: 'hard', type: 'hardlink', linkname: 'ok.txt' }], /has a Link entry "hard"/],
    ['a device file', [{ name: 'dev', type: 'chardev' }], /has a CharacterDevice entry "dev"/],
    ['a FIFO', [{ name: 'fifo', type: 'fifo' }], /has a FIFO entry "fifo"/],
  ];
  it.each(hostileTars)('refuses a tar with %s: one error naming the archive, nothing outside, nothing left', async (_, entries, message) => {
    const { outer, raw, archive } = setup('bad.tar.gz', tarGz(entries));
    await expect(extractArchive(archive, raw)).rejects.toThrow(message);
    await expect(extractArchive(archive, raw)).rejects.toThrow(archive);
    expect(tree(outer)).toEqual(['raw', 'raw/bad.tar.gz']);
  });

  it.each([
    ['a ../ path', [{ name: '../evil.txt', content: 'x' }], /whose path leaves|invalid relative path/],
    ['an absolute path', [{ name: '/evil.txt', content: 'x' }], /whose path leaves|absolute path/],
    ['a symbolic link', [{ name: 'link', content: '/etc/passwd', mode: 0o120777 }], /has a symbolic link entry "link"/],
  ])('refuses a zip with %s', async (_, entries, message) => {
    const { outer, raw, archive } = setup('bad.zip', zipBytes(entries));
    await expect(extractArchive(archive, raw)).rejects.toThrow(message);
    expect(tree(outer)).toEqual(['raw', 'raw/bad.zip']);
  });

  const good = tarGz([{ name: 'a.txt', content: 'x'.repeat(5000) }, { name: 'b.txt', content: 'y'.repeat(5000) }]);
  it.each([
    ['a truncated gzip', good.subarray(0, good.length - 40)],
    ['a corrupt gzip', Buffer.concat([good.subarray(0, 20), Buffer.alloc(30, 0x55), good.subarray(50)])],
    ['a file that is no archive', Buffer.from('<!DOCTYPE html><html>not found</html>')],
    ['a gzip of something else', gzipSync('hello, not a tar file at all')],
  ])('refuses %s: one error naming it, nothing unpacked', async (_, bytes) => {
    const { outer, raw, archive } = setup('bad.tgz', bytes);
    await expect(extractArchive(archive, raw)).rejects.toThrow(/bad\.tgz/);
    expect(tree(outer)).toEqual(['raw', 'raw/bad.tgz']);
  });

  it('refuses a truncated or corrupt zip', async () => {
    const zip = zipBytes([{ name: 'a.txt', content: 'x'.repeat(100) }]);
    const { outer, raw, archive } = setup('bad.zip', zip.subarray(0, zip.length - 10));
    await expect(extractArchive(archive, raw)).rejects.toThrow(/bad\.zip/);
    expect(tree(outer)).toEqual(['raw', 'raw/bad.zip']);
  });

  it('checks every entry path before writing it', () => {
    expect(entryTarget('/c/raw', 'x.tgz', 'a/./b/c.txt')).toBe('/c/raw/a/b/c.txt');
    expect(() => entryTarget('/c/raw', 'x.tgz', 'a/../b')).toThrow(/leaves/);
    expect(existsSync(join(work, 'evil.txt'))).toBe(false);
  });
});
