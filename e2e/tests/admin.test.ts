/**
 * The operator console, /admin (issue 30 point 3, docs/operations.md): opened with the
 * server's ADMIN_TOKEN, it shows every figure of GET /admin/overview. The server runs on a
 * local node, so the test can do what a key holder can: with the staking vault's key it
 * moves the vault's SOL away (its payouts then fail on the network fee, each with the
 * chain's reason) and, after two early unstakes were accepted, the WLO of the larger one
 * (that one then waits, pending, while the vault is short). Checked at 1280 and 380 px,
 * axe-clean, with screenshots.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AdminOverview } from '@wos/shared';
import type { Locator, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLabel,
  formatPendingAge,
  formatRelative,
  formatRunway,
  formatUtc,
  runwayLevel,
} from '../../apps/web/src/features/admin/lib/admin-figures.ts';
import { gotoPath } from '../harness/app.ts';
import { seriousAxeViolations } from '../harness/axe.ts';
import { type E2EEnv, startE2E } from '../harness/e2e-env.ts';
import {
  moveWlo,
  poolSigner,
  spawnLocalnet,
  sweepSol,
  wloBalanceOf,
  wloMintOf,
} from '../harness/local-node.ts';
import { fundedPlayer, stake, unstakeEarly } from '../harness/players.ts';
import { saveCleanScreenshot } from '../harness/screenshots.ts';
import { advanceClock } from '../harness/staking.ts';

const ADMIN_TOKEN = 'e2e-admin-token-0123456789abcdef0123';
const TOKEN_KEY = 'wos.adminToken';
const WLO = 1_000_000n;

let env: E2EEnv;
let localnet: Awaited<ReturnType<typeof spawnLocalnet>>;
let localnetDir: string;

/** Two early unstakes out of a vault without SOL, and then too short of WLO for the larger. */
async function failedAndPendingPayouts(): Promise<void> {
  const baseUrl = env.server.baseUrl;
  const small = await fundedPlayer(baseUrl, { sol: 1, wlo: 1000 });
  const large = await fundedPlayer(baseUrl, { sol: 1, wlo: 1000 });
  const smallStake = await stake(baseUrl, small, 100, 7);
  const largeStake = await stake(baseUrl, large, 300, 7);
  // A stake that stays and accrues: the staking rewards pool then has a runway in days.
  await stake(baseUrl, await fundedPlayer(baseUrl, { sol: 1, wlo: 5000 }), 5000, 90);

  const { dataDir } = env.server;
  const vault = await poolSigner(dataDir, 'stakingVault');
  const treasury = await poolSigner(dataDir, 'treasury');
  const mint = await wloMintOf(dataDir);
  await sweepSol(localnet.rpcUrl, vault, treasury.address);
  // Each is accepted (the vault holds the WLO) and its two payouts (return and fee) fail: no SOL for the fee.
  await unstakeEarly(baseUrl, small, smallStake);
  await unstakeEarly(baseUrl, large, largeStake);
  // The vault keeps exactly the small unstake's 100 WLO: the large one's 270 WLO cannot be sent.
  const held = await wloBalanceOf(localnet.rpcUrl, mint, vault.address);
  await moveWlo(localnet.rpcUrl, mint, vault, treasury, held - 100n * WLO);
  // Past every backoff: the reconciler tries the small one again (it fails again on the fee)
  // and puts the large one off while the vault is short (pending).
  await advanceClock(baseUrl, 0.01);
}

beforeAll(async () => {
  localnetDir = await mkdtemp(path.join(tmpdir(), 'wos-e2e-localnet-'));
  localnet = await spawnLocalnet({ dataDir: localnetDir });
  env = await startE2E({
    env: { ADMIN_TOKEN, SOLANA_RPC_URL: localnet.rpcUrl, NETWORK: 'localnet' },
  });
  await failedAndPendingPayouts();
});

afterAll(async () => {
  await env?.close();
  await localnet?.stop();
  if (localnetDir) await rm(localnetDir, { recursive: true, force: true });
});

const isOverview = (response: Response) =>
  new URL(response.url()).pathname === '/admin/overview' && response.request().method() === 'GET';

/** The overview the page itself was answered, once it shows it. */
async function openConsole(page: Page): Promise<AdminOverview> {
  await gotoPath(page, '/admin');
  await page.getByLabel('ADMIN_TOKEN').fill(ADMIN_TOKEN);
  const answered = page.waitForResponse(isOverview);
  await page.getByRole('button', { name: 'OPEN CONSOLE' }).click();
  const response = await answered;
  expect(response.status()).toBe(200);
  const overview = (await response.json()) as AdminOverview;
  await page.getByTestId('admin-pools').waitFor();
  return overview;
}

