import { fromBaseUnits, type ItemAsset, itemById, WLO_DECIMALS } from '@wos/shared';
import type { ItemRow } from './repo.ts';

/** Where the page finds a catalogue item's picture (generated art, one per catalogue entry). */
export function itemImageSrc(catalogueId: string): string {
  return `/art/items/${catalogueId}.svg`;
}

/** An owned item as the API shows it: its state, with name, type and rarity from the catalogue. */
export function itemView(row: ItemRow): ItemAsset {
  const entry = itemById(row.itemId);
  return {
    id: row.id,
    item_id: row.itemId,
    name: entry?.name ?? row.itemId,
    type: entry?.type ?? 'accessory',
    rarity: entry?.rarity ?? 'common',
    description: entry?.description ?? '',
    effect: entry?.effect ?? '',
    stats: entry?.stats ?? {},
    equipped: row.equipped,
    equipped_hero_id: row.equippedHeroId,
    durability: row.durability,
    charges: row.charges,
    purchased_at: row.acquiredAt.toISOString(),
    image_src: itemImageSrc(row.itemId),
    listing_id: row.listingId,
    cost_basis: fromBaseUnits(row.costBasis, WLO_DECIMALS),
  };
}
