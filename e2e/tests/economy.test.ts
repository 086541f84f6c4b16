import { BOUND_ASSET_MESSAGE } from '@wos/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeMobileMenu, connectDevWallet, gotoPath, textOf } from '../harness/app.ts';
import { type E2EEnv, startE2E } from '../harness/e2e-env.ts';
import { actionDialog, marketPanel, marketTab, wloUnits } from '../harness/marketplace.ts';
import { saveCleanScreenshot } from '../harness/screenshots.ts';
import { apiPlayerOf, claimAndOpenFreePack } from '../harness/wallet.ts';

let env: E2EEnv;
beforeAll(async () => {
  env = await startE2E();
});
afterAll(async () => {
  await env?.close();
});

async function shootBothWidths(page: Page, name: string): Promise<void> {
  for (const width of [1280, 380]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForFunction((w) => window.innerWidth === w, width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await saveCleanScreenshot(page, name, { fullPage: false });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('the treasury cannot be drained, seen from the page', () => {
  it('the instant-sell dialog says a free-pack hero cannot be sold to the treasury and offers no sale', async () => {
    const { page } = await env.open(1280);
    await gotoPath(page, '/marketplace');
    await connectDevWallet(page);
    await closeMobileMenu(page);
    const player = await apiPlayerOf(page, env.server.baseUrl);
    await claimAndOpenFreePack(player, 'hero-legendary');
    const before = await wloUnits(env.server.baseUrl, player.address);

    await page.reload();
    await marketTab(page, 'My Inventory');
    const row = marketPanel(page).locator('[data-testid="inventory-row"][data-asset-type="hero"]');
    await row.waitFor();
    const name = await textOf(row.locator('strong'));
    await row.getByRole('button', { name: new RegExp(`^Sell ${name} now for`) }).click();
    const dialog = actionDialog(page);
    await dialog.getByRole('heading', { name: 'Sell Instantly' }).waitFor();
    await dialog.getByTestId('instant-sell-refusal').getByText(BOUND_ASSET_MESSAGE).waitFor();
    expect(await dialog.getByTestId('market-action-confirm').count()).toBe(0);
    expect(await dialog.getByText('Treasury buy-back left today').count()).toBe(1);
    await shootBothWidths(page, 'economy-01-bound-sell-dialog');
    expect(await wloUnits(env.server.baseUrl, player.address)).toBe(before);
  });

  it('the reward pool shows what Sunday pays and says it is paid out on Sunday', async () => {
    const { page } = await env.open(1280);
    await gotoPath(page, '/farmers');
    const pool = page.getByTestId('reward-pool');
    await pool
      .getByTestId('reward-pool-payout-note')
      .getByText(/^Paid out on Sunday: 50% of the pool/)
      .waitFor();
    const shown = Number((await textOf(pool.getByTestId('reward-pool-balance'))).replace(/[^0-9.]/g, ''));
    const served = await (await fetch(`${env.server.baseUrl}/farmers/reward-pool`)).json();
    expect(shown).toBeCloseTo(served.data.nextPayout, 1);
    expect(served.data.nextPayout).toBeLessThan(served.data.balance);
    await pool.scrollIntoViewIfNeeded();
    await shootBothWidths(page, 'economy-02-reward-pool');
  });
});
