import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { startTestApp, type TestApp } from '../test/app.ts';
import { VISITOR_COOKIE } from './visitor-cookie.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

interface Visit {
  totalVisits: number;
  counted: boolean;
}

/** A browser: it keeps the visitor cookie the server gives it, as a browser does. */
function browser() {
  let cookie: string | undefined;
  return {
    get cookie() {
      return cookie;
    },
    async visit(): Promise<Visit> {
      const response = await t.app.inject({
        method: 'POST',
        url: '/token/visits',
        headers: cookie ? { cookie: `${VISITOR_COOKIE}=${cookie}` } : {},
      });
      expect(response.statusCode).toBe(200);
      const given = response.cookies.find((c) => c.name === VISITOR_COOKIE);
      if (given) cookie = given.value;
      return response.json<{ data: Visit }>().data;
    },
  };
}

async function total(): Promise<number> {
  const response = await t.app.inject({ method: 'GET', url: '/token/visits' });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { totalVisits: number } }>().data.totalVisits;
}

async function nextDay(): Promise<void> {
  const advanced = await t.app.inject({ method: 'POST', url: '/dev/clock/advance', payload: { days: 1 } });
  expect(advanced.statusCode).toBe(200);
}

describe('token page visit counter', () => {
  it('is public to read, with no session and no cookie, and sets none', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/token/visits?network=localnet' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { totalVisits: 0 } });
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('counts a first visit and gives the browser a random HttpOnly, SameSite=Lax visitor id', async () => {
    const before = await total();
    const response = await t.app.inject({ method: 'POST', url: '/token/visits' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { totalVisits: before + 1, counted: true } });
    const [cookie] = response.cookies;
    expect(cookie).toMatchObject({
      name: VISITOR_COOKIE,
      value: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      path: '/token/',
      httpOnly: true,
      sameSite: 'Lax',
    });
    expect(cookie?.maxAge).toBeGreaterThan(0);
    // Served over plain HTTP in tests: not Secure.
    expect(cookie?.secure).toBeUndefined();
    expect(await total()).toBe(before + 1);
  });

  it('counts the same browser once per day, another browser apart', async () => {
    const before = await total();
    const a = browser();
    expect(await a.visit()).toEqual({ totalVisits: before + 1, counted: true });
    const id = a.cookie;
    expect(await a.visit()).toEqual({ totalVisits: before + 1, counted: false });
    expect(await a.visit()).toEqual({ totalVisits: before + 1, counted: false });
    // It keeps its id (the cookie is renewed with the same value).
    expect(a.cookie).toBe(id);

    const b = browser();
    expect(await b.visit()).toEqual({ totalVisits: before + 2, counted: true });
    expect(b.cookie).not.toBe(id);
    expect(await total()).toBe(before + 2);
  });

  it('counts the same browser again on the next UTC day', async () => {
    const a = browser();
    await a.visit();
    const sameDay = await a.visit();
    expect(sameDay.counted).toBe(false);

    await nextDay();
    expect(await a.visit()).toEqual({ totalVisits: sameDay.totalVisits + 1, counted: true });
    expect(await a.visit()).toEqual({ totalVisits: sameDay.totalVisits + 1, counted: false });
  });

  it('counts parallel visits of one browser once', async () => {
    const a = browser();
    await a.visit();
    await nextDay();
    const before = await total();
    const visits = await Promise.all(Array.from({ length: 25 }, () => a.visit()));
    expect(visits.filter((visit) => visit.counted)).toHaveLength(1);
    expect(await total()).toBe(before + 1);

    // Five browsers at once, each sending four visits at once: five visits.
    const browsers = Array.from({ length: 5 }, () => browser());
    await Promise.all(browsers.map((each) => each.visit()));
    await nextDay();
    const beforeMany = await total();
    const many = await Promise.all(browsers.flatMap((each) => [1, 2, 3, 4].map(() => each.visit())));
    expect(many.filter((visit) => visit.counted)).toHaveLength(5);
    expect(await total()).toBe(beforeMany + 5);
  });

  it('gives a browser whose cookie is not a visitor id a new one', async () => {
    const before = await total();
    const response = await t.app.inject({
      method: 'POST',
      url: '/token/visits',
      headers: { cookie: `other=1; ${VISITOR_COOKIE}=not-an-id` },
    });
    expect(response.json()).toEqual({ data: { totalVisits: before + 1, counted: true } });
    expect(response.cookies[0]?.value).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('marks the cookie Secure when the app is served over HTTPS', async () => {
    const https = await buildApp({
      config: { ...t.config, publicOrigin: 'https://warlords.example' },
      services: t.services,
    });
    try {
      const response = await https.inject({ method: 'POST', url: '/token/visits' });
      expect(response.cookies[0]).toMatchObject({ name: VISITOR_COOKIE, secure: true, httpOnly: true });
    } finally {
      await https.close();
    }
  });

  it('refuses another network', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/token/visits?network=mainnet' });
    expect(response.statusCode).toBe(400);
  });
});

describe('token page visit counter, rate limited', () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await startTestApp({
      rateLimits: {
        signInPerMinute: 100,
        writesPerIpPerMinute: 5,
        writesPerWalletPerMinute: 100,
        devPerMinute: 100,
      },
    });
  });
  afterAll(() => small.close());

  it('answers 429 once a client address spent its write budget; reads still answer', async () => {
    const post = (remoteAddress: string) =>
      small.app.inject({ method: 'POST', url: '/token/visits', remoteAddress });
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) statuses.push((await post('198.51.100.1')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    expect((await post('198.51.100.2')).statusCode).toBe(200);
    const read = await small.app.inject({
      method: 'GET',
      url: '/token/visits',
      remoteAddress: '198.51.100.1',
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ data: { totalVisits: 6 } });
  });
});
