import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.ts';
import { type AppPair, openAppPair } from '../../../test/shared-state-apps.ts';
import { buildApp } from '../../app/app.ts';
import { COOKIE_SECRET_FILE, loadCookieSecret } from './cookie-secret.ts';
import { NEW_VISITORS_PER_ADDRESS_PER_DAY } from './service.ts';
import { VISITOR_COOKIE } from './visitor-cookie.ts';

/** A cookie the server signed: the visitor id, a dot, its HMAC. */
const SIGNED_COOKIE = /^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/;
let nextAddress = 1;
/** A client address of its own, so one test's new browsers do not spend another's daily cap. */
const freshAddress = () => `203.0.113.${nextAddress++}`;

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
function browser(remoteAddress = freshAddress()) {
  let cookie: string | undefined;
  return {
    get cookie() {
      return cookie;
    },
    async visit(): Promise<Visit> {
      const response = await t.app.inject({
        method: 'POST',
        url: '/token/visits',
        remoteAddress,
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
      value: expect.stringMatching(SIGNED_COOKIE),
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

  it('gives a browser whose cookie is not one the server signed a new one', async () => {
    const before = await total();
    const response = await t.app.inject({
      method: 'POST',
      url: '/token/visits',
      remoteAddress: freshAddress(),
      headers: { cookie: `other=1; ${VISITOR_COOKIE}=not-an-id` },
    });
    expect(response.json()).toEqual({ data: { totalVisits: before + 1, counted: true } });
    expect(response.cookies[0]?.value).toMatch(SIGNED_COOKIE);
  });

  it('marks the cookie Secure when the app is served over HTTPS', async () => {
    const https = await buildApp({
      config: { ...t.config, publicOrigin: 'https://warlords.example' },
      services: t.services,
    });
    try {
      const response = await https.inject({
        method: 'POST',
        url: '/token/visits',
        remoteAddress: freshAddress(),
      });
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

describe('token page visit counter, hardened against inflation', () => {
  const post = (remoteAddress: string, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/token/visits',
      remoteAddress,
      headers: cookie === undefined ? {} : { cookie: `${VISITOR_COOKIE}=${cookie}` },
    });

  /** Spends what is left of an address's daily cap of new browsers; answers the cookies it was given. */
  async function spendCap(remoteAddress: string, left = NEW_VISITORS_PER_ADDRESS_PER_DAY): Promise<string[]> {
    const cookies: string[] = [];
    for (let i = 0; i < left; i++) {
      const response = await post(remoteAddress);
      expect(response.json<{ data: Visit }>().data.counted).toBe(true);
      const given = response.cookies.find((c) => c.name === VISITOR_COOKIE)?.value;
      expect(given).toMatch(SIGNED_COOKIE);
      cookies.push(given as string);
    }
    return cookies;
  }

  it('counts 100 posts without a cookie from one address as at most the daily cap', async () => {
    const address = freshAddress();
    const before = await total();
    const answers = [];
    for (let i = 0; i < 100; i++) answers.push(await post(address));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    const counted = answers.filter((answer) => answer.json<{ data: Visit }>().data.counted);
    expect(counted).toHaveLength(NEW_VISITORS_PER_ADDRESS_PER_DAY);
    expect(await total()).toBe(before + NEW_VISITORS_PER_ADDRESS_PER_DAY);
    // Past the cap a new browser gets no cookie either (one it could bring back tomorrow).
    expect(answers.at(-1)?.cookies).toEqual([]);
    expect(answers.at(-1)?.json()).toEqual({
      data: { totalVisits: before + NEW_VISITORS_PER_ADDRESS_PER_DAY, counted: false },
    });
    // Another address still counts its first browser.
    expect((await post(freshAddress())).json<{ data: Visit }>().data.counted).toBe(true);
  });

  it('counts a forged, unsigned or altered cookie as no cookie', async () => {
    const address = freshAddress();
    const [real] = await spendCap(address);
    const [id, signature] = (real as string).split('.') as [string, string];
    const other = `${'A'.repeat(22)}`;
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    const forgeries = [
      other,
      id,
      `${other}.${signature}`,
      `${id}.${flipped}`,
      `${id}.`,
      `${id}.${signature}x`,
      `.${signature}`,
      'x'.repeat(500),
      ...Array.from({ length: 40 }, (_, i) => `${`forged${i}`.padEnd(22, 'z')}.${'s'.repeat(43)}`),
    ];
    const before = await total();
    for (const forged of forgeries) {
      const response = await post(address, forged);
      expect({ forged, answer: response.json() }).toEqual({
        forged,
        answer: { data: { totalVisits: before, counted: false } },
      });
      expect(response.cookies).toEqual([]);
    }
    expect(await total()).toBe(before);
  });

  it('counts a browser with its issued cookie once per UTC day, even from an address past its cap', async () => {
    const address = freshAddress();
    const first = await post(address);
    expect(first.json<{ data: Visit }>().data.counted).toBe(true);
    const cookie = first.cookies[0]?.value as string;
    await spendCap(address, NEW_VISITORS_PER_ADDRESS_PER_DAY - 1);
    expect((await post(address)).json<{ data: Visit }>().data.counted).toBe(false);
    const sameDay = await post(address, cookie);
    expect(sameDay.json<{ data: Visit }>().data.counted).toBe(false);
    // Renewed with the same signed value.
    expect(sameDay.cookies[0]?.value).toBe(cookie);

    await nextDay();
    await spendCap(address);
    const before = await total();
    expect((await post(address, cookie)).json()).toEqual({
      data: { totalVisits: before + 1, counted: true },
    });
    expect((await post(address, cookie)).json()).toEqual({
      data: { totalVisits: before + 1, counted: false },
    });
    // The same cookie from another address is the same browser.
    expect((await post(freshAddress(), cookie)).json<{ data: Visit }>().data.counted).toBe(false);
  });
});

describe('token page visit counter, several API processes on one database', () => {
  let pair: AppPair;
  beforeAll(async () => {
    pair = await openAppPair({ visitorCookieSecret: 'a-secret-every-process-is-given-0123456789' });
  });
  afterAll(() => pair.close());

  it('honour each other’s cookies and share one cap per address', async () => {
    const post = (app: TestApp['app'], remoteAddress: string, cookie?: string) =>
      app.inject({
        method: 'POST',
        url: '/token/visits',
        remoteAddress,
        headers: cookie === undefined ? {} : { cookie: `${VISITOR_COOKIE}=${cookie}` },
      });
    const address = '198.51.100.77';
    const answers = [];
    for (let i = 0; i < NEW_VISITORS_PER_ADDRESS_PER_DAY; i++) {
      answers.push(await post(pair.a.app, address), await post(pair.b.app, address));
    }
    const counted = answers.filter((answer) => answer.json<{ data: Visit }>().data.counted);
    expect(counted).toHaveLength(NEW_VISITORS_PER_ADDRESS_PER_DAY);
    const cookie = counted[0]?.cookies[0]?.value as string;
    // Issued by one process, the same browser to the other: already counted today.
    for (const app of [pair.a.app, pair.b.app]) {
      const again = await post(app, address, cookie);
      expect(again.json<{ data: Visit }>().data.counted).toBe(false);
      expect(again.cookies[0]?.value).toBe(cookie);
    }
    const read = await pair.b.app.inject({ method: 'GET', url: '/token/visits' });
    expect(read.json()).toEqual({ data: { totalVisits: NEW_VISITORS_PER_ADDRESS_PER_DAY } });
  });
});

describe('the cookie key in DATA_DIR', () => {
  it('is created once, private, and read back by every process that starts on it', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'wos-cookie-secret-'));
    try {
      const keys = await Promise.all(
        Array.from({ length: 8 }, () => loadCookieSecret({ configured: undefined, dataDir })),
      );
      expect(new Set(keys.map((key) => key.toString('hex'))).size).toBe(1);
      expect(keys[0]?.length).toBe(32);
      const file = path.join(dataDir, COOKIE_SECRET_FILE);
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      expect((await readdir(dataDir)).sort()).toEqual([COOKIE_SECRET_FILE]);
      expect((await loadCookieSecret({ configured: undefined, dataDir })).equals(keys[0] as Buffer)).toBe(
        true,
      );
      // Production: the configured secret, whatever the directory holds.
      const configured = await loadCookieSecret({ configured: 'c'.repeat(32), dataDir });
      expect(configured.toString('utf8')).toBe('c'.repeat(32));
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
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
