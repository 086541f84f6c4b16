/**
 * The home page's bytes on the wire: what a browser that accepts brotli and gzip
 * (`accept-encoding: br, gzip`) receives for index.html and the JavaScript and CSS the
 * home route loads before any interaction, next to the gzip size of the same files (the
 * issue's target: within 10 % of it) and to what goes out uncompressed. Asks the whole
 * app (real database, embedded chain) serving the built apps/web/dist, through Fastify's
 * inject: the same reply pipeline as a socket, bodies only (headers are not counted).
 *
 *   npm run build && npx tsx bench/home-page-wire.ts [distDir]
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { openDatabase } from '../apps/server/src/db/open.ts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { openInMemoryApp } from '../apps/server/test/app.ts';
import { measureHomeBundle } from './bundle-size.ts';

/** The target: the page's wire bytes at most 10 % over its gzip size. */
export const WIRE_OVER_GZIP_TARGET = 1.1;

const STYLESHEET_TAG = /<link\b[^>]*\brel=["']stylesheet["'][^>]*>/gi;

export interface WireFile {
  /** The URL path the page asks for. */
  url: string;
  kind: 'html' | 'js' | 'css';
  /** Sent to a client without Accept-Encoding. */
  identityBytes: number;
  /** node:zlib gzip at its default level: the reference size. */
  gzipBytes: number;
  /** Sent to `accept-encoding: br, gzip`. */
  wireBytes: number;
  /** The Content-Encoding of that answer ('identity' when none). */
  encoding: string;
}

export interface HomePageWireReport {
  files: WireFile[];
  /** index.html, JS and CSS together. */
  page: { identityBytes: number; gzipBytes: number; wireBytes: number };
  /** The JS and CSS alone, before (identity) and after compression. */
  scriptsAndStyles: { identityBytes: number; wireBytes: number };
  /** page.wireBytes / page.gzipBytes. */
  wireOverGzip: number;
  withinTarget: boolean;
}

/** The home page's URLs: index.html, its static JS graph (as bundle-size.ts follows it), its stylesheets. */
function homePageUrls(distDir: string): { url: string; kind: WireFile['kind'] }[] {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const styles = (html.match(STYLESHEET_TAG) ?? [])
    .map((tag) => /\bhref=["']([^"']+)["']/i.exec(tag)?.[1])
    .filter((href): href is string => href?.startsWith('/') === true);
  const scripts = measureHomeBundle(distDir).files.map((f) => `/${f.file.split(path.sep).join('/')}`);
  return [
    { url: '/', kind: 'html' },
    ...scripts.map((url) => ({ url, kind: 'js' as const })),
    ...styles.map((url) => ({ url, kind: 'css' as const })),
  ];
}

async function measureFile(app: FastifyInstance, url: string, kind: WireFile['kind']): Promise<WireFile> {
  // What Chromium sends for the page itself; its subresource requests carry the same encodings.
  const navigation = kind === 'html' ? { accept: 'text/html', 'sec-fetch-mode': 'navigate' } : {};
  const identity = await app.inject({ method: 'GET', url, headers: navigation });
  const compressed = await app.inject({
    method: 'GET',
    url,
    headers: { ...navigation, 'accept-encoding': 'br, gzip' },
  });
  for (const response of [identity, compressed]) {
    if (response.statusCode !== 200) throw new Error(`GET ${url} answered ${response.statusCode}`);
  }
  return {
    url,
    kind,
    identityBytes: identity.rawPayload.length,
    gzipBytes: gzipSync(identity.rawPayload).length,
    wireBytes: compressed.rawPayload.length,
    encoding: String(compressed.headers['content-encoding'] ?? 'identity'),
  };
}

export async function measureHomePageWire(distDir: string): Promise<HomePageWireReport> {
  const root = path.resolve(distDir);
  const urls = homePageUrls(root);
  const config = loadConfig({ LOG_LEVEL: 'silent', WEB_DIST_DIR: root });
  const opened = await openInMemoryApp(config, await openDatabase({}));
  try {
    const files: WireFile[] = [];
    for (const { url, kind } of urls) files.push(await measureFile(opened.app, url, kind));
    const sum = (list: WireFile[], key: 'identityBytes' | 'gzipBytes' | 'wireBytes') =>
      list.reduce((total, f) => total + f[key], 0);
    const assets = files.filter((f) => f.kind !== 'html');
    const page = {
      identityBytes: sum(files, 'identityBytes'),
      gzipBytes: sum(files, 'gzipBytes'),
      wireBytes: sum(files, 'wireBytes'),
    };
    const wireOverGzip = page.wireBytes / page.gzipBytes;
    return {
      files,
      page,
      scriptsAndStyles: { identityBytes: sum(assets, 'identityBytes'), wireBytes: sum(assets, 'wireBytes') },
      wireOverGzip,
      withinTarget: wireOverGzip <= WIRE_OVER_GZIP_TARGET,
    };
  } finally {
    await opened.close();
  }
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const percent = (ratio: number) => `${(ratio * 100).toFixed(1)} %`;

export function formatHomePageWire(report: HomePageWireReport): string {
  const width = Math.max(...report.files.map((f) => f.url.length), 'file'.length);
  const { page, scriptsAndStyles } = report;
  return [
    `  ${'file'.padEnd(width)}  ${'uncompressed'.padStart(12)}  ${'gzip'.padStart(9)}  ${'on the wire'.padStart(11)}`,
    ...report.files.map(
      (f) =>
        `  ${f.url.padEnd(width)}  ${kB(f.identityBytes).padStart(12)}  ${kB(f.gzipBytes).padStart(9)}  ${kB(f.wireBytes).padStart(11)} ${f.encoding}`,
    ),
    `  ${'total'.padEnd(width)}  ${kB(page.identityBytes).padStart(12)}  ${kB(page.gzipBytes).padStart(9)}  ${kB(page.wireBytes).padStart(11)}`,
    `  home page on the wire (accept-encoding: br, gzip): ${kB(page.wireBytes)}, ${percent(report.wireOverGzip)} of its gzip size ${kB(page.gzipBytes)}: ${report.withinTarget ? 'within' : 'NOT within'} the 10 % target`,
    `  its JavaScript and CSS: ${kB(scriptsAndStyles.identityBytes)} uncompressed → ${kB(scriptsAndStyles.wireBytes)} on the wire (${percent(scriptsAndStyles.wireBytes / scriptsAndStyles.identityBytes)})`,
  ].join('\n');
}

const isMain =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (isMain) {
  const distDir = process.argv[2] ?? fileURLToPath(new URL('../apps/web/dist', import.meta.url));
  const report = await measureHomePageWire(distDir);
  console.log(formatHomePageWire(report));
}
