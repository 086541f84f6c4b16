import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const farmers = pgTable(
  'farmers',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    owner: text('owner').notNull(),
    farmerId: text('farmer_id').notNull(),
    name: text('name').notNull(),
    rarity: text('rarity', { enum: ['common', 'uncommon', 'rare', 'epic', 'legendary'] }).notNull(),
    level: integer('level').notNull().default(1),
    /** WLO base units per hour at level 1. */
    baseYieldPerHour: bigint('base_yield_per_hour', { mode: 'bigint' }).notNull(),
    /** The catalogue's base power (level 1); the level scales it when read. */
    power: integer('power').notNull(),
    purchasedAt: timestamp('purchased_at', { withTimezone: true }).notNull(),
    lastHarvested: timestamp('last_harvested', { withTimezone: true }).notNull(),
    /**
     * WLO base units earned before `last_harvested` and not paid yet: a merge
     * banks what the farmers earned at their old level, so a level-up never
     * raises yield already earned and a consumed farmer's yield is kept.
     */
    bankedYield: bigint('banked_yield', { mode: 'bigint' }).notNull().default(sql`0`),
    /** The marketplace listing holding this farmer for sale (set and cleared by the marketplace through this feature), or null. */
    listingId: uuid('listing_id'),
    /**
     * WLO base units the game received for it (docs/rules.md §5, decided 2026-11-27): its share of the
     * paid pack it came from, the sum of its inputs' after a merge, unchanged by sales between players;
     * an instant sale pays at most 80 % of it. 0 (from a free pack, or merged only from such) is bound:
     * tradeable to players, never sold to the treasury.
     */
    costBasis: bigint('cost_basis', { mode: 'bigint' }).notNull().default(sql`0`),
  },
  (table) => [index('farmers_owner_idx').on(table.owner)],
);

/**
 * What a wallet's farmers earned and were not harvested for before they
 * changed hands (sold on the marketplace, sold to the treasury): the seller
 * keeps it, and their next harvest pays it with their farmers' yield.
 */
export const farmingCredits = pgTable('farming_credits', {
  wallet: text('wallet').primaryKey(),
  /** WLO base units. */
  amount: bigint('amount', { mode: 'bigint' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * One row per weekly farming-rewards distribution (Sunday 00:00 UTC), written
 * in the same transaction as its payouts: what the pool could pay, what was
 * paid and to how many wallets.
 */
export const farmingDistributions = pgTable('farming_distributions', {
  /** ISO date of the Sunday the distribution is for. */
  week: text('week').primaryKey(),
  /** WLO base units the farming pool could pay (balance less what it owed). */
  poolAvailable: bigint('pool_available', { mode: 'bigint' }).notNull(),
  /** WLO base units paid out: Σ of the wallets' shares, rounded down each. */
  totalAmount: bigint('total_amount', { mode: 'bigint' }).notNull(),
  wallets: integer('wallets').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
