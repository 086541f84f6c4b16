import { sql } from 'drizzle-orm';
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
    lastRewardDate: timestamp('last_reward_date', { withTimezone: true }),
    daysAccrued: integer('days_accrued').notNull().default(0),
    accruedRewards: bigint('accrued_rewards', { mode: 'bigint' }).notNull().default(sql`0`),
    rewardsClaimedAt: timestamp('rewards_claimed_at', { withTimezone: true }),
    principalClaimedAt: timestamp('principal_claimed_at', { withTimezone: true }),
    signature: text('signature'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('stake_positions_wallet_idx').on(table.wallet),
    index('stake_positions_status_idx').on(table.status),
  ],
);

/** One row per daily accrual run. */
export const stakingDistributions = pgTable('staking_distributions', {
  distributionDate: date('distribution_date').primaryKey(),
  totalAmount: bigint('total_amount', { mode: 'bigint' }).notNull(),
  positions: integer('positions').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** Discount vouchers won on the wheel by claim-with-risk; packs redeem them. */
export const discountVouchers = pgTable(
  'discount_vouchers',
  {
    id: uuid('id').primaryKey(),
    wallet: text('wallet').notNull(),
    packType: text('pack_type', { enum: ['legendary', 'premium', 'basic'] }).notNull(),
    discountPercent: integer('discount_percent').notNull(),
    sourceStakeId: uuid('source_stake_id').notNull().unique(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('discount_vouchers_wallet_idx').on(table.wallet)],
);
