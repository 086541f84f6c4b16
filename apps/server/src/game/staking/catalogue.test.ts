import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.ts';
import { signedInPlayer } from '../../../test/players.ts';
import { stakeOverHttp } from '../../../test/staking.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const get = async (url: string) => (await t.app.inject({ method: 'GET', url })).json();

describe('pool totals and stats served from memory', () => {
  it('show a stake confirmed in this process at once, though they were just read', async () => {
    const before = { pools: await get('/staking/v2/pools'), stats: await get('/staking/v2/stats') };
    expect(before.pools.pools[1].totalStaked).toBe(0);
    expect(before.stats.stats.activeStakes).toEqual({ totalAmount: 0, count: 0 });

    const player = await signedInPlayer(t.app);
    await t.services.faucet.airdrop(player.address, 1, 600);
    await stakeOverHttp(t.app, player, 500, 30);

    const after = { pools: await get('/staking/v2/pools'), stats: await get('/staking/v2/stats') };
    expect(after.pools.pools[1]).toMatchObject({ name: 'Standard', totalStaked: 500 });
    expect(after.stats.stats).toMatchObject({
      activeStakes: { totalAmount: 500, count: 1 },
      totalStakers: 1,
      // The older, pool-level shape too (docs/spec/000-shell-wallet-staking.md §3): 500 WLO in the Standard
      // pool (+25 %).
      totalStaked: 500,
      activePositions: 1,
      totalBattlePower: 125,
      totalPendingRewards: 0,
    });
  });

  it('show a daily accrual made in this process at once', async () => {
    const before = await get('/staking/v2/distributions');
    const advanced = await t.app.inject({ method: 'POST', url: '/dev/clock/advance', payload: { days: 2 } });
    expect(advanced.statusCode).toBe(200);
    const after = await get('/staking/v2/distributions');
    expect(after.pagination.total).toBeGreaterThan(before.pagination.total);
    const stats = await get('/staking/v2/stats');
    expect(stats.stats.lastDistribution.distribution_date).toBe(after.distributions[0].distribution_date);
  });

  it('count every day distributed to date as REWARDS DISTRIBUTED, not only the last day', async () => {
    const advanced = await t.app.inject({ method: 'POST', url: '/dev/clock/advance', payload: { days: 3 } });
    expect(advanced.statusCode).toBe(200);
    const { distributions } = await get('/staking/v2/distributions?limit=100');
    const units = (wlo: number) => Math.round(wlo * 1e6);
    const paidDays = distributions.filter(
      (day: { total_distribution_amount: number }) => day.total_distribution_amount > 0,
    );
    // The 500 WLO staked above has earned on several days by now.
    expect(paidDays.length).toBeGreaterThanOrEqual(2);
    const allDays = distributions.reduce(
      (total: number, day: { total_distribution_amount: number }) =>
        total + units(day.total_distribution_amount),
      0,
    );

    const { stats } = await get('/staking/v2/stats');
    expect(units(stats.totalDistributed)).toBe(allDays);
    expect(stats.totalDistributed).toBeGreaterThan(stats.lastDistribution.total_distribution_amount);
    // Nothing was claimed: every reward distributed is still pending.
    expect(stats.totalPendingRewards).toBeGreaterThan(0);
    expect(units(stats.totalPendingRewards)).toBe(allDays);
  });
});
