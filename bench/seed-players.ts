/**
 * Bulk-seeds players straight into the database with set-based SQL (seconds
 * for 10,000 players, where 10,000 HTTP stakes would take minutes): each gets
 * three stake positions (two active, one completed) and three history rows.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/database.ts';

export async function seedPlayers(db: Database, players: number, now: Date): Promise<void> {
  // 44-character stand-ins for base58 addresses: the seeded wallets are only counted, never queried.
  await db.execute(sql`
    INSERT INTO stake_positions
      (id, wallet, pool_id, pool_name, lock_period_days, apy_bps, amount, status,
       start_date, end_date, signature, created_at)
    SELECT gen_random_uuid(), wallet, p.id, p.name, p.lock, p.apy, (100 + (i * 7 + k) % 5000) * 1000000::bigint,
           CASE WHEN k = 3 THEN 'completed' ELSE 'active' END,
           start, start + (p.lock || ' days')::interval, md5(i::text || '-' || k), start
    FROM (
      SELECT i, k, substr(md5(i::text) || md5('w' || i::text), 1, 44) AS wallet,
             1 + (i + k) % 3 AS pool,
             ${now}::timestamptz - ((i % 20) || ' days')::interval AS start
      FROM generate_series(1, ${players}) AS i, generate_series(1, 3) AS k
    ) AS seeded
    JOIN (VALUES (1, 'Flexible', 7, 300), (2, 'Standard', 30, 800), (3, 'Premium', 90, 1800))
      AS p(id, name, lock, apy) ON p.id = seeded.pool
  `);
  await db.execute(sql`
    INSERT INTO transactions (wallet, type, category, item, amount, token, status, signature, created_at)
    SELECT substr(md5(i::text) || md5('w' || i::text), 1, 44), 'Stake', 'staking', 'Flexible pool (7 days)',
           -100000000, 'WLO', 'completed', md5(i::text || '-' || k),
           ${now}::timestamptz - ((k * 3600) || ' seconds')::interval
    FROM generate_series(1, ${players}) AS i, generate_series(1, 3) AS k
  `);
  await db.execute(sql`ANALYZE stake_positions`);
  await db.execute(sql`ANALYZE transactions`);
}
