import { describe, expect, it } from 'vitest';
import { ownedFarmerPowerFallback, RARITY_POWER_MULTIPLIER, rarityPowerFallback } from './power-fallback.ts';

describe('power fallbacks (docs/spec/001-game.md §9)', () => {
  it("scale an owned farmer's base power by 1 + 0.2 × level", () => {
    expect(ownedFarmerPowerFallback(100, 1)).toBe(120);
    expect(ownedFarmerPowerFallback(250, 3)).toBe(400);
    // A level that is no level reads as 1.
    expect(ownedFarmerPowerFallback(100, 0)).toBe(120);
  });

  it('take the rarity multiplier times 1 + 0.2 per level above 1', () => {
    expect(RARITY_POWER_MULTIPLIER).toEqual({ common: 1, uncommon: 2, rare: 4, epic: 8, legendary: 16 });
    expect(rarityPowerFallback('common', 1)).toBe(1);
    expect(rarityPowerFallback('uncommon', 2)).toBe(2.4);
    expect(rarityPowerFallback('legendary', 5)).toBe(28.8);
    expect(rarityPowerFallback('rare', Number.NaN)).toBe(4);
  });
});
