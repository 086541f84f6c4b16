import { describe, expect, it } from 'vitest';
import { CLIENT_SEED_MAX_LENGTH, normaliseClientSeed, randomClientSeed } from './client-seed.ts';

describe('client seed', () => {
  it('is 32 hex characters and differs every time', () => {
    const seeds = new Set(Array.from({ length: 50 }, randomClientSeed));
    expect(seeds.size).toBe(50);
    for (const seed of seeds) expect(seed).toMatch(/^[0-9a-f]{32}$/);
  });

  it("accepts the player's own text, trimmed, within the server's bounds", () => {
    expect(normaliseClientSeed('  lucky  ')).toBe('lucky');
    expect(normaliseClientSeed('   ')).toBeNull();
    expect(normaliseClientSeed('x'.repeat(CLIENT_SEED_MAX_LENGTH))).toHaveLength(CLIENT_SEED_MAX_LENGTH);
    expect(normaliseClientSeed('x'.repeat(CLIENT_SEED_MAX_LENGTH + 1))).toBeNull();
  });
});
