import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
  },
  (table) => [index('items_owner_idx').on(table.owner)],
);