/** The element's text as the page holds it (textContent: no CSS capitals). */
async function text(locator: Locator): Promise<string> {
  return ((await locator.textContent()) ?? '').trim();
}

/** "1,234,567.89 WLO" → 1234567.89 */
function amountOf(shown: string): number {
  return Number(shown.replace(/ (WLO|SOL)$/, '').replaceAll(',', ''));
}

async function expectAmount(locator: Locator, value: number, decimals: number): Promise<void> {
  const shown = await text(locator);
  expect(amountOf(shown), shown).toBeCloseTo(value, decimals);
}

async function checkEveryFigure(page: Page, overview: AdminOverview): Promise<void> {
  const nowMs = Date.parse(overview.generatedAt);
  expect(await text(page.getByTestId('admin-network'))).toBe(overview.network);
  expect(await text(page.getByTestId('admin-generated-at'))).toBe(formatUtc(overview.generatedAt));

  expect(overview.pools.map((pool) => pool.name).sort()).toEqual([
    'developer',
    'farmingPool',
    'liquidity',
    'marketplaceEscrow',
    'stakingRewards',
    'stakingVault',
    'treasury',
  ]);
  for (const pool of overview.pools) {
    const row = page.getByTestId(`admin-pool-${pool.name}`);
    const link = row.getByRole('link');
    expect(await link.getAttribute('href')).toBe(pool.explorerUrl);
    expect(await link.getAttribute('title')).toBe(pool.address);
    expect(await text(link)).toMatch(
      new RegExp(`^${pool.address.slice(0, 4)}\\.\\.${pool.address.slice(-4)}`),
    );
    await expectAmount(row.locator('[data-field="sol"]'), pool.sol, 4);
    await expectAmount(row.locator('[data-field="wlo"]'), pool.wlo, 2);
  }

  expect(overview.runways.map((runway) => runway.pool).sort()).toEqual(['farmingPool', 'stakingRewards']);
  // The 90-day stake draws on the staking rewards pool.
  expect(overview.runways.find((runway) => runway.pool === 'stakingRewards')?.days).not.toBeNull();
  for (const runway of overview.runways) {
    const card = page.getByTestId(`admin-runway-${runway.pool}`);
    expect(await card.getAttribute('data-level')).toBe(runwayLevel(runway.days));
    expect(await text(card.locator('[data-field="days"]'))).toBe(formatRunway(runway.days));
    await expectAmount(card.locator('[data-field="balance"]'), runway.balance, 2);
    await expectAmount(card.locator('[data-field="owed"]'), runway.owed, 2);
    await expectAmount(card.locator('[data-field="perDay"]'), runway.perDay, 2);
  }

  const { buyback, escrow, payouts, audit, counts } = overview;
  expect(await text(page.getByTestId('admin-buyback').locator('[data-field="day"]'))).toBe(
    `${buyback.day} UTC`,
  );
  await expectAmount(page.getByTestId('admin-buyback-budget'), buyback.budget, 2);
  await expectAmount(page.getByTestId('admin-buyback-used'), buyback.used, 2);
  await expectAmount(page.getByTestId('admin-buyback-share'), buyback.perWalletShare, 2);

  await expectAmount(page.getByTestId('admin-escrow-held'), escrow.held, 2);
  await expectAmount(page.getByTestId('admin-escrow-owed'), escrow.owed, 2);
  expect(await text(page.getByTestId('admin-escrow-flag'))).toMatch(
    escrow.held < escrow.owed ? /^SHORT BY/ : /^COVERED$/,
  );

  // The state this test made: failed payouts with the chain's reason, and a pending one.
  expect(payouts.counts.failed).toBeGreaterThan(0);
  expect(payouts.counts.pending).toBeGreaterThan(0);
  expect(payouts.oldestPendingAgeSeconds).not.toBeNull();
  for (const status of ['pending', 'sent', 'failed', 'confirmed'] as const) {
    expect(await text(page.getByTestId(`admin-payouts-${status}`))).toBe(String(payouts.counts[status]));
  }
  expect(await text(page.getByTestId('admin-payouts-oldest'))).toBe(
    formatPendingAge(payouts.oldestPendingAgeSeconds),
  );
  const failedRows = page.getByTestId('admin-failed-payout');
  expect(await failedRows.count()).toBe(payouts.failed.length);
  for (const [i, failed] of payouts.failed.entries()) {
    const row = failedRows.nth(i);
    expect(failed.reason).toBeTruthy();
    expect(failed.sourcePool).toBe('stakingVault');
    expect(await text(row.locator('[data-field="reason"]'))).toBe(failed.reason);
    expect(await row.locator('[data-field="wallet"]').getAttribute('title')).toBe(failed.wallet);
    expect(await text(row.locator('[data-field="relative"]'))).toBe(formatRelative(failed.createdAt, nowMs));
    await expectAmount(row.locator('td[data-label="Amount"]'), failed.amount, 2);
  }

  expect(overview.jobs.length).toBeGreaterThan(0);
  for (const job of overview.jobs) {
    const row = page.getByTestId(`admin-job-${job.name}`);
    expect(await text(row.locator('td[data-label="Cadence"]'))).toBe(job.cadence);
    expect(await text(row.locator('td[data-label="Last success"] [data-field="relative"]'))).toBe(
      formatRelative(job.lastSuccessAt, nowMs),
    );
    expect(await text(row.locator('td[data-label="Next run"] [data-field="relative"]'))).toBe(
      formatRelative(job.nextRunAt, nowMs, 'not scheduled'),
    );
  }

  expect(await text(page.getByTestId('admin-audit-status'))).toBe(auditLabel(audit.status));
  expect(await text(page.getByTestId('admin-audit-checked').locator('[data-field="relative"]'))).toBe(
    formatRelative(audit.checkedAt, nowMs),
  );
  if (audit.detail) expect(await text(page.getByTestId('admin-audit-detail'))).toBe(audit.detail);

  expect(amountOf(await text(page.getByTestId('admin-count-players')))).toBe(counts.players);
  expect(amountOf(await text(page.getByTestId('admin-count-stakes')))).toBe(counts.activeStakes);
  expect(amountOf(await text(page.getByTestId('admin-count-listings')))).toBe(counts.openListings);
  // The players this test signed in are counted.
  expect(counts.players).toBeGreaterThanOrEqual(3);
  expect(counts.activeStakes).toBeGreaterThanOrEqual(1);
}

