import type { OpenPackResponse, PackAssetType, PackProofView, Rarity } from '@wos/shared';

/** What a pack gave, as the reveal overlay shows it. */
export interface RevealedPack {
  assetType: PackAssetType;
  /** The owned farmer's or hero's id, and its catalogue id for the picture. */
  assetId: string;
  catalogueId: string;
  name: string;
  rarity: Rarity;
  level: number;
  power: number;
  /** Farmers: WLO per hour. */
  yieldPerHour: number | null;
  /** Hero packs: the items that came with the hero. */
  items: { id: string; itemId: string; name: string; rarity: Rarity }[];
  proof: PackProofView;
}

/**
 * The first farmer or hero of an opening, or null when the result holds none (the page then
 * says 'Failed to open {type} pack: No {type} found', docs/spec/001-game.md §5).
 */
export function revealedOf(assetType: PackAssetType, response: OpenPackResponse): RevealedPack | null {
  const { contents, proof } = response;
  if (assetType === 'farmer') {
    const farmer = contents.farmers?.[0];
    if (!farmer) return null;
    return {
      assetType,
      assetId: farmer.id,
      catalogueId: farmer.farmer_id,
      name: farmer.name,
      rarity: farmer.rarity,
      level: farmer.level,
      power: farmer.power,
      yieldPerHour: farmer.effectiveYield,
      items: [],
      proof,
    };
  }
  const hero = contents.heroes?.[0];
  if (!hero) return null;
  return {
    assetType,
    assetId: hero.id,
    catalogueId: hero.hero_id,
    name: hero.name,
    rarity: hero.rarity,
    level: hero.level,
    power: hero.power,
    yieldPerHour: null,
    items: (contents.items ?? []).map((item) => ({
      id: item.id,
      itemId: item.item_id,
      name: item.name,
      rarity: item.rarity,
    })),
    proof,
  };
}
