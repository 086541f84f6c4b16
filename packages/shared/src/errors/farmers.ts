import { MAX_FARMER_LEVEL } from '../game/level.ts';

/** Farmers: harvest and level-up by merging (docs/spec/001-game.md §8, docs/rules.md §4). */
export const FARMERS_ERRORS = {
  FARMERS__NOT_IN_CATALOGUE: 'Unknown farmer',
  FARMERS__NOT_FOUND: 'Farmer not found',
  FARMERS__MAX_LEVEL: `This farmer is already at maximum level (${MAX_FARMER_LEVEL}).`,
  FARMERS__NOT_ENOUGH_TO_MERGE: 'Not enough farmers to merge',
  FARMERS__NONE_OWNED: 'No Farmers Found',
  FARMERS__NOTHING_TO_HARVEST: 'Nothing to harvest yet',
} as const;
