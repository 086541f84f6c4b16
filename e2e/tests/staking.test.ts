import { type Weighted, WHEEL_DISCOUNT_WEIGHTS, WHEEL_PACK_WEIGHTS } from '@wos/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeMobileMenu, connectDevWallet, gotoPath, textOf, waitForText } from '../harness/app.ts';
import { type E2EEnv, startE2E } from '../harness/e2e-env.ts';
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
  await step.and(page.locator('[data-step="success"], [data-step="error"]')).waitFor();
  return { steps: await recordedValues(page, 'data-step'), text: await textOf(step) };
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
          error: 'PREFLIGHT_FAILED',
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
    // with the signature): it waits, refreshes, and says the stake may have gone through.
    await page.route(PROCESS, async (route) => {
      const response = await route.fetch();
      const { signature } = (await response.json()) as { signature: string };
      await route.fulfill({
        status: 504,
        contentType: 'application/json',
        body: JSON.stringify({
          error: 'CONFIRMATION_TIMEOUT',
          message: 'The transaction was sent but is not confirmed yet',
          signature,
        }),
      });
    });
    const before = await readBalance(page);
    const timedOut = await stake(page, 'flexible', '200');
    expect(timedOut.steps).toEqual(['preparing', 'signing', 'processing', 'confirming', 'success']);
    expect(timedOut.text).toBe(
      'Your stake might have succeeded, but confirmation timed out. Check your positions in a moment.',
    );
    expect(await readBalance(page)).toBeCloseTo(before - 200, 4);
    await closeTransactionDialog(page);
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
      expect(staked.steps).toEqual(['preparing', 'signing', 'processing', 'confirming', 'success']);
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

    it('TRY YOUR LUCK spins to the voucher the server drew; an early unstake costs the 10 % fee', async () => {
      const { page, pageErrors } = await env.open(width);
      await openStakePage(page);
      await signIn(page);
      expect((await stake(page, 'flexible', '100')).steps.at(-1)).toBe('success');
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
