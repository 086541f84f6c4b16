import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.ts';

let t: TestApp;
let address: string;
beforeAll(async () => {
  t = await startTestApp();
  address = t.services.accounts.pools.treasury.address;
});
afterAll(() => t.close());

/** The page routes (e2e/harness/routes.ts lists the same). */
const PAGE_ROUTES = [
  '/',
  '/stake',
  '/farmers',
  '/heroes',
  '/marketplace',
  '/wlo-token',
  '/roadmap',
  '/wallet',
  '/terms',
  '/privacy',
  '/admin',
];

/** What Chromium sends when the address bar opens a URL. */
const NAVIGATION = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'sec-fetch-mode': 'navigate',
  'sec-fetch-dest': 'document',
  'sec-fetch-site': 'none',
};
/** What the page's own fetch sends. */
const FETCH = {
  accept: '*/*',
  'sec-fetch-mode': 'cors',
  'sec-fetch-dest': 'empty',
  'sec-fetch-site': 'same-origin',
};

const request = (method: InjectOptions['method'], url: string, headers: Record<string, string>) =>
  t.app.inject({ method, url, headers });

function expectApp(response: { statusCode: number; headers: Record<string, unknown> }, url: string) {
  expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
  expect(String(response.headers['content-type'])).toMatch(/^text\/html/);
}

describe('a browser navigation', () => {
  it('gets the app for every page route, with an extra segment too, GET and HEAD', async () => {
    for (const route of PAGE_ROUTES) {
      for (const url of [route, `${route.replace(/\/$/, '')}/1`, `${route.replace(/\/$/, '')}/x/y?z=1`]) {
        const get = await request('GET', url, NAVIGATION);
        expectApp(get, url);
        expect(get.body).toContain('Warlords of Solana');
        const head = await request('HEAD', url, NAVIGATION);
        expectApp(head, url);
        expect(head.body).toBe('');
      }
    }
  });

  it('gets the app where the API serves the same path (a wallet address under /farmers, /heroes)', async () => {
    for (const url of [
      `/farmers/${address}`,
      `/heroes/${address}`,
      `/marketplace/listings/${address}`,
      '/marketplace/listings?minPrice=1',
      '/farmers/reward-pool',
      '/metrics',
      '/dev/anything',
    ]) {
      expectApp(await request('GET', url, NAVIGATION), url);
    }
  });

  it('gets the app from a browser without Sec-Fetch headers that asks for HTML', async () => {
    expectApp(await request('GET', '/farmers/1', { accept: 'text/html' }), '/farmers/1');
  });

  it('keeps files as they are: built assets, art, /openapi.json', async () => {
    const document = await request('GET', '/openapi.json', NAVIGATION);
    expect(document.statusCode).toBe(200);
    expect(document.json()).toHaveProperty('openapi');
  });
});

describe('calls that are not navigations keep the API', () => {
  it('GET /farmers/{address} from fetch answers JSON; /farmers/1 a JSON 400', async () => {
    const farmers = await request('GET', `/farmers/${address}`, FETCH);
    expect(farmers.statusCode).toBe(200);
    expect(String(farmers.headers['content-type'])).toMatch(/^application\/json/);
    const bad = await request('GET', '/farmers/1', FETCH);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'BAD_REQUEST' });
    // A client with no headers at all (curl, a script from the specification).
    expect((await request('GET', `/heroes/${address}?network=localnet`, {})).statusCode).toBe(200);
  });

  it('a download (<a download>: navigate, destination empty) gets the CSV', async () => {
    const csv = await request('GET', `/wallet/transactions/${address}/csv`, {
      ...NAVIGATION,
      'sec-fetch-dest': 'empty',
    });
    expect(csv.statusCode).toBe(200);
    expect(String(csv.headers['content-type'])).toMatch(/^text\/csv/);
  });

  it('/metrics, /dev/* and HEAD stay what they are', async () => {
    const metrics = await request('GET', '/metrics', FETCH);
    expect(metrics.statusCode).toBe(200);
    expect(metrics.body).toContain('http_request_duration_seconds');
    const dev = await t.app.inject({ method: 'POST', url: '/dev/clock/advance', payload: { days: 0 } });
    expect(dev.statusCode).not.toBe(404);
    expect(String(dev.headers['content-type'])).toMatch(/^application\/json/);
    const head = await request('HEAD', `/farmers/${address}`, FETCH);
    expect(head.statusCode).toBe(200);
    expect(String(head.headers['content-type'])).toMatch(/^application\/json/);
    // A POST is never a navigation, whatever it accepts.
    const post = await t.app.inject({
      method: 'POST',
      url: '/token/visits',
      headers: { ...NAVIGATION, 'sec-fetch-mode': 'navigate' },
    });
    expect(String(post.headers['content-type'])).toMatch(/^application\/json/);
  });
});
