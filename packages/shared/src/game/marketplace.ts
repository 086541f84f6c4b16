import { WLO_DECIMALS } from '../constants.ts';
import type { Rarity } from '../contracts/assets.ts';
import { WosError } from '../errors/index.ts';
import { toBaseUnits } from '../units.ts';
import { assertLevel } from './level.ts';
import { splitBaseUnits } from './split.ts';

/**
 * What the marketplace trades (docs/spec/001-game.md §3 "Marketplace listing": type hero, farmer or item).
 */
export const MARKET_ASSET_TYPES = ['farmer', 'hero', 'item'] as const;
export type MarketAssetType = (typeof MARKET_ASSET_TYPES)[number];

/** The listing's `category` for each type (docs/spec/001-game.md §3: default `items`). */
export const MARKET_CATEGORIES = ['farmers', 'heroes', 'items'] as const;
export type MarketCategory = (typeof MARKET_CATEGORIES)[number];
export const CATEGORY_OF: Record<MarketAssetType, MarketCategory> = {
  farmer: 'farmers',
  hero: 'heroes',
  item: 'items',
};

export const LISTING_SORTS = ['newest', 'oldest', 'price_asc', 'price_desc'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

/** docs/spec/001-game.md §9: the marketplace fee, taken from the price for the treasury. */
export const MARKETPLACE_FEE_PERCENT = 5;
/** docs/spec/001-game.md §9: an instant sale pays this share of the estimate (a 20 % discount). */
export const INSTANT_SELL_PERCENT = 80;

/**
 * docs/spec/001-game.md §9: estimated value by rarity, in WLO. The specification names no
 * figure for uncommon; it sits between common and rare.
 */
export const ESTIMATE_BY_RARITY_WLO: Record<Rarity, number> = {
  common: 3000,
  uncommon: 4000,
  rare: 5000,
  epic: 10000,
  legendary: 25000,
};

/** The most a listing may ask: far above any real price, far inside 64-bit base units. */
export const MAX_LISTING_PRICE_WLO = 1_000_000_000;

export const INVALID_PRICE_MESSAGE = 'Please enter a valid price greater than 0';

/**
 * A listing's price in WLO base units, from what the player typed: a number
 * above 0 with at most 6 decimals; anything else is refused with the
 * specification's message (docs/spec/001-game.md §5).
 */
export function parseListingPrice(value: unknown): bigint {
  let units: bigint;
  try {
    if (typeof value !== 'number' && typeof value !== 'string') throw new TypeError('no price');
    units = toBaseUnits(value, WLO_DECIMALS);
  } catch {
    throw new WosError('INVALID_AMOUNT', { message: INVALID_PRICE_MESSAGE });
  }
  if (units <= 0n) throw new WosError('INVALID_AMOUNT', { message: INVALID_PRICE_MESSAGE });
  if (units > BigInt(MAX_LISTING_PRICE_WLO) * 10n ** BigInt(WLO_DECIMALS)) {
    throw new WosError('INVALID_AMOUNT', {
      message: `A price may be at most ${MAX_LISTING_PRICE_WLO.toLocaleString('en-US')} WLO`,
    });
  }
  return units;
}

/**
 * A sale's price split: the treasury's fee rounded down, the seller the rest,
 * so the two always add up to the price to the base unit.
 */
export function marketplaceSplit(priceUnits: bigint): { seller: bigint; fee: bigint } {
  const [seller = 0n, fee = 0n] = splitBaseUnits(priceUnits, [
    100 - MARKETPLACE_FEE_PERCENT,
    MARKETPLACE_FEE_PERCENT,
  ]);
  return { seller, fee };
}

/**
 * The estimated value of an asset in WLO base units: its rarity's figure
 * scaled by level like yield and power, `× (1 + 0.1 × (level − 1))`. Items
 * have no level and count as level 1.
 */
export function estimateBaseUnits(rarity: Rarity, level: number): bigint {
  const base = BigInt(ESTIMATE_BY_RARITY_WLO[rarity]) * 10n ** BigInt(WLO_DECIMALS);
  return (base * BigInt(9 + assertLevel(level))) / 10n;
}

/** What an instant sale pays for an estimate, rounded down. */
export function instantSellBaseUnits(estimateUnits: bigint): bigint {
  return (estimateUnits * BigInt(INSTANT_SELL_PERCENT)) / 100n;
}
