import { CATEGORY_OF, fromBaseUnits, type MarketListing, WLO_DECIMALS } from '@wos/shared';
import type { ListingRow } from './repo.ts';

export const wlo = (units: bigint) => fromBaseUnits(units, WLO_DECIMALS);

/** A listing as the API shows it (docs/spec/001-game.md §3), prices in WLO. */
export function listingView(row: ListingRow): MarketListing {
  return {
    id: row.id,
    assetId: row.assetId,
    assetType: row.assetType,
    type: row.assetType,
    subType: row.subType,
    category: CATEGORY_OF[row.assetType],
    name: row.name,
    rarity: row.rarity,
    description: row.description,
    price: wlo(row.price),
    seller: row.seller,
    image: row.image,
    listedAt: row.listedAt.toISOString(),
    views: row.views,
    likes: row.likes,
    level: row.level,
    yieldPerHour: row.yieldPerHour === null ? null : wlo(row.yieldPerHour),
    power: row.power,
    status: row.status === 'pending' ? 'pending' : 'active',
  };
}
