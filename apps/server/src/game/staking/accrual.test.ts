import { randomUUID } from 'node:crypto';
import { accruedStakingRewards, STAKING_POOLS } from '@wos/shared';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.ts';
import { createStakingRepo, type PositionRow } from './repo.ts';
import { stakePositions, stakingDistributions } from './tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
/** Positions written straight to the database, with no WLO behind them on chain. */
const syntheticIds: string[] = [];
afterAll(async () => {
  // Take them out again so the books close on what really moved.
  await t.services.database.db.delete(stakePositions).where(inArray(stakePositions.id, syntheticIds));
  await t.close();
});

const DAY = 86_400_000;

describe('the daily accrual statement', () => {
  it('distributes exactly what the shared rule says the positions accrued, day by day', async () => {
    const { db } = t.services.database;
    const repo = createStakingRepo(db);
    const firstBoundary = Date.UTC(2031, 0, 1);
    const positions: PositionRow[] = [];
    // Odd amounts, every pool, starts at odd times of day over the first ten days.
    for (let i = 0; i < 40; i += 1) {
      const pool = STAKING_POOLS[i % 3]!;
      const start = new Date(firstBoundary + (i % 10) * DAY + 3_600_000 * (i % 24) + 1_234);
      const row = {
        id: randomUUID(),
        wallet: `w${i}`,
        poolId: pool.id,
        poolName: pool.name,
        lockPeriodDays: pool.lockPeriod,
        apyBasisPoints: pool.apy * 100,
        amount: 123_456_789n * BigInt(i + 1) + 7n,
        status: 'active' as const,
        startDate: start,
        endDate: new Date(start.getTime() + pool.lockPeriod * DAY),
        rewardsPaid: null,
        rewardsClaimedAt: null,
        principalClaimedAt: null,
        signature: null,
        createdAt: start,
      };
      await repo.insertPosition(row);
      syntheticIds.push(row.id);
      positions.push(row);
    }
    const days = 120;
    for (let d = 0; d <= days; d += 1) {
      const boundary = new Date(firstBoundary + d * DAY);
      await db.transaction((tx) => repo.accrue(boundary, boundary.toISOString().slice(0, 10), boundary, tx));
    }
    const last = new Date(firstBoundary + days * DAY);
    const expected = positions.reduce(
      (sum, p) =>
        sum +
        accruedStakingRewards(
          {
            amount: p.amount,
            apyPercent: p.apyBasisPoints / 100,
            lockPeriodDays: p.lockPeriodDays,
            start: p.startDate!,
          },
          last,
          last,
        ),
      0n,
    );
    const rows = await db.select().from(stakingDistributions);
    const distributed = rows.reduce((sum, row) => sum + row.totalAmount, 0n);
    expect(distributed).toBe(expected);
    expect(rows.length).toBe(days + 1);
    // Running a day twice changes nothing.
    await repo.accrue(last, last.toISOString().slice(0, 10), last);
    const again = await db.select().from(stakingDistributions);
    expect(again.reduce((sum, row) => sum + row.totalAmount, 0n)).toBe(expected);
  });
});
