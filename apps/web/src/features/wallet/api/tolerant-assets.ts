import {
  type FarmerAsset,
  farmerById,
  farmerEffectiveYield,
  HERO_TYPES,
  type HeroAsset,
  heroById,
  heroPower,
  ITEM_TYPES,
  type ItemAsset,
  itemById,
  ownedFarmerPowerFallback,
  rarityPowerFallback,
  raritySchema,
  type WalletAssets,
} from '@wos/shared';
import { z } from 'zod';
import {
  levelOrOne,
  nullableText,
  optionalAmount,
  optionalText,
  timeOrNow,
  tolerantRows,
} from '../../../lib/api/tolerant-rows.ts';

/**
 * The wallet's assets read field by field (docs/spec/001-game.md §3 defaults): a field the answer leaves
 * out gets its default, and only a row without an id (nothing can be done with it) is left
 * out, so one odd row never empties the whole inventory.
 */

const idSchema = z.string().min(1);
const textOrEmpty = z.string().catch('');
const idList = z.array(z.string()).catch([]);

const farmerRow = z
  .object({
    id: idSchema,
    farmer_id: textOrEmpty,
    name: optionalText,
    // docs/spec/001-game.md §3: an inventory farmer's rarity defaults to common, its level to 1.
    rarity: raritySchema.catch('common'),
    level: levelOrOne,
    base_yield_per_hour: optionalAmount,
    effectiveYield: optionalAmount,
    power: optionalAmount,
    purchased_at: timeOrNow,
    last_harvested: timeOrNow,
    equipped_items: idList,
    image_src: textOrEmpty,
    description: textOrEmpty,
    listing_id: nullableText,
    // WLO the game received for it (docs/rules.md §6): bounds the treasury's instant offer.
    cost_basis: z.number().optional().catch(undefined),
  })
  .transform((raw): FarmerAsset => {
    const entry = farmerById(raw.farmer_id);
    const baseYield = raw.base_yield_per_hour ?? entry?.baseYieldPerHour ?? 0;
    return {
      ...raw,
      name: raw.name ?? entry?.name ?? 'Farmer',
      base_yield_per_hour: baseYield,
      effectiveYield: raw.effectiveYield ?? farmerEffectiveYield(baseYield, raw.level),
      // docs/spec/001-game.md §9: the owned farmer's fallback from its base power, else the rarity's.
      power:
        raw.power ??
        (entry
          ? ownedFarmerPowerFallback(entry.basePower, raw.level)
          : rarityPowerFallback(raw.rarity, raw.level)),
      description: raw.description || entry?.description || '',
    };
  });

const heroStats = z
  .object({ attack: z.number(), defense: z.number(), speed: z.number(), energy: z.number() })
  .optional()
  .catch(undefined);

const abilities = z
  .array(z.object({ name: z.string(), type: z.string(), cooldown: z.number(), description: z.string() }))
  .optional()
  .catch(undefined);

const heroRow = z
  .object({
    id: idSchema,
    hero_id: textOrEmpty,
    name: optionalText,
    // docs/spec/001-game.md §3: an inventory hero's rarity defaults to rare.
    rarity: raritySchema.catch('rare'),
    type: z.enum(HERO_TYPES).optional().catch(undefined),
    power: optionalAmount,
    level: levelOrOne,
    experience: z.number().catch(0),
    equipped_items: idList,
    purchased_at: timeOrNow,
    image_src: textOrEmpty,
    description: textOrEmpty,
    listing_id: nullableText,
    // WLO the game received for it (docs/rules.md §6): bounds the treasury's instant offer.
    cost_basis: z.number().optional().catch(undefined),
    stats: heroStats,
    abilities,
  })
  .transform((raw): HeroAsset => {
    const entry = heroById(raw.hero_id);
    return {
      ...raw,
      name: raw.name ?? entry?.name ?? 'Hero',
      // The spec's class default, Warrior, is no hero type of this game: the catalogue's type
      // is the truth when the hero is known, and the all-round type otherwise.
      type: raw.type ?? entry?.type ?? 'balanced',
      power:
        raw.power ??
        (entry ? heroPower(entry.basePower, raw.level) : rarityPowerFallback(raw.rarity, raw.level)),
      description: raw.description || entry?.description || '',
      stats: raw.stats ?? entry?.stats ?? { attack: 0, defense: 0, speed: 0, energy: 0 },
      abilities: raw.abilities ?? entry?.abilities ?? [],
    };
  });

const itemRow = z
  .object({
    id: idSchema,
    item_id: textOrEmpty,
    name: optionalText,
    type: z.enum(ITEM_TYPES).optional().catch(undefined),
    rarity: raritySchema.catch('common'),
    description: textOrEmpty,
    effect: textOrEmpty,
    stats: z.record(z.string(), z.number()).catch({}),
    equipped: nullableText,
    equipped_hero_id: nullableText,
    durability: z.number().nullable().catch(null),
    charges: z.number().nullable().catch(null),
    purchased_at: timeOrNow,
    image_src: textOrEmpty,
    listing_id: nullableText,
    // WLO the game received for it (docs/rules.md §6): bounds the treasury's instant offer.
    cost_basis: z.number().optional().catch(undefined),
  })
  .transform((raw): ItemAsset => {
    const entry = itemById(raw.item_id);
    return {
      ...raw,
      name: raw.name ?? entry?.name ?? 'Item',
      // The spec's item default, a Gadget, is worn like an accessory in this game.
      type: raw.type ?? entry?.type ?? 'accessory',
      description: raw.description || entry?.description || '',
      effect: raw.effect || entry?.effect || '',
    };
  });

export const tolerantFarmers = tolerantRows(farmerRow);
export const tolerantHeroes = tolerantRows(heroRow);
export const tolerantItems = tolerantRows(itemRow);

/** GET /assets/all/{address}: a list the answer leaves out reads as empty. */
export const tolerantAssetsResponse: z.ZodType<WalletAssets, unknown> = z.object({
  heroes: tolerantHeroes.catch([]),
  farmers: tolerantFarmers.catch([]),
  items: tolerantItems.catch([]),
});
