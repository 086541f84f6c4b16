import { bigint, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The farm-power ranking, materialized: rebuilt by one set-based statement
 * from farmers and stakes (see repo.refresh), read a page at a time by rank.
 */
export const farmPowerRanking = pgTable('farm_power_ranking', {
  rank: integer('rank').primaryKey(),
  wallet: text('wallet').notNull(),
  farmerCount: integer('farmer_count').notNull(),
  /** Σ farmer power × 10 (exact), before the boost. */
  tenfoldPower: bigint('tenfold_power', { mode: 'bigint' }).notNull(),
  boostPercent: integer('boost_percent').notNull(),
  /** WLO base units staked. */
  stakedAmount: bigint('staked_amount', { mode: 'bigint' }).notNull(),
  lockPeriodDays: integer('lock_period_days').notNull(),
  /** Farm power × 1000, exact: tenfold power × (100 + boost). */
  weight: bigint('weight', { mode: 'bigint' }).notNull(),
  /** Per rarity: [farmers, tenfold power]. */
  rarity: jsonb('rarity').$type<Record<string, [number, number]>>().notNull(),
});

/** The ranking's totals, one row. */
export const farmPowerTotals = pgTable('farm_power_totals', {
  id: integer('id').primaryKey(),
  wallets: integer('wallets').notNull(),
  farmers: integer('farmers').notNull(),
  totalWeight: bigint('total_weight', { mode: 'bigint' }).notNull(),
  refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull(),
});
