import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The rate limits' request counts when several processes share PostgreSQL
 * (and no Redis): one row per budget and key (an IP or a wallet), reset in
 * place when its window has ended. Unlogged: a count lost in a crash only
 * forgives a minute's requests, and it spares every write a WAL record.
 */
export const rateLimitWindows = pgTable(
  'rate_limit_windows',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  // The sweep of ended windows reads this index, not the table.
  (table) => [index('rate_limit_windows_ends_at_idx').on(table.endsAt)],
);

/**
 * A random name, made once, that every process on this database shares: it
 * keeps their Redis channel and keys apart from another deployment's (or
 * another test database's) on the same Redis. One row.
 */
export const sharedStateScope = pgTable('shared_state_scope', {
  id: integer('id').primaryKey(),
  scope: text('scope').notNull(),
});
