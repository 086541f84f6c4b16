import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeMobileMenu,
  connectDevWallet,
  gotoPath,
  openMobileMenuIfNeeded,
  SHORT_ADDRESS,
  textOf,
  waitForText,
  walletButton,
} from '../harness/app.ts';
import { seriousAxeViolations } from '../harness/axe.ts';
import { type E2EEnv, startE2E } from '../harness/e2e-env.ts';
import { saveCleanScreenshot, saveScreenshot } from '../harness/screenshots.ts';

/** The Dev Wallet refuses the next request of this kind (apps/web/src/lib/wallet/runtime/dev-wallet/rejections.ts). */
const DEV_WALLET_REJECT_KEY = 'wos.devWallet.rejectNext';
const SUGGESTED_WALLETS = [
  ['Phantom', 'https://phantom.app'],
  ['Solflare', 'https://solflare.com'],
  ['Backpack', 'https://backpack.app'],
] as const;

let env: E2EEnv;

beforeAll(async () => {
  env = await startE2E();
});

afterAll(async () => {
  await env?.close();
});

const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications' });
const modal = (page: Page) => page.locator('.wallet-adapter-modal');

/** Records every text the wallet button shows from now on, however briefly. */
async function recordButtonLabels(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __labels: string[] }).__labels = seen;
    const read = () => {
      const text = document.querySelector('[data-testid="wallet-button"]')?.textContent?.trim() ?? '';
      if (text && seen.at(-1) !== text) seen.push(text);
    };
    read();
    new MutationObserver(read).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
}

async function recordedLabels(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __labels: string[] }).__labels);
}

/** The page as it runs against a server on another network (no Dev Wallet): /config says devnet. */
async function pretendDevnet(page: Page): Promise<void> {
  await page.route('**/config', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...config, network: 'devnet' } });
  });
}

