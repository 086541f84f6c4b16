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
    power: integer('power').notNull(),
    purchasedAt: timestamp('purchased_at', { withTimezone: true }).notNull(),
    lastHarvested: timestamp('last_harvested', { withTimezone: true }).notNull(),
  },
  (table) => [index('farmers_owner_idx').on(table.owner)],
);
