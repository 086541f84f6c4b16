import { z } from 'zod';
import { walletAddressSchema } from '../address.ts';
import { farmerAsset } from './assets.ts';
import { networkSchema, tokenAmount } from './common.ts';
import { payoutReceipt } from './payouts.ts';

/** GET /farmers/{address}: the wallet's farmers and what they have earned since their last harvest. */
export const walletFarmersResponse = z.object({
  farmers: z.array(farmerAsset),
  /** WLO earned since each farmer's last harvest, on the server's clock. */
  pendingRewards: tokenAmount,
  /** WLO per hour of all the wallet's farmers at their levels. */
  totalYieldPerHour: tokenAmount,
});
export type WalletFarmers = z.infer<typeof walletFarmersResponse>;

export const harvestBody = z.object({
  walletAddress: walletAddressSchema,
  network: networkSchema.optional(),
});
export const harvestResponse = z.object({
  success: z.literal(true),
  /** WLO paid from the farming pool. */
  amount: tokenAmount,
  /** Farmers whose yield was harvested. */
  farmers: z.number(),
  /** The instant the yield was counted up to (the farmers' new last_harvested). */
  harvestedAt: z.string(),
  message: z.string(),
  payout: payoutReceipt,
});

export const farmerLevelUpBody = z.object({
  walletAddress: walletAddressSchema,
  farmerId: z.string().uuid(),
  network: networkSchema.optional(),
});
export const farmerLevelUpResponse = z.object({
  success: z.literal(true),
  /** Levels are gained by merging three of the same farmer at the same level. */
  method: z.literal('merge'),
  message: z.string(),
  /** The chosen farmer, one level up. */
  farmer: farmerAsset,
  /** WLO per hour the farmer yields more than before. */
  yieldIncrease: z.number(),
  /** Ids of the two farmers the merge consumed. */
  consumed: z.array(z.string()),
});

/** GET /farmers/reward-pool: the weekly farming rewards (Sunday 00:00 UTC). */
export const rewardPoolResponse = z.object({
  data: z.object({
    /** WLO the farming pool holds on chain. */
    balance: tokenAmount,
    /** WLO next Sunday pays by farm power: 50 % of the pool's balance less payouts it owes (the rest stays for harvests). */
    nextPayout: tokenAmount,
    /** The share of the pool (balance less what it owes) a Sunday pays, in percent. */
    payoutPercent: z.number(),
    /** ISO time of the next distribution: the next Sunday 00:00 UTC. */
    nextDistribution: z.string(),
    /** ISO time on the server's clock when this was read (a dev clock may be ahead of the browser's). */
    serverTime: z.string(),
    lastDistribution: z
      .object({
        /** ISO date of the Sunday the distribution was made for. */
        week: z.string(),
        total: tokenAmount,
        wallets: z.number(),
        distributedAt: z.string(),
      })
      .nullable(),
  }),
});
export type RewardPool = z.infer<typeof rewardPoolResponse>['data'];
