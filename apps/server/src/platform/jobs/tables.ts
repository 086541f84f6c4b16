import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** A job claims its period here before running, so many processes run it once. */
export const jobRuns = pgTable(
  'job_runs',
  {
    name: text('name').notNull(),
    period: text('period').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.name, table.period] })],
);
