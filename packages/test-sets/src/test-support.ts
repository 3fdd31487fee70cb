// Test-only: archives written byte by byte (tar, gzip, zip; hostile ones too) and a real HTTP
// server on 127.0.0.1 that serves them well or badly. No WMT data: every fixture is made here.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32, gzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';

/** One tar entry; `type` defaults to a file. */
export interface TarEntry {
  name: string;
  content?: string | Uint8Array;
  type?: 'file' | 'dir' | 'symlink' | 'hardlink' | 'chardev' | 'fifo';
  linkname?: string;
}

const TYPE_FLAGS = { file: '0', hardlink: '1', symlink: '2', chardev: '3', dir: '5', fifo: '6' } as const;

function octal(value: number, width: number): string {
  return `${value.toString(8).padStart(width - 1, '0')}\0`;
}

/** A ustar archive of `entries` (names up to 100 bytes). */
export function tarBytes(entries: readonly TarEntry[]): Buffer {
  const blocks: Buffer[] = [];
  for (const entry of entries) {
    const body = Buffer.from(entry.content ?? '');
    const header = Buffer.alloc(512);
    header.write(entry.name, 0, 100, 'utf8');
    header.write(octal(entry.type === 'dir' ? 0o755 : 0o644, 8), 100, 'ascii');
    header.write(octal(0, 8), 108, 'ascii');
    header.write(octal(0, 8), 116, 'ascii');
    header.write(octal(entry.type === undefined || entry.type === 'file' ? body.length : 0, 12), 124, 'ascii');
    header.write(octal(0, 12), 136, 'ascii');
    header.write('        ', 148, 'ascii');
    header.write(TYPE_FLAGS[entry.type ?? 'file'], 156, 'ascii');
    header.write(entry.linkname ?? '', 157, 100, 'utf8');
    header.write('ustar\x0000', 257, 'ascii');
    let sum = 0;
    for (const byte of header) sum += byte;
    header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
    blocks.push(header);
    if (entry.type === undefined || entry.type === 'file') {
      blocks.push(body, Buffer.alloc((512 - (body.length % 512)) % 512));
    }
  }
  blocks.push(Buffer.alloc(1024));
  return Buffer.concat(blocks);
}

/** A gzipped ustar archive. */
export function tarGz(entries: readonly TarEntry[]): Buffer {
  return gzipSync(tarBytes(entries));
}

/** One zip entry (stored, not compressed); `mode` is the Unix mode in the external attributes. */
export interface ZipEntry {
  name: string;
  content?: string;
  mode?: number;
}

/** A zip archive of `entries`, stored without compression. */
export function zipBytes(entries: readonly ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const body = Buffer.from(entry.content ?? '');
    const crc = crc32(body);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(body.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(0x0314, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(body.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(((entry.mode ?? (entry.name.endsWith('/') ? 0o40755 : 0o100644)) << 16) >>> 0, 38);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

export function md5(bytes: Uint8Array | string): string {
  return createHash('md5').update(bytes).digest('hex');
}

/** How the server answers one path. */
export interface Route {
  body?: Uint8Array;
  status?: number;
  contentType?: string;
  /** Send a Content-Length of the whole body, then only this many bytes, then close. */
  truncateAt?: number;
  /** Send the headers, then nothing (a stalled server). */
  stall?: boolean;
  /** Wait this long between the headers and the body (a slow server). */
  delayMs?: number;
}

/** A real HTTP server on 127.0.0.1; `requests` counts the requests per path. */
export interface FixtureServer {
  url: string;
  requests: Map<string, number>;
  close(): Promise<void>;
}

export async function startServer(routes: Readonly<Record<string, Route>>): Promise<FixtureServer> {
  const requests = new Map<string, number>();
  const server: Server = createServer((request, response) => {
    const path = request.url ?? '/';
    requests.set(path, (requests.get(path) ?? 0) + 1);
    const route = routes[path];
    if (route === undefined) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    const body = Buffer.from(route.body ?? '');
    response.writeHead(route.status ?? 200, { 'content-type': route.contentType ?? 'application/octet-stream', 'content-length': String(body.length) });
    if (route.stall) {
      response.flushHeaders();
      return;
    }
    if (route.truncateAt !== undefined) {
      response.write(body.subarray(0, route.truncateAt), () => response.destroy());
      return;
    }
    if (route.delayMs !== undefined) {
      response.flushHeaders();
      setTimeout(() => response.end(body), route.delayMs);
      return;
    }
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
