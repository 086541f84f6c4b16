import {
  type AdminOverview,
  type BuyListingResponse,
  dailyBuybackBudget,
  fromBaseUnits,
  pendingYieldBaseUnits,
  SOL_DECIMALS,
  STAKING_POOLS,
  stakingRewards,
  WLO_DECIMALS,
  walletBuybackShare,
} from '@wos/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.ts';
import {
  AMPLE_COST_BASIS,
  escrowWlo,
  fundedPlayer,
  grantFarmer,
  listed,
  post,
  prepareBuy,
  processBuy,
  settleMarket,
  wloOf,
} from '../../../test/market.ts';
import {
  getOverview,
  metricSample,
  payWithoutSettling,
  scrapeMetrics,
  sweepPoolSol,
} from '../../../test/operator.ts';
import { signedInPlayer } from '../../../test/players.ts';
import { stakeOverHttp } from '../../../test/staking.ts';
import { farmers as farmersTable, farmingCredits } from '../../game/farmers/tables.ts';
import { readRunways, runwayDays, runwaySourcesOf } from '../economy/runway.ts';

/**
 * The operator console's read and the gauges behind it, against a state the
 * test makes as players and the chain make it: a failed payout (the rewards
 * pool cannot pay the network fee) and a pending one, an instant sale, a
 * purchase payment in the escrow, open listings, a stake accruing, farmers.
 */
const TOKEN = 'overview-test-admin-token-0123456789abcdef';
const DAY_MS = 86_400_000;

let t: TestApp;
/** What the test lets land before the conservation check, even when it failed midway. */
let settle: (() => Promise<void>) | undefined;
beforeAll(async () => {
  t = await startTestApp({ adminToken: TOKEN });
  await t.services.scheduler.runDue();
});
afterAll(async () => {
  try {
    await settle?.();
  } finally {
    await t.close();
  }
});

const overview = (authorization?: string) => getOverview(t, authorization);
const scrape = () => scrapeMetrics(t);
const sample = metricSample;
const wlo = (units: bigint) => fromBaseUnits(units, WLO_DECIMALS);
const pools = () => t.services.accounts.pools;