describe('the operator console', () => {
  it('is linked from no game page and kept out of search engines', async () => {
    const { page } = await env.open(1280);
    await gotoPath(page, '/');
    expect(await page.locator('a[href="/admin"], a[href^="/admin/"]').count()).toBe(0);
    await gotoPath(page, '/admin');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    expect(await text(page.getByRole('heading', { level: 1 }))).toBe('OPERATOR CONSOLE');
  });

  it('refuses a wrong token, says so and keeps nothing', async () => {
    const { page } = await env.open(1280);
    await gotoPath(page, '/admin');
    await page.getByLabel('ADMIN_TOKEN').fill('not-the-admin-token');
    const answered = page.waitForResponse(isOverview);
    await page.getByRole('button', { name: 'OPEN CONSOLE' }).click();
    expect((await answered).status()).toBe(401);
    expect(await text(page.getByRole('alert'))).toBe(
      'The server refused that admin token (401). Enter it again.',
    );
    expect(await page.evaluate((key) => sessionStorage.getItem(key), TOKEN_KEY)).toBeNull();
    expect(await page.getByTestId('admin-console').count()).toBe(0);
  });

  for (const width of [1280, 380] as const) {
    it(`shows every figure the server answers at ${width} px, axe-clean, without sideways scrolling`, async () => {
      const { page, pageErrors } = await env.open(width);
      const overview = await openConsole(page);
      await checkEveryFigure(page, overview);
      expect(await page.evaluate((key) => sessionStorage.getItem(key), TOKEN_KEY)).toBe(ADMIN_TOKEN);
      expect(await page.evaluate(() => localStorage.getItem('wos.adminToken'))).toBeNull();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await saveCleanScreenshot(page, 'admin-console');
      expect(pageErrors).toEqual([]);
    });
  }

  it('reads the overview again on Refresh and after a reload, and forgets the token when asked', async () => {
    const { page } = await env.open(1280);
    const first = await openConsole(page);
    const again = page.waitForResponse(isOverview);
    await page.getByRole('button', { name: 'REFRESH' }).click();
    const refreshed = (await (await again).json()) as AdminOverview;
    expect(Date.parse(refreshed.generatedAt)).toBeGreaterThanOrEqual(Date.parse(first.generatedAt));
    await page
      .getByTestId('admin-generated-at')
      .filter({ hasText: formatUtc(refreshed.generatedAt) })
      .waitFor();

    // The tab keeps the token: a reload opens the console without asking.
    const reloaded = page.waitForResponse(isOverview);
    await page.reload();
    expect((await reloaded).status()).toBe(200);
    await page.getByTestId('admin-pools').waitFor();

    await page.getByRole('button', { name: 'FORGET TOKEN' }).click();
    expect(await text(page.getByRole('alert'))).toBe('The admin token was forgotten in this tab.');
    expect(await page.evaluate((key) => sessionStorage.getItem(key), TOKEN_KEY)).toBeNull();
    await page.getByLabel('ADMIN_TOKEN').waitFor();
  });
});
