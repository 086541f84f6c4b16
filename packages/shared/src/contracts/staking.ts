import { z } from 'zod';
import { walletAddressSchema } from '../address.ts';
import { WHEEL_PACK_TYPES } from '../rules/discount-wheel.ts';
import { networkSchema, tokenAmount } from './common.ts';
import { payoutReceipt } from './payouts.ts';

export const stakingPool = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  lockPeriod: z.number().describe('days'),
  apy: z.number().describe('percent'),
  minStake: z.number().describe('WLO'),
  battlePowerBoost: z.number().describe('percent'),
  earlyUnstakeFee: z.number().describe('percent'),
  totalStaked: z.number().describe('WLO in active positions'),
});
export type StakingPool = z.infer<typeof stakingPool>;
export const stakingPoolsResponse = z.object({ pools: z.array(stakingPool) });

/**
 * The most WLO one stake may lock: well above any real position, and low
 * enough that every amount computed from it (rewards over a year, totals)
 * stays far inside 64-bit integers of base units.
 */
export const MAX_STAKE_WLO = 1_000_000_000;

export const stakeBody = z.object({
  walletAddress: walletAddressSchema,
  amount: z
    .number()
    .finite()
    .max(MAX_STAKE_WLO, `at most ${MAX_STAKE_WLO.toLocaleString('en-US')} WLO per stake`)
    .describe('WLO'),
  lockPeriod: z.number().int().describe('days: 7, 30 or 90'),
  network: networkSchema.optional(),
});
export const stakeResponse = z.object({
  transaction: z.string().describe('base64 wire transaction to sign'),
  stakeId: z.string(),
});

export const processStakeBody = z.object({
  signedTransaction: z.string().min(1).max(4096),
  stakeId: z.string().uuid(),
  walletAddress: walletAddressSchema,
  network: networkSchema.optional(),
  skipPreflight: z.boolean().optional(),
});
export const processTransactionResponse = z.object({
  success: z.literal(true),
  signature: z.string(),
  message: z.string(),
});

export const STAKE_STATUSES = ['pending', 'active', 'completed', 'unstaked', 'failed'] as const;

export const stakePosition = z.object({
  id: z.string(),
  pool_id: z.number(),
  pool_name: z
    .string()
    .nullish()
    .describe(
      "the pool's name; without one the page shows '{days}-Day Pool' (docs/spec/000-shell-wallet-staking.md §3)",
    ),
  lock_period_days: z.number(),
  amount: z.number(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  last_reward_date: z.string().nullable(),
  accrued_rewards: z.number(),
  status: z.enum(STAKE_STATUSES),
  is_locked: z.boolean().describe('active and its end date still ahead, on the server clock'),
  rewards_claimed: z.boolean(),
  principal_claimed: z.boolean(),
  payment_pending: z.boolean().describe('a claim or unstake was accepted and its payment has not landed yet'),
  signature: z.string().nullable(),
});
export type StakePosition = z.infer<typeof stakePosition>;

export const walletStakesResponse = z.object({
  stakes: z.array(stakePosition),
  totalStaked: z.number(),
  totalRewards: z.number(),
  serverTime: z.string().describe('the server clock (which the localnet dev clock moves)'),
});
export type WalletStakes = z.infer<typeof walletStakesResponse>;

export const walletTokensResponse = z.object({
  data: z.object({
    tokens: z.array(
      z.object({
        mint: z.string(),
        address: z.string(),
        amount: z.string().describe('base units'),
        decimals: z.number(),
        uiAmount: z.number(),
      }),
    ),
  }),
});

export const claimBody = z.object({
  walletAddress: walletAddressSchema,
  stakingId: z.string().uuid(),
  network: networkSchema.optional(),
});
export const unstakeBody = z.object({
  walletAddress: walletAddressSchema,
  stakeId: z.string().uuid(),
  network: networkSchema.optional(),
});

export const claimRewardsResponse = z.object({
  success: z.literal(true),
  rewards: tokenAmount,
  principal: tokenAmount.describe('the stake returned with the rewards; 0 when it was returned before'),
  message: z.string(),
  payout: payoutReceipt,
});
export const claimPrincipalResponse = z.object({
  success: z.literal(true),
  principal: tokenAmount,
  message: z.string(),
  payout: payoutReceipt,
});
export const discountVoucher = z.object({
  id: z.string(),
  packType: z.enum(WHEEL_PACK_TYPES),
  discountPercent: z.number(),
});
export type DiscountVoucher = z.infer<typeof discountVoucher>;
export const claimWithRiskResponse = z.object({
  success: z.literal(true),
  stakedAmount: tokenAmount,
  rewardsUsed: tokenAmount,
  voucher: discountVoucher,
  message: z.string(),
  payout: payoutReceipt,
});
export const unstakeResponse = z.object({
  success: z.literal(true),
  returned: tokenAmount,
  fee: tokenAmount,
  message: z.string(),
  payout: payoutReceipt,
});

export const stakingStatsResponse = z.object({
  stats: z.object({
    activeStakes: z.object({ totalAmount: z.number(), count: z.number() }),
    totalStakers: z.number(),
    totalDistributed: z.number().describe('WLO of rewards distributed to stakers to date, all days'),
    lastDistribution: z
      .object({ distribution_date: z.string(), total_distribution_amount: z.number() })
      .nullable(),
    // The pool-level figures of the older shape (docs/spec/000-shell-wallet-staking.md §3), beside the
    // banner's.
    totalStaked: z.number().describe('WLO in active positions (= activeStakes.totalAmount)'),
    totalPendingRewards: z.number().describe('WLO accrued and not yet claimed, all positions'),
    totalBattlePower: z
      .number()
      .describe("the staked WLO weighted by its pool's battlePowerBoost: Σ amount × boost / 100"),
    activePositions: z.number().describe('positions holding principal (= activeStakes.count)'),
  }),
});

export const distributionsQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  network: networkSchema.optional(),
});
export const distributionsResponse = z.object({
  distributions: z.array(
    z.object({
      distribution_date: z.string(),
      total_distribution_amount: z.number(),
      positions: z.number(),
    }),
  ),
  pagination: z.object({ page: z.number(), limit: z.number(), total: z.number(), totalPages: z.number() }),
});
