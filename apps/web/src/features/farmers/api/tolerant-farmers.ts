import type { WalletFarmers } from '@wos/shared';
import { z } from 'zod';
import { tolerantFarmers } from '../../wallet/asset-rows.ts';

/**
 * GET /farmers/{address} read field by field: each farmer with the specification's defaults
 * (level 1, rarity common, power from the fallback rule), only a farmer without an id left
 * out; missing totals read as nothing pending and the farmers' own yields summed.
 */
export const tolerantWalletFarmersResponse: z.ZodType<WalletFarmers, unknown> = z
  .object({
    farmers: tolerantFarmers,
    pendingRewards: z.number().finite().nonnegative().catch(0),
    totalYieldPerHour: z.number().finite().nonnegative().optional().catch(undefined),
  })
  .transform((raw) => ({
    ...raw,
    totalYieldPerHour:
      raw.totalYieldPerHour ?? raw.farmers.reduce((sum, farmer) => sum + farmer.effectiveYield, 0),
  }));
