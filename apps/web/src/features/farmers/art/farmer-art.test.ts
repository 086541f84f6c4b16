import { FARMER_CATALOGUE } from '@wos/shared';
import { describe, expect, it } from 'vitest';
import { farmerArtSpec } from './farmer-art.ts';

describe('farmer art', () => {
  it('draws the same farmer the same way every time', () => {
    for (const farmer of FARMER_CATALOGUE) expect(farmerArtSpec(farmer)).toEqual(farmerArtSpec(farmer));
  });

  it('gives each catalogue farmer its own picture, framed in its rarity colour', () => {
    const pictures = FARMER_CATALOGUE.map((farmer) => {
      const { primary, accent, head, tool, antenna } = farmerArtSpec(farmer);
      return JSON.stringify({ primary, accent, head, tool, antenna });
    });
    expect(new Set(pictures).size).toBe(FARMER_CATALOGUE.length);
    expect(farmerArtSpec({ id: 'omega-harvester', rarity: 'legendary' }).primary).toBe('#ffc247');
  });
});
