import type { OpenPackResponse, PackProofView } from '@wos/shared';
import { describe, expect, it } from 'vitest';
import { revealedOf } from './open-result.ts';

const proof: PackProofView = {
  packId: 'p-1',
  packTypeId: 'farmer-basic',
  assetType: 'farmer',
  opened: true,
  commitment: 'c',
  serverSeed: 's',
  clientSeed: 'seed',
  rarityChances: { common: 0.8, rare: 0.18, epic: 0.02, legendary: 0 },
  outcome: { rarity: 'rare', entryId: 'quantum-collector', itemId: null },
};

const farmer = {
  id: 'f-1',
  farmer_id: 'quantum-collector',
  name: 'Quantum Collector',
  rarity: 'rare' as const,
  level: 1,
  base_yield_per_hour: 25,
  effectiveYield: 25,
  power: 250,
  purchased_at: '2025-01-01T00:00:00.000Z',
  last_harvested: '2025-01-01T00:00:00.000Z',
  equipped_items: [],
  image_src: '',
  description: '',
  listing_id: null,
};

describe('what an opening revealed', () => {
  it('is the first farmer of a farmer pack, with the proof', () => {
    const response: OpenPackResponse = { success: true, contents: { farmers: [farmer] }, proof };
    expect(revealedOf('farmer', response)).toMatchObject({
      assetId: 'f-1',
      catalogueId: 'quantum-collector',
      name: 'Quantum Collector',
      rarity: 'rare',
      yieldPerHour: 25,
      items: [],
      proof,
    });
  });

  it('is nothing when the result holds no farmer', () => {
    expect(revealedOf('farmer', { success: true, contents: { farmers: [] }, proof })).toBeNull();
    expect(revealedOf('hero', { success: true, contents: { farmers: [farmer] }, proof })).toBeNull();
  });
});
