import {
  STAKING_MARKETING_CLAIMS,
  type Weighted,
  WHEEL_DISCOUNT_WEIGHTS,
  WHEEL_PACK_WEIGHTS,
} from '@wos/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeMobileMenu,
  closeToasts,
  connectDevWallet,
  gotoPath,
  readSession,
  textOf,
  waitForText,
  walletButton,
} from '../harness/app.ts';
import { type E2EEnv, startE2E } from '../harness/e2e-env.ts';
import { buyAndOpenFarmerPack, selectTab } from '../harness/packs.ts';
import { saveCleanScreenshot } from '../harness/screenshots.ts';
import {
  advanceClock,
  parseWlo,
  poolCard,
  readBalance,
  recordAttribute,
  recordedValues,
  typeStake,
  waitForBalanceChange,
} from '../harness/staking.ts';

const WIDTHS = [1280, 380] as const;
/** 30 days of 8 % APY on 500 WLO, as the server rounds it (base units, down). */
const STANDARD_500_REWARDS = 3.287671;

let env: E2EEnv;

beforeAll(async () => {
  env = await startE2E();
});

afterAll(async () => {
  await env?.close();
});

const tab = (page: Page, name: 'STAKING' | 'REWARDS') =>
  page.getByRole('tab', { name: new RegExp(`^${name}`) });
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
const toastWith = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Notifications' }).getByText(text, { exact: true });

async function openStakePage(page: Page): Promise<void> {
  await gotoPath(page, '/stake');
  await waitForText(page.getByRole('heading', { level: 1 }), 'QUANTUM STAKING PORTAL');
}

async function signIn(page: Page): Promise<void> {
  await connectDevWallet(page);
  await closeMobileMenu(page);
  // The Dev Wallet's starter funds.
  await page.getByTestId('staking-balance').filter({ hasText: '10,000.0000 WLO' }).waitFor();
}

/** Stakes from a pool card and waits for the dialog's outcome; returns the steps it showed. */
async function stake(page: Page, pool: 'flexible' | 'standard' | 'premium', amount: string) {
  await recordAttribute(page, '[data-testid="transaction-step"]', 'data-step');
  await typeStake(page, pool, amount);
  const step = page.getByTestId('transaction-step');
  await step
    .and(page.locator('[data-step="success"], [data-step="error"], [data-step="unconfirmed"]'))
    .waitFor();
  return { steps: await recordedValues(page, 'data-step'), text: await textOf(step) };
}

/** The stepper's marks, Preparing to Success: done, active, failed, unconfirmed or pending. */
async function stepperMarks(page: Page): Promise<Array<string | null>> {
  const items = dialog(page, 'Stake').getByRole('list', { name: 'Transaction steps' }).getByRole('listitem');
  return Promise.all((await items.all()).map((item) => item.getAttribute('data-status')));
}

const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications' });
const toastTexts = (page: Page) => notifications(page).locator('.toast__message').allInnerTexts();

/** Answers one staking call with what a failing server might send, instead of the server. */
function answer(status: number, body: unknown = undefined) {
  return {
    status,
    contentType: 'application/json',
    body: body === undefined ? '' : JSON.stringify(body),
  };
}

async function closeTransactionDialog(page: Page): Promise<void> {
  await dialog(page, 'Stake').getByRole('button', { name: 'Done' }).click();
  await dialog(page, 'Stake').waitFor({ state: 'detached' });
}

function position(page: Page, pool: string) {
  return page.getByTestId('open-positions').getByTestId('position').filter({ hasText: pool.toUpperCase() });
}

/** The value whose segment sits under the pointer (top) when the ring is turned by `degrees`. */
function underPointer<T>(weights: readonly Weighted<T>[], degrees: number): T | undefined {
  const total = weights.reduce((sum, entry) => sum + entry.weight, 0);
  const angle = (((-degrees % 360) + 360) % 360) / 360;
  let start = 0;
  for (const entry of weights) {
    const end = start + entry.weight / total;
    if (angle >= start && angle < end) return entry.value;
    start = end;
  }
  return undefined;
}

