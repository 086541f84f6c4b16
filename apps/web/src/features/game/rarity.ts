import type { Rarity } from '@wos/shared';

/** Rarity colours of the game's cards, frames and badges (the spec defines them without values). */
export const RARITY_COLOURS: Record<Rarity, string> = {
  common: '#9fb0d6',
  uncommon: '#2cffa4',
  rare: '#00f0ff',
  epic: '#b14cff',
  legendary: '#ffc247',
};

/** Rarest first: the order lists of cards sort by. */
const RARITY_ORDER: Record<Rarity, number> = { legendary: 0, epic: 1, rare: 2, uncommon: 3, common: 4 };

export function rarityRank(rarity: Rarity): number {
  return RARITY_ORDER[rarity];
}

export const RARITY_LABELS: Record<Rarity, string> = {
  common: 'Common',
  uncommon: 'Uncommon',
  rare: 'Rare',
  epic: 'Epic',
  legendary: 'Legendary',
};

/** FNV-1a: a small stable hash of a catalogue id, the same in every browser. */
export function hashId(id: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < id.length; index++) {
    hash ^= id.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A deterministic generator seeded by a hash (mulberry32), so generated art never changes. */
export function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}
