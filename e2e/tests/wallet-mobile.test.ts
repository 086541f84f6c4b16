import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gotoPath, openMobileMenuIfNeeded, waitForText, walletButton } from '../harness/app.ts';
import { seriousAxeViolations } from '../harness/axe.ts';
import type { Device } from '../harness/browser.ts';
import { type E2EEnv, startE2E } from '../harness/e2e-env.ts';
import { saveCleanScreenshot } from '../harness/screenshots.ts';

/**
 * Phones: on Chrome for Android the page registers the Mobile Wallet Adapter
 * (@solana-mobile/wallet-standard-mobile) as a Wallet Standard wallet, from a chunk of its own
 * that loads with the wallet code; a desktop browser neither loads it nor offers it.
 */
const MOBILE_WALLET = 'Mobile Wallet Adapter';
const MOBILE_CHUNK = /\/assets\/mobile-wallet-registration-[\w-]+\.js$/;

let env: E2EEnv;

beforeAll(async () => {
  env = await startE2E();
});

afterAll(async () => {
  await env?.close();
});

const modal = (page: Page) => page.locator('.wallet-adapter-modal');

/** Opens the home page and records whether the Mobile Wallet Adapter's chunk was requested. */
async function openHome(device: Device, width: number) {
  const testPage = await env.open(width, 800, { device });
  const mobileChunkRequests: string[] = [];
  testPage.page.on('request', (request) => {
    if (MOBILE_CHUNK.test(new URL(request.url()).pathname)) mobileChunkRequests.push(request.url());
  });
  await gotoPath(testPage.page, '/');
  return { ...testPage, mobileChunkRequests };
}

async function openWalletModal(page: Page): Promise<string[]> {
  await openMobileMenuIfNeeded(page);
  await walletButton(page).click();
  await waitForText(modal(page).locator('.wallet-adapter-modal-title'), 'Connect a wallet to continue');
  return modal(page).locator('.wallet-adapter-modal-list').first().getByRole('listitem').allInnerTexts();
}

describe('the Mobile Wallet Adapter', () => {
  it('is offered in the wallet modal on Chrome for Android at 380 px, once the wallet code loads', async () => {
    const { page, pageErrors, mobileChunkRequests } = await openHome('android-chrome', 380);
    expect(await page.evaluate(() => window.isSecureContext && /Android/.test(navigator.userAgent))).toBe(
      true,
    );
    // Not part of the home page's first paint: it comes with the first wallet action.
    expect(mobileChunkRequests).toEqual([]);

    const detected = await openWalletModal(page);
    expect(detected).toEqual(['Dev Wallet\nDETECTED', `${MOBILE_WALLET}\nDETECTED`]);
    expect(mobileChunkRequests).toHaveLength(1);
    const choice = modal(page).getByRole('button', { name: new RegExp(`^${MOBILE_WALLET}`) });
    expect(await choice.isVisible()).toBe(true);
    await saveCleanScreenshot(page, 'wallet-modal-android', { fullPage: false });
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it.each([1280, 380])('is neither loaded nor offered by a desktop browser (%i px)', async (width) => {
    const { page, pageErrors, mobileChunkRequests } = await openHome('desktop', width);
    const detected = await openWalletModal(page);
    expect(detected).toEqual(['Dev Wallet\nDETECTED']);
    expect(await modal(page).getByText(MOBILE_WALLET).count()).toBe(0);
    expect(mobileChunkRequests).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
