import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FIRST_VISIT_BUDGET_BYTES,
  HOME_BUNDLE_BUDGET_BYTES,
  measureHomeBundle,
} from '../../bench/bundle-size.ts';
import { gotoPath, textOf, waitForText } from '../harness/app.ts';
import { type E2EEnv, startE2E } from '../harness/e2e-env.ts';
import { WEB_DIST_DIR } from '../harness/paths.ts';

let env: E2EEnv;

beforeAll(async () => {
  env = await startE2E();
});

afterAll(async () => {
  await env?.close();
});

describe('home page', () => {
  it('shows the hero, the pre-game banner, the fixed countdown and the feature cards', async () => {
    const { page, pageErrors } = await env.open(1280);
    await gotoPath(page, '/');

    await page.getByRole('heading', { level: 1, name: 'BUILD YOUR WARLORD EMPIRE' }).waitFor();
    await page.getByRole('heading', { name: 'PRE-GAME PHASE NOW LIVE!' }).waitFor();
    const countdown = page.getByRole('timer');
    expect(await countdown.getAttribute('aria-label')).toContain('00:00:00:00');
    expect(await countdown.locator('.countdown__value').allInnerTexts()).toEqual(['00', '00', '00', '00']);
    expect(await countdown.locator('.countdown__label').allInnerTexts()).toEqual([
      'DAYS',
      'HOURS',
      'MINUTES',
      'SECONDS',
    ]);

    for (const name of ['VIEW ROADMAP', 'START STAKING', 'BUY FARMER PACKS', 'LEARN ABOUT WLO']) {
      expect(
        await page
          .getByRole('link', { name, exact: true })
          .or(page.getByRole('button', { name, exact: true }))
          .count(),
      ).toBe(1);
    }

    const cards = page.locator('.feature-card');
    expect(await cards.count()).toBe(3);
    const staking = await textOf(cards.nth(0));
    expect(staking).toContain('Up to 25.7% APY');
    expect(staking).toContain('Lock periods from 30 to 365 days');
    expect(staking).toContain('Auto compounding');
    expect(staking).toContain('Boosts farmer yield up to 50%');
    const farmers = await textOf(cards.nth(1));
    expect(farmers).toContain('Five rarity tiers from Common to Legendary');
    expect(farmers.toLowerCase()).toContain('leaderboard');
    const marketplace = cards.nth(2);
    // docs/spec/001-game.md §1: marketing still says coming soon, but the marketplace is open.
    expect((await textOf(marketplace)).toLowerCase()).toContain('coming soon');
    expect(
      await marketplace.getByRole('link', { name: 'VISIT MARKETPLACE', exact: true }).getAttribute('href'),
    ).toBe('/marketplace');

    const footer = page.locator('.footer');
    const footerText = await textOf(footer);
    expect(footerText).toContain('Battle | Stake | Earn Blockchain Rewards');
    expect(footerText).toContain('Network Active | Version 2.0.19');
    for (const name of [
      'Stake',
      'WLO Token',
      'Roadmap',
      'Farmers',
      'Marketplace',
      'Terms of Service',
      'Privacy Policy',
    ]) {
      expect(await footer.getByRole('link', { name, exact: true }).count()).toBe(1);
    }
    for (const name of ['X', 'Documentation', 'Chat group']) {
      expect(await footer.getByRole('link', { name, exact: true }).getAttribute('target')).toBe('_blank');
    }
    expect(pageErrors).toEqual([]);
  });

  it('START STAKING opens /stake at the staking pools section', async () => {
    const { page } = await env.open(1280);
    await gotoPath(page, '/');
    await page.getByRole('button', { name: 'START STAKING' }).click();
    await page.waitForURL('**/stake');
    const pools = page.locator('#staking-pools');
    await pools.waitFor();
    await page.waitForFunction(() => {
      const box = document.getElementById('staking-pools')?.getBoundingClientRect();
      return box !== undefined && box.top >= 0 && box.top < window.innerHeight / 2;
    });
    expect(await textOf(page.getByRole('heading', { level: 1 }))).toBe('QUANTUM STAKING PORTAL');
  });

  it('BUY FARMER PACKS, LEARN ABOUT WLO and VIEW ROADMAP go to their pages', async () => {
    const { page } = await env.open(1280);
    await gotoPath(page, '/');
    await page.getByRole('button', { name: 'BUY FARMER PACKS' }).click();
    await page.waitForURL((url) => url.pathname === '/farmers' && url.hash === '#packs');

    await gotoPath(page, '/');
    await page.getByRole('button', { name: 'LEARN ABOUT WLO' }).click();
    await page.waitForURL('**/wlo-token');
    await waitForText(page.getByRole('heading', { level: 1 }), 'WLO TOKEN');

    await gotoPath(page, '/');
    await page.getByRole('link', { name: 'VIEW ROADMAP' }).click();
    await page.waitForURL('**/roadmap');
    await waitForText(page.getByRole('heading', { level: 1 }), 'ROADMAP');
  });

  it('scrolls to the top on every path change', async () => {
    const { page } = await env.open(1280, 700);
    await gotoPath(page, '/');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForFunction(() => window.scrollY > 0);
    await page.locator('.footer').getByRole('link', { name: 'Terms of Service' }).click();
    await page.waitForURL('**/terms');
    await page.waitForFunction(() => window.scrollY === 0);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  it('redirects an unknown path to /', async () => {
    const { page } = await env.open(1280);
    await page.goto('/no/such/page?x=1');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { level: 1, name: 'BUILD YOUR WARLORD EMPIRE' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('loads nothing from other sites except the price search', async () => {
    const { page, externalRequests } = await env.open(1280);
    const config = (await (await fetch(`${env.server.baseUrl}/config`)).json()) as { priceSearchUrl: string };
    const priceHost = new URL(config.priceSearchUrl).host;
    const priceRequest = page.waitForRequest((request) => new URL(request.url()).host === priceHost);
    await gotoPath(page, '/');
    const url = new URL((await priceRequest).url());
    expect(url.searchParams.get('q')).toBe('WLO');
    expect(externalRequests.filter((request) => new URL(request).host !== priceHost)).toEqual([]);
  });

  it('loads before any interaction exactly the JavaScript the bundle budget measures (no wallet code, no zod, no intro), within 100 kB gzip (110 kB on a first visit)', async () => {
    const { page } = await env.open(1280);
    const scripts = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname.slice(1));
    });
    await gotoPath(page, '/');
    await page.waitForLoadState('networkidle');
    const report = measureHomeBundle(WEB_DIST_DIR);
    expect([...scripts].sort()).toEqual(report.files.map((file) => file.file).sort());
    expect(HOME_BUNDLE_BUDGET_BYTES).toBe(100_000);
    expect(FIRST_VISIT_BUDGET_BYTES).toBe(110_000);
    expect(report.totalGzipBytes).toBeLessThanOrEqual(HOME_BUNDLE_BUDGET_BYTES);
    // A first visit also loads the preloader and intro before the app can be used.
    expect(report.firstVisit?.totalGzipBytes).toBeLessThanOrEqual(FIRST_VISIT_BUDGET_BYTES);
  });
});
