import { readFile } from 'node:fs/promises';
import { parseCsv, TRANSACTIONS_CSV_COLUMNS } from '@wos/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForText } from '../harness/app.ts';
import { type E2EEnv, startE2E } from '../harness/e2e-env.ts';
import { APP_ROUTES } from '../harness/routes.ts';
import { saveScreenshot } from '../harness/screenshots.ts';

/** Any valid address: the System Program's. */
const ADDRESS = '11111111111111111111111111111111';
const HOME = APP_ROUTES.find((route) => route.path === '/');

let env: E2EEnv;

beforeAll(async () => {
  env = await startE2E();
});

afterAll(async () => {
  await env?.close();
});

describe('opening a page URL with an extra segment', () => {
  it('lands on / for every page route, where the API serves the path too', async () => {
    const { page, pageErrors } = await env.open(1280);
    const extraSegments = [
      ...APP_ROUTES.map(({ path }) => `${path.replace(/\/$/, '')}/1`),
      '/farmers/1',
      '/heroes/x',
      '/marketplace/1',
      '/wlo-token/2',
      `/farmers/${ADDRESS}`,
      `/heroes/${ADDRESS}?network=localnet`,
      '/stake/7/8',
    ];
    for (const url of extraSegments) {
      const response = await page.goto(url);
      expect({ url, status: response?.status() }).toEqual({ url, status: 200 });
      expect(response?.headers()['content-type']).toMatch(/^text\/html/);
      await page.waitForURL(`${env.server.baseUrl}/`);
      await waitForText(page.getByRole('heading', { level: 1 }), HOME?.title ?? '');
    }
    await saveScreenshot(page, 'navigation-farmers-extra-segment');
    expect(pageErrors).toEqual([]);
  });

  it('keeps the API for the page’s own calls: GET /farmers/{address} from fetch answers JSON', async () => {
    const { page } = await env.open(380);
    await page.goto('/farmers/1');
    await page.waitForURL(`${env.server.baseUrl}/`);
    await waitForText(page.getByRole('heading', { level: 1 }), HOME?.title ?? '');
    await saveScreenshot(page, 'navigation-farmers-extra-segment');
    const answer = await page.evaluate(async (address) => {
      const response = await fetch(`/farmers/${address}`);
      return {
        status: response.status,
        type: response.headers.get('content-type'),
        body: (await response.json()) as unknown,
      };
    }, ADDRESS);
    expect(answer.status).toBe(200);
    expect(answer.type).toMatch(/^application\/json/);
    expect(answer.body).toEqual({ farmers: [], pendingRewards: 0, totalYieldPerHour: 0 });
    const bad = await page.evaluate(async () => {
      const response = await fetch('/farmers/1', { headers: { accept: 'text/html' } });
      return { status: response.status, body: (await response.json()) as { error?: string } };
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('BAD_REQUEST');
  });

  it('keeps a download a download: Export CSV’s <a download> gets the CSV, not the app', async () => {
    const { page } = await env.open(1280);
    await page.goto('/');
    await page.locator('main h1').first().waitFor({ state: 'visible' });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.evaluate((address) => {
        const link = document.createElement('a');
        link.href = `/wallet/transactions/${address}/csv?network=localnet`;
        link.download = '';
        document.body.append(link);
        link.click();
      }, ADDRESS),
    ]);
    const rows = parseCsv(await readFile(await download.path(), 'utf8'));
    expect(rows[0]).toEqual([...TRANSACTIONS_CSV_COLUMNS]);
  });
});
