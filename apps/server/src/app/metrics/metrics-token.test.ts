import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.ts';

const TOKEN = 'scrape-token-0123456789abcdef';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ metricsToken: TOKEN });
});
afterAll(() => t.close());

const scrape = (authorization?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: authorization === undefined ? {} : { authorization },
  });

describe('/metrics with METRICS_TOKEN', () => {
  it('answers 401 without the token, with another one, or in another scheme; nothing leaks', async () => {
    for (const authorization of [
      undefined,
      '',
      'Bearer',
      'Bearer ',
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(0, -1)}`,
      `Basic ${Buffer.from(`metrics:${TOKEN}`).toString('base64')}`,
      TOKEN,
    ]) {
      const response = await scrape(authorization);
      expect({ authorization, status: response.statusCode }).toEqual({ authorization, status: 401 });
      expect(response.json()).toEqual({
        error: 'UNAUTHORIZED',
        message: 'The metrics need the metrics token (Authorization: Bearer …)',
      });
      expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(response.body).not.toContain('http_request_duration_seconds');
    }
  });

  it('serves the metrics to a scraper with the token', async () => {
    for (const authorization of [`Bearer ${TOKEN}`, `bearer ${TOKEN}`]) {
      const response = await scrape(authorization);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(response.body).toContain('http_request_duration_seconds');
      expect(response.body).toContain('wos_payouts');
    }
  });

  it('keeps /health and /ready open', async () => {
    for (const url of ['/health', '/ready']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    }
  });
});

describe('/metrics without METRICS_TOKEN', () => {
  it('stays open (embedded mode, tests), as before', async () => {
    const open = await startTestApp();
    try {
      const response = await open.app.inject({ method: 'GET', url: '/metrics' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('http_request_duration_seconds');
    } finally {
      await open.close();
    }
  });
});
