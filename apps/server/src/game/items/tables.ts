import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const items = pgTable(
  'items',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    owner: text('owner').notNull(),
    itemId: text('item_id').notNull(),
    /** Slot the item is equipped in, or null. */
    equipped: text('equipped'),
    equippedHeroId: uuid('equipped_hero_id'),
    durability: integer('durability'),
    charges: integer('charges'),
    acquiredAt: timestamp('acquired_at', { withTimezone: true }).notNull(),
    /** The marketplace listing holding this item for sale (set and cleared by the marketplace through this feature), or null. */
    listingId: uuid('listing_id'),
    /**
     * WLO base units the game received for it (docs/rules.md §5, decided 2026-11-27): its share of the
     * paid pack it came from (a hero pack's price split over its hero and item), unchanged by sales
     * between players; an instant sale pays at most 80 % of it. 0 (from a free pack) is bound: tradeable
     * to players, never sold to the treasury.
     */
    costBasis: bigint('cost_basis', { mode: 'bigint' }).notNull().default(sql`0`),
  },
  (table) => [
    index('items_owner_idx').on(table.owner),
    index('items_equipped_hero_idx').on(table.equippedHeroId),
    // One item per slot per hero, whatever races the equip calls run.
    uniqueIndex('items_hero_slot_uq')
      .on(table.equippedHeroId, table.equipped)
      .where(sql`${table.equippedHeroId} is not null`),
  ],
);
