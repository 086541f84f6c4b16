import {
  type FarmerAsset,
  farmerById,
  farmerEffectiveYield,
  farmerPower,
  fromBaseUnits,
  WLO_DECIMALS,
} from '@wos/shared';
import type { FarmerRow } from './repo.ts';

/** Where the page finds a catalogue farmer's picture (generated art, one per catalogue entry). */
export function farmerImageSrc(catalogueId: string): string {
  return `/art/farmers/${catalogueId}.svg`;
}

/** An owned farmer as the API shows it: stored level and base figures, scaled by the shared rules. */
export function farmerView(row: FarmerRow): FarmerAsset {
  const baseYield = fromBaseUnits(row.baseYieldPerHour, WLO_DECIMALS);
  return {
    id: row.id,
    farmer_id: row.farmerId,
    name: row.name,
    rarity: row.rarity,
    level: row.level,
    base_yield_per_hour: baseYield,
    effectiveYield: farmerEffectiveYield(baseYield, row.level),
    power: farmerPower(row.power, row.level),
    purchased_at: row.purchasedAt.toISOString(),
    last_harvested: row.lastHarvested.toISOString(),
    equipped_items: [],
    image_src: farmerImageSrc(row.farmerId),
    description: farmerById(row.farmerId)?.description ?? '',
    listing_id: row.listingId,
    cost_basis: fromBaseUnits(row.costBasis, WLO_DECIMALS),
  };
}
