import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.ts';
import { fundedPlayer } from '../../../test/packs.ts';
import type { TestPlayer } from '../../../test/players.ts';
import { stakeOverHttp } from '../../../test/staking.ts';
import { compressionsSoFar } from './compressed-forms.ts';
import { COMPRESSION_THRESHOLD_BYTES } from './compression.ts';

/**
 * Cached reads go out as prepared answers (prepared-answer.ts): compressed
 * once per cached value, not per request, with an ETag a browser revalidates.
 */
let t: TestApp;
let player: TestPlayer;
beforeAll(async () => {
  t = await startTestApp();
  player = await fundedPlayer(t, { sol: 1, wlo: 5000 });
  // Enough positions and history rows for both pages to pass the compression threshold.
  for (let i = 0; i < 4; i += 1) await stakeOverHttp(t.app, player, 100 + i, 7);
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

function decoded(response: LightMyRequestResponse): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString('utf8');
  expect(encoding).toBeUndefined();
  return response.rawPayload.toString('utf8');
}

/** The answer's JSON; the positions page without its clock, which each answer adds. */
function json(response: LightMyRequestResponse): unknown {
  expect(response.statusCode, response.body).toBe(200);
  const { serverTime, ...rest } = JSON.parse(decoded(response)) as { serverTime?: string };
  if (serverTime !== undefined) expect(Number.isNaN(Date.parse(serverTime))).toBe(false);
  return rest;
}

const pages = () => [`/staking/v2/wallet/${player.address}`, `/wallet/transactions/${player.address}`];

describe("a wallet's cached pages", () => {
  it('decode to the same JSON in brotli, gzip and as they are, and say they vary by Accept-Encoding', async () => {
    for (const url of pages()) {
      const identity = await get(url);
      expect(identity.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
      for (const [header, coding] of [
        ['br, gzip', 'br'],
        ['gzip, deflate, br, zstd', 'br'],
        ['gzip', 'gzip'],
      ] as const) {
        const response = await get(url, { 'accept-encoding': header });
        expect(response.headers['content-encoding']).toBe(coding);
        expect(String(response.headers['content-type'])).toMatch(/^application\/json/);
        expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
        expect(response.rawPayload.length).toBeLessThan(identity.rawPayload.length / 2);
        expect(json(response)).toEqual(json(identity));
      }
    }
  });

  it('are compressed once across many requests, the clock of each answer still its own', async () => {
    // New values for both pages: the first br and gzip answers of each compress, nothing after them.
    await stakeOverHttp(t.app, player, 120, 7);
    const start = compressionsSoFar();
    for (const url of pages()) {
      for (const coding of ['br', 'gzip']) await get(url, { 'accept-encoding': coding });
    }
    expect(compressionsSoFar() - start).toBe(4);
    const before = compressionsSoFar();
    const times = new Set<string>();
    for (let i = 0; i < 50; i += 1) {
      for (const url of pages()) {
        for (const coding of ['br, gzip', 'gzip']) {
          const response = await get(url, { 'accept-encoding': coding });
          expect(response.statusCode).toBe(200);
          const serverTime = (JSON.parse(decoded(response)) as { serverTime?: string }).serverTime;
          if (serverTime) times.add(serverTime);
        }
      }
    }
    expect(compressionsSoFar()).toBe(before);
    expect(times.size).toBeGreaterThan(0);
  });

  it('answer 304 with no body to a matching If-None-Match, and carry a new ETag once the wallet changed', async () => {
    const tags = new Map<string, string>();
    const bodies = new Map<string, unknown>();
    for (const url of pages()) {
      const first = await get(url, { 'accept-encoding': 'br, gzip' });
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^(W\/)?"[\w-]+"$/);
      expect(first.headers['cache-control']).toBe('no-cache');
      expect((await get(url)).headers.etag).toBe(etag);
      const again = await get(url, { 'accept-encoding': 'br, gzip', 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
      tags.set(url, etag);
      bodies.set(url, json(first));
    }

    await stakeOverHttp(t.app, player, 150, 7);
    for (const url of pages()) {
      const old = tags.get(url) ?? '';
      const changed = await get(url, { 'accept-encoding': 'br, gzip', 'if-none-match': old });
      expect(changed.statusCode).toBe(200);
      expect(changed.headers.etag).not.toBe(old);
      expect(json(changed)).not.toEqual(bodies.get(url));
    }
  });
});

describe('catalogue reads', () => {
  it('carry an ETag and answer 304 too; a small one goes out as it is', async () => {
    for (const url of ['/staking/v2/pools', '/marketplace/listings', '/marketplace/stats']) {
      const first = await get(url, { 'accept-encoding': 'br, gzip' });
      expect(first.statusCode, first.body).toBe(200);
      if (first.rawPayload.length < COMPRESSION_THRESHOLD_BYTES) {
        expect(first.headers['content-encoding']).toBeUndefined();
      }
      expect(() => JSON.parse(decoded(first))).not.toThrow();
      const etag = String(first.headers.etag);
      const again = await get(url, { 'if-none-match': etag });
      expect({ url, status: again.statusCode }).toEqual({ url, status: 304 });
    }
  });
});
