import type { FarmerAsset, HeroAsset, ItemAsset, Rarity, WalletAssets } from '@wos/shared';
import { formatAmount } from '../../../lib/format/number.ts';

/** docs/spec/001-game.md §2: the Assets tab's filter. */
export const ASSET_FILTERS = ['all', 'farmers', 'heroes', 'items'] as const;
export type AssetFilter = (typeof ASSET_FILTERS)[number];
export type AssetKind = Exclude<AssetFilter, 'all'>;

export const ASSET_FILTER_LABELS: Record<AssetFilter, string> = {
  all: 'All',
  farmers: 'Farmers',
  heroes: 'Heroes',
  items: 'Items',
};

/** Where each kind's VIEW DETAILS goes (docs/spec/001-game.md §2). */
export const ASSET_DETAIL_PATHS: Record<AssetKind, string> = {
  farmers: '/farmers',
  heroes: '/heroes',
  items: '/marketplace',
};

export const NO_ASSETS_MESSAGE = 'No assets found in this category. Visit the marketplace to acquire some!';

export interface AssetCardView {
  key: string;
  kind: AssetKind;
  name: string;
  rarity: Rarity;
  imageSrc: string;
  /** Two short facts under the name, e.g. "Level 2" and "1.1000 WLO/h". */
  facts: [string, string];
  /** Listed on the marketplace (held for sale). */
  listed: boolean;
  detailsPath: string;
}

function farmerCard(farmer: FarmerAsset): AssetCardView {
  return {
    key: farmer.id,
    kind: 'farmers',
    name: farmer.name,
    rarity: farmer.rarity,
    imageSrc: farmer.image_src,
    facts: [`Level ${farmer.level}`, `${formatAmount(farmer.effectiveYield)} WLO/h`],
    listed: farmer.listing_id !== null,
    detailsPath: ASSET_DETAIL_PATHS.farmers,
  };
}

function heroCard(hero: HeroAsset): AssetCardView {
  return {
    key: hero.id,
    kind: 'heroes',
    name: hero.name,
    rarity: hero.rarity,
    imageSrc: hero.image_src,
    facts: [`Level ${hero.level}`, `Power ${Math.round(hero.power).toLocaleString('en-US')}`],
    listed: hero.listing_id !== null,
    detailsPath: ASSET_DETAIL_PATHS.heroes,
  };
}

function itemCard(item: ItemAsset): AssetCardView {
  const wear =
    item.charges !== null
      ? `${item.charges} charge${item.charges === 1 ? '' : 's'}`
      : `Durability ${item.durability ?? 0}`;
  return {
    key: item.id,
    kind: 'items',
    name: item.name,
    rarity: item.rarity,
    imageSrc: item.image_src,
    facts: [item.equipped ? `${item.type} · equipped` : item.type, wear],
    listed: item.listing_id !== null,
    detailsPath: ASSET_DETAIL_PATHS.items,
  };
}

export function assetCounts(assets: WalletAssets | undefined): Record<AssetFilter, number | undefined> {
  if (!assets) return { all: undefined, farmers: undefined, heroes: undefined, items: undefined };
  const { farmers, heroes, items } = assets;
  return {
    all: farmers.length + heroes.length + items.length,
    farmers: farmers.length,
    heroes: heroes.length,
    items: items.length,
  };
}

/** The cards the filter shows: farmers, then heroes, then items. */
export function assetCards(assets: WalletAssets, filter: AssetFilter): AssetCardView[] {
  const show = (kind: AssetKind) => filter === 'all' || filter === kind;
  return [
    ...(show('farmers') ? assets.farmers.map(farmerCard) : []),
    ...(show('heroes') ? assets.heroes.map(heroCard) : []),
    ...(show('items') ? assets.items.map(itemCard) : []),
  ];
}
