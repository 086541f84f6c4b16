import { z } from 'zod';

export const RARITIES = ['common', 'uncommon', 'rare', 'epic', 'legendary'] as const;
export const raritySchema = z.enum(RARITIES);
export type Rarity = z.infer<typeof raritySchema>;

export const heroAsset = z.object({
  id: z.string(),
  hero_id: z.string(),
  name: z.string(),
  rarity: raritySchema,
  power: z.number(),
  level: z.number(),
  experience: z.number(),
  equipped_items: z.array(z.string()),
  purchased_at: z.string(),
});
export type HeroAsset = z.infer<typeof heroAsset>;

export const farmerAsset = z.object({
  id: z.string(),
  farmer_id: z.string(),
  name: z.string(),
  rarity: raritySchema,
  level: z.number(),
  base_yield_per_hour: z.number(),
  power: z.number(),
  purchased_at: z.string(),
  last_harvested: z.string(),
});
export type FarmerAsset = z.infer<typeof farmerAsset>;

export const itemAsset = z.object({
  id: z.string(),
  item_id: z.string(),
  equipped: z.string().nullable(),
  durability: z.number().nullable(),
  charges: z.number().nullable(),
});
export type ItemAsset = z.infer<typeof itemAsset>;

export const allAssetsResponse = z.object({
  heroes: z.array(heroAsset),
  farmers: z.array(farmerAsset),
  items: z.array(itemAsset),
});
export type WalletAssets = z.infer<typeof allAssetsResponse>;

export const heroesResponse = z.object({ heroes: z.array(heroAsset) });
export const farmersResponse = z.object({ farmers: z.array(farmerAsset) });
export const itemsResponse = z.object({ items: z.array(itemAsset) });
