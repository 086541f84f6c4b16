import { z } from 'zod';
import { walletAddressSchema } from '../address.ts';
import { heroAsset, itemAsset } from './assets.ts';
import { networkSchema } from './common.ts';

export const walletHeroesResponse = z.object({ heroes: z.array(heroAsset) });

export const heroLevelUpBody = z.object({
  walletAddress: walletAddressSchema,
  heroId: z.string().uuid(),
  network: networkSchema.optional(),
});
export const heroLevelUpResponse = z.object({
  success: z.literal(true),
  /** Levels are gained by merging three of the same hero at the same level. */
  method: z.literal('merge'),
  message: z.string(),
  hero: heroAsset,
  powerIncrease: z.number(),
  /** Ids of the two heroes the merge consumed. */
  consumed: z.array(z.string()),
});

/** POST /heroes/equip and /heroes/unequip. */
export const equipBody = z.object({
  walletAddress: walletAddressSchema,
  heroId: z.string().uuid(),
  itemId: z.string().uuid().describe('id of the owned item'),
  network: networkSchema.optional(),
});
export const equipResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  hero: heroAsset,
  item: itemAsset,
  /** Equipping into an occupied slot swaps: the item that was there, now back in the inventory. */
  replaced: itemAsset.nullable(),
});
