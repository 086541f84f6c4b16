import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeMobileMenu,
  connectDevWallet,
  gotoPath,
  openMobileMenuIfNeeded,
  textOf,
  waitForText,
  walletButton,
} from '../harness/app.ts';
import { type E2EEnv, startE2E } from '../harness/e2e-env.ts';
import { APP_ROUTES } from '../harness/routes.ts';
import { saveScreenshot } from '../harness/screenshots.ts';

const WIDTHS = [1280, 380] as const;

let env: E2EEnv;

beforeAll(async () => {
  env = await startE2E();
});

afterAll(async () => {
  await env?.close();
});

function todayLong(): string {
  return new Date().toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

describe.each(WIDTHS)('every page at %i px', (width) => {
  it('shows its title, fits the width, and is saved as a screenshot', async () => {
    const { page, pageErrors } = await env.open(width);
    for (const { path, name, title } of APP_ROUTES) {
      await gotoPath(page, path);
      await waitForText(page.getByRole('heading', { level: 1 }), title);
      // Nothing wider than the viewport (no sideways scrolling, no cut-off text).
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await saveScreenshot(page, name);
    }

    await gotoPath(page, '/');
    await openMobileMenuIfNeeded(page);
    if (width <= 768) await saveScreenshot(page, 'home-menu', { fullPage: false });
    await walletButton(page).click();
    await page.locator('.wallet-adapter-modal-fade-in').waitFor();
    await saveScreenshot(page, 'wallet-modal', { fullPage: false });
    expect(pageErrors).toEqual([]);
  });

  it('shows the signed-in wallet page', async () => {
    const { page } = await env.open(width);
    await gotoPath(page, '/wallet');
    await page.getByRole('button', { name: 'CONNECT WALLET' }).click();
    await page.getByRole('dialog', { name: 'Connect Wallet' }).waitFor();
    expect(await textOf(page.getByRole('dialog', { name: 'Connect Wallet' }))).toContain(
      'Connect with one of the available wallet providers or create a new one.',
    );
    await saveScreenshot(page, 'connect-wallet-modal', { fullPage: false });
    await page
      .getByRole('dialog', { name: 'Connect Wallet' })
      .getByRole('button', { name: 'Close', exact: true })
      .click();

    await connectDevWallet(page);
    await closeMobileMenu(page);
    await waitForText(page.getByTestId('balance-sol'), '10.0000');
    await saveScreenshot(page, 'wallet-connected');
  });
});

describe('legal pages', () => {
  it('Terms of Service has ten sections, today as last-updated date, the contact address and Back to Home', async () => {
    const { page } = await env.open(1280);
    await gotoPath(page, '/terms');
    const sections = page.locator('.legal__section h2');
    expect(await sections.count()).toBe(10);
    expect(await sections.allInnerTexts()).toEqual([
      '1. Introduction',
      '2. Definitions',
      '3. Eligibility',
      '4. User Accounts',
      '5. Platform Rules',
      '6. Intellectual Property',
      '7. Disclaimers',
      '8. Limitation of Liability',
      '9. Updates to These Terms',
      '10. Contact',
    ]);
    const text = await textOf(page.locator('.legal'));
    expect(text).toContain(`Last updated: ${todayLong()}`);
    expect(text).toContain('18 years old');
    expect(await page.getByRole('link', { name: 'support@warlords.example' }).getAttribute('href')).toBe(
      'mailto:support@warlords.example',
    );
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('Privacy Policy has nine sections, today as last-updated date, the contact address and Back to Home', async () => {
    const { page } = await env.open(1280);
    await gotoPath(page, '/privacy');
    const sections = page.locator('.legal__section h2');
    expect(await sections.count()).toBe(9);
    const text = await textOf(page.locator('.legal'));
    expect(text).toContain(`Last updated: ${todayLong()}`);
    for (const collected of ['Wallet address', 'Transaction information', 'Usage information']) {
      expect(text).toContain(collected);
    }
    expect(text).toContain('under 18');
    expect(await page.getByRole('link', { name: 'support@warlords.example' }).count()).toBe(1);
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });
});
