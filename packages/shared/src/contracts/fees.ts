import { z } from 'zod';
import { walletAddressSchema } from '../address.ts';
import { networkSchema } from './common.ts';

/**
 * The destinations of the game's fees (docs/spec/000-shell-wallet-staking.md §7): the pools, the burn and the
 * treasury.
 */
export const FEE_WALLET_NAMES = ['farming', 'staking', 'developer', 'burn', 'treasury', 'liquidity'] as const;
export const feeWalletNameSchema = z.enum(FEE_WALLET_NAMES);
export type FeeWalletName = z.infer<typeof feeWalletNameSchema>;

const splitShare = z.object({ name: feeWalletNameSchema, percent: z.number() });

export const feeConfigResponse = z.object({
  data: z.object({
    /** Pack purchase proceeds, split inside the purchase transaction. */
    packPurchaseSplit: z.array(splitShare),
    /** The token's buy/sell tax and how it is split. */
    tokenTaxPercent: z.number(),
    tokenTaxSplit: z.array(splitShare),
  }),
});

export const feeWalletSchema = z.object({
  name: feeWalletNameSchema,
  address: z.string(),
  /** Percent of a pack purchase this wallet receives (0 when it takes none). */
  share: z.number(),
  /** Percent of the token tax this wallet receives. */
  tokenTaxShare: z.number(),
});
export const feeWalletsResponse = z.object({ data: z.object({ wallets: z.array(feeWalletSchema) }) });

export const feeWalletParams = z.object({ address: walletAddressSchema });
export const feeWalletBalanceResponse = z.object({
  data: z.object({
    name: feeWalletNameSchema,
    address: z.string(),
    sol: z.number(),
    wlo: z.number(),
    /** burn only: WLO destroyed by pack purchases (SOL's burn share sits at this address). */
    burnedWlo: z.number().optional(),
  }),
});

export const feeHistoryQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  network: networkSchema.optional(),
});

export const feeDistributionSchema = z.object({
  id: z.string(),
  /** What paid the fee, e.g. `pack-purchase`. */
  source: z.string(),
  wallet: z.string().describe('who paid'),
  token: z.enum(['SOL', 'WLO']),
  totalAmount: z.number(),
  shares: z.array(
    z.object({ name: feeWalletNameSchema, address: z.string(), percent: z.number(), amount: z.number() }),
  ),
  signature: z.string(),
  timestamp: z.string(),
});
export type FeeDistribution = z.infer<typeof feeDistributionSchema>;

export const feeHistoryResponse = z.object({
  data: z.object({
    distributions: z.array(feeDistributionSchema),
    pagination: z.object({ page: z.number(), limit: z.number(), total: z.number(), totalPages: z.number() }),
  }),
});
