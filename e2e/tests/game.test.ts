import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeMobileMenu, connectDevWallet, gotoPath, textOf } from '../harness/app.ts';
import { type E2EEnv, startE2E } from '../harness/e2e-env.ts';
import {
  airdrop,
  finishedStep,
  notifications,
  openFirstPack,
  payThroughDialog,
  recordPrepareCalls,
  selectTab as tab,
  withoutStarterFunds,
} from '../harness/packs.ts';
import { saveCleanScreenshot, saveScreenshot } from '../harness/screenshots.ts';
import { advanceClock, typeStake } from '../harness/staking.ts';

const WIDTHS = [1280, 380] as const;

let env: E2EEnv;

beforeAll(async () => {
  env = await startE2E();
});

afterAll(async () => {
  await env?.close();
});

/** Done-when of the game: pack, opening, farm, leaderboard, harvest and the weekly reward. */
async function farmAndGetWeeklyReward(game: E2EEnv, width: number): Promise<void> {
  const { page } = await game.open(width);
  await gotoPath(page, '/farmers#packs');
  await page.getByTestId('pack-store').waitFor();
  const session = await connectDevWallet(page);
  await closeMobileMenu(page);
  await page.getByTestId('store-balance').filter({ hasText: /\d/ }).waitFor();

  const bought = await payThroughDialog(page, () =>
    page
      .getByTestId('pack-farmer-basic')
      .getByRole('button', { name: /^BUY FOR/ })
      .click(),
  );
  expect(bought.length).toBeGreaterThan(0);
  await saveCleanScreenshot(page, 'game-01-store');

  const opened = await openFirstPack(page);
  // The reveal's proof verifies in the browser with the shared published draw.
  await page.getByTestId('recent-opening').first().getByRole('button', { name: 'Verify' }).click();
  await page.locator('[data-testid="proof-verdict"][data-status="verified"]').waitFor();
  await saveCleanScreenshot(page, 'game-02-proof', { fullPage: false });
  await page.keyboard.press('Escape');

  await tab(page, /^MY FARMERS/);
  const card = page.locator(`[data-testid="farmer-card"][data-farmer-id="${opened.entryId}"]`);
  await card.first().waitFor();
  await saveCleanScreenshot(page, 'game-03-my-farmers');

  await tab(page, /^LEADERBOARD/);
  const mine = page.locator(`[data-testid="leaderboard-row"][data-wallet="${session.walletAddress}"]`);
  await mine.getByText('You', { exact: true }).waitFor();
  await saveCleanScreenshot(page, 'game-04-leaderboard');

  // A few seconds of yield, then harvest: paid (or pending) from the farming pool.
  await tab(page, /^MY FARMERS/);
  await page.waitForTimeout(2_000);
  await page.getByRole('button', { name: 'HARVEST', exact: true }).click();
  await notifications(page)
    .getByText(/^(Harvested .+ from 1 farmer|Payment pending: your harvest of .+ is on its way)$/)
    .waitFor();

  // Past the next Sunday 00:00 UTC: the weekly farming reward is paid by farm power.
  await advanceClock(game.server.baseUrl, 7);
  // The wallet page's history (Recent Activity until its Transactions tab exists) shows it.
  await gotoPath(page, '/wallet');
  await page.getByText('Weekly Reward').first().waitFor();
  await saveCleanScreenshot(page, 'game-05-weekly-reward');
}

