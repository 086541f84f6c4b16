import {
  CATEGORY_OF,
  estimateBaseUnits,
  fromBaseUnits,
  instantSellBaseUnits,
  instantSellPayout,
  type MarketAssetType,
  type MarketCategory,
  type Rarity,
  toBaseUnits,
  type WalletAssets,
  WLO_DECIMALS,
} from '@wos/shared';
import { rarityRank } from '../../game/index.ts';
import type { ListingAssetDetails } from '../api/marketplace-api.ts';

/** An asset of the wallet that can be put up for sale (docs/spec/001-game.md §3 "Inventory item"). */
export interface InventoryRow {
  id: string;
  assetType: MarketAssetType;
  category: MarketCategory;
  name: string;
  rarity: Rarity;
  level: number;
  /** A hero's type or an item's; null for farmers. */
  subType: string | null;
  description: string;
  image: string;
  /** WLO: the rarity's value scaled by level (the table's AVG PRICE). */
  estimate: number;
  /**
   * WLO the game received for it (docs/rules.md §5), or null when the server did not say (an answer
   * without the optional field).
   */
  costBasis: number | null;
  /** WLO an instant sale pays: 80 % of the estimate or of the cost basis, whichever is lower (docs/rules.md §6). */
  instantSellPrice: number;
  /** An item worn by a hero: it must come off before it is sold. */
  equipped: boolean;
}

const TYPE_ORDER: Record<MarketAssetType, number> = { farmer: 0, hero: 1, item: 2 };

function row(
  fields: Omit<InventoryRow, 'category' | 'estimate' | 'instantSellPrice' | 'costBasis'>,
  costBasis: number | undefined,
): InventoryRow {
  const estimate = estimateBaseUnits(fields.rarity, Math.max(1, fields.level));
  // The shared rule the server pays by; without a cost basis, the estimate's 80 % (the server still bounds it).
  const offer =
    costBasis === undefined
      ? instantSellBaseUnits(estimate)
      : instantSellPayout(estimate, toBaseUnits(costBasis, WLO_DECIMALS));
  return {
    ...fields,
    category: CATEGORY_OF[fields.assetType],
    estimate: fromBaseUnits(estimate, WLO_DECIMALS),
    costBasis: costBasis ?? null,
    instantSellPrice: fromBaseUnits(offer, WLO_DECIMALS),
  };
}

/**
 * The wallet's farmers, heroes and items that are not already listed, as My Inventory lists
 * them: farmers, then heroes, then items; rarest first, then by name and level. The estimate
 * and the instant offer are the shared rules the server applies (`estimateBaseUnits`,
 * `instantSellPayout` with the asset's cost basis), so the table needs no call per row; the
 * instant sale asks the server's figure before it is confirmed.
 */
export function inventoryRows(assets: WalletAssets): InventoryRow[] {
  const rows: InventoryRow[] = [
    ...assets.farmers
      .filter((farmer) => farmer.listing_id === null)
      .map((farmer) =>
        row(
          {
            id: farmer.id,
            assetType: 'farmer',
            name: farmer.name,
            rarity: farmer.rarity,
            level: farmer.level,
            subType: null,
            description: farmer.description,
            image: farmer.image_src,
            equipped: false,
          },
          farmer.cost_basis,
        ),
      ),
    ...assets.heroes
      .filter((hero) => hero.listing_id === null)
      .map((hero) =>
        row(
          {
            id: hero.id,
            assetType: 'hero',
            name: hero.name,
            rarity: hero.rarity,
            level: hero.level,
            subType: hero.type,
            description: hero.description,
            image: hero.image_src,
            equipped: false,
          },
          hero.cost_basis,
        ),
      ),
    ...assets.items
      .filter((item) => item.listing_id === null)
      .map((item) =>
        row(
          {
            id: item.id,
            assetType: 'item',
            name: item.name,
            rarity: item.rarity,
            level: 1,
            subType: item.type,
            description: item.description,
            image: item.image_src,
            equipped: item.equipped !== null || item.equipped_hero_id !== null,
          },
          item.cost_basis,
        ),
      ),
  ];
  return rows.sort(
    (a, b) =>
      TYPE_ORDER[a.assetType] - TYPE_ORDER[b.assetType] ||
      rarityRank(a.rarity) - rarityRank(b.rarity) ||
      a.name.localeCompare(b.name) ||
      b.level - a.level ||
      a.id.localeCompare(b.id),
  );
}

/** Rows whose name, type, sub-type or rarity contains every word typed (case-insensitive). */
export function searchRows<T extends { name: string; rarity: string; subType: string | null }>(
  rows: readonly T[],
  text: string,
  typeOf: (row: T) => string,
): T[] {
  const words = text.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...rows];
  return rows.filter((candidate) => {
    const haystack = [candidate.name, candidate.rarity, candidate.subType ?? '', typeOf(candidate)]
      .join(' ')
      .toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}

/** The spec's create-listing `assetDetails` (docs/spec/001-game.md §3). */
export function assetDetailsOf(row: InventoryRow): ListingAssetDetails {
  return {
    name: row.name,
    type: row.assetType,
    subType: row.subType,
    category: row.category,
    rarity: row.rarity,
    image: row.image,
    description: row.description,
  };
}

export const TYPE_LABELS: Record<MarketAssetType, string> = { farmer: 'Farmer', hero: 'Hero', item: 'Item' };

/** "Farmer", "Hero · Attack", "Item · Weapon". */
export function kindLabel(assetType: MarketAssetType, subType: string | null): string {
  if (!subType) return TYPE_LABELS[assetType];
  return `${TYPE_LABELS[assetType]} · ${subType.charAt(0).toUpperCase()}${subType.slice(1)}`;
}
