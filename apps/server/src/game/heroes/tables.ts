import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
     * From a free pack (or merged from one): usable and tradeable to players, never sold to the treasury
     * (docs/rules.md §5).
     */
    bound: boolean('bound').notNull().default(false),
  },
  (table) => [index('heroes_owner_idx').on(table.owner)],
);
