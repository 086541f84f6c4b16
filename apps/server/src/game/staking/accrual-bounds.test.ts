import { randomUUID } from 'node:crypto';
import { accruedStakingRewards, MAX_STAKE_WLO, STAKING_POOLS } from '@wos/shared';
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.ts';
import { signedInPlayer } from '../../../test/players.ts';
import { positionRewards } from './accrued.ts';
import { createStakingRepo } from './repo.ts';
import { stakePositions, stakingDistributions } from './tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  // The whales below never paid the vault: take them out before the books are checked.
  await t.services.database.db.delete(stakePositions).where(like(stakePositions.wallet, 'whale-%'));
  await t.close();
});

const DAY = 86_400_000;

describe('stake amounts', () => {
  it('are refused above the maximum per stake with a clear 400', async () => {
    const player = await signedInPlayer(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/staking/v2/stake',
      headers: player.auth,
      payload: { walletAddress: player.address, amount: MAX_STAKE_WLO + 1, lockPeriod: 90 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'BAD_REQUEST',
      message: 'amount: at most 1,000,000,000 WLO per stake',
    });
  });

  it('accrue without overflow even far above the maximum', async () => {
    const { db } = t.services.database;
    const repo = createStakingRepo(db);
    const pool = STAKING_POOLS.find((candidate) => candidate.lockPeriod === 90)!;
    const firstBoundary = Date.UTC(2033, 0, 1);
    const start = new Date(firstBoundary + 1_000);
    // 5.2e9 WLO overflowed amount × APY basis points; 9e12 WLO is near the bigint limit in base units.
    const amounts = [5_200_000_000n * 1_000_000n, 9_000_000_000_000n * 1_000_000n + 123n];
    for (const amount of amounts) {
      await repo.insertPosition({
        id: randomUUID(),
        wallet: `whale-${amount}`,
        poolId: pool.id,
        poolName: pool.name,
        lockPeriodDays: pool.lockPeriod,
        apyBasisPoints: pool.apy * 100,
        amount,
        status: 'active',
        startDate: start,
        endDate: new Date(start.getTime() + pool.lockPeriod * DAY),
        createdAt: start,
      });
    }
    for (let d = 0; d <= pool.lockPeriod + 1; d += 1) {
      const boundary = new Date(firstBoundary + d * DAY);
      await db.transaction((tx) => repo.accrue(boundary, boundary.toISOString().slice(0, 10), boundary, tx));
    }
    const end = new Date(firstBoundary + (pool.lockPeriod + 1) * DAY);
    const expected = amounts.reduce(
      (sum, amount) =>
        sum +
        accruedStakingRewards(
          { amount, apyPercent: pool.apy, lockPeriodDays: pool.lockPeriod, start },
          end,
          end,
        ),
      0n,
    );
    const rows = await db.select().from(stakingDistributions);
    expect(rows.reduce((sum, row) => sum + row.totalAmount, 0n)).toBe(expected);
  });

  it("sum as the stats' pending rewards exactly what positionRewards gives row by row", async () => {
    const { db } = t.services.database;
    const repo = createStakingRepo(db);
    const base = Date.UTC(2034, 0, 1);
    const statuses = ['active', 'completed', 'unstaked'] as const;
    for (let i = 0; i < 24; i += 1) {
      const pool = STAKING_POOLS[i % STAKING_POOLS.length]!;
      const start = new Date(base + i * 7 * 3_600_000 + i * 1_013);
      await repo.insertPosition({
        id: randomUUID(),
        wallet: `whale-pending-${i}`,
        poolId: pool.id,
        poolName: pool.name,
        lockPeriodDays: pool.lockPeriod,
        apyBasisPoints: pool.apy * 100,
        // Small and huge amounts, odd base units.
        amount: i % 5 === 0 ? 9_000_000_000_000n * 1_000_000n + BigInt(i) : BigInt(1 + i * 7_777_777),
        status: statuses[i % 3]!,
        startDate: start,
        endDate: new Date(start.getTime() + pool.lockPeriod * DAY),
        rewardsClaimedAt: i % 7 === 3 ? start : null,
        rewardsPaid: i % 7 === 3 ? 5n : null,
        createdAt: start,
      });
    }
    const rows = await db.select().from(stakePositions);
    const unclaimed = rows.filter(
      (row) => row.rewardsClaimedAt === null && (row.status === 'active' || row.status === 'completed'),
    );
    for (const [accrualDay, nowDay] of [
      [null, 0.5],
      [null, 40],
      [3, 3.2],
      [20, 20.9],
      [95, 200],
    ] as const) {
      const lastAccrual = accrualDay === null ? null : new Date(base + accrualDay * DAY);
      const now = new Date(base + nowDay * DAY);
      const expected = unclaimed.reduce((sum, row) => sum + positionRewards(row, lastAccrual, now), 0n);
      expect(await repo.pendingRewards(lastAccrual, now), `${accrualDay} ${nowDay}`).toBe(expected);
    }
  });
});
