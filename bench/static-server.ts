/**
 * A static host for a built single-page app, as a production host serves one: every file
 * gzip-compressed at level 6 (nginx's and the common CDNs' setting) when the client accepts
 * gzip, any path that is not a file answered with index.html (the SPA fallback). The bench
 * serves the original frontend's build with it (bench/lcp.ts, BENCH_ORIGINAL_DIST), or it
 * runs alone:
 *
 *   npx tsx bench/static-server.ts <dir> [port]     (prints the URL; Ctrl-C stops it)
 *
 * Each file is compressed once and kept in memory, so the bench measures the page, not this
 * machine's compressor.
 */
import { readFile, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);

export const STATIC_GZIP_LEVEL = 6;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
};
/** Already compressed formats go out as they are. */
const COMPRESSED = new Set(['.png', '.jpg', '.jpeg', '.webp', '.gif', '.woff2', '.woff']);

export interface StaticHost {
  url: string;
  close(): Promise<void>;
}

interface CachedFile {
  type: string;
  body: Buffer;
  gzipped: Buffer | null;
}

export async function serveStatic(dir: string, port = 0): Promise<StaticHost> {
  const root = path.resolve(dir);
  const cache = new Map<string, Promise<CachedFile>>();

  const load = (file: string) => {
    let entry = cache.get(file);
    if (!entry) {
      entry = (async () => {
        const body = await readFile(file);
        const ext = path.extname(file).toLowerCase();
        const gzipped = COMPRESSED.has(ext) ? null : await gzipAsync(body, { level: STATIC_GZIP_LEVEL });
        return { type: TYPES[ext] ?? 'application/octet-stream', body, gzipped };
      })();
      cache.set(file, entry);
    }
    return entry;
  };

  const resolveFile = async (urlPath: string) => {
    let pathname = '/';
    try {
      pathname = decodeURIComponent(urlPath.split('?', 1)[0] ?? '/');
    } catch {
      // Malformed: the fallback.
    }
    const file = path.join(root, path.normalize(pathname));
    if (file.startsWith(root) && file !== root) {
      const found = await stat(file).catch(() => null);
      if (found?.isFile()) return file;
    }
    return path.join(root, 'index.html');
  };

  const server: Server = createServer((request, response) => {
    void (async () => {
      const file = await resolveFile(request.url ?? '/');
      const cached = await load(file);
      const acceptsGzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
      const body = acceptsGzip && cached.gzipped ? cached.gzipped : cached.body;
      response.writeHead(200, {
        'content-type': cached.type,
        'content-length': body.byteLength,
        'cache-control': file.endsWith('index.html') ? 'no-cache' : 'public, max-age=31536000, immutable',
        vary: 'accept-encoding',
        ...(body === cached.gzipped ? { 'content-encoding': 'gzip' } : {}),
      });
      response.end(request.method === 'HEAD' ? undefined : body);
    })().catch((error: unknown) => {
      response.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

if (import.meta.url === pathToFileURL(path.resolve(process.argv[1] ?? '')).href) {
  const dir = process.argv[2];
  if (!dir) throw new Error('usage: npx tsx bench/static-server.ts <dir> [port]');
  const host = await serveStatic(dir, Number(process.argv[3] ?? 0));
  console.log(`serving ${path.resolve(dir)} (gzip ${STATIC_GZIP_LEVEL}) at ${host.url}`);
}