describe('staking page', () => {
  it('shows the hero, the stats banner and the three pools; falls back to the spec figures', async () => {
    const { page, pageErrors } = await env.open(1280);
    await page.route('**/staking/v2/stats*', (route) =>
      route.fulfill({ status: 503, body: '{"error":"INTERNAL","message":"down"}' }),
    );
    await openStakePage(page);
    expect(await textOf(page.getByTestId('current-apy'))).toBe('25.7% MAX');
    await page.getByRole('button', { name: 'STAKE NOW' }).waitFor();
    // docs/spec/000-shell-wallet-staking.md §1: the marketing claims, as on the home page and the intro.
    expect(
      await page.getByRole('list', { name: 'Staking highlights' }).getByRole('listitem').allInnerTexts(),
    ).toEqual([...STAKING_MARKETING_CLAIMS]);
    for (const width of [1280, 380]) {
      await page.setViewportSize({ width, height: 900 });
      await page.waitForFunction((w) => window.innerWidth === w, width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await saveCleanScreenshot(page, 'stake-hero-claims', { fullPage: false });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.waitForFunction(() => window.innerWidth === 1280);

    const banner = page.getByTestId('stats-banner');
    await banner.locator('[data-settled="true"]').nth(2).waitFor();
    expect(await banner.locator('dt').allInnerTexts()).toEqual([
      'TOTAL WLO STAKED',
      'ACTIVE STAKERS',
      'REWARDS DISTRIBUTED',
    ]);
    expect(await banner.locator('dd').allInnerTexts()).toEqual(['1,566,116', '4,237', '246,892']);

    expect(await tab(page, 'STAKING').getAttribute('aria-selected')).toBe('true');
    for (const [pool, min, lock, apy, boost] of [
      ['flexible', 'Min 100 WLO', '7 days', '3%', '+10%'],
      ['standard', 'Min 500 WLO', '30 days', '8%', '+25%'],
      ['premium', 'Min 1,000 WLO', '90 days', '18%', '+50%'],
    ] as const) {
      const card = poolCard(page, pool);
      expect(await card.getByLabel('Amount to stake').getAttribute('placeholder')).toBe(min);
      const text = await textOf(card);
      expect(text).toContain(lock);
      expect(text).toContain(`${apy}\nAPY`);
      expect(text).toContain(boost);
    }

    // Without a wallet, staking asks for one.
    await typeStake(page, 'standard', '500');
    const required = dialog(page, 'Wallet Required');
    await required.waitFor();
    await saveCleanScreenshot(page, 'stake-wallet-required', { fullPage: false });
    await required.getByRole('button', { name: 'Cancel' }).click();
    await required.waitFor({ state: 'detached' });
    expect(pageErrors).toEqual([]);
  });

  it('STAKE NOW scrolls to the pools', async () => {
    const { page } = await env.open(1280, 700);
    await openStakePage(page);
    await page.getByRole('button', { name: 'STAKE NOW' }).click();
    await page.waitForFunction(() => {
      const box = document.getElementById('staking-pools')?.getBoundingClientRect();
      return box !== undefined && box.top >= 0 && box.top < window.innerHeight / 2;
    });
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  it('retries once without preflight when asked, and reports a confirmation timeout as a possible success', async () => {
    const { page, pageErrors } = await env.open(1280);
    await openStakePage(page);
    await signIn(page);
    const PROCESS = '**/staking/v2/process-transaction';

    // The first send answers 422 flagged retryWithSkipPreflight; the page sends again, skipping preflight.
    const sent: Array<{ skipPreflight?: boolean }> = [];
    await page.route(PROCESS, async (route) => {
      sent.push(route.request().postDataJSON() as { skipPreflight?: boolean });
      if (sent.length > 1) return route.continue();
      return route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({
          error: 'PAYMENT__PREFLIGHT_FAILED',
          message: 'Transaction preflight failed',
          retryWithSkipPreflight: true,
        }),
      });
    });
    const retried = await stake(page, 'flexible', '100');
    expect(sent.map((body) => body.skipPreflight)).toEqual([false, true]);
    expect(retried.text).toBe('Successfully staked 100.0000 WLO in the Flexible pool');
    await closeTransactionDialog(page);
    await page.unroute(PROCESS);

    // The server processes the stake, but the page only hears that confirmation timed out (504
    // with the signature): it waits 10 s, refreshes stakes and balance, and reports success with
    // the message that it might have succeeded (docs/spec/000-shell-wallet-staking.md §4).
    await page.route(PROCESS, async (route) => {
      const response = await route.fetch();
      const { signature } = (await response.json()) as { signature: string };
      await route.fulfill({
        status: 504,
        contentType: 'application/json',
        body: JSON.stringify({
          error: 'PAYMENT__CONFIRMATION_TIMEOUT',
          message: 'The transaction was sent but is not confirmed yet',
          signature,
        }),
      });
    });
    const before = await readBalance(page);
    const timedOut = await stake(page, 'flexible', '200');
    // A stake has no processing step (docs/spec/000-shell-wallet-staking.md §4 Stake flow): signed, sent,
    // confirming, then success.
    expect(timedOut.steps).toEqual(['preparing', 'signing', 'confirming', 'success']);
    expect(await stepperMarks(page)).toEqual(['done', 'done', 'done', 'done']);
    await saveCleanScreenshot(page, 'stake-timeout-success', { fullPage: false });
    await page.setViewportSize({ width: 380, height: 800 });
    await saveCleanScreenshot(page, 'stake-timeout-success', { fullPage: false });
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(timedOut.text).toBe(
      'Your stake might have succeeded, but confirmation timed out. Check your positions in a moment.',
    );
    expect(await readBalance(page)).toBeCloseTo(before - 200, 4);
    await closeTransactionDialog(page);
    expect(pageErrors).toEqual([]);
  });

  it('failed calls read the spec’s words, once: prepare, signature, unstake, try your luck, claim', async () => {
    const { page, pageErrors } = await env.open(1280);
    await openStakePage(page);
    await signIn(page);
    const PREPARE = '**/staking/v2/stake';

    // A failed prepare: a 500 without a body, a 400 with only a message, and a 200 without a
    // transaction to sign (a { success: false } answer, or one that lacks it).
    for (const [reply, text] of [
      [answer(500), 'Failed to prepare staking transaction'],
      [
        answer(500, { error: 'INTERNAL', message: 'Something went wrong on our side' }),
        'Failed to prepare staking transaction',
      ],
      [answer(400, { message: 'Staking is paused for maintenance' }), 'Staking is paused for maintenance'],
      [
        answer(200, { success: false, message: 'The Flexible pool is full' }),
        'Failed to prepare staking transaction',
      ],
      [
        answer(200, { stakeId: '5f0c9a52-4a8e-4a59-9a55-2b0c2d3f8e11' }),
        'Failed to prepare staking transaction',
      ],
    ] as const) {
      await page.route(PREPARE, (route) => route.fulfill(reply));
      const failed = await stake(page, 'flexible', '100');
      expect(failed.steps).toEqual(['preparing', 'error']);
      expect(failed.text).toBe(text);
      expect(await stepperMarks(page)).toEqual(['failed', 'pending', 'pending', 'pending']);
      await closeTransactionDialog(page);
      await page.unroute(PREPARE);
    }

    // The player rejects the signature: the dialog says so, and nothing else does.
    await closeToasts(page);
    await page.evaluate(() => localStorage.setItem('wos.devWallet.rejectNext', 'signTransaction'));
    const rejected = await stake(page, 'flexible', '100');
    expect(rejected.steps).toEqual(['preparing', 'signing', 'error']);
    expect(rejected.text).toBe('Failed to sign transaction');
    expect(await toastTexts(page)).toEqual([]);
    await closeTransactionDialog(page);

    expect((await stake(page, 'flexible', '100')).steps.at(-1)).toBe('success');
    // The dialog named the fee of the transaction the wallet signed: one signature, no priority on the embedded chain.
    await expect(textOf(page.getByTestId('transaction-fees'))).resolves.toBe(
      'Network fee 0.000005 SOL · Priority fee 0 SOL',
    );
    await closeTransactionDialog(page);
    expect((await stake(page, 'standard', '500')).steps.at(-1)).toBe('success');
    await closeTransactionDialog(page);

    // One position without a pool name: the list still shows, naming it by its lock.
    await tab(page, 'REWARDS').click();
    const STAKES = '**/staking/v2/wallet/*';
    await page.route(STAKES, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { stakes: Array<Record<string, unknown>> };
      for (const stake of body.stakes) if (stake.pool_id === 1) delete stake.pool_name;
      await route.fulfill({ response, json: body });
    });
    await page.getByRole('button', { name: 'REFRESH' }).click();
    await position(page, '7-Day Pool').waitFor();
    const names = await page
      .getByTestId('open-positions')
      .getByTestId('position')
      .locator('h3')
      .allInnerTexts();
    expect(names.map((name) => name.toLowerCase()).sort()).toEqual(['7-day pool', 'standard']);
    await page.unroute(STAKES);
    await page.getByRole('button', { name: 'REFRESH' }).click();
    await position(page, 'Flexible').waitFor();

    // A failed early unstake: the spec's message for a 500, the server's for a refusal.
    const UNSTAKE = '**/staking/v2/unstake';
    await position(page, 'Flexible').getByRole('button', { name: 'UNSTAKE' }).click();
    const unstake = dialog(page, 'Unstake early?');
    for (const [reply, text] of [
      [answer(500), 'Failed to unstake tokens'],
      [answer(200, { success: false, message: 'Unstaking is paused' }), 'Unstaking is paused'],
    ] as const) {
      await page.route(UNSTAKE, (route) => route.fulfill(reply));
      await unstake.getByRole('button', { name: 'UNSTAKE' }).click();
      await notifications(page).getByText(text, { exact: true }).waitFor();
      expect(await toastTexts(page)).toEqual([text]);
      await notifications(page).getByRole('button', { name: 'Close notification' }).click();
      await page.unroute(UNSTAKE);
    }
    await unstake.getByRole('button', { name: 'Cancel' }).click();

    // Unlocked after 8 days: TRY YOUR LUCK and CLAIM ALL fail with the spec's messages.
    await advanceClock(env.server.baseUrl, 8);
    await page.getByRole('button', { name: 'REFRESH' }).click();
    const flexible = position(page, 'Flexible');
    await flexible.and(page.locator('[data-state="unlocked"]')).waitFor();
    await flexible.getByRole('button', { name: 'CLAIM' }).click();
    const choice = dialog(page, 'Claim your stake');
    await page.route('**/staking/v2/claim-with-risk', (route) => route.fulfill(answer(500)));
    await choice.getByRole('button', { name: /^TRY YOUR LUCK/ }).click();
    await notifications(page).getByText('Failed to claim with risk option', { exact: true }).waitFor();
    expect(await toastTexts(page)).toEqual(['Failed to claim with risk option']);
    await notifications(page).getByRole('button', { name: 'Close notification' }).click();

    // CLAIM ALL: one claim per unlocked position with rewards (the Flexible one; the Standard
    // one is still locked), and its failure reads the spec's words.
    const claimed: string[] = [];
    await page.route('**/staking/v2/claim', (route) => {
      claimed.push((route.request().postDataJSON() as { stakingId: string }).stakingId);
      return route.fulfill(answer(500));
    });
    await choice.getByRole('button', { name: /^CLAIM ALL/ }).click();
    await notifications(page).getByText('Failed to claim rewards', { exact: true }).waitFor();
    expect(await toastTexts(page)).toEqual(['Failed to claim rewards']);
    expect(claimed).toHaveLength(1);
    await closeToasts(page);

    // With no rewards on any unlocked position, nothing is claimed: an info says so.
    await page.route(STAKES, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { stakes: Array<Record<string, unknown>> };
      for (const stake of body.stakes) stake.accrued_rewards = 0;
      await route.fulfill({ response, json: body });
    });
    await choice.getByRole('button', { name: 'Close', exact: true }).click();
    await choice.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'REFRESH' }).click();
    await flexible
      .getByTestId('position-rewards')
      .filter({ hasText: /^0\.0000 WLO$/ })
      .waitFor();
    await flexible.getByRole('button', { name: 'CLAIM' }).click();
    await choice.getByRole('button', { name: /^CLAIM ALL/ }).click();
    const info = notifications(page).getByText('No rewards were available to claim', { exact: true });
    await info.waitFor();
    await saveCleanScreenshot(page, 'stake-claim-nothing', { fullPage: false });
    expect(claimed).toHaveLength(1);
    await page.unrouteAll();
    expect(pageErrors).toEqual([]);
  });

  it('REWARDS DISTRIBUTED counts every day distributed to date', async () => {
    const { page } = await env.open(1280);
    await openStakePage(page);
    await signIn(page);
    expect((await stake(page, 'flexible', '100')).steps.at(-1)).toBe('success');
    // The dialog named the fee of the transaction the wallet signed: one signature, no priority on the embedded chain.
    await expect(textOf(page.getByTestId('transaction-fees'))).resolves.toBe(
      'Network fee 0.000005 SOL · Priority fee 0 SOL',
    );
    await closeTransactionDialog(page);
    // Several daily distributions, each adding to the total.
    await advanceClock(env.server.baseUrl, 3);
    const { stats } = (await (await fetch(`${env.server.baseUrl}/staking/v2/stats`)).json()) as {
      stats: { totalDistributed: number; lastDistribution: { total_distribution_amount: number } | null };
    };
    expect(stats.totalDistributed).toBeGreaterThan(stats.lastDistribution?.total_distribution_amount ?? 0);
    await openStakePage(page);
    const banner = page.getByTestId('stats-banner');
    await banner.locator('[data-settled="true"]').nth(2).waitFor();
    const shown = Number((await banner.locator('dd').nth(2).innerText()).replaceAll(',', ''));
    expect(shown).toBeCloseTo(stats.totalDistributed, stats.totalDistributed < 1000 ? 2 : 0);
  });

  it('a stake whose wallet disconnects meanwhile says Wallet not connected, once', async () => {
    const { page, pageErrors } = await env.open(1280);
    await openStakePage(page);
    await signIn(page);
    const session = await readSession(page);
    if (!session) throw new Error('No session');
    await closeToasts(page);

    // The prepare call is held until the player has disconnected.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/staking/v2/stake', async (route) => {
      await held;
      await route.continue();
    });
    await typeStake(page, 'flexible', '100');
    const step = page.getByTestId('transaction-step');
    await step.and(page.locator('[data-step="preparing"]')).waitFor();
    // The player closes the dialog and disconnects from the navbar.
    await dialog(page, 'Stake').locator('.dialog__actions').getByRole('button', { name: 'Close' }).click();
    await walletButton(page).click();
    await page.getByRole('menuitem', { name: 'Disconnect' }).click();
    await waitForText(walletButton(page), 'Select Wallet');
    await expect
      .poll(
        async () =>
          (
            await fetch(`${env.server.baseUrl}/auth/session`, {
              headers: { Authorization: `Bearer ${session.token}` },
            })
          ).status,
        { timeout: 15_000 },
      )
      .toBe(401);

    release();
    await notifications(page).getByText('Wallet not connected', { exact: true }).waitFor();
    expect(await toastTexts(page)).toEqual(['Wallet not connected']);
    expect(pageErrors).toEqual([]);
  });

  describe.each(WIDTHS)('at %i px', (width) => {
    it('a new player stakes 500 WLO, finds the position under REWARDS, and claims all after 31 days', async () => {
      const { page, pageErrors } = await env.open(width);
      await openStakePage(page);
      if (width <= 768) {
        // Mobile: the tab bar and the section's title.
        await waitForText(page.getByRole('heading', { level: 2, name: 'STAKING POOLS' }), 'STAKING POOLS');
      }
      await signIn(page);

      await typeStake(page, 'standard', '');
      await toastWith(page, 'Please enter a valid amount to stake').waitFor();
      await typeStake(page, 'standard', '0');
      await toastWith(page, 'Please enter a valid amount to stake').waitFor();

      // Below the pool's minimum: the server says so in the dialog, and nothing moves.
      const refused = await stake(page, 'standard', '100');
      expect(refused.text).toBe('The Standard pool needs at least 500 WLO');
      await closeTransactionDialog(page);

      const before = await readBalance(page);
      const staked = await stake(page, 'standard', '500');
      expect(staked.steps).toEqual(['preparing', 'signing', 'confirming', 'success']);
      expect(staked.text).toBe('Successfully staked 500.0000 WLO in the Standard pool');
      await saveCleanScreenshot(page, 'stake-transaction-dialog', { fullPage: false });
      await closeTransactionDialog(page);
      expect(await readBalance(page)).toBeCloseTo(before - 500, 4);
      await saveCleanScreenshot(page, 'stake-pools');
      // What the player sees around the pools (with the mobile tab bar fixed at the bottom).
      await page.evaluate(() => document.getElementById('staking-pools')?.scrollIntoView());
      await saveCleanScreenshot(page, 'stake-pools-view', { fullPage: false });

      await tab(page, 'REWARDS').click();
      if (width <= 768) await page.getByRole('heading', { level: 2, name: 'STAKING REWARDS' }).waitFor();
      const standard = position(page, 'Standard');
      await standard.waitFor();
      expect(await standard.getAttribute('data-state')).toBe('locked');
      expect(await textOf(standard.getByTestId('position-amount'))).toBe('500.0000 WLO');
      expect(await standard.getByRole('button', { name: 'UNSTAKE' }).count()).toBe(1);
      await saveCleanScreenshot(page, 'stake-rewards');
      await page.evaluate(() => document.getElementById('staking-pools')?.scrollIntoView());
      await saveCleanScreenshot(page, 'stake-rewards-view', { fullPage: false });

      await advanceClock(env.server.baseUrl, 31);
      await page.getByRole('button', { name: 'REFRESH' }).click();
      await standard.and(page.locator('[data-state="unlocked"]')).waitFor();
      expect(parseWlo(await textOf(standard.getByTestId('position-rewards')))).toBeCloseTo(
        STANDARD_500_REWARDS,
        4,
      );

      await standard.getByRole('button', { name: 'CLAIM' }).click();
      const choice = dialog(page, 'Claim your stake');
      await choice.waitFor();
      await saveCleanScreenshot(page, 'stake-claim-choice', { fullPage: false });
      const beforeClaim = await readBalance(page);
      // The session expired with the 31 days: the claim signs in again by itself and goes through.
      await choice.getByRole('button', { name: /^CLAIM ALL/ }).click();
      const afterClaim = await waitForBalanceChange(page, beforeClaim);
      expect(afterClaim - beforeClaim).toBeCloseTo(500 + STANDARD_500_REWARDS, 3);
      await toastWith(page, 'Claimed 500.0000 WLO staked and 3.2877 WLO in rewards').waitFor();
      await choice.waitFor({ state: 'detached' });
      await page.getByTestId('open-positions').waitFor({ state: 'detached' });
      expect(pageErrors).toEqual([]);
    });

    it("the leaderboard breaks a staker's boosted farm power down into parts that add up to it", async () => {
      const { page, pageErrors } = await env.open(width);
      await gotoPath(page, '/farmers#packs');
      await page.getByTestId('pack-store').waitFor();
      await connectDevWallet(page);
      await closeMobileMenu(page);
      await buyAndOpenFarmerPack(page);

      await page.locator('footer').getByRole('link', { name: 'Stake', exact: true }).click();
      await waitForText(page.getByRole('heading', { level: 1 }), 'QUANTUM STAKING PORTAL');
      expect((await stake(page, 'premium', '1000')).steps.at(-1)).toBe('success');
      await closeTransactionDialog(page);

      await page.locator('footer').getByRole('link', { name: 'Farmers', exact: true }).click();
      await selectTab(page, /^LEADERBOARD/);
      const mine = page.getByTestId('leaderboard-row').filter({ has: page.locator('.leaderboard-row__you') });
      await mine.getByRole('button').first().click();
      await mine.getByText('+50% farm power').waitFor();
      const total = Number((await textOf(mine.locator('.leaderboard-row__power'))).replaceAll(',', ''));
      const parts = (await mine.locator('.leaderboard-row__rarities li').allInnerTexts()).map((text) =>
        Number(/· ([\d,]+) power/.exec(text)?.[1]?.replaceAll(',', '') ?? Number.NaN),
      );
      expect(parts.length).toBeGreaterThan(0);
      // The stake boost is in every part, so they add up to the row (one farmer: the same figure).
      expect(parts.reduce((sum, part) => sum + part, 0)).toBe(total);
      await mine.scrollIntoViewIfNeeded();
      await saveCleanScreenshot(page, 'farmers-leaderboard-boosted', { fullPage: false });
      expect(pageErrors).toEqual([]);
    });

    it('TRY YOUR LUCK spins to the voucher the server drew; an early unstake costs the 10 % fee', async () => {
      const { page, pageErrors } = await env.open(width);
      await openStakePage(page);
      await signIn(page);
      expect((await stake(page, 'flexible', '100')).steps.at(-1)).toBe('success');
      // The dialog named the fee of the transaction the wallet signed: one signature, no priority on the embedded chain.
      await expect(textOf(page.getByTestId('transaction-fees'))).resolves.toBe(
        'Network fee 0.000005 SOL · Priority fee 0 SOL',
      );
      await closeTransactionDialog(page);
      expect((await stake(page, 'premium', '1000')).steps.at(-1)).toBe('success');
      await closeTransactionDialog(page);
      await advanceClock(env.server.baseUrl, 8);

      await tab(page, 'REWARDS').click();
      await page.getByRole('button', { name: 'REFRESH' }).click();
      const flexible = position(page, 'Flexible');
      const premium = position(page, 'Premium');
      await flexible.and(page.locator('[data-state="unlocked"]')).waitFor();
      expect(await premium.getAttribute('data-state')).toBe('locked');

      // Early unstake: the dialog says the fee first.
      await premium.getByRole('button', { name: 'UNSTAKE' }).click();
      const unstake = dialog(page, 'Unstake early?');
      await unstake.waitFor();
      expect(await textOf(unstake)).toContain('10% early unstake fee');
      expect(await textOf(unstake.getByTestId('unstake-returned'))).toBe('900.0000 WLO');
      await saveCleanScreenshot(page, 'stake-unstake-dialog', { fullPage: false });
      const beforeUnstake = await readBalance(page);
      await unstake.getByRole('button', { name: 'UNSTAKE' }).click();
      expect((await waitForBalanceChange(page, beforeUnstake)) - beforeUnstake).toBeCloseTo(900, 4);
      await unstake.waitFor({ state: 'detached' });

      // TRY YOUR LUCK on the unlocked Flexible position.
      await flexible.getByRole('button', { name: 'CLAIM' }).click();
      const choice = dialog(page, 'Claim your stake');
      await choice.waitFor();
      await recordAttribute(page, '[data-testid="reveal"]', 'data-phase');
      const claimed = page.waitForResponse(
        (response) =>
          response.url().endsWith('/staking/v2/claim-with-risk') && response.request().method() === 'POST',
      );
      await choice.getByRole('button', { name: /^TRY YOUR LUCK/ }).click();
      const response = await claimed;
      expect(response.status()).toBe(200);
      const { voucher } = (await response.json()) as {
        voucher: { packType: 'legendary' | 'premium' | 'basic'; discountPercent: number };
      };

      const result = page.getByTestId('wheel-result');
      await result.waitFor();
      expect(await recordedValues(page, 'data-phase')).toEqual(['start', 'revealing', 'revealed']);
      expect(await result.getAttribute('data-pack-type')).toBe(voucher.packType);
      expect(await result.getAttribute('data-discount-percent')).toBe(String(voucher.discountPercent));
      expect(await textOf(result)).toContain(
        `${voucher.discountPercent}% OFF\n${voucher.packType.toUpperCase()} PACK`,
      );

      // Where the rings stopped: the server's pack and discount are under the pointer.
      const [packTurn, discountTurn] = await page.evaluate(() =>
        ['pack', 'discount'].map((ring) => {
          const element = document.querySelector(`[data-ring="${ring}"]`);
          const matrix = new DOMMatrix(element ? getComputedStyle(element).transform : 'none');
          return (Math.atan2(matrix.b, matrix.a) * 180) / Math.PI;
        }),
      );
      expect(underPointer(WHEEL_PACK_WEIGHTS, packTurn ?? 0)).toBe(voucher.packType);
      expect(underPointer(WHEEL_DISCOUNT_WEIGHTS, discountTurn ?? 0)).toBe(voucher.discountPercent);
      await saveCleanScreenshot(page, 'stake-wheel', { fullPage: false });

      await dialog(page, 'Discount wheel').getByRole('button', { name: 'Done' }).click();
      await page.getByTestId('open-positions').waitFor({ state: 'detached' });
      await saveCleanScreenshot(page, 'stake-rewards-closed');
      expect(pageErrors).toEqual([]);
    });
  });
});
