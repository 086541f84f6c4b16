import { STAKE_FARMING_BOOSTS } from '@wos/shared';
import { asc, eq, gt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { queryRows } from '../../db/rows.ts';
import { farmPowerRanking, farmPowerTotals } from './tables.ts';

export type RankingRow = typeof farmPowerRanking.$inferSelect;
export type RankingTotals = typeof farmPowerTotals.$inferSelect;

/** The boost of a lock period, in SQL, from the shared table (7 d 10 %, 30 d 25 %, 90 d 50 %). */
function boostOf(lockDays: SQL): SQL {
  const cases = Object.entries(STAKE_FARMING_BOOSTS).map(
    ([days, boost]) => sql`when ${sql.raw(String(Number(days)))} then ${sql.raw(String(Number(boost)))}`,
  );
  return sql`(case ${lockDays} ${sql.join(cases, sql` `)} else 0 end)`;
}

export function createLeaderboardRepo(db: Database) {
  return {
    /**
     * Rebuilds the ranking in one transaction of set-based statements: every
     * wallet's farmers per rarity (from the farmers feature) joined with its
     * stakes (from staking), weighted Σ power × 10 × (100 + boost), ranked by
     * weight then address; answers how many wallets it ranked. With several
     * processes, one rebuilds at a time; the others skip (undefined) and read
     * what it wrote.
     */
    async refresh(sources: { farmers: SQL; stakes: SQL }, now: Date): Promise<number | undefined> {
      return db.transaction(async (tx) => {
        const [lock] = (
          (await tx.execute(
            sql`select pg_try_advisory_xact_lock(hashtext('farm-power-ranking')) as held`,
          )) as unknown as {
            rows: Array<{ held: boolean }>;
          }
        ).rows;
        if (!lock?.held) return undefined;
        await tx.execute(sql`delete from farm_power_ranking`);
        await tx.execute(sql`
          insert into farm_power_ranking
            (rank, wallet, farmer_count, tenfold_power, boost_percent, staked_amount, lock_period_days, weight, rarity)
          select row_number() over (order by w.tenfold_power * (100 + b.boost) desc, w.wallet collate "C"),
                 w.wallet, w.farmer_count, w.tenfold_power, b.boost, coalesce(s.staked_amount, 0),
                 coalesce(s.lock_period_days, 0), w.tenfold_power * (100 + b.boost), w.rarity
          from (
            select p.owner as wallet, sum(p.farmers)::int as farmer_count, sum(p.tenfold_power)::bigint as tenfold_power,
                   jsonb_object_agg(p.rarity, jsonb_build_array(p.farmers, p.tenfold_power)) as rarity
            from ${sources.farmers} as p
            group by p.owner
          ) as w
          left join ${sources.stakes} as s on s.wallet = w.wallet
          cross join lateral (select ${boostOf(sql`coalesce(s.lock_period_days, 0)`)} as boost) as b
        `);
        const [totals] = await queryRows<{ wallets: number }>(
          tx,
          sql`
          insert into farm_power_totals (id, wallets, farmers, total_weight, refreshed_at)
          select 1, count(*), coalesce(sum(farmer_count), 0), coalesce(sum(weight), 0), ${now}::timestamptz
          from farm_power_ranking
          on conflict (id) do update set wallets = excluded.wallets, farmers = excluded.farmers,
            total_weight = excluded.total_weight, refreshed_at = excluded.refreshed_at
          returning wallets::int as wallets
        `,
        );
        return totals?.wallets ?? 0;
      });
    },

    /**
     * Every wallet's weight (farm power × 1000: tenfold power × (100 + boost), the
     * ranking's own formula) in one statement, only the two columns the
     * weekly rewards share by: a wallet is one row, not one per rarity.
     */
    async weights(
      sources: { farmers: SQL; stakes: SQL },
      tx: Database = db,
    ): Promise<{ wallet: string; weight: bigint }[]> {
      const rows = await queryRows<{ wallet: string; weight: string }>(
        tx,
        sql`select p.owner as wallet, (p.tenfold_power * (100 + ${boostOf(sql`coalesce(s.lock_period_days, 0)`)}))::text as weight
            from ${sources.farmers} as p
            left join ${sources.stakes} as s on s.wallet = p.owner`,
      );
      return rows.map((row) => ({ wallet: row.wallet, weight: BigInt(row.weight) }));
    },

    /** Ranks after `offset`, `limit` of them. */
    async page(offset: number, limit: number): Promise<RankingRow[]> {
      return db
        .select()
        .from(farmPowerRanking)
        .where(gt(farmPowerRanking.rank, offset))
        .orderBy(asc(farmPowerRanking.rank))
        .limit(limit);
    },

    async totals(): Promise<RankingTotals | undefined> {
      const [row] = await db.select().from(farmPowerTotals).where(eq(farmPowerTotals.id, 1));
      return row;
    },
  };
}

export type LeaderboardRepo = ReturnType<typeof createLeaderboardRepo>;
