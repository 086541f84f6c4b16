import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The same function the web build runs (apps/web/vite.config.ts), so the fixture is what a build serves.
import { precompressDirectory } from '../../../../web/src/app/build/precompress.ts';
import { startTestApp, type TestApp } from '../../../test/app.ts';
import { COMPRESSION_THRESHOLD_BYTES } from './compression.ts';
import { ANSWER_CSP } from './security-headers.ts';
import { APP_SHELL_CACHE_CONTROL, IMMUTABLE_CACHE_CONTROL } from './web-app.ts';

/** A small built page: Vite's layout (index.html, hashed assets/, the public folder's files). */
const FILES: Record<string, Buffer> = {
  'index.html': Buffer.from(
    `<!doctype html><html><head><title>Warlords of Solana</title><script type="module" src="/assets/index-Ab12Cd34.js"></script><link rel="stylesheet" href="/assets/index-Ef56Gh78.css"></head><body><div id="root"></div></body></html>`,
  ),
  'assets/index-Ab12Cd34.js': Buffer.from(
    Array.from({ length: 200 }, (_, i) => `export const warlord${i} = 'farmer ${i} stakes WLO';`).join('\n'),
  ),
  'assets/index-Ef56Gh78.css': Buffer.from('.navbar { display: flex; gap: 1rem; }\n'.repeat(100)),
  'assets/hero-Ij90Kl12.png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]),
  'zod-jitless.js': Buffer.from('globalThis.__zodJitless = true;\n'.repeat(50)),
  // Prerendered documents of their own pages (apps/web/src/app/build/prerender-pages.ts).
  'wlo-token/index.html': Buffer.from(
    `<!doctype html><html><head><title>Warlords of Solana</title></head><body><div id="root" data-route="/wlo-token"><h1>WLO TOKEN</h1></div></body></html>`,
  ),
  'terms/index.html': Buffer.from(
    `<!doctype html><html><head><title>Warlords of Solana</title></head><body><div id="root" data-route="/terms"><h1>Terms of Service</h1></div></body></html>`,
  ),
};
const SCRIPT = '/assets/index-Ab12Cd34.js';