describe('shell polish', () => {
  it('the 380 px menu hides the page under it', async () => {
    const { page } = await env.open(380, 800);
    await gotoPath(page, '/');
    await openMobileMenuIfNeeded(page);
    const menu = page.locator('#mobile-menu');
    await menu.waitFor();
    const backgrounds = await page.evaluate(() => {
      const colour = (element: Element | null) => (element ? getComputedStyle(element).backgroundColor : '');
      return {
        menu: colour(document.querySelector('#mobile-menu')),
        links: [...document.querySelectorAll('#mobile-menu .nav-link')].map(colour),
      };
    });
    // Opaque colours only: rgb(), never rgba() with the page's text showing through.
    expect(backgrounds.menu).toMatch(/^rgb\(/);
    expect(backgrounds.links).toHaveLength(5);
    for (const link of backgrounds.links) expect(link).toMatch(/^rgb\(/);
    // The menu covers the page: what is under the STAKE link is the link.
    const stake = menu.getByRole('link', { name: 'STAKE' });
    const box = await stake.boundingBox();
    expect(box).not.toBeNull();
    const topmost = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x, y)?.closest('#mobile-menu') !== null,
      [(box?.x ?? 0) + 10, (box?.y ?? 0) + 10] as const,
    );
    expect(topmost).toBe(true);
    await saveCleanScreenshot(page, 'shell-mobile-menu', { fullPage: false });
  });

  it('a rejected connection says so once, in the spec’s words, in a toast clear of the page’s title (380 px)', async () => {
    const { page, pageErrors } = await env.open(380, 800);
    await gotoPath(page, '/wallet');
    await page.evaluate((key) => localStorage.setItem(key, 'connect'), DEV_WALLET_REJECT_KEY);

    await openMobileMenuIfNeeded(page);
    await walletButton(page).click();
    await modal(page).locator('.wallet-adapter-button', { hasText: 'Dev Wallet' }).click();
    await modal(page).waitFor({ state: 'detached' });
    await closeMobileMenu(page);

    const toast = notifications(page).getByRole('alert');
    await toast.first().waitFor();
    // One toast, the spec's sentence alone (not '…Please try again.: User rejected the request').
    expect(await notifications(page).locator('.toast__message').allInnerTexts()).toEqual([
      'Failed to connect wallet. Please try again.',
    ]);

    // Top-right, over the navbar: the wallet page's title stays readable.
    const [toastBox, title] = await Promise.all([
      toast.boundingBox(),
      page.locator('main h1').first().boundingBox(),
    ]);
    if (!toastBox || !title) throw new Error('The toast or the title has no box');
    expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(title.y);
    // Right-aligned, up to the menu button, which stays in reach.
    const menuButton = await page.getByRole('button', { name: 'Open menu' }).boundingBox();
    if (!menuButton) throw new Error('No menu button');
    expect(toastBox.x + toastBox.width).toBeLessThanOrEqual(menuButton.x);
    expect(toastBox.x + toastBox.width).toBeGreaterThan(menuButton.x - 16);
    await saveScreenshot(page, 'shell-toast-wallet', { fullPage: false });

    // The wallet is not connected; the player may try again.
    await openMobileMenuIfNeeded(page);
    await waitForText(walletButton(page), 'Select Wallet');
    expect(pageErrors).toEqual([]);
  });

  it('a returning visitor connects with one click on Connect, and Disconnect reads Disconnecting ...', async () => {
    const first = await env.open(1280);
    await gotoPath(first.page, '/');
    await connectDevWallet(first.page);
    // A new tab of the same browser: the wallet is remembered, the session (per tab) is not.
    await first.page.close();
    const page = await first.context.newPage();
    await gotoPath(page, '/');
    const button = walletButton(page);
    await waitForText(button, /^Connect$/);
    await recordButtonLabels(page);

    await button.click();
    await waitForText(button, SHORT_ADDRESS);
    const address = await textOf(button);
    expect(await recordedLabels(page)).toEqual(['Connect', 'Connecting ...', address]);
    await page.waitForFunction(() => sessionStorage.getItem('wos.session') !== null);

    await recordButtonLabels(page);
    await button.click();
    await page.getByRole('menuitem', { name: 'Disconnect' }).click();
    await waitForText(button, 'Select Wallet');
    expect(await recordedLabels(page)).toEqual([address, 'Disconnecting ...', 'Select Wallet']);
    await page.waitForFunction(() => sessionStorage.getItem('wos.session') === null);
  });

  it('lists Phantom, Solflare and Backpack under More options beside the Dev Wallet', async () => {
    const { page } = await env.open(1280);
    await gotoPath(page, '/');
    await walletButton(page).click();
    await waitForText(modal(page).locator('.wallet-adapter-modal-title'), 'Connect a wallet to continue');
    const detected = modal(page).locator('.wallet-adapter-modal-list').first().getByRole('listitem');
    expect(await detected.allInnerTexts()).toEqual(['Dev Wallet\nDETECTED']);

    const more = modal(page).getByRole('button', { name: 'More options' });
    expect(await more.getAttribute('aria-expanded')).toBe('false');
    await more.click();
    for (const [name, url] of SUGGESTED_WALLETS) {
      const link = modal(page).getByRole('link', { name: `${name} Not detected Install` });
      expect(await link.getAttribute('href')).toBe(url);
      expect(await link.getAttribute('target')).toBe('_blank');
    }
    await saveCleanScreenshot(page, 'shell-wallet-modal-more', { fullPage: false });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await modal(page).getByRole('button', { name: 'Close' }).click();
    await modal(page).waitFor({ state: 'detached' });
  });

  describe.each([1280, 380])('without the Dev Wallet (devnet) at %i px', (width) => {
    it('the wallet modal is not empty: the three wallets, not detected, with their install links', async () => {
      const { page, pageErrors } = await env.open(width, 800);
      await pretendDevnet(page);
      await gotoPath(page, '/');
      await openMobileMenuIfNeeded(page);
      await walletButton(page).click();

      await waitForText(
        modal(page).locator('.wallet-adapter-modal-title'),
        "You'll need a wallet to continue",
      );
      expect(await modal(page).getByText('Dev Wallet').count()).toBe(0);
      await modal(page).getByRole('button', { name: 'More options' }).click();
      const rows = modal(page).locator('.wallet-modal__more li');
      expect(await rows.allInnerTexts()).toEqual(
        SUGGESTED_WALLETS.map(([name]) => `${name}\nNOT DETECTED\nInstall ↗`),
      );
      for (const [name, url] of SUGGESTED_WALLETS) {
        const link = modal(page).getByRole('link', { name: `${name} Not detected Install` });
        expect(await link.getAttribute('href')).toBe(url);
      }
      await saveCleanScreenshot(page, 'shell-wallet-modal-devnet', { fullPage: false });
      expect(await seriousAxeViolations(page)).toEqual([]);

      // Escape closes it (after its 150 ms fade); the button still offers the list.
      await page.keyboard.press('Escape');
      await modal(page).waitFor({ state: 'detached' });
      await waitForText(walletButton(page), 'Select Wallet');
      expect(pageErrors).toEqual([]);
    });
  });
});
