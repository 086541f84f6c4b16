import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { startTestApp, type TestApp } from '../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('system routes', () => {
  it('report health of the database and the chain', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', network: 'localnet', database: 'ok', chain: 'ok' });
    // The audit runs on every job tick; a test app has no ticks, so run it here.
    await t.services.audit.auditSignatures();
    const audited = (await t.app.inject({ method: 'GET', url: '/health' })).json();
    expect(audited.audit).toMatchObject({ status: 'ok', mismatches: 0 });
  });

  it('tell the page its configuration', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/config' });
    expect(response.json()).toMatchObject({
      brand: 'Warlords of Solana',
      version: '2.0.19',
      network: 'localnet',
      wloMint: t.services.accounts.wloMint,
      contactEmail: 'support@warlords.example',
    });
  });

  it('publish an OpenAPI document generated from the contracts', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/auth/sign',
        '/wallet/balance/{address}',
        '/assets/all/{address}',
        '/dev/airdrop',
      ]),
    );
    expect(document.paths['/auth/sign'].post.requestBody.content['application/json'].schema.required).toEqual(
      ['walletAddress', 'signature'],
    );
  });

  it('answer an unknown API call with JSON 404 and an unknown page with the app', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/nope/thing' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error: 'NOT_FOUND' });
    const page = await t.app.inject({ method: 'GET', url: '/some/page', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
  });

  it('keep the dev endpoints off any network but localnet', async () => {
    const devnetApp = await buildApp({ config: { ...t.config, network: 'devnet' }, services: t.services });
    try {
      const airdrop = await devnetApp.inject({ method: 'POST', url: '/dev/airdrop', payload: {} });
      expect(airdrop.statusCode).toBe(404);
      const clock = await devnetApp.inject({
        method: 'POST',
        url: '/dev/clock/advance',
        payload: { days: 1 },
      });
      expect(clock.statusCode).toBe(404);
    } finally {
      await devnetApp.close();
    }
  });
});
