import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The outbox of everything the game pays. A row is committed before its
 * transaction is sent and carries its signature once built, so a crash never
 * pays twice (dedupe_key is unique) and never loses a payout (reconcile).
 */
export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind').notNull(),
    wallet: text('wallet').notNull(),
    /** WLO base units. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    sourcePool: text('source_pool').notNull(),
    dedupeKey: text('dedupe_key').notNull().unique(),
    status: text('status', { enum: ['pending', 'sent', 'confirmed', 'failed'] }).notNull(),
    signature: text('signature'),
    blockhash: text('blockhash'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** When a pending payout may be tried again (backoff); null: now. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** The player's history row for this payment, completed with the signature when it lands. */
    historyId: uuid('history_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('payouts_status_idx').on(table.status),
    // What each pool still owes: the cover check sums open payouts per pool.
    index('payouts_pool_status_idx').on(table.sourcePool, table.status),
  ],
);
