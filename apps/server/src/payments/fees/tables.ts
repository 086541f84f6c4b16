import { bigint, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** One destination's part of a split, as stored (jsonb has no bigint). */
export interface StoredFeeShare {
  name: string;
  address: string;
  percent: number;
  /** Base units of the split's token, decimal text. */
  amount: string;
}

/**
 * Every fee split that landed on chain: who paid, what, and where each
 * share went, with the transaction's signature (docs/spec/000-shell-wallet-staking.md §7 history).
 */
export const feeSplits = pgTable(
  'fee_splits',
  {
    id: uuid('id').primaryKey(),
    source: text('source').notNull(),
    /** The paying flow's own id (a pack purchase's intent id). */
    sourceId: text('source_id').notNull(),
    wallet: text('wallet').notNull(),
    token: text('token', { enum: ['SOL', 'WLO'] }).notNull(),
    /** Base units of `token`. */
    total: bigint('total', { mode: 'bigint' }).notNull(),
    shares: jsonb('shares').$type<StoredFeeShare[]>().notNull(),
    signature: text('signature').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('fee_splits_source_idx').on(table.source, table.sourceId),
    index('fee_splits_created_idx').on(table.createdAt),
  ],
);
