import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The dev faucet's outbox of WLO mints (mint-outbox.ts): a row, with the
 * signature and blockhash of its one signed mint transaction, is committed
 * with the player's pending history row before the transaction is sent;
 * the chain then decides it: confirmed, or failed once it can never land.
 */
export const faucetMints = pgTable(
  'faucet_mints',
  {
    id: uuid('id').primaryKey(),
    wallet: text('wallet').notNull(),
    /** WLO base units. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    status: text('status', { enum: ['pending', 'confirmed', 'failed'] }).notNull(),
    /** The one transaction ever signed for this mint: a mint is never built again. */
    signature: text('signature').notNull().unique(),
    blockhash: text('blockhash').notNull(),
    /** The player's history row, pending until the chain decides. */
    historyId: uuid('history_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [index('faucet_mints_status_idx').on(table.status)],
);
