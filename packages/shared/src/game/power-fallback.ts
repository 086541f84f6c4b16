import type { Rarity } from '../contracts/assets.ts';

/** docs/spec/001-game.md §9: the rarity multipliers of the power fallback formula. */
export const RARITY_POWER_MULTIPLIER: Record<Rarity, number> = {
  common: 1,
  uncommon: 2,
  rare: 4,
  epic: 8,
  legendary: 16,
};

/** A level the fallbacks can scale by: a whole number from 1 (anything else reads as 1). */
function usableLevel(level: number): number {
  return Number.isInteger(level) && level >= 1 ? level : 1;
}

/**
 * docs/spec/001-game.md §9 'Owned farmer power fallback: basePower x(1+0.2*level)': the power a page shows
 * for an owned farmer whose answer left its power out, when its catalogue entry is known.
 */
export function ownedFarmerPowerFallback(basePower: number, level: number): number {
  return Math.round(basePower * (1 + 0.2 * usableLevel(level)));
}

/**
 * docs/spec/001-game.md §9 'Power fallback formula': the rarity's multiplier times (1 + 0.2 per level
 * above 1), for an asset whose power and catalogue entry are both unknown.
 */
export function rarityPowerFallback(rarity: Rarity, level: number): number {
  return Math.round(RARITY_POWER_MULTIPLIER[rarity] * (1 + 0.2 * (usableLevel(level) - 1)) * 100) / 100;
}
