import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.ts';
import { newKey } from '../../../test/players.ts';

/**
 * Actions' POSTs are writes like any other (decided 2026-11-27): they count
 * against the per-IP write budget together with the API's writes, OPTIONS
 * and GET do not, and a refusal is a 429 ActionError with Retry-After and
 * the Actions headers. Requests Fastify's router answers itself (a broken
 * escape in the URL) count too: before, 3,100 of them from one address in a
 * second got no 429.
 */
const BUDGET = 6;
let t: TestApp;
let account: string;

beforeAll(async () => {
  t = await startTestApp({
    rateLimits: {
      signInPerMinute: 100,
      writesPerIpPerMinute: BUDGET,
      writesPerWalletPerMinute: 100,
      devPerMinute: 100,
    },
  });
  account = (await newKey()).address;
});
afterAll(async () => t?.close());

const IP = '203.0.113.40';
const from = (method: 'GET' | 'POST' | 'OPTIONS', url: string, remoteAddress = IP) =>
  t.app.inject({
    method,
    url,
    remoteAddress,
    ...(method === 'POST' ? { payload: { account } } : {}),
  });

describe('the write budget per IP on Solana Actions', () => {
  it('counts every POST to /actions/**, with the API writes, and none of the GETs and OPTIONS', async () => {
    // Reads and preflights are free.
    for (let i = 0; i < BUDGET * 2; i += 1) {
      expect((await from('OPTIONS', '/actions/pack/hero-premium')).statusCode).toBe(204);
      expect((await from('GET', '/actions/pack/hero-premium')).statusCode).toBe(200);
    }
    // Writes: Actions (a wallet without SOL: 400), a URL the router refuses, an API write.
    const statuses = [];
    for (let i = 0; i < 3; i += 1)
      statuses.push((await from('POST', '/actions/pack/hero-premium')).statusCode);
    statuses.push((await from('POST', '/actions/pack/%ZZ')).statusCode);
    statuses.push((await from('POST', '/actions/listing/no-such')).statusCode);
    statuses.push(
      (await t.app.inject({ method: 'POST', url: '/auth/logout', remoteAddress: IP })).statusCode,
    );
    expect(statuses).toEqual([400, 400, 400, 400, 404, 401]);

    const refused = await from('POST', '/actions/pack/hero-premium');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: expect.stringMatching(/^Too many requests; try again in \d+ s$/),
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['access-control-allow-origin']).toBe('*');
    expect(refused.headers['x-action-version']).toBe('2.4');
    expect(refused.headers['x-blockchain-ids']).toBe('solana:localnet');

    // Every other kind of write from that address is refused as well, each in its own shape.
    const badUrl = await from('POST', '/actions/pack/%ZZ');
    expect(badUrl.statusCode).toBe(429);
    expect(badUrl.json()).toEqual({ message: expect.stringMatching(/Too many requests/) });
    expect(badUrl.headers['access-control-allow-origin']).toBe('*');
    expect(Number(badUrl.headers['retry-after'])).toBeGreaterThan(0);
    const api = await t.app.inject({ method: 'POST', url: '/auth/logout', remoteAddress: IP });
    expect(api.statusCode).toBe(429);
    expect(api.json()).toMatchObject({ error: 'RATE_LIMITED' });

    // Reads still answer; another address still writes.
    expect((await from('GET', '/actions/pack/hero-premium')).statusCode).toBe(200);
    expect((await from('OPTIONS', '/actions/listing/x')).statusCode).toBe(204);
    expect((await from('POST', '/actions/pack/hero-premium', '203.0.113.41')).statusCode).toBe(400);
  });
});
