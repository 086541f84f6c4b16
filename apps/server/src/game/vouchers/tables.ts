import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Discount vouchers won on the wheel by claim-with-risk; packs redeem them. */
export const discountVouchers = pgTable(
  'discount_vouchers',
  {
    id: uuid('id').primaryKey(),
    wallet: text('wallet').notNull(),
    packType: text('pack_type', { enum: ['legendary', 'premium', 'basic'] }).notNull(),
    discountPercent: integer('discount_percent').notNull(),
    sourceStakeId: uuid('source_stake_id').notNull().unique(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('discount_vouchers_wallet_idx').on(table.wallet)],
);
