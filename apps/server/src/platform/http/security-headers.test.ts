import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.ts';
import { ANSWER_CSP, FIRST_PAINT_SCRIPT_CSP_HASH } from './security-headers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('security headers', () => {
  it('go out whole on anything opened as a document, whatever its path', async () => {
    for (const url of ['/', '/health', '/no-such-route']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("frame-ancestors 'none'");
      // Its own scripts, and the prerendered documents' one inline script by its hash.
      expect(csp).toContain(`script-src 'self' ${FIRST_PAINT_SCRIPT_CSP_HASH};`);
      expect(csp).toContain("img-src 'self' data: blob:");
      expect(csp).toContain(`connect-src 'self' ${new URL(t.config.priceSearchUrl).origin}`);
      // Plain http here: no upgrade of requests and no HSTS.
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(response.headers['strict-transport-security']).toBeUndefined();
      const permissions = String(response.headers['permissions-policy']);
      for (const denied of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'serial', 'hid']) {
        expect(permissions).toContain(`${denied}=()`);
      }
      // Copy address writes to the clipboard.
      expect(permissions).toContain('clipboard-write=(self)');
      expect(permissions).not.toMatch(/clipboard-(read|write)=\(\)/);
    }
  });

  it('go out short on an answer no browser opens as a document: no sniffing, framing or cross-origin reading', async () => {
    for (const [url, accept] of [
      ['/health', undefined],
      ['/staking/v2/pools', 'application/json'],
      ['/config', '*/*'],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url, headers: accept ? { accept } : {} });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-security-policy']).toBe(ANSWER_CSP);
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      // What only acts in a document stays off.
      expect(response.headers['permissions-policy']).toBeUndefined();
      expect(response.headers['cross-origin-opener-policy']).toBeUndefined();
    }
  });

  it('allow the configured price API and add HSTS on an https origin, to documents and answers alike', async () => {
    const secure = await startTestApp({
      publicOrigin: 'https://play.example.com',
      priceSearchUrl: 'https://prices.example.net/v1/search',
    });
    try {
      const page = await secure.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
      const csp = String(page.headers['content-security-policy']);
      expect(csp).toContain("connect-src 'self' https://prices.example.net");
      expect(csp).toContain('upgrade-insecure-requests');
      expect(page.headers['strict-transport-security']).toMatch(/max-age=31536000/);
      const answer = await secure.app.inject({ method: 'GET', url: '/health' });
      expect(answer.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    } finally {
      await secure.close();
    }
  });
});

describe('/openapi.json', () => {
  it('declares bearer auth on exactly the routes behind the session guard', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json<{
      components: { securitySchemes: Record<string, unknown> };
      paths: Record<string, Record<string, { security?: unknown }>>;
    }>();
    expect(document.components.securitySchemes.bearerAuth).toEqual({ type: 'http', scheme: 'bearer' });
    const secured: string[] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (operation.security) {
          expect(operation.security).toEqual([{ bearerAuth: [] }]);
          secured.push(`${method.toUpperCase()} ${path}`);
        }
      }
    }
    expect(secured).toEqual(
      expect.arrayContaining(['GET /auth/session', 'POST /auth/logout', 'POST /staking/v2/stake']),
    );
    for (const open of [
      'GET /health',
      'POST /auth/sign',
      'GET /auth/message/{walletAddress}',
      'GET /staking/v2/pools',
    ]) {
      expect(secured).not.toContain(open);
    }
  });
});
