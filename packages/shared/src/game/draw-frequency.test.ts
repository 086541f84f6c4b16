import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DRAW_RARITIES } from './draw-rarities.ts';
import { drawPackOutcome } from './fair-draw.ts';
import { FARMER_CATALOGUE } from './farmers.ts';
import { HERO_CATALOGUE } from './heroes.ts';
import { ITEM_CATALOGUE } from './items.ts';
import { PACK_TYPES } from './packs.ts';

const OPENINGS = 100_000;

/**
 * Server seeds are sha256(pack type, i): as good as random for the draw, yet
 * the same on every run, so the 3σ bounds below cannot fail by bad luck on
 * one run and pass on the next.
 */
function serverSeedOf(packTypeId: string, index: number): string {
  return createHash('sha256').update(`frequency:${packTypeId}:${index}`).digest('hex');
}

function expectWithinThreeSigma(count: number, chance: number, label: string): void {
  if (chance === 0) {
    expect(count, label).toBe(0);
    return;
  }
  const expected = OPENINGS * chance;
  const sigma = Math.sqrt(OPENINGS * chance * (1 - chance));
  expect(
    Math.abs(count - expected),
    `${label}: ${count} vs ${expected.toFixed(0)} ± ${(3 * sigma).toFixed(0)}`,
  ).toBeLessThanOrEqual(3 * sigma);
}

describe(`${OPENINGS.toLocaleString('en')} openings per pack type`, () => {
  for (const packType of PACK_TYPES) {
    it(`${packType.id}: every rarity, entry and item within 3σ of its chance`, () => {
      const rarities = new Map<string, number>();
      const entries = new Map<string, number>();
      const items = new Map<string, number>();
      for (let i = 0; i < OPENINGS; i++) {
        const outcome = drawPackOutcome({
          serverSeedHex: serverSeedOf(packType.id, i),
          clientSeed: i % 3 === 0 ? '' : `client-${i}`,
          packId: `pack-${i}`,
          rarityChances: packType.rarityChances,
          assetType: packType.assetType,
        });
        rarities.set(outcome.rarity, (rarities.get(outcome.rarity) ?? 0) + 1);
        entries.set(outcome.entryId, (entries.get(outcome.entryId) ?? 0) + 1);
        if (outcome.itemId) items.set(outcome.itemId, (items.get(outcome.itemId) ?? 0) + 1);
      }

      for (const rarity of DRAW_RARITIES) {
        expectWithinThreeSigma(rarities.get(rarity) ?? 0, packType.rarityChances[rarity], rarity);
      }
      // Within a rarity, each catalogue entry is equally likely.
      const catalogue = packType.assetType === 'farmer' ? FARMER_CATALOGUE : HERO_CATALOGUE;
      for (const entry of catalogue) {
        const rarity = entry.rarity as (typeof DRAW_RARITIES)[number];
        const chance = DRAW_RARITIES.includes(rarity)
          ? packType.rarityChances[rarity] / catalogue.filter((e) => e.rarity === rarity).length
          : 0;
        expectWithinThreeSigma(entries.get(entry.id) ?? 0, chance, entry.id);
      }
      if (packType.assetType === 'hero') {
        for (const item of ITEM_CATALOGUE) {
          expectWithinThreeSigma(items.get(item.id) ?? 0, 1 / ITEM_CATALOGUE.length, item.id);
        }
      } else {
        expect(items.size).toBe(0);
      }
    });
  }
});
