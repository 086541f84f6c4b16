import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gotoPath, isMenuOpen, waitForText, walletButton } from '../harness/app.ts';
import { type E2EEnv, startE2E } from '../harness/e2e-env.ts';

const LINKS = ['STAKE', 'FARMERS', 'WLO TOKEN', 'ROADMAP', 'WALLET'];
const DEFAULT_PRICE = /WLO\s*\$0\.0019\s*-29\.91%/;

let env: E2EEnv;

beforeAll(async () => {
  env = await startE2E();
});

afterAll(async () => {
  await env?.close();
});

function navbar(page: Page) {
  return page.locator('header.navbar');
}

async function barLinkNames(page: Page): Promise<string[]> {
  return navbar(page).locator('.navbar__links .nav-link').allInnerTexts();
}

describe('navbar', () => {
  it('at 1280 px shows the logo, the links, the price pill and the wallet button, no hamburger', async () => {
    const { page } = await env.open(1280);
    await gotoPath(page, '/');
    expect(await barLinkNames(page)).toEqual(LINKS);
    expect(
      await navbar(page)
        .getByRole('link', { name: /^WARLORDS\s*OF SOLANA$/ })
        .getAttribute('aria-current'),
    ).toBe('page');
    await waitForText(navbar(page).locator('.price-pill'), DEFAULT_PRICE);
    expect(await navbar(page).locator('.price-pill').getAttribute('target')).toBe('_blank');
    await waitForText(walletButton(page), 'Select Wallet');
    expect(await page.getByRole('button', { name: 'Open menu' }).count()).toBe(0);

    await navbar(page).getByRole('link', { name: 'ROADMAP' }).click();
    await page.waitForURL('**/roadmap');
    await waitForText(page.getByRole('heading', { level: 1 }), 'ROADMAP');
    expect(await navbar(page).getByRole('link', { name: 'ROADMAP' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(
      await navbar(page)
        .getByRole('link', { name: /^WARLORDS\s*OF SOLANA$/ })
        .getAttribute('aria-current'),
    ).toBeNull();
  });

  it('at 768 px folds the links and the price into a hamburger menu that locks page scrolling', async () => {
    const { page } = await env.open(768);
    await gotoPath(page, '/');
    expect(await barLinkNames(page)).toEqual([]);
    expect(await navbar(page).locator('.navbar__actions .price-pill').count()).toBe(0);
    await waitForText(walletButton(page), 'Select Wallet');
    expect(await navbar(page).locator('.navbar__actions').getByTestId('wallet-button').count()).toBe(1);

    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('#mobile-menu');
    await menu.waitFor();
    expect(await menu.locator('.nav-link').allInnerTexts()).toEqual(LINKS);
    await waitForText(menu.locator('.price-pill'), DEFAULT_PRICE);
    expect(await menu.getByTestId('wallet-button').count()).toBe(0);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');

    await menu.getByRole('link', { name: 'FARMERS' }).click();
    await page.waitForURL('**/farmers');
    await menu.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
  });

  it('at 380 px moves the wallet button into the menu', async () => {
    const { page } = await env.open(380, 800);
    await gotoPath(page, '/');
    expect(await walletButton(page).count()).toBe(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    expect(await isMenuOpen(page)).toBe(true);
    const menu = page.locator('#mobile-menu');
    expect(await menu.locator('.nav-link').allInnerTexts()).toEqual(LINKS);
    await waitForText(menu.getByTestId('wallet-button'), 'Select Wallet');
    await waitForText(menu.locator('.price-pill'), DEFAULT_PRICE);

    await page.getByRole('button', { name: 'Close menu' }).click();
    await menu.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
  });
});
