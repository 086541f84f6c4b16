import { sql } from 'drizzle-orm';
import { bigint, integer, pgTable } from 'drizzle-orm/pg-core';

/** The dev clock's offset from real time (localnet only moves it). One row. */
export const clockState = pgTable('clock_state', {
  id: integer('id').primaryKey(),
  offsetMs: bigint('offset_ms', { mode: 'bigint' }).notNull().default(sql`0`),
});
