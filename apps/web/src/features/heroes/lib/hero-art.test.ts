import { HERO_CATALOGUE } from '@wos/shared';
import { describe, expect, it } from 'vitest';
import { hashId, RARITY_COLOURS } from '../../game/index.ts';
import { artSignature, heroArtSpec } from './hero-art.ts';

describe('heroArtSpec', () => {
  it('draws the same hero the same way every time', () => {
    const hero = { id: 'neon-ronin', rarity: 'common', type: 'attack' } as const;
    expect(heroArtSpec(hero)).toEqual(heroArtSpec({ ...hero }));
    expect(hashId('neon-ronin')).toBe(hashId('neon-ronin'));
    expect(hashId('neon-ronin')).not.toBe(hashId('neon-ronim'));
  });

  it('frames a hero in its rarity colour and shows its type as the emblem', () => {
    const spec = heroArtSpec({ id: 'solar-warlord', rarity: 'legendary', type: 'balanced' });
    expect(spec.primary).toBe(RARITY_COLOURS.legendary);
    expect(spec.accent).not.toBe(spec.primary);
    expect(spec.emblem).toBe('balanced');
  });

  it('gives each of the ten catalogue heroes its own picture', () => {
    expect(HERO_CATALOGUE).toHaveLength(10);
    const signatures = HERO_CATALOGUE.map((hero) => artSignature(heroArtSpec(hero)));
    expect(new Set(signatures).size).toBe(HERO_CATALOGUE.length);
  });

  it('keeps every spark inside the 200 × 200 picture', () => {
    for (const hero of HERO_CATALOGUE) {
      for (const spark of heroArtSpec(hero).sparks) {
        expect(spark.x).toBeGreaterThanOrEqual(0);
        expect(spark.x).toBeLessThanOrEqual(200);
        expect(spark.y).toBeGreaterThanOrEqual(0);
        expect(spark.y).toBeLessThanOrEqual(200);
      }
    }
  });
});
