import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gotoPath, textOf, waitForText } from '../harness/app.ts';
import { type E2EEnv, startE2E } from '../harness/e2e-env.ts';
import { saveCleanScreenshot } from '../harness/screenshots.ts';

const WIDTHS = [1280, 380] as const;
/** Words only an unfinished page shows. */
const PLACEHOLDER_TEXT = /being prepared|placeholder|upcoming update/i;

const TABS = [
  { name: 'Overview', id: 'overview' },
  { name: 'Tokenomics', id: 'tokenomics' },
  { name: 'Utility', id: 'utility' },
  { name: 'How to Buy', id: 'how-to-buy' },
  { name: 'FAQ', id: 'faq' },
] as const;

let env: E2EEnv;

beforeAll(async () => {
  env = await startE2E();
});

afterAll(async () => {
  await env?.close();
});

async function selectTab(page: Page, name: string): Promise<void> {
  await page.getByRole('tab', { name, exact: true }).click();
  await page
    .locator(`[role="tabpanel"]`)
    .filter({ has: page.getByRole('heading', { level: 2 }) })
    .waitFor();
  expect(await page.getByRole('tab', { name, exact: true }).getAttribute('aria-selected')).toBe('true');
}

/** The pools and percents a split chart draws, segment by segment. */
async function chartSegments(page: Page, testId: string): Promise<[string | null, string | null][]> {
  const segments = page.getByTestId(testId).locator('svg .split-chart__segment');
  const pairs: [string | null, string | null][] = [];
  for (const segment of await segments.all()) {
    expect(await segment.isVisible()).toBe(true);
    pairs.push([await segment.getAttribute('data-pool'), await segment.getAttribute('data-percent')]);
  }
  return pairs;
}

/** The visit counter's number, once the page has shown it. */
async function shownVisits(page: Page): Promise<number> {
  const value = page.getByTestId('token-visits').locator('dd');
  await waitForText(value, /^\d[\d,]*$/);
  return Number((await textOf(value)).replaceAll(',', ''));
}

async function serverVisits(): Promise<number> {
  const response = await fetch(`${env.server.baseUrl}/token/visits`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { totalVisits: number } }).data.totalVisits;
}

function visitPosted(page: Page) {
  return page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/token/visits' && response.request().method() === 'POST',
  );
}

