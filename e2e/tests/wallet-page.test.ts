import { readFile } from 'node:fs/promises';
import { parseCsv, TRANSACTIONS_CSV_COLUMNS, type WalletTransaction } from '@wos/shared';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeMobileMenu, connectDevWallet, gotoPath, textOf, waitForText } from '../harness/app.ts';
import { seriousAxeViolations } from '../harness/axe.ts';
import { type E2EEnv, startE2E } from '../harness/e2e-env.ts';
import { history, readJson } from '../harness/marketplace.ts';
import { notifications, payThroughDialog } from '../harness/packs.ts';
import { saveCleanScreenshot } from '../harness/screenshots.ts';
import { typeStake } from '../harness/staking.ts';
import {
  type ApiPlayer,
  apiPlayerOf,
  claimAndOpenFreePack,
  serveLivePrice,
  stake,
} from '../harness/wallet.ts';

/** The WLO price the DEX search answers in these tests (the pill's default is $0.0019). */
const LIVE_PRICE = '0.0421';
const STAKES_OVER_HTTP = 18;
/** 2 starter airdrops (SOL, WLO) + 2 free packs claimed and opened + 18 stakes + 1 from /stake. */
const TOTAL = 25;
const RELATIVE = /^(just now|\d+m ago)$/;

let env: E2EEnv;
let page: Page;
let address: string;
let explorerPattern: string;

beforeAll(async () => {
  env = await startE2E();
  explorerPattern = (await readJson<{ explorerTxUrl: string }>(env.server.baseUrl, '/config')).explorerTxUrl;
});

afterAll(async () => {
  await env?.close();
});

/** Labels are upper-cased by CSS: compare the words, on one line, in lower case. */
const oneLine = (text: string) => text.replaceAll(/\s+/g, ' ').toLowerCase();
const panel = (p: Page) => p.getByTestId('wallet-panel');
const navLink = (p: Page, name: string) =>
  p.locator('header.navbar').getByRole('link', { name, exact: true });

async function selectWalletTab(p: Page, name: 'Overview' | 'Assets' | 'Transactions'): Promise<void> {
  await p.getByRole('tab', { name }).click();
  await p.locator(`[data-testid="wallet-panel"][data-tab="${name.toLowerCase()}"]`).waitFor();
}

function rows(p: Page): Locator {
  return panel(p).getByTestId('tx-row');
}

async function waitForTotal(p: Page, total: number): Promise<void> {
  await waitForText(p.getByTestId('tx-total'), `${total} transaction${total === 1 ? '' : 's'}`);
}

async function currentPage(p: Page): Promise<string> {
  return textOf(p.getByRole('navigation', { name: 'Transaction pages' }).locator('[aria-current="page"]'));
}

