import { and, count, countDistinct, desc, eq, isNull, max, type SQL, sql, sum } from 'drizzle-orm';
import { afterCommit } from '../../db/after-commit.ts';
import { type Row, type Statement, statement } from '../../db/batch.ts';
import type { Database } from '../../db/database.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { queryRows } from '../../db/rows.ts';
import type { WalletChanges } from '../../platform/cache/wallet-changes.ts';
import { stakePositions, stakingDistributions } from './tables.ts';

export type PositionRow = typeof stakePositions.$inferSelect;
/** What a write through the repo changed: a position, or the daily distributions. */
export type StakingChange = 'position' | 'accrual';

const insertPending = statement(
  'staking_insert_pending',
  `INSERT INTO stake_positions (id, wallet, pool_id, pool_name, lock_period_days, apy_bps, amount, status, created_at)
   VALUES ($1, $2, $3, $4, $5, $6, $7, 'pending', $8)`,
);
const positionTerms = statement(
  'staking_position_terms',
  'SELECT pool_name, lock_period_days FROM stake_positions WHERE id = $1',
);
const activate = statement(
  'staking_activate',
  `UPDATE stake_positions SET status = 'active', start_date = $2, end_date = $3, signature = $4 WHERE id = $1`,
);

/** What a stake's payment buys, as statements of the intents engine's batches (db/batch.ts). */
export const stakingStatements = {
  insertPending: (row: {
    id: string;
    wallet: string;
    poolId: number;
    poolName: string;
    lockPeriodDays: number;
    apyBasisPoints: number;
    amount: bigint;
    createdAt: Date;
  }): Statement =>
    insertPending(
      row.id,
      row.wallet,
      row.poolId,
      row.poolName,
      row.lockPeriodDays,
      row.apyBasisPoints,
      row.amount,
      row.createdAt,
    ),
  /** The pool's name and lock of a position (read beside the claim of its payment). */
  terms: (id: string): Statement => positionTerms(id),
  termsOf: (rows: readonly Row[]): { poolName: string; lockPeriodDays: number } | undefined => {
    const [row] = rows;
    return row
      ? { poolName: String(row.pool_name), lockPeriodDays: Number(row.lock_period_days) }
      : undefined;
  },
  activate: (id: string, start: Date, end: Date, signature: string): Statement =>
    activate(id, start, end, signature),
};

/** Active principal still held by the vault. */
const holdsPrincipal = and(eq(stakePositions.status, 'active'), isNull(stakePositions.principalClaimedAt));

