import { z } from 'zod';
import { RARITIES } from './assets.ts';
import { networkSchema } from './common.ts';

export const LEADERBOARD_DEFAULT_LIMIT = 10;
export const LEADERBOARD_MAX_LIMIT = 100;

export const leaderboardQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(LEADERBOARD_MAX_LIMIT).default(LEADERBOARD_DEFAULT_LIMIT),
  network: networkSchema.optional(),
});

const rarityPower = z.object({ count: z.number(), totalPower: z.number() });

export const leaderboardWallet = z.object({
  /** 1 for the most powerful farm. */
  rank: z.number(),
  wallet: z.string(),
  farmerCount: z.number(),
  /** Farm power: Σ farmer power × (1 + best active stake boost / 100). */
  totalPower: z.number(),
  /** Per rarity: farmers and their power with the stake boost (the parts sum to totalPower). */
  rarityBreakdown: z.record(z.enum(RARITIES), rarityPower),
  stakingInfo: z.object({
    /** WLO the wallet has staked (principal not yet returned). */
    stakedAmount: z.number(),
    /** Longest lock among its stakes, in days; 0 without one. */
    lockPeriodDays: z.number(),
    farmingBoostPercentage: z.number(),
  }),
});
export type LeaderboardWallet = z.infer<typeof leaderboardWallet>;

export const leaderboardResponse = z.object({
  data: z.object({
    totalStats: z.object({ wallets: z.number(), farmers: z.number(), totalPower: z.number() }),
    wallets: z.array(leaderboardWallet),
    pagination: z.object({ page: z.number(), limit: z.number(), total: z.number(), totalPages: z.number() }),
  }),
});
export type Leaderboard = z.infer<typeof leaderboardResponse>['data'];
