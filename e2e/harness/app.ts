import type { Locator, Page } from 'playwright-core';

export const SESSION_STORAGE_KEY = 'wos.session';
const BASE58 = '[1-9A-HJ-NP-Za-km-z]';
/** The wallet button's shortened address: first 4 and last 4 characters. */
export const SHORT_ADDRESS = new RegExp(`^${BASE58}{4}\\.\\.${BASE58}{4}$`);

export interface StoredSession {
  token: string;
  walletAddress: string;
  expiresAt: string;
}

/** The rendered text of the element (Playwright's innerText: what the player reads, CSS applied). */
export async function textOf(locator: Locator): Promise<string> {
  return (await locator.innerText()).trim();
}

/** Waits until the locator's element shows the text (Playwright's own waiting, no sleeps). */
export async function waitForText(locator: Locator, text: string | RegExp): Promise<void> {
  await locator.filter({ hasText: text }).first().waitFor({ state: 'visible' });
}

/** Opens a path and waits until its (lazily loaded) page has rendered its title. */
/**
 * Opens a page and waits until the app is attached to it: a prerendered document shows its
 * heading before the script runs, when its buttons do nothing yet (docs/architecture.md §6.5).
 */
export async function gotoPath(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForApp(page);
}

/** The app has hydrated the document (or rendered it) and shows the page's heading. */
export async function waitForApp(page: Page): Promise<void> {
  await page.locator('#root[data-hydrated]').waitFor({ state: 'attached' });
  await page.locator('main h1').first().waitFor({ state: 'visible' });
}

/** Closes every open notification; one may close by itself meanwhile (after 5 s): then there is one fewer. */
export async function closeToasts(page: Page): Promise<void> {
  const closers = page.getByRole('button', { name: 'Close notification' });
  while ((await closers.count()) > 0) {
    await closers
      .first()
      .click({ timeout: 1_000 })
      .catch(() => undefined);
  }
}

export function walletButton(page: Page): Locator {
  return page.getByTestId('wallet-button');
}

export async function readSession(page: Page): Promise<StoredSession | null> {
  const raw = await page.evaluate((key) => sessionStorage.getItem(key), SESSION_STORAGE_KEY);
  return raw ? (JSON.parse(raw) as StoredSession) : null;
}

export async function isMenuOpen(page: Page): Promise<boolean> {
  return (await page.locator('#mobile-menu').count()) > 0;
}

/** Opens the hamburger menu when the page is narrow (the wallet button lives there at 380 px). */
export async function openMobileMenuIfNeeded(page: Page): Promise<void> {
  const hamburger = page.getByRole('button', { name: 'Open menu' });
  if ((await hamburger.count()) > 0 && !(await isMenuOpen(page))) await hamburger.click();
}

export async function closeMobileMenu(page: Page): Promise<void> {
  if (!(await isMenuOpen(page))) return;
  await page.getByRole('button', { name: 'Close menu' }).click();
  await page.locator('#mobile-menu').waitFor({ state: 'detached' });
}

/**
 * A new player: Select Wallet → the wallet modal → Dev Wallet → (Connect, if the button asks)
 * → signed in, the button showing the shortened address. Returns the session.
 */
export async function connectDevWallet(page: Page): Promise<StoredSession> {
  await openMobileMenuIfNeeded(page);
  const button = walletButton(page);
  await waitForText(button, 'Select Wallet');
  await button.click();

  const modal = page.locator('.wallet-adapter-modal');
  await waitForText(modal.locator('.wallet-adapter-modal-title'), 'Connect a wallet to continue');
  const devWallet = modal.locator('.wallet-adapter-modal-list .wallet-adapter-button', {
    hasText: 'Dev Wallet',
  });
  await devWallet.click();
  await modal.waitFor({ state: 'detached' });

  await openMobileMenuIfNeeded(page);
  const settled = button.filter({ hasText: /^Connect$|\.\./ });
  await settled.waitFor({ state: 'visible' });
  if ((await textOf(button)) === 'Connect') await button.click();
  await waitForText(button, SHORT_ADDRESS);

  await page.waitForFunction((key) => sessionStorage.getItem(key) !== null, SESSION_STORAGE_KEY);
  const session = await readSession(page);
  if (!session) throw new Error('No session after sign-in');
  return session;
}
