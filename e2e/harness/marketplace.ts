import { toBaseUnits, type WalletTransaction, WLO_DECIMALS } from '@wos/shared';
import type { Locator, Page } from 'playwright-core';
import {
  closeMobileMenu,
  openMobileMenuIfNeeded,
  readSession,
  SHORT_ADDRESS,
  waitForText,
  walletButton,
} from './app.ts';

/** A public read of the server, over HTTP (no session). */
export async function readJson<T>(baseUrl: string, path: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`);
  if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The wallet's WLO on chain (GET /wallet/balance/{address}), in base units. */
export async function wloUnits(baseUrl: string, address: string): Promise<bigint> {
  const { wlo } = await readJson<{ wlo: number }>(baseUrl, `/wallet/balance/${address}`);
  return toBaseUnits(wlo, WLO_DECIMALS);
}

export const units = (wlo: number | string) => toBaseUnits(wlo, WLO_DECIMALS);

/** The treasury's address, from the public fee-distribution wallets. */
export async function treasuryAddress(baseUrl: string): Promise<string> {
  const { data } = await readJson<{ data: { wallets: Array<{ name: string; address: string }> } }>(
    baseUrl,
    '/fee-distribution/wallets',
  );
  const treasury = data.wallets.find((wallet) => wallet.name === 'treasury');
  if (!treasury) throw new Error('No treasury among the fee wallets');
  return treasury.address;
}

/** The wallet's latest history (GET /wallet/transactions/{address}). */
export async function history(baseUrl: string, address: string): Promise<WalletTransaction[]> {
  const { transactions } = await readJson<{ transactions: WalletTransaction[] }>(
    baseUrl,
    `/wallet/transactions/${address}?limit=100`,
  );
  return transactions;
}

/** Waits until the wallet's history holds an entry the predicate accepts, and returns it. */
export async function waitForHistory(
  baseUrl: string,
  address: string,
  accept: (entry: WalletTransaction) => boolean,
  timeoutMs = 30_000,
): Promise<WalletTransaction> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await history(baseUrl, address)).find(accept);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No such history entry for ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export function marketPanel(page: Page): Locator {
  return page.getByTestId('market-panel');
}

/**
 * After a fresh load a signed-in player's wallet reconnects on its own; a click on a
 * player's tab before that asks for a wallet instead (as it should). Waits for it.
 */
async function walletReconnected(page: Page): Promise<void> {
  if (!(await readSession(page))) return;
  // At 380 px the wallet button lives in the hamburger menu.
  await openMobileMenuIfNeeded(page);
  await waitForText(walletButton(page), SHORT_ADDRESS);
  await closeMobileMenu(page);
}

/** Selects a marketplace tab and waits for its panel. */
export async function marketTab(
  page: Page,
  tab: 'Browse Marketplace' | 'My Inventory' | 'My Listings',
): Promise<void> {
  if (tab !== 'Browse Marketplace') await walletReconnected(page);
  await page.getByRole('tab', { name: tab }).click();
  const id = { 'Browse Marketplace': 'browse', 'My Inventory': 'inventory', 'My Listings': 'listings' }[tab];
  await page.locator(`[data-testid="market-panel"][data-tab="${id}"]`).waitFor();
}

/** The marketplace action dialog (list, changePrice, cancel, buy, sellNow). */
export function actionDialog(page: Page): Locator {
  return page.getByRole('dialog').filter({ has: page.getByTestId('market-action') });
}