describe('GET /admin/overview', () => {
  it('does not exist without ADMIN_TOKEN, and refuses a wrong or missing token', async () => {
    // The routes read the configuration per request: unset, the console does not exist.
    t.config.adminToken = undefined;
    expect((await overview(`Bearer ${TOKEN}`)).statusCode).toBe(404);
    t.config.adminToken = TOKEN;
    expect((await overview('Bearer not-the-token')).statusCode).toBe(401);
    expect((await overview()).statusCode).toBe(401);
    expect((await overview(`Bearer ${TOKEN}`)).statusCode).toBe(200);
  });

  it('shows an endless runway (+Inf in /metrics) while nothing draws on a pool', async () => {
    const answer = (await overview(`Bearer ${TOKEN}`)).json<AdminOverview>();
    expect(answer.runways.find((runway) => runway.pool === 'stakingRewards')).toMatchObject({
      perDay: 0,
      days: null,
    });
    expect(await scrape()).toContain('wos_pool_runway_days{pool="stakingRewards"} +Inf');
  });

  it('shows every figure of a game in play, and /metrics exports the same', async () => {
    // A stake that ran its lock; its claim is accepted but the rewards pool cannot pay the fee: failed, with its reason.
    const claimer = await fundedPlayer(t, { sol: 1, wlo: 1000 });
    const { stakeId } = await stakeOverHttp(t.app, claimer, 1000, 7);
    await t.app.inject({ method: 'POST', url: '/dev/clock/advance', payload: { days: 8 } });
    await t.services.scheduler.runDue();
    const claimerAgain = await signedInPlayer(t.app, claimer.signer);
    const sweptLamports = await sweepPoolSol(t, pools().stakingRewards);
    // Everything lands before the conservation check: the pool gets its SOL back, the escrow settles.
    settle = async () => {
      await t.services.chain.airdrop(pools().stakingRewards.address, sweptLamports);
      await settleMarket(t);
      t.services.clock.setOffset(t.services.clock.offset + 11 * 60_000);
      await t.services.payouts.reconcile();
    };
    const claim = await post(t, '/staking/v2/claim', claimerAgain, {
      walletAddress: claimer.address,
      stakingId: stakeId,
    });
    expect(claim.json()).toMatchObject({ payout: { status: 'pending' } });
    const claimedRewards = BigInt(Math.round(claim.json<{ rewards: number }>().rewards * 1e6));

    // An instant sale to the treasury: today's buy-back budget is taken from its balance at the day's first sale.
    const treasuryBefore =
      (await wloOf(t, pools().treasury.address)) - (await t.services.payouts.owed('treasury'));
    const budget = dailyBuybackBudget(treasuryBefore);
    const seller = await fundedPlayer(t, { sol: 1, wlo: 0 });
    const soldFarmer = await grantFarmer(t, seller.address, 'agribot-3000', AMPLE_COST_BASIS);
    const sale = await post(t, '/marketplace/instant-sell', seller, {
      walletAddress: seller.address,
      assetId: soldFarmer,
      assetType: 'farmer',
    });
    expect(sale.statusCode).toBe(200);
    const saleCredits = BigInt(Math.round(sale.json<{ credits: number }>().credits * 1e6));

    // Two open listings; a buyer's payment for one landed in the escrow, not settled yet.
    const bought = await listed(t, seller, await grantFarmer(t, seller.address), 250);
    await listed(t, seller, await grantFarmer(t, seller.address), 300);
    const buyer = await fundedPlayer(t, { sol: 1, wlo: 400 });
    const offer = (await prepareBuy(t, buyer, bought.id)).json<BuyListingResponse>();
    const paid = await payWithoutSettling(t, buyer, offer);
    const settleBeforeClose = settle;
    // The page's retry of its process call settles the purchase.
    settle = async () => {
      await processBuy(t, buyer, offer, paid);
      await settleBeforeClose?.();
    };

    // A stake accruing now, and a payout accepted and not sent yet (pending, never tried).
    const staker = await fundedPlayer(t, { sol: 1, wlo: 2000 });
    await stakeOverHttp(t.app, staker, 2000, 30);
    const payee = await signedInPlayer(t.app);
    const waiting = await t.services.database.db.transaction((tx) =>
      t.services.payouts.enqueue(tx, {
        kind: 'overview_test',
        wallet: payee.address,
        amount: 1_500_000n,
        sourcePool: 'treasury',
        dedupeKey: 'overview-test-pending',
      }),
    );

    t.services.overview.refreshBalances();
    const answer = await overview(`Bearer ${TOKEN}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const view = answer.json<AdminOverview>();
    const at = new Date(view.generatedAt);

    // Pools: each one's SOL and WLO as the chain holds them, with an explorer link on this network.
    expect(view.network).toBe('localnet');
    expect(view.pools.map((pool) => pool.name)).toEqual(Object.keys(pools()));
    for (const pool of view.pools) {
      const keyPair = pools()[pool.name as keyof ReturnType<typeof pools>];
      expect(pool.address).toBe(keyPair.address);
      expect(pool.wlo).toBe(wlo(await wloOf(t, keyPair.address)));
      expect(pool.sol).toBe(fromBaseUnits(await t.services.chain.getLamports(keyPair.address), SOL_DECIMALS));
      expect(pool.explorerUrl).toMatch(
        new RegExp(`^https://explorer\\.solana\\.com/address/${keyPair.address}\\?cluster=custom`),
      );
    }
    const rewardsPool = view.pools.find((pool) => pool.name === 'stakingRewards')!;
    // The sweep's own fee took the 5,000 lamports it left.
    expect(rewardsPool.sol).toBe(0);

    // Staking runway by hand: the 30-day stake's one-day reward; owed: the claim not paid yet.
    const apy = STAKING_POOLS.find((pool) => pool.lockPeriod === 30)!.apy;
    const stakingPerDay = stakingRewards(2000n * 1_000_000n, apy, 1, 30);
    const rewardsBalance = await wloOf(t, pools().stakingRewards.address);
    expect(view.runways.find((runway) => runway.pool === 'stakingRewards')).toEqual({
      pool: 'stakingRewards',
      balance: wlo(rewardsBalance),
      owed: wlo(claimedRewards),
      perDay: wlo(stakingPerDay),
      days: Number(rewardsBalance - claimedRewards) / Number(stakingPerDay),
    });

    // Farming runway by hand: the players' farmers' daily yield, and what they earned since their last harvest.
    const gameWallets = Object.values(pools()).map((pool) => pool.address as string);
    const playersFarmers = (await t.services.database.db.select().from(farmersTable)).filter(
      (row) => !gameWallets.includes(row.owner),
    );
    expect(playersFarmers.length).toBeGreaterThan(0);
    const farmingPerDay = playersFarmers.reduce(
      (sum, row) => sum + pendingYieldBaseUnits(row.baseYieldPerHour, row.level, 0, DAY_MS),
      0n,
    );
    // What the farmer sold to the treasury earned before the sale is its seller's credit, still owed.
    const credits = await t.services.database.db.select().from(farmingCredits);
    expect(credits.map((credit) => credit.wallet)).toEqual([seller.address]);
    const farmingOwed = playersFarmers.reduce(
      (sum, row) =>
        sum +
        row.bankedYield +
        pendingYieldBaseUnits(row.baseYieldPerHour, row.level, row.lastHarvested.getTime(), at.getTime()),
      credits[0]!.amount,
    );
    const farmingBalance = await wloOf(t, pools().farmingPool.address);
    expect(view.runways.find((runway) => runway.pool === 'farmingPool')).toEqual({
      pool: 'farmingPool',
      balance: wlo(farmingBalance),
      owed: wlo(farmingOwed),
      perDay: wlo(farmingPerDay),
      days: runwayDays(farmingBalance, farmingOwed, farmingPerDay),
    });

    // A reader without services (the doctor) gets the same runways from the database alone.
    const bare = await readRunways(
      runwaySourcesOf(t.services.database.db, gameWallets),
      async (pool) => (pool === 'stakingRewards' ? rewardsBalance : farmingBalance),
      at,
    );
    expect(
      bare.map((runway) => ({
        ...runway,
        balance: wlo(runway.balance),
        owed: wlo(runway.owed),
        perDay: wlo(runway.perDay),
      })),
    ).toEqual(view.runways);

    // Buy-back today: 2 % of the treasury at the first sale, what the sale used, a wallet's 10 %.
    expect(view.buyback).toEqual({
      day: at.toISOString().slice(0, 10),
      budget: wlo(budget),
      used: wlo(saleCredits),
      perWalletShare: wlo(walletBuybackShare(budget)),
    });

    // The escrow holds the landed payment; it owes nothing until the purchase is settled.
    expect(view.escrow).toEqual({ held: 250, owed: 0 });

    // The outbox: one failed (with the chain's reason), one pending; the oldest waiting is the failed claim.
    expect(view.payouts.counts).toMatchObject({ pending: 1, sent: 0, failed: 1 });
    expect(view.payouts.failed).toHaveLength(1);
    const [failed] = view.payouts.failed;
    expect(failed).toMatchObject({
      kind: 'staking_reward',
      wallet: claimer.address,
      amount: wlo(claimedRewards),
      sourcePool: 'stakingRewards',
    });
    expect(failed?.reason).toBeTruthy();
    expect(failed?.reason).not.toBe('pool short of WLO');
    expect(view.payouts.oldestPendingAgeSeconds).toBe((at.getTime() - Date.parse(failed!.createdAt)) / 1000);
    expect(view.payouts.oldestPendingAgeSeconds).toBeGreaterThan(0);

    // Jobs: each with its last success and next run.
    const jobs = new Map(view.jobs.map((job) => [job.name, job]));
    expect([...jobs.keys()]).toEqual(t.services.scheduler.entries().map((entry) => entry.name));
    const accrual = jobs.get('staking-accrual')!;
    expect(accrual.cadence).toBe('daily');
    expect(accrual.lastSuccessAt).not.toBeNull();
    // The day after the last one it ran for: tomorrow 00:00 UTC of the advanced clock.
    expect(accrual.nextRunAt).toBe(
      new Date(Math.floor(at.getTime() / DAY_MS) * DAY_MS + DAY_MS).toISOString(),
    );
    const reconciler = jobs.get('payout-reconciler')!;
    expect(Date.parse(reconciler.nextRunAt!) - Date.parse(reconciler.lastSuccessAt!)).toBe(60_000);

    expect(view.audit).toMatchObject({ status: 'ok' });
    expect(view.audit.checkedAt).not.toBeNull();
    // Players signed in by this test: claimer, seller, buyer, staker, payee.
    expect(view.counts).toEqual({ players: 5, activeStakes: 1, openListings: 2 });

    // /metrics: the same figures as gauges.
    const text = await scrape();
    for (const pool of view.pools) {
      expect(sample(text, `wos_pool_wlo{pool="${pool.name}"}`)).toBe(pool.wlo);
      expect(sample(text, `wos_pool_sol{pool="${pool.name}"}`)).toBe(pool.sol);
    }
    const runwayOf = (pool: string) => view.runways.find((runway) => runway.pool === pool)!.days!;
    expect(sample(text, 'wos_pool_runway_days{pool="stakingRewards"}')).toBe(runwayOf('stakingRewards'));
    // The farmers earned a little more since the overview was read: a runway a little shorter.
    expect(sample(text, 'wos_pool_runway_days{pool="farmingPool"}')).toBeLessThanOrEqual(
      runwayOf('farmingPool'),
    );
    expect(sample(text, 'wos_pool_runway_days{pool="farmingPool"}')).toBeGreaterThan(
      runwayOf('farmingPool') - 1,
    );
    expect(sample(text, 'wos_treasury_buyback_budget_wlo')).toBe(view.buyback.budget);
    expect(sample(text, 'wos_treasury_buyback_used_wlo')).toBe(view.buyback.used);
    expect(sample(text, 'wos_escrow_held_wlo')).toBe(250);
    expect(sample(text, 'wos_escrow_owed_wlo')).toBe(0);
    expect(sample(text, 'wos_payouts{status="pending"}')).toBe(1);
    expect(sample(text, 'wos_payouts{status="failed"}')).toBe(1);
    // Read later on the same clock: at least as old as the overview said.
    expect(sample(text, 'wos_payout_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(
      view.payouts.oldestPendingAgeSeconds!,
    );
    expect(sample(text, 'wos_job_period_seconds{job="staking-accrual"}')).toBe(86_400);
    expect(sample(text, 'wos_job_period_seconds{job="payout-reconciler"}')).toBe(60);
    expect(sample(text, 'wos_audit_degraded')).toBe(0);

    await settle();
    settle = undefined;
    expect(await t.services.payouts.summary(false)).toMatchObject({
      counts: { pending: 0, sent: 0, failed: 0 },
      oldestWaitingSince: null,
    });
    expect(await wloOf(t, payee.address)).toBe(1_500_000n);
    expect(await escrowWlo(t)).toBe(0n);
    expect(waiting.status).toBe('pending');

    t.services.overview.refreshBalances();
    const settled = await scrape();
    expect(sample(settled, 'wos_payout_oldest_pending_age_seconds')).toBe(0);
    expect(sample(settled, 'wos_payouts{status="failed"}')).toBe(0);
  });
});
