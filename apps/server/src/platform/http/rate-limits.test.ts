import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.ts';
import { newKey, signedInPlayer, signText } from '../../../test/players.ts';

// Its own app: these tests spend the budgets that other suites' sign-ins use.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('rate limits', () => {
  it('answer 300 bad signatures from one address with 429 and Retry-After once over budget', async () => {
    const key = await newKey();
    const { message } = (await t.app.inject({ method: 'GET', url: `/auth/message/${key.address}` })).json<{
      message: string;
    }>();
    const impostor = await newKey();
    const signature = await signText(impostor, message);
    const statuses: number[] = [];
    let limited: Awaited<ReturnType<typeof t.app.inject>> | undefined;
    for (let i = 0; i < 300; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/auth/sign',
        payload: { walletAddress: key.address, signature },
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) limited ??= response;
    }
    const budget = t.config.rateLimits.signInPerMinute;
    expect(statuses.slice(0, budget - 1).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(budget).every((status) => status === 429)).toBe(true);
    expect(limited?.json()).toEqual({
      error: 'RATE_LIMITED',
      message: expect.stringMatching(/Too many requests/),
    });
    expect(Number(limited?.headers['retry-after'])).toBeGreaterThan(0);

    // Keyed by client address: another address still signs in.
    const other = await t.app.inject({
      method: 'GET',
      url: `/auth/message/${key.address}`,
      remoteAddress: '203.0.113.7',
    });
    expect(other.statusCode).toBe(200);
    // Reads that are not sign-in calls are not counted.
    expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).not.toBe(429);
  });
});

describe('rate limits per wallet', () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await startTestApp({
      rateLimits: {
        signInPerMinute: 100,
        writesPerIpPerMinute: 100,
        writesPerWalletPerMinute: 5,
        devPerMinute: 3,
      },
    });
  });
  afterAll(() => small.close());

  it('count state-changing calls per wallet across client addresses, by body or session', async () => {
    const player = await signedInPlayer(small.app);
    const other = await signedInPlayer(small.app);
    const logoutFrom = (address: string, auth: { authorization: string }) =>
      small.app.inject({ method: 'POST', url: '/auth/logout', headers: auth, remoteAddress: address });
    const stake = (address: string) =>
      small.app.inject({
        method: 'POST',
        url: '/staking/v2/stake',
        headers: player.auth,
        remoteAddress: address,
        payload: { walletAddress: player.address, amount: 0, lockPeriod: 7 },
      });
    // Sign-in's POST /auth/sign was the wallet's first write of the minute.
    const statuses = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await stake(`198.51.100.${i + 1}`)).statusCode);
    expect(statuses.slice(0, 4).every((status) => status !== 429)).toBe(true);
    expect(statuses[4]).toBe(429);
    // The session names the wallet when the body does not.
    expect((await logoutFrom('198.51.100.99', player.auth)).statusCode).toBe(429);
    expect((await logoutFrom('198.51.100.99', other.auth)).statusCode).toBe(200);
  });

  it('count dev calls per client address', async () => {
    const advance = () =>
      small.app.inject({
        method: 'POST',
        url: '/dev/clock/advance',
        payload: { days: 0.01 },
        remoteAddress: '192.0.2.5',
      });
    for (let i = 0; i < 3; i += 1) expect((await advance()).statusCode).toBe(200);
    expect((await advance()).statusCode).toBe(429);
  });
});
