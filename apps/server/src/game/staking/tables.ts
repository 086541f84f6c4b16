import { bigint, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const stakePositions = pgTable(
  'stake_positions',
  {
    id: uuid('id').primaryKey(),
    wallet: text('wallet').notNull(),
    poolId: integer('pool_id').notNull(),
    poolName: text('pool_name').notNull(),
    lockPeriodDays: integer('lock_period_days').notNull(),
    /** APY in basis points, fixed when the stake was made. */
    apyBasisPoints: integer('apy_bps').notNull(),
    /** WLO base units. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    status: text('status', { enum: ['pending', 'active', 'completed', 'unstaked', 'failed'] }).notNull(),
    startDate: timestamp('start_date', { withTimezone: true }),
    endDate: timestamp('end_date', { withTimezone: true }),
    /** Rewards paid (claim) or spent (claim with risk) when they were claimed, in base units. */
    rewardsPaid: bigint('rewards_paid', { mode: 'bigint' }),
    rewardsClaimedAt: timestamp('rewards_claimed_at', { withTimezone: true }),
    principalClaimedAt: timestamp('principal_claimed_at', { withTimezone: true }),
    signature: text('signature'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('stake_positions_wallet_idx').on(table.wallet),
    // The daily accrual reads only positions still accruing.
    index('stake_positions_accruing_idx').on(table.status, table.endDate),
  ],
);

/**
 * One row per daily accrual at 00:00 UTC: the rewards that day added over all
 * positions. Positions do not store accruals: their rewards are a pure
 * function of amount, APY, start and the latest distribution date.
 */
export const stakingDistributions = pgTable('staking_distributions', {
  distributionDate: date('distribution_date').primaryKey(),
  totalAmount: bigint('total_amount', { mode: 'bigint' }).notNull(),
  positions: integer('positions').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
