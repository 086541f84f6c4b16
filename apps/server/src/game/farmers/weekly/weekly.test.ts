import { address } from '@solana/kit';
import { nextSundayUtc, shareByWeight, weeklyFarmingPayout } from '@wos/shared';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/app.ts';
import { moveWlo } from '../../../../test/move-wlo.ts';
import { newKey, signedInPlayer } from '../../../../test/players.ts';
import { stakeOverHttp } from '../../../../test/staking.ts';
import { walletTransactions } from '../../../account/wallet/tables.ts';
import { payouts as payoutsTable } from '../../../payments/payouts/tables.ts';
import { WEEKLY_REWARD_KIND } from './rewards.ts';

let t: TestApp;
/** Each wallet with its farm power × 10 × (100 + boost): the weight its share is taken by. */
const wallets: { address: string; weight: bigint }[] = [];

const wloOf = (owner: string) =>
  t.services.chain.getTokenBalance(address(owner), t.services.accounts.wloMint);
const farmingPool = () => t.services.accounts.pools.farmingPool.address;
const DAY_MS = 86_400_000;

async function grant(owner: string, catalogueId: string, count: number) {
  const acquiredAt = t.services.clock.now();
  await t.services.database.db.transaction(async (tx) => {
    for (let i = 0; i < count; i++) await t.services.farmers.grant(tx, { owner, catalogueId, acquiredAt });
  });
}

beforeAll(async () => {
  t = await startTestApp();
  // The week the app starts in is claimed now (nobody farms yet), so the next one is Sunday's.
  await t.services.scheduler.runDue();
  for (let i = 0; i < 22; i++) {
    const owner = (await newKey()).address;
    await grant(owner, 'agribot-3000', (i % 3) + 1);
    wallets.push({ address: owner, weight: BigInt(((i % 3) + 1) * 100 * 10 * 100) });
  }
  // Two stakers: a 30-day stake boosts by 25 %, a 90-day one by 50 %.
  for (const [lock, amount, boost] of [
    [30, 500, 25],
    [90, 1000, 50],
  ] as const) {
    const player = await signedInPlayer(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/dev/airdrop',
      payload: { walletAddress: player.address, sol: 1, wlo: amount },
    });
    await stakeOverHttp(t.app, player, amount, lock);
    await grant(player.address, 'omega-harvester', 1);
    wallets.push({ address: player.address, weight: BigInt(1000 * 10 * (100 + boost)) });
  }
});
afterAll(() => t.close());

