import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const heroes = pgTable(
  'heroes',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    owner: text('owner').notNull(),
    heroId: text('hero_id').notNull(),
    name: text('name').notNull(),
    rarity: text('rarity', { enum: ['common', 'uncommon', 'rare', 'epic', 'legendary'] }).notNull(),
    power: integer('power').notNull(),
    level: integer('level').notNull().default(1),
    experience: integer('experience').notNull().default(0),
    purchasedAt: timestamp('purchased_at', { withTimezone: true }).notNull(),
    /** The marketplace listing holding this hero for sale (set and cleared by the marketplace through this feature), or null. */
    listingId: uuid('listing_id'),
    /**
     * WLO base units the game received for it (docs/rules.md §5, decided 2026-11-27): its share of the
     * paid pack it came from, the sum of its inputs' after a merge, unchanged by sales between players;
     * an instant sale pays at most 80 % of it. 0 (from a free pack, or merged only from such) is bound:
     * tradeable to players, never sold to the treasury.
     */
    costBasis: bigint('cost_basis', { mode: 'bigint' }).notNull().default(sql`0`),
  },
  (table) => [index('heroes_owner_idx').on(table.owner)],
);