describe.each(WIDTHS)('the WLO token page at %i px', (width) => {
  it('shows the five tabs with the figures of docs/spec/001-game.md §9, the split charts, the live price and the links', async () => {
    const { page, pageErrors } = await env.open(width);
    await gotoPath(page, '/wlo-token');
    await waitForText(page.getByRole('heading', { level: 1 }), 'WLO TOKEN');
    expect(await page.getByRole('tab').allInnerTexts()).toEqual(TABS.map((tab) => tab.name));
    expect(await page.getByRole('tab', { name: 'Overview' }).getAttribute('aria-selected')).toBe('true');

    // The live price from the navbar pill's source (its defaults: other sites are cut off here).
    expect(await textOf(page.getByTestId('token-live-price').locator('dd'))).toBe('$0.0019');
    expect(await textOf(page.getByTestId('token-change-24h').locator('dd'))).toBe('-29.91%');
    if (width === 1280) {
      const pill = await textOf(page.locator('.price-pill'));
      expect(pill).toContain('$0.0019');
      expect(pill).toContain('-29.91%');
    }

    // Overview: the key figures.
    const figures = page.getByTestId('token-figures');
    const figure = (key: string) => textOf(figures.locator(`[data-figure="${key}"] dd`));
    expect(await figure('launch-price')).toBe('$0.10');
    expect(await figure('circulating-supply')).toBe('40M');
    expect(await figure('total-supply')).toBe('100M');
    expect(await figure('transaction-fee')).toBe('10%');
    expect(await figure('staking-apy')).toBe('Up to 25.7%');
    expect(await figure('network')).toBe('Solana');
    const overview = (await textOf(figures)).toUpperCase();
    for (const label of [
      'LAUNCH PRICE',
      'CIRCULATING SUPPLY AT LAUNCH',
      'TOTAL SUPPLY',
      'TRANSACTION FEE',
      'STAKING APY',
      'NETWORK',
    ]) {
      expect(overview).toContain(label);
    }
    expect(await page.locator('main').innerText()).not.toMatch(PLACEHOLDER_TEXT);
    await saveCleanScreenshot(page, 'token-overview');

    // Tokenomics: both splits drawn as SVG donuts, with their legends and labelled images.
    await selectTab(page, 'Tokenomics');
    expect(await chartSegments(page, 'tax-split-chart')).toEqual([
      ['farming', '40'],
      ['staking', '40'],
      ['developer', '10'],
      ['burn', '5'],
      ['liquidity', '5'],
    ]);
    expect(await chartSegments(page, 'pack-split-chart')).toEqual([
      ['farming', '30'],
      ['staking', '30'],
      ['developer', '25'],
      ['burn', '10'],
      ['treasury', '5'],
    ]);
    expect(await page.getByRole('img', { name: /10% buy\/sell tax/ }).getAttribute('aria-label')).toBe(
      '10% buy/sell tax: Farming pool 40%, Staking pool 40%, Developer wallet 10%, Burn 5%, Liquidity 5%',
    );
    expect(await page.getByRole('img', { name: /Pack purchase split/ }).getAttribute('aria-label')).toBe(
      'Pack purchase split: Farming pool 30%, Staking pool 30%, Developer wallet 25%, Burn 10%, Treasury 5%',
    );
    expect(
      await page.getByTestId('tax-split-chart').locator('.split-chart__legend li').allInnerTexts(),
    ).toEqual([
      'Farming pool\n40%',
      'Staking pool\n40%',
      'Developer wallet\n10%',
      'Burn\n5%',
      'Liquidity\n5%',
    ]);
    const supply = page.getByTestId('supply-chart');
    expect(await supply.locator('svg').isVisible()).toBe(true);
    expect(await textOf(supply)).toContain('40M of 100M WLO circulate at launch (40%)');
    await saveCleanScreenshot(page, 'token-tokenomics');

    // Utility: staking and farmers have their pages.
    await selectTab(page, 'Utility');
    const utility = page.getByTestId('token-panel');
    expect(await utility.getByRole('link', { name: 'Go to staking' }).getAttribute('href')).toBe('/stake');
    expect(await utility.getByRole('link', { name: 'See the farmers' }).getAttribute('href')).toBe(
      '/farmers',
    );
    await saveCleanScreenshot(page, 'token-utility');

    // How to Buy: the real mint address to paste into an exchange.
    await selectTab(page, 'How to Buy');
    const config = (await (await fetch(`${env.server.baseUrl}/config`)).json()) as { wloMint: string };
    expect(await textOf(page.getByTestId('wlo-mint'))).toBe(config.wloMint);
    expect(await page.locator('.token-step').count()).toBe(4);
    await saveCleanScreenshot(page, 'token-how-to-buy');

    // FAQ: a question opens its answer.
    await selectTab(page, 'FAQ');
    const question = page.locator('.token-faq__item').filter({ hasText: 'How many WLO are there?' });
    expect(await question.locator('.token-faq__answer').isVisible()).toBe(false);
    await question.locator('summary').click();
    await waitForText(question.locator('.token-faq__answer'), 'The total supply is 100,000,000 WLO');
    expect(await textOf(question.locator('.token-faq__answer'))).toContain(
      '40,000,000 circulated at launch at $0.10',
    );
    await saveCleanScreenshot(page, 'token-faq');

    // Nothing wider than the viewport.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(pageErrors).toEqual([]);
  });
});

