import { MAX_HERO_LEVEL } from '../game/level.ts';

/** Heroes: level-up by merging (docs/spec/001-game.md §8). */
export const HEROES_ERRORS = {
  HEROES__NOT_IN_CATALOGUE: 'Unknown hero',
  HEROES__NOT_FOUND: 'Hero not found',
  HEROES__MAX_LEVEL: `This hero is already at maximum level (${MAX_HERO_LEVEL}).`,
  HEROES__NOT_ENOUGH_TO_MERGE: 'Not enough heroes to merge',
} as const;
