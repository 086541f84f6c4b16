import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The player's history; every feature that moves value writes a row here.
 * Stored with fillfactor 50 (drizzle/0014_history_fillfactor.sql): a payout's
 * row is completed in place when it lands, a heap-only update.
 */
export const walletTransactions = pgTable(
  'transactions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    wallet: text('wallet').notNull(),
    type: text('type').notNull(),
    category: text('category').notNull(),
    item: text('item').notNull(),
    /** Signed base units of `token`: negative leaves the wallet. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    token: text('token', { enum: ['SOL', 'WLO'] }).notNull(),
    status: text('status', { enum: ['pending', 'completed', 'failed'] }).notNull(),
    signature: text('signature'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    // A wallet's pages, newest first (id breaks ties): the unfiltered walk and the category filter.
    index('transactions_wallet_created_id_idx').on(table.wallet, table.createdAt, table.id),
    index('transactions_wallet_category_created_idx').on(
      table.wallet,
      table.category,
      table.createdAt,
      table.id,
    ),
  ],
);
