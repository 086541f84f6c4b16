/**
 * Bulk-seeds farmers straight into the database with set-based SQL: W
 * wallets (real 32-byte addresses, so payouts can be sent to them) owning F
 * farmers in all, spread over the six catalogue farmers and five levels, and
 * an active stake for one wallet in three (boosts 10/25/50 %).
 */
import { randomBytes } from 'node:crypto';
import { getAddressDecoder } from '@solana/kit';
import { FARMER_CATALOGUE } from '@wos/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/database.ts';

export function randomWallets(count: number): string[] {
  const decoder = getAddressDecoder();
  return Array.from({ length: count }, () => decoder.decode(randomBytes(32)));
}

export async function seedFarmers(db: Database, wallets: readonly string[], farmers: number, now: Date) {
  const catalogue = FARMER_CATALOGUE.map((entry, i) => ({ ...entry, index: i + 1 }));
  const values = sql.join(
    catalogue.map(
      (entry) =>
        sql`(${entry.index}::int, ${entry.id}::text, ${entry.name}::text, ${entry.rarity}::text, ${entry.basePower}::int, ${BigInt(entry.baseYieldPerHour * 1_000_000)}::bigint)`,
    ),
    sql`, `,
  );
  const walletList = sql`(SELECT wallet, ord::int AS ord FROM unnest(string_to_array(${wallets.join(',')}, ',')) WITH ORDINALITY AS t(wallet, ord))`;
  // Wallet i owns farmers i, i + W, i + 2W, … so every wallet has at least one.
  await db.execute(sql`
    INSERT INTO farmers (owner, farmer_id, name, rarity, level, base_yield_per_hour, power, purchased_at, last_harvested)
    SELECT w.wallet, c.id, c.name, c.rarity, 1 + (n / 7) % 5, c.yield, c.power, ${now}::timestamptz, ${now}::timestamptz
    FROM generate_series(0, ${farmers - 1}::int) AS n
    JOIN ${walletList} AS w ON w.ord = 1 + n % ${wallets.length}::int
    JOIN (VALUES ${values}) AS c(k, id, name, rarity, power, yield) ON c.k = 1 + (n * 7 + n / 13) % 6
  `);
  await db.execute(sql`
    INSERT INTO stake_positions
      (id, wallet, pool_id, pool_name, lock_period_days, apy_bps, amount, status, start_date, end_date, created_at)
    SELECT gen_random_uuid(), w.wallet, p.id, p.name, p.lock, p.apy, 1000000000::bigint, 'active',
           ${now}::timestamptz, ${now}::timestamptz + (p.lock || ' days')::interval, ${now}::timestamptz
    FROM ${walletList} AS w
    JOIN (VALUES (1, 'Flexible', 7, 300), (2, 'Standard', 30, 800), (3, 'Premium', 90, 1800)) AS p(id, name, lock, apy)
      ON p.id = 1 + (w.ord / 3) % 3
    WHERE w.ord % 3 = 1
  `);
  await db.execute(sql`ANALYZE farmers`);
  await db.execute(sql`ANALYZE stake_positions`);
}
