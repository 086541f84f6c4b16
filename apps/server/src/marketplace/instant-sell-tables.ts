import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The treasury's buy-back budget, one row per UTC day (DESIGN §5): 2 % of its
 * balance at the day's first sale, and what instant sales took from it. Every
 * instant sale locks the day's row in the transaction that accepts its
 * payout, so parallel sales in any number of processes never overshoot.
 */
export const treasuryBuybackDays = pgTable('treasury_buyback_days', {
  /** ISO date of the UTC day. */
  day: text('day').primaryKey(),
  /** WLO base units the treasury could pay when the day's first sale came; null until that sale reads it. */
  openingBalance: bigint('opening_balance', { mode: 'bigint' }),
  /** WLO base units the treasury may buy back this day; null until the opening balance is read. */
  budget: bigint('budget', { mode: 'bigint' }),
  /** WLO base units instant sales of this day were paid. */
  spent: bigint('spent', { mode: 'bigint' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