/** The rendered widths fit the viewport (nothing scrolls sideways). */
async function expectNoSideScroll(p: Page): Promise<void> {
  const width = p.viewportSize()?.width ?? 0;
  expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/**
 * Waits for the signed-in Overview; if it does not come, fails with what the page shows
 * instead (a CI run once found no Disconnect button here and the local runs never did).
 */
async function expectOverview(p: Page): Promise<void> {
  try {
    await p.locator('[data-testid="wallet-panel"][data-tab="overview"]').waitFor({ timeout: 20_000 });
  } catch (error) {
    const shown = await p.evaluate(() => ({
      url: location.href,
      inert: document.getElementById('root')?.inert ?? null,
      dialogs: document.querySelectorAll('[role="dialog"]').length,
      text: document.body.innerText.slice(0, 2000),
    }));
    throw new Error(`No signed-in Overview on /wallet: ${JSON.stringify(shown)}`, { cause: error });
  }
}

async function setWidth(p: Page, width: number): Promise<void> {
  await p.setViewportSize({ width, height: 900 });
  await p.waitForFunction((w) => window.innerWidth === w, width);
}

async function downloadCsv(p: Page): Promise<{ name: string; rows: string[][] }> {
  const [download] = await Promise.all([
    p.waitForEvent('download'),
    panel(p).getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  const file = await download.path();
  return { name: download.suggestedFilename(), rows: parseCsv(await readFile(file, 'utf8')) };
}

describe('the NEURAL WALLET in Chromium', () => {
  it('asks a visitor to connect; a player’s 25 transactions show on the Overview at the live price', async () => {
    const opened = await env.open(1280);
    page = opened.page;
    await serveLivePrice(opened.context, env.server.baseUrl, LIVE_PRICE);
    await gotoPath(page, '/wallet');
    expect(await textOf(page.getByRole('heading', { level: 1 }))).toBe('NEURAL WALLET');
    await page.getByRole('button', { name: 'CONNECT WALLET' }).waitFor();
    expect(await page.getByRole('tab').count()).toBe(0);

    address = (await connectDevWallet(page)).walletAddress;
    await closeMobileMenu(page);
    expect(await page.getByRole('tab').allInnerTexts()).toEqual(['OVERVIEW', 'ASSETS', 'TRANSACTIONS']);

    // 24 through the HTTP API as the page would call it, with the Dev Wallet's session and key.
    const player: ApiPlayer = await apiPlayerOf(page, env.server.baseUrl);
    await claimAndOpenFreePack(player, 'hero-basic');
    await claimAndOpenFreePack(player, 'hero-legendary');
    for (let i = 0; i < STAKES_OVER_HTTP; i += 1) await stake(player, 100, 7);

    // The 25th from /stake, reached and left through the navbar (no reload): the wallet's
    // balance and history follow by themselves.
    await navLink(page, 'STAKE').click();
    await page.getByTestId('staking-balance').filter({ hasText: /\d/ }).waitFor();
    await payThroughDialog(page, () => typeStake(page, 'flexible', '100'));
    await navLink(page, 'WALLET').click();
    await page.locator('[data-testid="wallet-panel"][data-tab="overview"]').waitFor();

    const onChain = await readJson<{ sol: number; wlo: number }>(
      env.server.baseUrl,
      `/wallet/balance/${address}`,
    );
    expect(onChain.wlo).toBe(10_000 - 19 * 100);
    await waitForText(page.getByTestId('balance-wlo'), '8,100.00');
    expect(await textOf(page.getByTestId('balance-sol'))).toBe(
      onChain.sol.toLocaleString('en-US', { minimumFractionDigits: 4, maximumFractionDigits: 4 }),
    );

    // The USD value uses the pill's live price (not a fixed $1.50, not the $0.0019 default).
    const pill = page.locator('header.navbar .price-pill__price');
    await waitForText(pill, `$${LIVE_PRICE}`);
    await waitForText(page.getByTestId('balance-rate'), `WLO at $${LIVE_PRICE}`);
    const usd = onChain.sol * 150 + onChain.wlo * Number(LIVE_PRICE);
    expect(await textOf(page.getByTestId('balance-usd'))).toBe(
      `$${usd.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
    );

    // Recent Activity: the 5 latest, newest first.
    const recent = page.getByTestId('recent-activity').locator('li');
    await waitForText(recent.first(), 'Stake');
    expect(await recent.count()).toBe(5);
    const latest = (await history(env.server.baseUrl, address)).slice(0, 5);
    for (const [index, entry] of latest.entries()) {
      const text = await textOf(recent.nth(index));
      expect(text).toContain(entry.type);
      expect(text).toContain('-100.0000 WLO');
      expect(await textOf(recent.nth(index).locator('time'))).toMatch(RELATIVE);
    }

    // Account card: 8+6 address, the configured network, the counts (the heroes and items came
    // from packs opened outside the page: Refresh reads them again).
    expect(await textOf(page.getByTestId('account-address'))).toBe(
      `${address.slice(0, 8)}...${address.slice(-6)}`,
    );
    expect(await textOf(page.getByTestId('network-badge'))).toBe('Solana Localnet');
    await page.getByRole('button', { name: 'Refresh' }).click();
    const counts = page.getByTestId('account-counts');
    await waitForText(counts, /heroes\s*2/i);
    expect(oneLine(await textOf(counts))).toBe('heroes 2 farmers 0 items 2');

    // Copy and Receive both put the address on the clipboard.
    await page.evaluate(() => navigator.clipboard.writeText(''));
    await page.getByRole('button', { name: 'Copy address' }).click();
    await page.waitForFunction(
      async (expected) => (await navigator.clipboard.readText()) === expected,
      address,
    );
    await page.evaluate(() => navigator.clipboard.writeText(''));
    await page.getByRole('button', { name: 'Receive' }).click();
    const copied = notifications(page).getByRole('status').filter({
      hasText: 'Address copied: send SOL or WLO to it to receive funds',
    });
    await copied.waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
    // Closed now, so no toast is left to close itself under a later screenshot.
    await copied.getByRole('button', { name: 'Close notification' }).click();
    await copied.waitFor({ state: 'detached' });

    // Buy goes to the token page.
    await page.getByRole('button', { name: 'Buy' }).click();
    await page.waitForURL('**/wlo-token');
    await page.goBack();
    await page.locator('[data-testid="wallet-panel"][data-tab="overview"]').waitFor();
    expect(opened.pageErrors).toEqual([]);
  });

  it('pages through 25 transactions, filters back to page 1, opens a row in the explorer, downloads all 25', async () => {
    await page.getByRole('button', { name: 'View All' }).click();
    await page.locator('[data-testid="wallet-panel"][data-tab="transactions"]').waitFor();
    await waitForTotal(page, TOTAL);
    expect(await page.getByRole('tab', { name: 'Transactions' }).getAttribute('aria-selected')).toBe('true');

    const all: WalletTransaction[] = await history(env.server.baseUrl, address);
    expect(all).toHaveLength(TOTAL);
    const grid = panel(page).getByTestId('tx-grid');
    expect(await grid.locator('th').allInnerTexts()).toEqual([
      'TYPE',
      'ITEM',
      'DATE',
      'STATUS',
      'AMOUNT',
      'EXPLORER',
    ]);
    expect(await rows(page).count()).toBe(10);
    expect(await currentPage(page)).toBe('1');
    const pages = page.getByRole('navigation', { name: 'Transaction pages' });
    expect(await pages.getByRole('button', { name: /^Page \d+$/ }).allInnerTexts()).toEqual(['1', '2', '3']);

    // Page 3: the five oldest, ending with the starter airdrops.
    await pages.getByRole('button', { name: 'Page 3' }).click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="tx-row"]').length === 5);
    expect(await currentPage(page)).toBe('3');
    expect(await pages.getByRole('button', { name: 'Next page' }).isDisabled()).toBe(true);
    const lastPage = await rows(page).evaluateAll((els) =>
      els.map((el) => el.querySelector('strong')?.textContent),
    );
    expect(lastPage).toEqual(all.slice(20).map((entry) => entry.type));
    expect(lastPage.slice(-2)).toEqual(['Airdrop', 'Airdrop']);
    const lastRow = rows(page).last();
    expect(await textOf(lastRow.getByTestId('tx-status'))).toBe('COMPLETED');
    expect(await textOf(lastRow.getByTestId('tx-when'))).toMatch(RELATIVE);

    // A category from page 3: back to page 1, 19 stakes on 2 pages.
    await panel(page).getByLabel('Category').selectOption('staking');
    await waitForTotal(page, 19);
    expect(await currentPage(page)).toBe('1');
    expect(await pages.getByRole('button', { name: /^Page \d+$/ }).allInnerTexts()).toEqual(['1', '2']);
    expect(await rows(page).count()).toBe(10);
    expect(new Set(await rows(page).locator('strong').allInnerTexts())).toEqual(new Set(['Stake']));
    expect(await panel(page).getByLabel('Type').locator('option').allInnerTexts()).toEqual([
      'All types',
      'Stake',
      'Unstake',
      'Stake Returned',
      'Staking Reward',
    ]);
    await pages.getByRole('button', { name: 'Page 2' }).click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="tx-row"]').length === 9);
    await panel(page).getByLabel('Type').selectOption('Stake');
    await waitForTotal(page, 19);
    expect(await currentPage(page)).toBe('1');

    // A category with nothing in it.
    await panel(page).getByLabel('Category').selectOption('farming');
    await panel(page).getByTestId('tx-empty').filter({ hasText: 'No transactions found' }).waitFor();
    expect(await panel(page).getByLabel('Type').inputValue()).toBe('all');
    expect(await panel(page).getByRole('link', { name: 'Export CSV' }).getAttribute('aria-disabled')).toBe(
      'true',
    );

    // The explorer link of the newest row names its signature, on the configured network.
    await panel(page).getByLabel('Category').selectOption('all');
    await waitForTotal(page, TOTAL);
    const newest = all[0];
    if (!newest?.signature) throw new Error('The newest transaction has no signature');
    const link = rows(page).first().getByTestId('tx-explorer');
    const expected = explorerPattern.replace('{signature}', newest.signature);
    expect(await link.getAttribute('href')).toBe(expected);
    expect(await link.getAttribute('target')).toBe('_blank');
    // The harness refuses every other site, so the explorer's page is seen as the request it makes.
    const [popup, opened] = await Promise.all([
      page.context().waitForEvent('page'),
      page.context().waitForEvent('request', {
        predicate: (request) =>
          request.url().includes(newest.signature ?? '') && request.isNavigationRequest(),
      }),
      link.click(),
    ]);
    expect(opened.url()).toBe(expected);
    await popup.close();
    // A row the game recorded without a chain transaction has no link.
    await pages.getByRole('button', { name: 'Page 3' }).click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="tx-row"]').length === 5);
    expect(await textOf(rows(page).last())).toContain('Off-chain');
    await pages.getByRole('button', { name: 'Page 1' }).click();

    // Export CSV: every one of the 25 (all pages), with their signatures.
    const csv = await downloadCsv(page);
    expect(csv.name).toBe(`wlo-transactions-${address}.csv`);
    const [header, ...data] = csv.rows;
    expect(header).toEqual([...TRANSACTIONS_CSV_COLUMNS]);
    expect(data).toHaveLength(TOTAL);
    const column = (name: (typeof TRANSACTIONS_CSV_COLUMNS)[number]) =>
      TRANSACTIONS_CSV_COLUMNS.indexOf(name);
    expect(data.map((row) => row[column('signature')])).toEqual(all.map((entry) => entry.signature ?? ''));
    expect(data.map((row) => row[column('type')])).toEqual(all.map((entry) => entry.type));
    expect(data.map((row) => row[column('timestamp')])).toEqual(all.map((entry) => entry.timestamp));
    expect(all.filter((entry) => entry.signature).length).toBe(20);

    // Under a filter the file holds that filter's rows only.
    await panel(page).getByLabel('Category').selectOption('packs');
    await waitForTotal(page, 4);
    const packs = await downloadCsv(page);
    expect(packs.name).toBe(`wlo-transactions-${address}-packs.csv`);
    expect(packs.rows.slice(1).map((row) => row[column('category')])).toEqual([
      'packs',
      'packs',
      'packs',
      'packs',
    ]);
    await panel(page).getByLabel('Category').selectOption('all');
    await waitForTotal(page, TOTAL);
  });

  it('shows the assets with their counts and the kind filter, and the empty text', async () => {
    await selectWalletTab(page, 'Assets');
    const counts = page.getByTestId('asset-counts');
    await waitForText(counts, /total\s*4/i);
    expect(oneLine(await textOf(counts))).toBe('total 4 farmers 0 heroes 2 items 2');
    const cards = panel(page).getByTestId('wallet-asset');
    expect(await cards.count()).toBe(4);

    await panel(page).getByRole('button', { name: 'Farmers' }).click();
    await waitForText(
      panel(page).getByTestId('assets-empty'),
      'No assets found in this category. Visit the marketplace to acquire some!',
    );
    expect(await cards.count()).toBe(0);
    expect(await panel(page).getByRole('button', { name: 'Farmers' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    for (const [kind, path] of [
      ['Heroes', '/heroes'],
      ['Items', '/marketplace'],
    ] as const) {
      await panel(page).getByRole('button', { name: kind, exact: true }).click();
      await cards.first().waitFor();
      expect(await cards.count()).toBe(2);
      const hrefs = await cards
        .getByRole('link', { name: /^View details of / })
        .evaluateAll((els) => els.map((el) => el.getAttribute('href')));
      expect(hrefs).toEqual([path, path]);
      expect(await textOf(cards.first().getByRole('link'))).toBe('VIEW DETAILS');
    }
    await panel(page).getByRole('button', { name: 'All', exact: true }).click();
    await waitForText(cards.nth(3), 'VIEW DETAILS');
  });

  it('lays out every tab at 1280 and 380 px (phone cards, a 6+4 address), with no serious axe violation', async () => {
    for (const width of [1280, 380] as const) {
      await setWidth(page, width);
      await selectWalletTab(page, 'Overview');
      const short =
        width === 380
          ? `${address.slice(0, 6)}...${address.slice(-4)}`
          : `${address.slice(0, 8)}...${address.slice(-6)}`;
      await waitForText(page.getByTestId('account-address'), short);
      await expectNoSideScroll(page);
      await saveCleanScreenshot(page, 'wallet-overview');
      expect(await seriousAxeViolations(page)).toEqual([]);

      await selectWalletTab(page, 'Assets');
      await panel(page).getByTestId('wallet-asset').nth(3).waitFor();
      await expectNoSideScroll(page);
      await saveCleanScreenshot(page, 'wallet-assets');
      expect(await seriousAxeViolations(page)).toEqual([]);

      await selectWalletTab(page, 'Transactions');
      await waitForTotal(page, TOTAL);
      const list = panel(page).getByTestId(width === 380 ? 'tx-cards' : 'tx-grid');
      await list.waitFor();
      expect(
        await panel(page)
          .getByTestId(width === 380 ? 'tx-grid' : 'tx-cards')
          .count(),
      ).toBe(0);
      expect(await rows(page).count()).toBe(10);
      if (width === 380) {
        const card = rows(page).first();
        expect(await card.locator('dt').allInnerTexts()).toEqual(['ITEM', 'DATE', 'STATUS']);
        const text = await textOf(card);
        expect(text).toContain('Stake');
        expect(text).toContain('-100.0000 WLO');
        expect(await textOf(card.getByTestId('tx-status'))).toBe('COMPLETED');
      }
      await expectNoSideScroll(page);
      await saveCleanScreenshot(page, 'wallet-transactions');
      expect(await seriousAxeViolations(page)).toEqual([]);
    }
    await setWidth(page, 1280);

    // VIEW DETAILS leaves for the asset's own page.
    await selectWalletTab(page, 'Assets');
    await panel(page).getByRole('button', { name: 'Heroes', exact: true }).click();
    await panel(page).getByTestId('wallet-asset').first().getByRole('link').click();
    await page.waitForURL('**/heroes');
    // The heroes page itself, not only its URL: a nav click before it rendered would cancel the
    // pending navigation and leave the wallet page (on its Assets tab) in place (seen under load).
    await page.getByTestId('heroes-count').waitFor();

    // Disconnect ends the session: the page asks for a wallet again.
    await navLink(page, 'WALLET').click();
    await expectOverview(page);
    await page.getByRole('button', { name: 'Disconnect' }).click();
    await page.getByRole('button', { name: 'CONNECT WALLET' }).waitFor();
    expect(await page.getByRole('tab').count()).toBe(0);
  });
});
