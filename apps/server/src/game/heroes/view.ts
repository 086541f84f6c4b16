import { fromBaseUnits, type HeroAsset, heroById, heroPower, WLO_DECIMALS } from '@wos/shared';
import type { HeroRow } from './repo.ts';

/** Where the page finds a catalogue hero's picture (generated art, one per catalogue entry). */
export function heroImageSrc(catalogueId: string): string {
  return `/art/heroes/${catalogueId}.svg`;
}

/** An owned hero as the API shows it: stored level and base power, catalogue stats and abilities. */
export function heroView(row: HeroRow, equippedItems: string[]): HeroAsset {
  const entry = heroById(row.heroId);
  return {
    id: row.id,
    hero_id: row.heroId,
    name: row.name,
    rarity: row.rarity,
    type: entry?.type ?? 'balanced',
    power: heroPower(row.power, row.level),
    level: row.level,
    experience: row.experience,
    equipped_items: equippedItems,
    purchased_at: row.purchasedAt.toISOString(),
    image_src: heroImageSrc(row.heroId),
    description: entry?.description ?? '',
    listing_id: row.listingId,
    cost_basis: fromBaseUnits(row.costBasis, WLO_DECIMALS),
    stats: entry?.stats ?? { attack: 0, defense: 0, speed: 0, energy: 0 },
    abilities: entry?.abilities ?? [],
  };
}
