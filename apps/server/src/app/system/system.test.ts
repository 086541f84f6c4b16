import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.ts';
import { openTestDatabase } from '../../../test/database.ts';
import { RpcChain } from '../../chain/rpc-chain.ts';
import { buildApp } from '../app.ts';
import { ShutdownState } from './shutdown-state.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** A loopback port nothing listens on (taken, then released). */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe('system routes', () => {
  it('answer /health while the process runs, checking nothing else (liveness)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answer /ready when the database and the chain answer, with the audit', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'ok',
      network: 'localnet',
      database: 'ok',
      chain: 'ok',
      shuttingDown: false,
    });
    // The audit runs on every job tick; a test app has no ticks, so run it here.
    await t.services.audit.auditSignatures();
    const audited = (await t.app.inject({ method: 'GET', url: '/ready' })).json();
    expect(audited.audit).toMatchObject({ status: 'ok', mismatches: 0 });
  });

  it('answer /ready with 503 naming the chain when the chain cannot answer', async () => {
    // A real RPC client of an address where nothing listens.
    const deadChain = new RpcChain({
      url: `http://127.0.0.1:${await closedPort()}`,
      timeoutMs: 1_000,
      localNode: false,
    });
    const app = await buildApp({ config: t.config, services: { ...t.services, chain: deadChain } });
    try {
      const response = await app.inject({ method: 'GET', url: '/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ status: 'unavailable', database: 'ok', chain: 'down' });
      // Liveness does not depend on it.
      expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('answer /ready with 503 naming the database when it cannot answer', async () => {
    const closed = await openTestDatabase();
    await closed.close();
    const app = await buildApp({ config: t.config, services: { ...t.services, database: closed } });
    try {
      const response = await app.inject({ method: 'GET', url: '/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ status: 'unavailable', database: 'down', chain: 'ok' });
    } finally {
      await app.close();
    }
  });

  it('answer /ready with 503 once the process begins to shut down, /health still 200', async () => {
    const shutdown = new ShutdownState();
    const app = await buildApp({ config: t.config, services: t.services, shutdown });
    try {
      expect((await app.inject({ method: 'GET', url: '/ready' })).statusCode).toBe(200);
      shutdown.begin();
      const response = await app.inject({ method: 'GET', url: '/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        status: 'unavailable',
        database: 'ok',
        chain: 'ok',
        shuttingDown: true,
      });
      expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
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