/** `walletChanges` hears of every position written, so the wallet's cached page is dropped. */
export function createStakingRepo(db: Database, walletChanges?: WalletChanges) {
  // Every wallet page reads this: built once (see preparedQuery).
  const positionsByWallet = preparedQuery<{ wallet: string }, PositionRow[]>(
    db,
    'staking_positions_by_wallet',
    (on) =>
      on
        .select()
        .from(stakePositions)
        .where(
          and(
            eq(stakePositions.wallet, sql.placeholder('wallet')),
            sql`${stakePositions.status} in ('active', 'completed', 'unstaked')`,
          ),
        )
        .orderBy(desc(stakePositions.createdAt)),
  );
  // Readers that cache aggregates of positions (queries.ts) drop them on a write.
  const changeListeners: Array<(change: StakingChange) => void> = [];
  // Told once the write committed (afterCommit): a reader told earlier could refill its cache from the old rows.
  const changed = (change: StakingChange, tx: Database = db) => {
    afterCommit(tx, () => {
      for (const listener of changeListeners) listener(change);
    });
  };
  return {
    /** Calls `listener` after each position update or accrual made through this repo. */
    onChange(listener: (change: StakingChange) => void): void {
      changeListeners.push(listener);
    },

    /** Tells the readers of positions that a batch (stakingStatements) changed some. */
    positionsChanged(): void {
      changed('position');
    },

    async insertPosition(row: typeof stakePositions.$inferInsert, tx: Database = db): Promise<void> {
      await tx.insert(stakePositions).values(row);
      walletChanges?.changed(row.wallet, tx);
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
      const rows = await tx
        .update(stakePositions)
        .set(changes)
        .where(eq(stakePositions.id, id))
        .returning({ wallet: stakePositions.wallet });
      walletChanges?.changedMany(
        rows.map((row) => row.wallet),
        tx,
      );
      changed('position', tx);
    },

    async listByWallet(wallet: string, tx: Database = db): Promise<PositionRow[]> {
      return positionsByWallet({ wallet }, tx);
    },

    async totalsByPool(tx: Database = db): Promise<Map<number, bigint>> {
      const rows = await tx
        .select({ poolId: stakePositions.poolId, total: sum(stakePositions.amount) })
        .from(stakePositions)
        .where(holdsPrincipal)
        .groupBy(stakePositions.poolId);
      return new Map(rows.map((row) => [row.poolId, BigInt(row.total ?? 0)]));
    },

    /**
     * Rewards still owed or accruing over every position (the stats), summed in
     * one statement instead of reading each position: positionRewards row by
     * row, in exact numeric arithmetic (amount × APY × days overflows bigint).
     * A position counts whole days up to the last accrual, or its whole lock
     * once the lock ended.
     */
    async pendingRewards(lastAccrual: Date | null, now: Date, tx: Database = db): Promise<bigint> {
      const [row] = await queryRows<{ pending: string }>(
        tx,
        sql`
        select coalesce(sum(div(amount::numeric * apy_bps * days, 3650000)), 0)::text as pending
        from (
          select amount, apy_bps, greatest(0, least(lock_period_days::bigint, coalesce(
            floor(extract(epoch from (
              case when ${now.toISOString()}::timestamptz >= start_date + make_interval(secs => lock_period_days * 86400)
                   then start_date + make_interval(secs => lock_period_days * 86400)
                   else ${lastAccrual?.toISOString() ?? null}::timestamptz end
            ) - start_date) / 86400)::bigint, 0))) as days
          from stake_positions
          where rewards_claimed_at is null and status in ('active', 'completed') and start_date is not null
        ) as owed`,
      );
      return BigInt(row?.pending ?? 0);
    },

    /**
     * What a day of accrual adds now over every position still accruing at
     * `now`: each position's one-day reward (stakingRewards for one day,
     * rounded down as the accrual rounds), summed in one statement.
     */
    async rewardsPerDay(now: Date, tx: Database = db): Promise<bigint> {
      const [row] = await queryRows<{ per_day: string }>(
        tx,
        sql`select coalesce(sum(div(amount::numeric * apy_bps, 3650000)), 0)::text as per_day
            from stake_positions
            where status in ('active', 'completed') and start_date <= ${now.toISOString()}::timestamptz
              and end_date > ${now.toISOString()}::timestamptz`,
      );
      return BigInt(row?.per_day ?? 0);
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
     * The same, as a subquery (wallet, staked_amount, lock_period_days) for a
     * set-based statement elsewhere (the farm-power ranking) to join.
     */
    activeStakeSummariesSql(): SQL {
      return sql`(select wallet, sum(amount) as staked_amount, max(lock_period_days) as lock_period_days
        from stake_positions where status = 'active' and principal_claimed_at is null group by wallet)`;
    },

    /** Per wallet holding principal: what it has staked and its longest lock (farm-power boosts). */
    async activeStakeSummaries(tx: Database = db) {
      const rows = await tx
        .select({
          wallet: stakePositions.wallet,
          stakedAmount: sum(stakePositions.amount),
          lockPeriodDays: max(stakePositions.lockPeriodDays),
        })
        .from(stakePositions)
        .where(holdsPrincipal)
        .groupBy(stakePositions.wallet);
      return rows.map((row) => ({
        wallet: row.wallet,
        stakedAmount: BigInt(row.stakedAmount ?? 0),
        lockPeriodDays: row.lockPeriodDays ?? 0,
      }));
    },

    /**
     * The daily accrual at `boundary` (00:00 UTC) as one set-based statement:
     * what every position still accruing gained since the previous boundary,
     * summed into that day's staking_distributions row. Exact integer math:
     * with A·r = q·K + m, floor(A·r·d / K) = q·d + floor(m·d / K), which is
     * stakingRewards() of packages/shared, without numeric arithmetic. A·r is
     * never formed (it overflows bigint past ~5e15 base units): with
     * A = h·K + l, q = h·r + floor(l·r / K) and m = l·r mod K.
     */
    async accrue(boundary: Date, day: string, now: Date, tx: Database = db): Promise<void> {
      await tx.execute(sql`
        INSERT INTO staking_distributions (distribution_date, total_amount, positions, created_at)
        SELECT ${day}::date, coalesce(sum(q * (dn - dp) + (m * dn) / 3650000 - (m * dp) / 3650000), 0), count(*), ${now}::timestamptz
        FROM (
          SELECT (amount / 3650000) * apy_bps + ((amount % 3650000) * apy_bps) / 3650000 AS q,
                 ((amount % 3650000) * apy_bps) % 3650000 AS m,
                 LEAST(lock_period_days, GREATEST(0, days))::bigint AS dn,
                 LEAST(lock_period_days, GREATEST(0, days - 1))::bigint AS dp
          FROM (
            SELECT amount, apy_bps, lock_period_days,
                   floor(extract(epoch FROM (${boundary}::timestamptz - start_date)) / 86400)::bigint AS days
            FROM stake_positions
            WHERE status IN ('active', 'completed')
              AND end_date > ${boundary}::timestamptz - interval '1 day'
              AND start_date <= ${boundary}::timestamptz - interval '1 day'
          ) AS accruing
        ) AS gains
        WHERE dn > dp
        ON CONFLICT (distribution_date) DO NOTHING
      `);
      changed('accrual', tx);
    },

    /** 00:00 UTC of the latest daily accrual, or null before the first. */
    async lastAccrual(tx: Database = db): Promise<Date | null> {
      const [row] = await tx
        .select({ day: stakingDistributions.distributionDate })
        .from(stakingDistributions)
        .orderBy(desc(stakingDistributions.distributionDate))
        .limit(1);
      return row ? new Date(`${row.day}T00:00:00Z`) : null;
    },

    async lastDistribution(tx: Database = db) {
      const [row] = await tx
        .select()
        .from(stakingDistributions)
        .orderBy(desc(stakingDistributions.distributionDate))
        .limit(1);
      return row;
    },

    /** Everything the daily accruals ever distributed, in base units (REWARDS DISTRIBUTED). */
    async totalDistributed(tx: Database = db): Promise<bigint> {
      const [row] = await tx
        .select({ total: sum(stakingDistributions.totalAmount) })
        .from(stakingDistributions);
      return BigInt(row?.total ?? 0);
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
  };
}

export type StakingRepo = ReturnType<typeof createStakingRepo>;
