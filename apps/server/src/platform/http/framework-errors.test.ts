import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.ts';

/**
 * URLs Fastify's router answers itself (frameworkErrors): the API's shape,
 * and counted against the rate limits like any request.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    rateLimits: {
      signInPerMinute: 100,
      writesPerIpPerMinute: 3,
      writesPerWalletPerMinute: 100,
      devPerMinute: 100,
    },
  });
});
afterAll(() => t?.close());

describe('a URL the router cannot take', () => {
  it("answers in the API's shape: a broken escape 400, a path segment over 100 characters 414", async () => {
    const broken = await t.app.inject({ method: 'GET', url: '/wallet/balance/%E0%A4%A' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({
      error: 'BAD_REQUEST',
      message: expect.stringMatching(/not a valid url/),
    });
    const long = await t.app.inject({ method: 'GET', url: `/wallet/balance/${'a'.repeat(150)}` });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toMatchObject({ error: 'BAD_REQUEST' });
  });

  it('counts a POST against the per-IP write budget', async () => {
    const post = () =>
      t.app.inject({ method: 'POST', url: '/staking/v2/%ZZ', remoteAddress: '198.51.100.60', payload: {} });
    for (let i = 0; i < 3; i += 1) expect((await post()).statusCode).toBe(400);
    const refused = await post();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Reads are not writes.
    expect(
      (await t.app.inject({ method: 'GET', url: '/staking/v2/%ZZ', remoteAddress: '198.51.100.60' }))
        .statusCode,
    ).toBe(400);
  });
});
