import { z } from 'zod';
import { HERO_TYPES } from '../game/heroes.ts';
import { ITEM_TYPES } from '../game/items.ts';

export const RARITIES = ['common', 'uncommon', 'rare', 'epic', 'legendary'] as const;
export const raritySchema = z.enum(RARITIES);
export type Rarity = z.infer<typeof raritySchema>;

/** A catalogue ability of a farmer or hero (docs/spec/001-game.md §3). */
export const abilitySchema = z.object({
  name: z.string(),
  type: z.string(),
  cooldown: z.number(),
  description: z.string(),
});

export const heroTypeSchema = z.enum(HERO_TYPES);

export const heroStatsSchema = z.object({
  attack: z.number(),
  defense: z.number(),
  speed: z.number(),
  energy: z.number(),
});

/** An owned hero with its catalogue fields (docs/spec/001-game.md §3 Hero). */
export const heroAsset = z.object({
  id: z.string(),
  hero_id: z.string(),
  name: z.string(),
  rarity: raritySchema,
  type: heroTypeSchema,
  /** heroPower(basePower, level) of packages/shared. */
  power: z.number(),
  level: z.number(),
  experience: z.number(),
  /** Ids of the owned items equipped on this hero. */
  equipped_items: z.array(z.string()),
  purchased_at: z.string(),
  image_src: z.string(),
  description: z.string(),
  /** The marketplace listing that holds this asset for sale, or null: a listed asset cannot be merged, equipped, used or sold instantly. */
  listing_id: z.string().nullable(),
  /**
   * WLO the game received for it, its cost basis (docs/rules.md §5): an instant sale pays at most 80 % of it;
   * 0 is bound (from a free pack), never sold to the treasury. Optional: not in the specification's shape.
   */
  cost_basis: z.number().optional(),
  stats: heroStatsSchema,
  abilities: z.array(abilitySchema),
});
export type HeroAsset = z.infer<typeof heroAsset>;

/** An owned farmer with its catalogue fields (docs/spec/001-game.md §3 Farmer). */
export const farmerAsset = z.object({
  id: z.string(),
  farmer_id: z.string(),
  name: z.string(),
  rarity: raritySchema,
  level: z.number(),
  /** WLO per hour at level 1. */
  base_yield_per_hour: z.number(),
  /** WLO per hour at the farmer's level. */
  effectiveYield: z.number(),
  power: z.number(),
  purchased_at: z.string(),
  last_harvested: z.string(),
  /** Farmers carry no items today; the field is in the specification's shape. */
  equipped_items: z.array(z.string()),
  image_src: z.string(),
  description: z.string(),
  /** The marketplace listing that holds this asset for sale, or null: a listed asset cannot be merged, equipped, used or sold instantly. */
  listing_id: z.string().nullable(),
  /**
   * WLO the game received for it, its cost basis (docs/rules.md §5): an instant sale pays at most 80 % of it;
   * 0 is bound (from a free pack), never sold to the treasury. Optional: not in the specification's shape.
   */
  cost_basis: z.number().optional(),
});
export type FarmerAsset = z.infer<typeof farmerAsset>;

export const itemTypeSchema = z.enum(ITEM_TYPES);

/** An owned item with its catalogue fields (docs/spec/001-game.md §3 Item asset). */
export const itemAsset = z.object({
  id: z.string(),
  item_id: z.string(),
  name: z.string(),
  type: itemTypeSchema,
  rarity: raritySchema,
  description: z.string(),
  effect: z.string(),
  stats: z.record(z.string(), z.number()),
  /** Slot the item is equipped in (weapon, armor, accessory), or null. */
  equipped: z.string().nullable(),
  /** Hero the item is equipped on, or null. */
  equipped_hero_id: z.string().nullable(),
  /** Non-consumables: 100 when new. */
  durability: z.number().nullable(),
  /** Consumables: 1 when new; the item is removed at 0. */
  charges: z.number().nullable(),
  purchased_at: z.string(),
  /** The catalogue item's picture (generated art). */
  image_src: z.string(),
  /** The marketplace listing that holds this asset for sale, or null: a listed asset cannot be merged, equipped, used or sold instantly. */
  listing_id: z.string().nullable(),
  /**
   * WLO the game received for it, its cost basis (docs/rules.md §5): an instant sale pays at most 80 % of it;
   * 0 is bound (from a free pack), never sold to the treasury. Optional: not in the specification's shape.
   */
  cost_basis: z.number().optional(),
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
