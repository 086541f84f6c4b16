import { bigint, date, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The token page's visits: one row per browser (its visitor cookie) per UTC
 * day. The key makes a repeat visit, however many arrive at once, a no-op.
 */
export const tokenPageVisits = pgTable(
  'token_page_visits',
  {
    visitorId: text('visitor_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    visitedAt: timestamp('visited_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.visitorId, table.day] })],
);

/** The running total of token_page_visits, one row, so a read never counts the whole table. */
export const tokenPageVisitTotals = pgTable('token_page_visit_totals', {
  id: integer('id').primaryKey(),
  total: bigint('total', { mode: 'bigint' }).notNull(),
});
