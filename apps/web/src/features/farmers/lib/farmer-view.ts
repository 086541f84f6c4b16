import {
  type CatalogueFarmer,
  type FarmerAsset,
  farmerById,
  farmerEffectiveYield,
  farmerPower,
  MAX_FARMER_LEVEL,
  MERGE_COUNT,
  type Rarity,
} from '@wos/shared';

/** docs/spec/001-game.md §9: a card's yield bar is full at 15 WLO/h, its power bar at 2000. */
export const YIELD_BAR_CAP = 15;
export const POWER_BAR_CAP = 2000;

/** What a farmer card shows, for a catalogue entry (showcase) or an owned farmer. */
export interface FarmerCardView {
  /** The owned farmer's id, or the catalogue id in the showcase. */
  key: string;
  catalogueId: string;
  name: string;
  rarity: Rarity;
  level: number;
  description: string;
  /** WLO per hour at this level. */
  yieldPerHour: number;
  power: number;
  /** 0..100: how full the yield and power bars are. */
  yieldBar: number;
  powerBar: number;
  isMaxLevel: boolean;
  /** Up for sale on the marketplace: it cannot be levelled up or merged until the listing ends. */
  listed: boolean;
}

/** What a listed farmer's card says instead of offering a level-up. */
export const LISTED_NOTE = 'Listed on the marketplace: cancel the listing to level it up.';

/** How full a bar is, in percent: the value against its cap, never past 100 or below 0. */
export function barPercent(value: number, cap: number): number {
  if (!Number.isFinite(value) || value <= 0) return 0;
  return Math.min(100, (value / cap) * 100);
}

function cardOf(
  key: string,
  entry: Pick<CatalogueFarmer, 'id' | 'name' | 'rarity' | 'description'>,
  level: number,
  yieldPerHour: number,
  power: number,
  listed = false,
): FarmerCardView {
  return {
    key,
    catalogueId: entry.id,
    name: entry.name,
    rarity: entry.rarity,
    level,
    description: entry.description,
    yieldPerHour,
    power,
    yieldBar: barPercent(yieldPerHour, YIELD_BAR_CAP),
    powerBar: barPercent(power, POWER_BAR_CAP),
    isMaxLevel: level >= MAX_FARMER_LEVEL,
    listed,
  };
}

/** A catalogue farmer at a level, scaled by the shared rules (yield and power × (1 + 0.1 × (level − 1))). */
export function catalogueCard(entry: CatalogueFarmer, level = 1): FarmerCardView {
  return cardOf(
    entry.id,
    entry,
    level,
    farmerEffectiveYield(entry.baseYieldPerHour, level),
    farmerPower(entry.basePower, level),
  );
}

/** An owned farmer as the server reports it (its yield and power are already scaled). */
export function ownedCard(farmer: FarmerAsset): FarmerCardView {
  const entry = farmerById(farmer.farmer_id);
  return cardOf(
    farmer.id,
    {
      id: farmer.farmer_id,
      name: farmer.name,
      rarity: farmer.rarity,
      description: farmer.description || entry?.description || '',
    },
    farmer.level,
    farmer.effectiveYield,
    farmer.power,
    farmer.listing_id !== null,
  );
}

/** Strongest first, then by level, kind and age, so a player's best farmers lead and the order is stable. */
export function sortOwned(farmers: readonly FarmerAsset[]): FarmerAsset[] {
  return [...farmers].sort(
    (a, b) =>
      b.power - a.power ||
      b.level - a.level ||
      a.farmer_id.localeCompare(b.farmer_id) ||
      a.purchased_at.localeCompare(b.purchased_at),
  );
}

/**
 * How many farmers of the same kind and level the wallet holds, by owned farmer id: a
 * level-up merges MERGE_COUNT of them (docs/rules.md §4), so the card can say how close it is.
 * Farmers listed on the marketplace are not counted: they cannot be merged.
 */
export function mergeCounts(farmers: readonly FarmerAsset[]): Map<string, number> {
  const groups = new Map<string, number>();
  const groupOf = (farmer: FarmerAsset) => `${farmer.farmer_id}@${farmer.level}`;
  for (const farmer of farmers) {
    if (farmer.listing_id === null) groups.set(groupOf(farmer), (groups.get(groupOf(farmer)) ?? 0) + 1);
  }
  return new Map(farmers.map((farmer) => [farmer.id, groups.get(groupOf(farmer)) ?? 0]));
}

export function canMerge(count: number, level: number): boolean {
  return count >= MERGE_COUNT && level < MAX_FARMER_LEVEL;
}
