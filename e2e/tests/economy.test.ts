import { BOUND_ASSET_MESSAGE } from '@wos/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeMobileMenu, connectDevWallet, gotoPath, textOf, waitForText } from '../harness/app.ts';
import { type E2EEnv, startE2E } from '../harness/e2e-env.ts';
import { actionDialog, marketPanel, marketTab, readJson, wloUnits } from '../harness/marketplace.ts';
import { saveCleanScreenshot } from '../harness/screenshots.ts';
import { apiPlayerOf, claimAndOpenFreePack } from '../harness/wallet.ts';

let env: E2EEnv;
beforeAll(async () => {
  env = await startE2E();
});
afterAll(async () => {
  await env?.close();
});

/** An amount as the page shows it (2 decimals, grouped). */
const formatted = (wlo: number) =>
  wlo.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The farming pool's address, as the server publishes it among the fee wallets. */
async function farmingPoolAddress(baseUrl: string): Promise<string> {
  const { data } = await readJson<{ data: { wallets: Array<{ name: string; address: string }> } }>(
    baseUrl,
    '/fee-distribution/wallets',
  );
  const farming = data.wallets.find((wallet) => wallet.name === 'farming');
  if (!farming) throw new Error('No farming pool among the fee wallets');
  return farming.address;
}

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

  it("the reward pool shows the farming pool's tokens summed by uiAmount, and what Sunday pays under it", async () => {
    const { baseUrl } = env.server;
    const { page } = await env.open(1280);
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await gotoPath(page, '/farmers');
    const pool = page.getByTestId('reward-pool');
    const served = await readJson<{ data: { balance: number; nextPayout: number } }>(
      baseUrl,
      '/farmers/reward-pool',
    );
    await pool
      .getByTestId('reward-pool-payout-note')
      .getByText(`Paid out on Sunday: 50% of the pool (${formatted(served.data.nextPayout)} WLO)`)
      .waitFor();

    // docs/spec/001-game.md §7: the figure is GET /staking/v2/wallet-tokens/{farming pool}'s uiAmounts summed.
    const farming = await farmingPoolAddress(baseUrl);
    const { data } = await readJson<{ data: { tokens: Array<{ uiAmount: number }> } }>(
      baseUrl,
      `/staking/v2/wallet-tokens/${farming}`,
    );
    const summed = data.tokens.reduce((sum, token) => sum + token.uiAmount, 0);
    expect(summed).toBeCloseTo(served.data.balance, 1);
    await waitForText(pool.getByTestId('reward-pool-balance'), `${formatted(summed)} WLO`);
    expect(asked).toContain(`/staking/v2/wallet-tokens/${farming}`);
    await pool.scrollIntoViewIfNeeded();
    await shootBothWidths(page, 'economy-02-reward-pool');

    // A forced answer shows as it is: the page sums what that call says.
    const forced = await env.open(1280);
    await forced.page.route(`**/staking/v2/wallet-tokens/${farming}*`, (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          data: {
            tokens: [1234.5, 100.25].map((uiAmount, index) => ({
              mint: `Mint${index}`,
              address: `Account${index}`,
              amount: String(uiAmount * 1e6),
              decimals: 6,
              uiAmount,
            })),
          },
        }),
      }),
    );
    await gotoPath(forced.page, '/farmers');
    await waitForText(forced.page.getByTestId('reward-pool-balance'), '1,334.75 WLO');
  });
});