let t: TestApp;
let distDir: string;
beforeAll(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'web-dist-'));
  for (const [file, content] of Object.entries(FILES)) {
    await mkdir(path.dirname(path.join(distDir, file)), { recursive: true });
    await writeFile(path.join(distDir, file), content);
  }
  await precompressDirectory(distDir);
  t = await startTestApp({ webDistDir: distDir });
});
afterAll(async () => {
  await t?.close();
  await rm(distDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

/** The body as the client reads it, whatever the answer's Content-Encoding. */
function decoded(response: LightMyRequestResponse): Buffer {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload);
  if (encoding === 'gzip') return gunzipSync(response.rawPayload);
  expect(encoding).toBeUndefined();
  return response.rawPayload;
}

const original = (url: string) => FILES[url.replace(/^\//, '')] ?? Buffer.alloc(0);

describe('hashed assets, precompressed at build time', () => {
  it.each(['br', 'gzip'])('go out %s-encoded with the immutable cache header', async (encoding) => {
    for (const url of [SCRIPT, '/assets/index-Ef56Gh78.css']) {
      const response = await get(url, { 'accept-encoding': encoding });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['cache-control']).toBe(IMMUTABLE_CACHE_CONTROL);
      expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
      expect(response.rawPayload.length).toBeLessThan(original(url).length / 4);
      expect(decoded(response).equals(original(url))).toBe(true);
    }
    expect(String((await get(SCRIPT, { 'accept-encoding': encoding })).headers['content-type'])).toMatch(
      /^(text|application)\/javascript/,
    );
  });

  it('prefers brotli when the browser takes both, as Chromium sends it', async () => {
    const response = await get(SCRIPT, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(decoded(response).equals(original(SCRIPT))).toBe(true);
  });

  it('go out as they are to a client without Accept-Encoding', async () => {
    const response = await get(SCRIPT);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['cache-control']).toBe(IMMUTABLE_CACHE_CONTROL);
    expect(response.rawPayload.equals(original(SCRIPT))).toBe(true);
  });

  it('an image is never compressed again', async () => {
    const response = await get('/assets/hero-Ij90Kl12.png', { 'accept-encoding': 'br, gzip' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.equals(original('/assets/hero-Ij90Kl12.png'))).toBe(true);
  });

  it('a public-folder file (not hashed) is compressed but not cached as immutable', async () => {
    const response = await get('/zod-jitless.js', { 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).not.toMatch(/immutable/);
    expect(decoded(response).equals(original('/zod-jitless.js'))).toBe(true);
  });

  it('their .br and .gz copies are no files of their own', async () => {
    const response = await get(`${SCRIPT}.br`, { accept: '*/*', 'accept-encoding': 'br' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'NOT_FOUND' });
  });

  it('keep the security headers of an answer that is no document', async () => {
    const response = await get(SCRIPT, { 'accept-encoding': 'br' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe(ANSWER_CSP);
  });
});

describe('the app shell (index.html)', () => {
  /** What Chromium sends when the address bar opens a URL. */
  const navigation = {
    accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
    'sec-fetch-mode': 'navigate',
    'sec-fetch-dest': 'document',
    'accept-encoding': 'gzip, deflate, br, zstd',
  };

  it('goes out compressed and no-cache on every navigation, the rewritten ones too', async () => {
    for (const url of ['/', '/stake', '/farmers/1', '/index.html']) {
      const response = await get(url, navigation);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
      expect(String(response.headers['content-type'])).toMatch(/^text\/html/);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['cache-control']).toBe(APP_SHELL_CACHE_CONTROL);
      expect(decoded(response).equals(original('/index.html'))).toBe(true);
      expect(response.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('gzip-encoded for a gzip-only client, identity without Accept-Encoding, and on HEAD', async () => {
    const gzip = await get('/', { ...navigation, 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzip).equals(original('/index.html'))).toBe(true);
    const { 'accept-encoding': _, ...plain } = navigation;
    const identity = await get('/', plain);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.headers['cache-control']).toBe(APP_SHELL_CACHE_CONTROL);
    expect(identity.rawPayload.equals(original('/index.html'))).toBe(true);
    const head = await t.app.inject({ method: 'HEAD', url: '/stake', headers: navigation });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(String(head.headers['content-type'])).toMatch(/^text\/html/);
    expect(head.body).toBe('');
  });
});

describe('prerendered documents (one per page)', () => {
  const navigation = {
    accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
    'sec-fetch-mode': 'navigate',
    'sec-fetch-dest': 'document',
    'accept-encoding': 'gzip, deflate, br, zstd',
  };

  it('a page with its own document gets it, matched as the page router matches, with the same headers', async () => {
    const cases: Array<[string, string]> = [
      ['/wlo-token', 'wlo-token/index.html'],
      ['/WLO-Token/', 'wlo-token/index.html'],
      ['/wlo-token?ref=x', 'wlo-token/index.html'],
      ['/terms', 'terms/index.html'],
      // No document of its own: the home page's, whose router takes it from there.
      ['/stake', 'index.html'],
      ['/farmers/1', 'index.html'],
      ['/%E0%A4%A', 'index.html'],
    ];
    for (const [url, file] of cases) {
      const response = await get(url, navigation);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
      expect(String(response.headers['content-type'])).toMatch(/^text\/html/);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['cache-control']).toBe(APP_SHELL_CACHE_CONTROL);
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect({ url, body: decoded(response).toString() }).toEqual({ url, body: original(file).toString() });
    }
    const gzip = await get('/terms', { ...navigation, 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzip).equals(original('terms/index.html'))).toBe(true);
  });

  it('a fetch that asks for HTML (not a navigation) gets the page’s document too', async () => {
    const response = await get('/terms', { accept: 'text/html' });
    expect(response.statusCode).toBe(200);
    expect(decoded(response).equals(original('terms/index.html'))).toBe(true);
  });
});

describe('API answers, compressed as they are sent', () => {
  it('a JSON answer over the threshold comes back brotli or gzip and decodes to the identity JSON', async () => {
    const identity = await get('/openapi.json');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    for (const encoding of ['br', 'gzip']) {
      const response = await get('/openapi.json', { 'accept-encoding': encoding });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(String(response.headers['content-type'])).toMatch(/^application\/json/);
      expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
      expect(response.rawPayload.length).toBeLessThan(identity.rawPayload.length / 3);
      expect(JSON.parse(decoded(response).toString('utf8'))).toEqual(identity.json());
    }
    const packs = await get('/packs/types', { 'accept-encoding': 'br, gzip' });
    expect(packs.statusCode).toBe(200);
    expect(JSON.parse(decoded(packs).toString('utf8'))).toEqual((await get('/packs/types')).json());
  });

  it('a tiny JSON answer and the JSON 404 go out as they are', async () => {
    const health = await get('/health', { 'accept-encoding': 'br, gzip' });
    expect(health.statusCode).toBe(200);
    expect(health.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(() => health.json()).not.toThrow();
    const missing = await get('/no-such-route', { accept: 'application/json', 'accept-encoding': 'br' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-encoding']).toBeUndefined();
    expect(missing.json()).toMatchObject({ error: 'NOT_FOUND' });
  });

  it('/metrics still reads as Prometheus text when compressed', async () => {
    const response = await get('/metrics', { 'accept-encoding': 'gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(String(response.headers['content-type'])).toMatch(/^text\/plain/);
    expect(decoded(response).toString('utf8')).toContain('http_request_duration_seconds');
  });

  it('the wallet CSV download keeps its file name', async () => {
    const address = t.services.accounts.pools.treasury.address;
    const response = await get(`/wallet/transactions/${address}/csv`, {
      accept: 'text/html',
      'sec-fetch-mode': 'navigate',
      'sec-fetch-dest': 'empty',
      'accept-encoding': 'br, gzip',
    });
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['content-type'])).toMatch(/^text\/csv/);
    expect(String(response.headers['content-disposition'])).toMatch(
      /attachment; filename="wlo-transactions-.*\.csv"/,
    );
    expect(decoded(response).toString('utf8').split('\n')[0]).toMatch(/,/);
  });
});
