import { and, count, countDistinct, desc, eq, isNull, sql, sum } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { queryRows } from '../db/rows.ts';
import { discountVouchers, stakePositions, stakingDistributions } from './tables.ts';

export type PositionRow = typeof stakePositions.$inferSelect;
export type VoucherRow = typeof discountVouchers.$inferSelect;

/** Active principal still held by the vault. */
const holdsPrincipal = and(eq(stakePositions.status, 'active'), isNull(stakePositions.principalClaimedAt));

export function createStakingRepo(db: Database) {
  return {
    async insertPosition(row: typeof stakePositions.$inferInsert, tx: Database = db): Promise<void> {
      await tx.insert(stakePositions).values(row);
    },

    async findPosition(id: string, tx: Database = db): Promise<PositionRow | undefined> {
      const [row] = await tx.select().from(stakePositions).where(eq(stakePositions.id, id));
      return row;
    },

    /** Locks the position for the rest of the transaction: claims on it queue up. */
    async lockPosition(id: string, tx: Database): Promise<PositionRow | undefined> {
      const [row] = await tx.select().from(stakePositions).where(eq(stakePositions.id, id)).for('update');
      return row;
    },

    async updatePosition(id: string, changes: Partial<PositionRow>, tx: Database = db): Promise<void> {
      await tx.update(stakePositions).set(changes).where(eq(stakePositions.id, id));
    },

    async listByWallet(wallet: string, tx: Database = db): Promise<PositionRow[]> {
      return tx
        .select()
        .from(stakePositions)
        .where(
          and(
            eq(stakePositions.wallet, wallet),
            sql`${stakePositions.status} in ('active', 'completed', 'unstaked')`,
          ),
        )
        .orderBy(desc(stakePositions.createdAt));
    },

    async totalsByPool(tx: Database = db): Promise<Map<number, bigint>> {
      const rows = await tx
        .select({ poolId: stakePositions.poolId, total: sum(stakePositions.amount) })
        .from(stakePositions)
        .where(holdsPrincipal)
        .groupBy(stakePositions.poolId);
      return new Map(rows.map((row) => [row.poolId, BigInt(row.total ?? 0)]));
    },

    async activeTotals(tx: Database = db) {
      const [row] = await tx
        .select({
          total: sum(stakePositions.amount),
          positions: count(),
          stakers: countDistinct(stakePositions.wallet),
        })
        .from(stakePositions)
        .where(holdsPrincipal);
      return { total: BigInt(row?.total ?? 0), positions: row?.positions ?? 0, stakers: row?.stakers ?? 0 };
    },

    /**
     * The daily accrual as one statement over every active position: whole
     * days staked as of `boundary` (capped at the lock), rewards recomputed
     * from them, and the day's total written to staking_distributions.
     */
    async accrue(boundary: Date, day: string, now: Date, tx: Database = db): Promise<void> {
      await tx.execute(sql`
        WITH due AS (
          SELECT id, accrued_rewards AS before,
                 LEAST(lock_period_days, floor(extract(epoch FROM (${boundary}::timestamptz - start_date)) / 86400)::int) AS days
          FROM stake_positions
          WHERE status = 'active'
            AND days_accrued < lock_period_days
            AND start_date <= ${boundary}::timestamptz - interval '1 day'
        ), changed AS (
          UPDATE stake_positions p
          SET days_accrued = due.days,
              accrued_rewards = floor(p.amount::numeric * p.apy_bps * due.days / 3650000)::bigint,
              last_reward_date = ${boundary}::timestamptz
          FROM due
          WHERE p.id = due.id AND due.days > p.days_accrued
          RETURNING p.accrued_rewards - due.before AS delta
        )
        INSERT INTO staking_distributions (distribution_date, total_amount, positions, created_at)
        SELECT ${day}::date, coalesce(sum(delta), 0), count(*), ${now}::timestamptz FROM changed
        ON CONFLICT (distribution_date) DO NOTHING
      `);
    },

    async lastDistribution(tx: Database = db) {
      const [row] = await tx
        .select()
        .from(stakingDistributions)
        .orderBy(desc(stakingDistributions.distributionDate))
        .limit(1);
      return row;
    },

    async distributionsPage(limit: number, offset: number, tx: Database = db) {
      const [rows, totals] = await Promise.all([
        tx
          .select()
          .from(stakingDistributions)
          .orderBy(desc(stakingDistributions.distributionDate))
          .limit(limit)
          .offset(offset),
        queryRows<{ total: string | number }>(tx, sql`select count(*) as total from staking_distributions`),
      ]);
      return { rows, total: Number(totals[0]?.total ?? 0) };
    },

    async insertVoucher(row: typeof discountVouchers.$inferInsert, tx: Database = db): Promise<VoucherRow> {
      const [inserted] = await tx.insert(discountVouchers).values(row).returning();
      return inserted!;
    },
  };
}

export type StakingRepo = ReturnType<typeof createStakingRepo>;
