import { describe, expect, it } from 'vitest';
import { tolerantWalletFarmersResponse } from './tolerant-farmers.ts';

const farmer = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
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
  description: 'A reliable bot.',
  listing_id: null,
  ...extra,
});

describe('GET /farmers/{address} read field by field', () => {
  it('keeps the farmers whose optional fields are missing and leaves out one without an id', () => {
    const { power: _power, level: _level, rarity: _rarity, ...bare } = farmer('f-2');
    const answer = tolerantWalletFarmersResponse.parse({
      farmers: [farmer('f-1'), bare, { name: 'no id' }],
      pendingRewards: 3.5,
      totalYieldPerHour: 20,
    });
    expect(answer.farmers.map((row) => row.id)).toEqual(['f-1', 'f-2']);
    // docs/spec/001-game.md §9: the owned farmer's power fallback, basePower × (1 + 0.2 × level).
    expect(answer.farmers[1]).toMatchObject({ level: 1, rarity: 'common', power: 120 });
    expect(answer).toMatchObject({ pendingRewards: 3.5, totalYieldPerHour: 20 });
  });

  it('reads missing totals as nothing pending and the sum of the farmers’ yields', () => {
    const answer = tolerantWalletFarmersResponse.parse({
      farmers: [farmer('f-1'), farmer('f-2', { level: 3, effectiveYield: undefined })],
    });
    expect(answer.pendingRewards).toBe(0);
    expect(answer.totalYieldPerHour).toBe(22);
  });

  it('refuses an answer without a list of farmers', () => {
    expect(tolerantWalletFarmersResponse.safeParse({ pendingRewards: 1 }).success).toBe(false);
  });
});
