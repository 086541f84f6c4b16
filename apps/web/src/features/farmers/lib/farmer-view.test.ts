import { type FarmerAsset, farmerById } from '@wos/shared';
import { describe, expect, it } from 'vitest';
import { barPercent, canMerge, catalogueCard, mergeCounts, ownedCard, sortOwned } from './farmer-view.ts';

function owned(overrides: Partial<FarmerAsset> = {}): FarmerAsset {
  return {
    id: 'f-1',
    farmer_id: 'agribot-3000',
    name: 'Agribot 3000',
    rarity: 'common',
    level: 1,
    base_yield_per_hour: 10,
    effectiveYield: 10,
    power: 100,
    purchased_at: '2025-01-01T00:00:00.000Z',
    last_harvested: '2025-01-01T00:00:00.000Z',
    equipped_items: [],
    image_src: '/art/farmers/agribot-3000.svg',
    description: '',
    listing_id: null,
    ...overrides,
  };
}

describe('farmer cards', () => {
  it('scale a catalogue farmer by level: × (1 + 0.1 × (level − 1))', () => {
    const omega = farmerById('omega-harvester')!;
    expect(catalogueCard(omega)).toMatchObject({ level: 1, yieldPerHour: 100, power: 1000 });
    const level3 = catalogueCard(omega, 3);
    expect(level3.yieldPerHour).toBeCloseTo(120);
    expect(level3.power).toBeCloseTo(1200);
    expect(catalogueCard(omega, 5).isMaxLevel).toBe(true);
  });

  it('fill the bars against 15 WLO/h and 2000 power, never past full', () => {
    const agribot = catalogueCard(farmerById('agribot-3000')!);
    expect(agribot.yieldBar).toBeCloseTo((10 / 15) * 100);
    expect(agribot.powerBar).toBeCloseTo(5);
    const omega = catalogueCard(farmerById('omega-harvester')!);
    expect(omega.yieldBar).toBe(100);
    expect(omega.powerBar).toBe(50);
    expect(barPercent(-3, 15)).toBe(0);
    expect(barPercent(Number.NaN, 15)).toBe(0);
  });

  it("show an owned farmer with the server's scaled figures and the catalogue's description", () => {
    const card = ownedCard(owned({ level: 2, effectiveYield: 11, power: 110 }));
    expect(card).toMatchObject({ key: 'f-1', catalogueId: 'agribot-3000', yieldPerHour: 11, power: 110 });
    expect(card.description).toBe(farmerById('agribot-3000')!.description);
  });
});

describe('owned farmers', () => {
  it('count the farmers of the same kind and level, which a level-up merges', () => {
    const farmers = [
      owned({ id: 'a' }),
      owned({ id: 'b' }),
      owned({ id: 'c' }),
      owned({ id: 'd', level: 2 }),
      owned({ id: 'e', farmer_id: 'eco-reaper' }),
    ];
    const counts = mergeCounts(farmers);
    expect([...counts.entries()]).toEqual([
      ['a', 3],
      ['b', 3],
      ['c', 3],
      ['d', 1],
      ['e', 1],
    ]);
    expect(canMerge(3, 1)).toBe(true);
    expect(canMerge(2, 1)).toBe(false);
    expect(canMerge(3, 5)).toBe(false);
  });

  it('leave farmers listed on the marketplace out of a merge, and mark their cards', () => {
    const farmers = [owned({ id: 'a' }), owned({ id: 'b' }), owned({ id: 'listed', listing_id: 'l-1' })];
    expect([...mergeCounts(farmers).entries()]).toEqual([
      ['a', 2],
      ['b', 2],
      ['listed', 2],
    ]);
    expect(ownedCard(farmers[2]!).listed).toBe(true);
    expect(ownedCard(farmers[0]!).listed).toBe(false);
    expect(catalogueCard(farmerById('agribot-3000')!).listed).toBe(false);
  });

  it('lead with the strongest farmer', () => {
    const sorted = sortOwned([owned({ id: 'weak' }), owned({ id: 'strong', power: 1000 })]);
    expect(sorted.map((farmer) => farmer.id)).toEqual(['strong', 'weak']);
  });
});
