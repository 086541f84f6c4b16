import type { DrawRarity } from './draw-rarities.ts';

export const PACK_ASSET_TYPES = ['farmer', 'hero'] as const;
export type PackAssetType = (typeof PACK_ASSET_TYPES)[number];

export const PACK_TIERS = ['basic', 'premium', 'legendary'] as const;
export type PackTier = (typeof PACK_TIERS)[number];

export type PackTypeId = `${PackAssetType}-${PackTier}`;

export interface PackType {
  id: PackTypeId;
  assetType: PackAssetType;
  tier: PackTier;
  name: string;
  description: string;
  /** Display price in `priceToken`: SOL for farmer packs, WLO for hero packs; 0 = free. */
  price: number;
  priceToken: 'SOL' | 'WLO';
  /** The WLO price: farmer packs' alternative (100/300/800), hero premium 500; null for a free pack. */
  wloPrice: number | null;
  /** Fractions summing to 1, accumulated in `DRAW_RARITIES` order by the draw. */
  rarityChances: Record<DrawRarity, number>;
}

/** docs/spec/001-game.md §3: the same chances for farmer and hero packs of a tier. */
const CHANCES: Record<PackTier, Record<DrawRarity, number>> = {
  basic: { common: 0.8, rare: 0.18, epic: 0.02, legendary: 0 },
  premium: { common: 0.5, rare: 0.35, epic: 0.12, legendary: 0.03 },
  legendary: { common: 0, rare: 0.3, epic: 0.55, legendary: 0.15 },
};

export const PACK_TYPES: readonly PackType[] = [
  {
    id: 'farmer-basic',
    assetType: 'farmer',
    tier: 'basic',
    name: 'Basic Farmer Pack',
    description: 'One farmer, most likely common. A solid start for a new farm.',
    price: 0.1,
    priceToken: 'SOL',
    wloPrice: 100,
    rarityChances: CHANCES.basic,
  },
  {
    id: 'farmer-premium',
    assetType: 'farmer',
    tier: 'premium',
    name: 'Premium Farmer Pack',
    description: 'One farmer with far better odds of rare and epic, and a chance at legendary.',
    price: 0.4,
    priceToken: 'SOL',
    wloPrice: 300,
    rarityChances: CHANCES.premium,
  },
  {
    id: 'farmer-legendary',
    assetType: 'farmer',
    tier: 'legendary',
    name: 'Legendary Farmer Pack',
    description: 'One farmer, never common: rare, epic or legendary.',
    price: 1,
    priceToken: 'SOL',
    wloPrice: 800,
    rarityChances: CHANCES.legendary,
  },
  {
    id: 'hero-basic',
    assetType: 'hero',
    tier: 'basic',
    name: 'Basic Hero Pack',
    description: 'One hero and one item. Free to claim.',
    price: 0,
    priceToken: 'WLO',
    wloPrice: null,
    rarityChances: CHANCES.basic,
  },
  {
    id: 'hero-premium',
    assetType: 'hero',
    tier: 'premium',
    name: 'Premium Hero Pack',
    description: 'One hero and one item, with better odds of rare, epic and legendary heroes.',
    price: 500,
    priceToken: 'WLO',
    wloPrice: 500,
    rarityChances: CHANCES.premium,
  },
  {
    id: 'hero-legendary',
    assetType: 'hero',
    tier: 'legendary',
    name: 'Legendary Hero Pack',
    description: 'One hero, never common, and one item. Free to claim.',
    price: 0,
    priceToken: 'WLO',
    wloPrice: null,
    rarityChances: CHANCES.legendary,
  },
];

const packTypesById = new Map<string, PackType>(PACK_TYPES.map((pack) => [pack.id, pack]));

export function packTypeById(id: string): PackType | undefined {
  return packTypesById.get(id);
}

export function packTypesOf(assetType: PackAssetType): PackType[] {
  return PACK_TYPES.filter((pack) => pack.assetType === assetType);
}

/**
 * The discount wheel's original pack prices in WLO (docs/spec/001-game.md §9), by the voucher's pack type.
 */
export const WHEEL_PACK_PRICES_WLO = { legendary: 800, premium: 300, basic: 1000 } as const;

/** A wheel voucher's pack type names the farmer pack of that tier (see `rules/discount-wheel.ts`). */
export function wheelVoucherPackId(packType: PackTier): PackTypeId {
  return `farmer-${packType}`;
}

/** The discounted price, rounded down (docs/spec/001-game.md §9 "final price rounded down"). */
export function discountedPrice(original: number, percent: number): number {
  return Math.floor((original * (100 - percent)) / 100);
}
