/**
 * Bulk-seeds what N players' past paid flows leave behind, beside
 * seed-players.ts (stake positions and history): their sign-in rows and
 * sessions, a confirmed stake intent per position, and a landed farmer pack
 * each (intent, purchase, pack, fee split, history row), with set-based SQL.
 * The paid-flow benches run on top of it, so a flow's cost with 100,000
 * players next to 1,000 shows whether it stays flat.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/database.ts';
import { seedPlayers } from './seed-players.ts';

/** The same 44-character stand-ins seed-players.ts gives its wallets. */
const wallet = sql.raw(`substr(md5(i::text) || md5('w' || i::text), 1, 44)`);

export async function seedPaidPlayers(db: Database, players: number, now: Date): Promise<void> {
  if (players <= 0) return;
  await seedPlayers(db, players, now);
  const at = sql`${now}::timestamptz`;
  await db.execute(sql`
    INSERT INTO players (wallet, created_at, last_seen_at)
    SELECT ${wallet}, ${at}, ${at} FROM generate_series(1, ${players}) AS i
    ON CONFLICT DO NOTHING
  `);
  await db.execute(sql`
    INSERT INTO sessions (token_hash, wallet, created_at, expires_at)
    SELECT md5('session' || i::text) || md5('s' || i::text), ${wallet}, ${at}, ${at} + interval '1 day'
    FROM generate_series(1, ${players}) AS i
  `);
  // One confirmed intent behind every seeded position.
  await db.execute(sql`
    INSERT INTO tx_intents (id, wallet, kind, amount, token, legs, message_base64, blockhash, expires_at,
                            status, signature, sent_at, result, created_at)
    SELECT id, wallet, 'stake', amount, 'WLO', '[]'::jsonb, md5(id::text), md5(wallet), created_at + interval '2 minutes',
           'confirmed', signature, created_at, jsonb_build_object('stakeId', id), created_at
    FROM stake_positions WHERE signature IS NOT NULL
  `);
  // A landed farmer pack each: intent, purchase, pack, split and history share one id.
  const seeded = sql`(SELECT md5('pack' || i::text)::uuid AS id, ${wallet} AS wallet, md5('pack' || i::text) AS signature,
           ${at} - ((i % 30) || ' days')::interval AS created_at
    FROM generate_series(1, ${players}) AS i) AS seeded`;
  await db.execute(sql`
    INSERT INTO tx_intents (id, wallet, kind, amount, token, legs, message_base64, blockhash, expires_at,
                            status, signature, sent_at, result, created_at)
    SELECT id, wallet, 'pack-purchase', 100000000, 'SOL', '[]'::jsonb, md5(id::text), md5(wallet),
           created_at + interval '2 minutes', 'confirmed', signature, created_at,
           jsonb_build_object('packId', id, 'packTypeId', 'farmer-basic', 'commitment', md5(signature)), created_at
    FROM ${seeded}
  `);
  await db.execute(sql`
    INSERT INTO pack_purchases (id, wallet, pack_type_id, token, price, status, created_at)
    SELECT id, wallet, 'farmer-basic', 'SOL', 100000000, 'landed', created_at FROM ${seeded}
  `);
  await db.execute(sql`
    INSERT INTO packs (id, owner, pack_type_id, asset_type, status, server_seed, commitment, rarity_chances,
                       paid_token, paid_amount, intent_id, created_at)
    SELECT id, wallet, 'farmer-basic', 'farmer', 'owned', md5(id::text) || md5(wallet), md5(signature),
           '{"common":70,"rare":20,"epic":8,"legendary":2}'::jsonb, 'SOL', 100000000, id, created_at
    FROM ${seeded}
  `);
  await db.execute(sql`
    INSERT INTO fee_splits (id, source, source_id, wallet, token, total, shares, signature, created_at)
    SELECT id, 'pack-purchase', id::text, wallet, 'SOL', 100000000, '[]'::jsonb, signature, created_at FROM ${seeded}
  `);
  await db.execute(sql`
    INSERT INTO transactions (wallet, type, category, item, amount, token, status, signature, created_at)
    SELECT wallet, 'Purchase', 'packs', 'Basic Farmer Pack', -100000000, 'SOL', 'completed', signature, created_at
    FROM ${seeded}
  `);
  for (const table of [
    'players',
    'sessions',
    'tx_intents',
    'pack_purchases',
    'packs',
    'fee_splits',
    'transactions',
  ]) {
    await db.execute(sql.raw(`ANALYZE ${table}`));
  }
}