describe('weekly farming rewards', () => {
  it('at Sunday 00:00 UTC pay half the farming pool by farm power share, to the base unit, in batches, once', async () => {
    const pool = await wloOf(farmingPool());
    const before = await Promise.all(wallets.map((w) => wloOf(w.address)));
    const expected = shareByWeight(
      weeklyFarmingPayout(pool),
      wallets.map((w) => w.weight),
    );
    // The page shows what Sunday will pay: half the pool, the rest stays for harvests.
    const shown = (await t.app.inject({ method: 'GET', url: '/farmers/reward-pool' })).json().data;
    expect(BigInt(Math.round(shown.nextPayout * 1e6))).toBe(weeklyFarmingPayout(pool));
    expect(shown.payoutPercent).toBe(50);
    const sunday = nextSundayUtc(t.services.clock.nowMs());
    const days = (sunday.getTime() - t.services.clock.nowMs()) / DAY_MS + 0.01;

    const advanced = await t.app.inject({ method: 'POST', url: '/dev/clock/advance', payload: { days } });
    expect(advanced.statusCode).toBe(200);
    const week = sunday.toISOString().slice(0, 10);
    expect(advanced.json().jobsRun).toContainEqual({ name: 'farming-weekly-rewards', period: week });

    const after = await Promise.all(wallets.map((w) => wloOf(w.address)));
    wallets.forEach((_, i) => {
      expect(after[i]! - before[i]!).toBe(expected[i]);
    });
    const total = expected.reduce((sum, share) => sum + share, 0n);
    expect(await wloOf(farmingPool())).toBe(pool - total);
    expect(pool - total).toBeGreaterThanOrEqual(pool / 2n);
    // The 90-day staker's legendary farm is the largest share.
    expect(expected.at(-1)! > expected.at(-2)!).toBe(true);

    const paid = await t.services.database.db
      .select()
      .from(payoutsTable)
      .where(like(payoutsTable.dedupeKey, `weekly:${week}:%`));
    expect(paid).toHaveLength(wallets.length);
    expect(paid.every((row) => row.status === 'confirmed')).toBe(true);
    const transactions = new Set(paid.map((row) => row.signature));
    // Many transfers per transaction.
    expect(transactions.size).toBeGreaterThan(1);
    expect(transactions.size).toBeLessThan(wallets.length / 2);

    const [history] = await t.services.database.db
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.wallet, wallets[0]!.address));
    expect(history).toMatchObject({
      type: 'Weekly Reward',
      category: 'farming',
      amount: expected[0],
      status: 'completed',
    });
    expect(transactions.has(history!.signature)).toBe(true);

    const rewardPool = (
      await t.app.inject({ method: 'GET', url: '/farmers/reward-pool?network=localnet' })
    ).json();
    expect(rewardPool.data.balance * 1e6).toBeCloseTo(Number(pool - total), 0);
    expect(rewardPool.data.nextDistribution).toBe(new Date(sunday.getTime() + 7 * DAY_MS).toISOString());
    expect(rewardPool.data.lastDistribution).toMatchObject({ week, wallets: wallets.length });
    // The dev clock is past Sunday, days ahead of the wall clock: the page counts down on the server's.
    const serverTime = new Date(rewardPool.data.serverTime).getTime();
    expect(serverTime).toBeGreaterThanOrEqual(sunday.getTime());
    expect(Math.abs(serverTime - t.services.clock.nowMs())).toBeLessThan(60_000);
    expect(BigInt(Math.round(rewardPool.data.lastDistribution.total * 1e6))).toBe(total);

    // The scheduler again, the dispatcher again: nobody is paid twice.
    await t.services.scheduler.runDue();
    await t.services.weeklyRewards.dispatchDue();
    const again = await Promise.all(wallets.map((w) => wloOf(w.address)));
    expect(again).toEqual(after);
  });

  it('a crash before the week commits leaves nothing; a crash mid-dispatch resumes without paying twice', async () => {
    await t.services.faucet.airdrop(farmingPool(), 0, 10_000);
    const { db } = t.services.database;
    const week = '2099-01-04';
    const before = await Promise.all(wallets.map((w) => wloOf(w.address)));

    // The process dies inside the job's transaction: nothing was accepted.
    const crash = new Error('killed');
    await expect(
      db.transaction(async (tx) => {
        await t.services.weeklyRewards.distribute(tx, week);
        throw crash;
      }),
    ).rejects.toBe(crash);
    expect(
      await db
        .select()
        .from(payoutsTable)
        .where(like(payoutsTable.dedupeKey, `weekly:${week}:%`)),
    ).toEqual([]);

    // The job commits; the process dies after sending only the first few payouts.
    const pool = await wloOf(farmingPool());
    const expected = shareByWeight(
      weeklyFarmingPayout(pool),
      wallets.map((w) => w.weight),
    );
    await db.transaction((tx) => t.services.weeklyRewards.distribute(tx, week));
    const firstFew = await t.services.payouts.dueIdsOfKind(WEEKLY_REWARD_KIND, 5);
    await t.services.payouts.dispatchBatch(firstFew);
    const partial = await db
      .select()
      .from(payoutsTable)
      .where(like(payoutsTable.dedupeKey, `weekly:${week}:%`));
    expect(partial.filter((row) => row.status === 'confirmed')).toHaveLength(5);

    // The same week cannot be shared twice, even by hand.
    await expect(db.transaction((tx) => t.services.weeklyRewards.distribute(tx, week))).rejects.toThrow();

    // Restarted: the dispatcher sends the rest, the reconciler finds nothing left.
    await t.services.weeklyRewards.dispatchDue();
    await t.services.payouts.reconcile();
    await t.services.weeklyRewards.dispatchDue();
    const after = await Promise.all(wallets.map((w) => wloOf(w.address)));
    wallets.forEach((_, i) => {
      expect(after[i]! - before[i]!).toBe(expected[i]);
    });
    const settled = await db
      .select()
      .from(payoutsTable)
      .where(like(payoutsTable.dedupeKey, `weekly:${week}:%`));
    expect(settled.every((row) => row.status === 'confirmed')).toBe(true);
  });

  it('after a Sunday, harvests keep paying from the half that stays; a harvest the pool cannot pay changes nothing', async () => {
    const farmer = await signedInPlayer(t.app);
    await grant(farmer.address, 'omega-harvester', 1);
    const sunday = nextSundayUtc(t.services.clock.nowMs());
    const days = (sunday.getTime() - t.services.clock.nowMs()) / DAY_MS + 0.5;
    const advanced = await t.app.inject({ method: 'POST', url: '/dev/clock/advance', payload: { days } });
    expect(advanced.json().jobsRun).toContainEqual({
      name: 'farming-weekly-rewards',
      period: sunday.toISOString().slice(0, 10),
    });
    await t.services.weeklyRewards.dispatchDue();

    const player = await signedInPlayer(t.app, farmer.signer);
    const harvest = () =>
      t.app.inject({
        method: 'POST',
        url: '/farmers/harvest',
        headers: player.auth,
        payload: { walletAddress: player.address, network: 'localnet' },
      });
    const poolBefore = await wloOf(farmingPool());
    const walletBefore = await wloOf(player.address);
    const harvested = await harvest();
    expect(harvested.statusCode).toBe(200);
    const paid = BigInt(Math.round(harvested.json().amount * 1e6));
    expect(paid).toBeGreaterThan(0n);
    expect(await wloOf(player.address)).toBe(walletBefore + paid);
    expect(await wloOf(farmingPool())).toBe(poolBefore - paid);

    // A day later the pool holds less than the day's yield: refused, nothing harvested or lost.
    await t.app.inject({ method: 'POST', url: '/dev/clock/advance', payload: { days: 1 } });
    const again = await signedInPlayer(t.app, farmer.signer);
    const { liquidity } = t.services.accounts.pools;
    const moved = (await wloOf(farmingPool())) - 10n * 1_000_000n;
    await moveWlo(t.services, t.services.accounts.pools.farmingPool, liquidity.address, moved);
    try {
      const pending = (await t.app.inject({ method: 'GET', url: `/farmers/${again.address}` })).json()
        .pendingRewards;
      const refused = await t.app.inject({
        method: 'POST',
        url: '/farmers/harvest',
        headers: again.auth,
        payload: { walletAddress: again.address, network: 'localnet' },
      });
      expect(refused.statusCode).toBe(503);
      expect(refused.json().message).toBe(
        'The farming pool cannot pay this harvest right now; nothing was harvested. Please try again later.',
      );
      expect(await wloOf(again.address)).toBe(walletBefore + paid);
      expect(await wloOf(farmingPool())).toBe(10n * 1_000_000n);
      const after = (await t.app.inject({ method: 'GET', url: `/farmers/${again.address}` })).json();
      // Still owed (and still growing with the clock): nothing was marked harvested.
      expect(after.pendingRewards).toBeGreaterThanOrEqual(pending);
    } finally {
      await moveWlo(t.services, liquidity, farmingPool(), moved);
    }
  });
});
