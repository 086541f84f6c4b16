import type { Rarity } from '../contracts/assets.ts';

/**
 * The rarities a pack can draw, in the order their chances are accumulated by
 * the provably fair draw (`drawPackOutcome`). `uncommon` exists as an asset
 * rarity but no pack draws it (docs/spec/001-game.md §3 gives chances for these four only).
 */
export const DRAW_RARITIES = ['common', 'rare', 'epic', 'legendary'] as const satisfies readonly Rarity[];
export type DrawRarity = (typeof DRAW_RARITIES)[number];
