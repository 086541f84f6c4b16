import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What the chain audit found: a payment or payout the database calls
 * confirmed that the chain does not. Kept in the database, not in the process
 * that ran the audit, so every API process (the console, /ready, the metrics
 * behind a load balancer) reports the same result. A row stays until the
 * operator has put the books right and deletes it (docs/operations.md).
 */
export const auditMismatches = pgTable(
  'audit_mismatches',
  {
    source: text('source', { enum: ['intent', 'payout'] }).notNull(),
    id: text('id').notNull(),
    signature: text('signature'),
    chainState: text('chain_state').notNull(),
    foundAt: timestamp('found_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.source, table.id] })],
);