describe('the WLO token page', () => {
  it('its hero links lead to How to Buy, /stake and /farmers, and a #hash opens its tab', async () => {
    const { page } = await env.open(1280);
    await gotoPath(page, '/wlo-token');
    await page.getByRole('link', { name: 'BUY WLO', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/wlo-token' && url.hash === '#how-to-buy');
    await page.getByRole('tab', { name: 'How to Buy', selected: true }).waitFor();
    await page.getByTestId('wlo-mint').waitFor();

    await page.getByRole('link', { name: 'STAKE WLO', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/stake');
    await waitForText(page.getByRole('heading', { level: 1 }), 'QUANTUM STAKING PORTAL');

    await gotoPath(page, '/wlo-token');
    await page.getByRole('link', { name: 'EARN WITH FARMERS', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/farmers');
    await waitForText(page.getByRole('heading', { level: 1 }), 'QUANTUM FARMS');

    await gotoPath(page, '/wlo-token#faq');
    await page.getByRole('tab', { name: 'FAQ', selected: true }).waitFor();
    expect(await page.locator('.token-faq__item').count()).toBeGreaterThan(3);
  });

  it('counts a visit once per browser, kept on the server behind an HttpOnly cookie', async () => {
    const before = await serverVisits();

    const first = await env.open(1280);
    const posted = visitPosted(first.page);
    await gotoPath(first.page, '/wlo-token');
    await posted;
    expect(await shownVisits(first.page)).toBe(before + 1);
    expect(await serverVisits()).toBe(before + 1);
    const [cookie] = (await first.context.cookies()).filter((c) => c.name === 'wos_visitor');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/token/' });
    // The page's script cannot read it.
    expect(await first.page.evaluate(() => document.cookie)).not.toContain('wos_visitor');

    // The same browser again, after a reload: counted already today.
    const again = visitPosted(first.page);
    await first.page.reload();
    await again;
    expect(await shownVisits(first.page)).toBe(before + 1);

    // Another browser counts once more, and only once.
    const second = await env.open(380);
    const secondPosted = visitPosted(second.page);
    await gotoPath(second.page, '/wlo-token');
    await secondPosted;
    expect(await shownVisits(second.page)).toBe(before + 2);
    const secondAgain = visitPosted(second.page);
    await second.page.reload();
    await secondAgain;
    expect(await shownVisits(second.page)).toBe(before + 2);
    expect(await serverVisits()).toBe(before + 2);
  });
});

describe.each(WIDTHS)('the roadmap at %i px', (width) => {
  it('shows phases 0 to 5 with their status, phase 1 from April 25 2025 and the goals', async () => {
    const { page, pageErrors } = await env.open(width);
    await gotoPath(page, '/roadmap');
    await waitForText(page.getByRole('heading', { level: 1 }), 'ROADMAP');
    const phases = page.locator('.roadmap-phase');
    expect(await phases.count()).toBe(6);
    const rows: [string | null, string | null, string][] = [];
    for (const phase of await phases.all()) {
      rows.push([
        await phase.getAttribute('data-phase'),
        await phase.getAttribute('data-status'),
        await textOf(phase.getByTestId('phase-status')),
      ]);
    }
    expect(rows).toEqual([
      ['0', 'completed', 'COMPLETED'],
      ['1', 'in-progress', 'IN PROGRESS'],
      ['2', 'planned', 'PLANNED'],
      ['3', 'planned', 'PLANNED'],
      ['4', 'planned', 'PLANNED'],
      ['5', 'planned', 'PLANNED'],
    ]);
    const phase1 = page.locator('[data-phase="1"]');
    expect(await textOf(phase1.getByTestId('phase-when'))).toBe('From April 25, 2025');
    expect(await phase1.getByTestId('phase-goals').locator('li').allInnerTexts()).toEqual([
      '$100K market cap',
      '500 holders',
      '500 community members',
    ]);
    const laterGoals: string[] = [];
    for (const number of [2, 3, 4, 5]) {
      laterGoals.push(await textOf(page.locator(`[data-phase="${number}"]`).getByTestId('phase-goals')));
    }
    expect(laterGoals).toEqual(['$250K market cap', '$500K market cap', '$1M market cap', '$5M market cap']);
    expect(await textOf(page.locator('main'))).not.toMatch(PLACEHOLDER_TEXT);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await saveCleanScreenshot(page, 'roadmap');
    expect(pageErrors).toEqual([]);
  });
});

describe('links to the token page and the roadmap', () => {
  it("the home page's LEARN ABOUT WLO, VIEW ROADMAP in the pre-game banner, and the footer land on real pages", async () => {
    const { page } = await env.open(1280);
    await gotoPath(page, '/');
    await page.getByRole('button', { name: 'LEARN ABOUT WLO' }).click();
    await page.waitForURL((url) => url.pathname === '/wlo-token');
    await page.getByRole('tab', { name: 'Tokenomics' }).waitFor();

    await gotoPath(page, '/');
    const banner = page.locator('section').filter({
      has: page.getByRole('heading', { name: 'PRE-GAME PHASE NOW LIVE!' }),
    });
    await banner.getByRole('link', { name: 'VIEW ROADMAP' }).click();
    await page.waitForURL((url) => url.pathname === '/roadmap');
    await page.locator('.roadmap-phase').first().waitFor();

    const footerLinks = [
      { name: 'Stake', path: '/stake', title: 'QUANTUM STAKING PORTAL' },
      { name: 'WLO Token', path: '/wlo-token', title: 'WLO TOKEN' },
      { name: 'Roadmap', path: '/roadmap', title: 'ROADMAP' },
      { name: 'Farmers', path: '/farmers', title: 'QUANTUM FARMS' },
      { name: 'Marketplace', path: '/marketplace', title: 'MARKETPLACE' },
      { name: 'Terms of Service', path: '/terms', title: 'Terms of Service' },
      { name: 'Privacy Policy', path: '/privacy', title: 'Privacy Policy' },
    ];
    for (const link of footerLinks) {
      await gotoPath(page, '/');
      await page.locator('.footer').getByRole('link', { name: link.name, exact: true }).click();
      await page.waitForURL((url) => url.pathname === link.path);
      await waitForText(page.getByRole('heading', { level: 1 }), link.title);
      await page.waitForLoadState('networkidle');
      expect(await textOf(page.locator('main')), `${link.path} shows a placeholder`).not.toMatch(
        PLACEHOLDER_TEXT,
      );
    }
  });
});
