/**
 * docs/spec/001-game.md §9 and docs/rules.md §4: levels run 1..5, a merge consumes three farmers of a kind.
 */
export const MAX_FARMER_LEVEL = 5;
export const MAX_HERO_LEVEL = 5;
export const MERGE_COUNT = 3;

/** `1 + 0.1 × (level − 1)`: the card scaling of a farmer's yield and power (docs/spec/001-game.md §9). */
export function levelScale(level: number): number {
  return (9 + assertLevel(level)) / 10;
}

/**
 * Yield per hour at a level. Computed as `base × (9 + level) / 10` so whole
 * numbers stay whole (10 × 1.1 would give 11.000000000000002).
 */
export function farmerEffectiveYield(baseYieldPerHour: number, level: number): number {
  return (baseYieldPerHour * (9 + assertLevel(level))) / 10;
}

export function farmerPower(basePower: number, level: number): number {
  return (basePower * (9 + assertLevel(level))) / 10;
}

/** `basePower × (1 + 0.2 × (level − 1))`, rounded: each hero level adds 20 % ('Power Increased by 20%!'). */
export function heroPower(basePower: number, level: number): number {
  return Math.round((basePower * (4 + assertLevel(level))) / 5);
}

/** A level is a whole number from 1; anything else is a bug in the caller. */
export function assertLevel(level: number): number {
  if (!Number.isInteger(level) || level < 1)
    throw new RangeError(`level must be an integer ≥ 1, got ${level}`);
  return level;
}
