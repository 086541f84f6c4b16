/**
 * One daily staking accrual over N active positions (default 1,000,000), on
 * PGlite in memory, or on PostgreSQL when DATABASE_URL is set.
 *
 *   npx tsx bench/accrual.ts [positions]
 */
import { sql } from 'drizzle-orm';
import { createStakingRepo } from '../apps/server/src/game/staking/repo.ts';
import { openTestDatabase } from '../apps/server/test/database.ts';

export interface AccrualReport {
  engine: string;
  positions: number;
  seedMs: number;
  accrualMs: number;
  distributed: string;
}

export async function benchAccrual(positions = 1_000_000): Promise<AccrualReport> {
  const database = await openTestDatabase();
  try {
    const { db } = database;
    const boundary = new Date(Date.UTC(2026, 10, 22));
    const seedStart = performance.now();
    // Active positions in the three pools, each somewhere inside its lock.
    await db.execute(sql`
      INSERT INTO stake_positions
        (id, wallet, pool_id, pool_name, lock_period_days, apy_bps, amount, status, start_date, end_date, created_at)
      SELECT gen_random_uuid(), 'wallet-' || (i % 50000), id, name, lock, apy, (100 + i % 5000) * 1000000::bigint,
             'active', start, start + (lock || ' days')::interval, start
      FROM (
        SELECT i, p.*, ${boundary}::timestamptz - ((1 + i % p.lock) || ' days')::interval - interval '3 hours' AS start
        FROM generate_series(1, ${positions}) AS i
        JOIN (VALUES (1, 'Flexible', 7, 300), (2, 'Standard', 30, 800), (3, 'Premium', 90, 1800)) AS p(id, name, lock, apy)
          ON p.id = 1 + i % 3
      ) AS seeded
    `);
    await db.execute(sql`ANALYZE stake_positions`);
    const seedMs = performance.now() - seedStart;

    const repo = createStakingRepo(db);
    const start = performance.now();
    await db.transaction((tx) => repo.accrue(boundary, '2026-11-22', new Date(), tx));
    const accrualMs = performance.now() - start;
    const last = await repo.lastDistribution();
    return {
      engine: database.engine,
      positions,
      seedMs,
      accrualMs,
      distributed: `${last?.positions ?? 0} positions, ${Number(last?.totalAmount ?? 0n) / 1e6} WLO`,
    };
  } finally {
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const report = await benchAccrual(Number(process.argv[2] ?? 1_000_000));
  console.log(report);
}