describe('the game in Chromium, as a new player with the Dev Wallet', () => {
  for (const width of WIDTHS) {
    it(`buys and opens a farmer pack, farms, climbs the leaderboard and gets the weekly reward (${width} px)`, async () => {
      // A server of its own: the weekly distribution pays out the whole farming pool, which
      // would leave the next width's harvest nothing to draw on.
      const game = await startE2E();
      try {
        await farmAndGetWeeklyReward(game, width);
      } finally {
        await game.close();
      }
    });

    it(`claims a free hero pack, opens it and sees the hero on /heroes (${width} px)`, async () => {
      const { page } = await env.open(width);
      await gotoPath(page, '/heroes#packs');
      await page.getByTestId('pack-store').waitFor();
      await connectDevWallet(page);
      await closeMobileMenu(page);
      // A free pack needs no signature: the page moves on to MY PACKS with it.
      await page.getByTestId('pack-hero-basic').getByRole('button', { name: 'CLAIM FREE PACK' }).click();
      await page.getByTestId('owned-pack').first().waitFor();
      const opened = await openFirstPack(page);
      expect(['common', 'rare', 'epic']).toContain(opened.rarity);
      await page.getByRole('tab', { name: /^MY HEROES/ }).click();
      await page.getByTestId('hero-card').first().waitFor();
      expect(await textOf(page.getByTestId('hero-card').first())).toMatch(/POWER/i);
      await saveCleanScreenshot(page, 'game-07-my-heroes');
    });

    it(`says which token is missing, with both amounts, before asking the server (${width} px)`, async () => {
      const { page } = await env.open(width);
      await withoutStarterFunds(page);
      await gotoPath(page, '/farmers#packs');
      await page.getByTestId('pack-store').waitFor();
      const session = await connectDevWallet(page);
      await closeMobileMenu(page);
      await airdrop(env.server.baseUrl, session.walletAddress, { sol: 0.1, wlo: 0 });
      // The store reads the balance again before it decides.
      const prepares = recordPrepareCalls(page);

      await page
        .getByTestId('pack-farmer-premium')
        .getByRole('button', { name: /^BUY FOR/ })
        .click();
      await notifications(page)
        .getByText('Not enough SOL to buy this pack. You need 0.4 SOL but only have 0.1 SOL.', {
          exact: true,
        })
        .waitFor();
      await saveScreenshot(page, 'game-08-not-enough-sol', { fullPage: false });

      await gotoPath(page, '/heroes#packs');
      await page
        .getByTestId('store-balance')
        .filter({ hasText: /\d WLO/ })
        .waitFor();
      await page
        .getByTestId('pack-hero-premium')
        .getByRole('button', { name: /^BUY FOR/ })
        .click();
      await notifications(page)
        .getByText('Not enough WLO to buy this pack. You need 500 WLO but only have 0 WLO.', { exact: true })
        .waitFor();
      expect(prepares).toEqual([]);
      await expect(page.getByTestId('transaction-step').count()).resolves.toBe(0);
    });

    it(`spins the wheel after a stake and buys the discounted pack it won (${width} px)`, async () => {
      const { page } = await env.open(width);
      await gotoPath(page, '/stake');
      await connectDevWallet(page);
      await closeMobileMenu(page);
      await page.getByTestId('staking-balance').filter({ hasText: '10,000.0000 WLO' }).waitFor();
      await typeStake(page, 'flexible', '100');
      await finishedStep(page).waitFor();
      await page.getByRole('dialog', { name: 'Stake' }).getByRole('button', { name: 'Done' }).click();

      await advanceClock(env.server.baseUrl, 8);
      await page.getByRole('tab', { name: /^REWARDS/ }).click();
      await page.getByRole('button', { name: 'REFRESH' }).click();
      const flexible = page
        .getByTestId('open-positions')
        .getByTestId('position')
        .filter({ hasText: 'FLEXIBLE' });
      await flexible.and(page.locator('[data-state="unlocked"]')).waitFor();
      await flexible.getByRole('button', { name: 'CLAIM' }).click();
      await page
        .getByRole('dialog', { name: 'Claim your stake' })
        .getByRole('button', { name: /^TRY YOUR LUCK/ })
        .click();
      await page.getByTestId('wheel-result').waitFor();
      await page.getByRole('button', { name: 'GO TO PACK STORE' }).click();

      const offer = page.getByTestId('discount-offer');
      await offer.waitFor();
      const packId = await offer.getAttribute('data-pack-id');
      const percent = Number(await offer.getAttribute('data-discount-percent'));
      expect(packId).toMatch(/^farmer-(basic|premium|legendary)$/);
      expect([50, 35, 25, 15]).toContain(percent);
      await saveCleanScreenshot(page, 'game-06-discount-offer');

      await payThroughDialog(page, () => offer.getByRole('button', { name: /^BUY WITH/ }).click());
      // The voucher is spent: the offer is gone and the pack waits in MY PACKS.
      await offer.waitFor({ state: 'detached' });
      await tab(page, /^MY PACKS/);
      await page.getByTestId('owned-pack').first().waitFor();
      expect(await page.getByTestId('owned-pack').count()).toBe(1);
    });
  }
});
