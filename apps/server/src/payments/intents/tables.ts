import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { StoredLeg } from '../../chain/payment.ts';

/**
 * Phase one of a player-paid transaction: what the server prepared, byte for
 * byte, so phase two can accept exactly that and apply its effect once.
 */
export const txIntents = pgTable(
  'tx_intents',
  {
    id: uuid('id').primaryKey(),
    wallet: text('wallet').notNull(),
    kind: text('kind').notNull(),
    /** Base units of `token` the player pays. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    token: text('token', { enum: ['SOL', 'WLO'] }).notNull(),
    /** What the payment moves, leg by leg (amounts as decimal strings of base units). */
    legs: jsonb('legs').$type<StoredLeg[]>().notNull().default(sql`'[]'::jsonb`),
    /** The exact message the player must sign, base64. */
    messageBase64: text('message_base64').notNull(),
    blockhash: text('blockhash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: ['prepared', 'sending', 'confirmed', 'failed'] }).notNull(),
    signature: text('signature'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    result: jsonb('result'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('tx_intents_status_idx').on(table.status),
    index('tx_intents_wallet_idx').on(table.wallet),
  ],
);
