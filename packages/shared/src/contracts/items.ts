import { z } from 'zod';
import { walletAddressSchema } from '../address.ts';
import { itemAsset } from './assets.ts';
import { networkSchema } from './common.ts';

export const useItemBody = z.object({
  walletAddress: walletAddressSchema,
  itemId: z.string().uuid().describe('id of the owned item'),
  network: networkSchema.optional(),
});
export const useItemResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  /** The item after use; null when its last charge was used and it was removed. */
  item: itemAsset.nullable(),
  remainingCharges: z.number(),
});
