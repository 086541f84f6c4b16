import type { Rarity } from '@wos/shared';
import { hashId, RARITY_COLOURS, seededRandom } from '../../game/index.ts';

/**
 * What a farmer's picture is made of, decided once from its catalogue id and rarity: the
 * same farmer is drawn the same way everywhere, and the six catalogue farmers differ.
 */
export interface FarmerArtSpec {
  /** Rarity colour: frame, glow and trims. */
  primary: string;
  /** A second colour picked per farmer: eyes, tool and crop. */
  accent: string;
  /** 0 box head, 1 dome head, 2 visor head. */
  head: 0 | 1 | 2;
  /** 0 scythe, 1 drill, 2 seeder arm. */
  tool: 0 | 1 | 2;
  /** 0 antenna, 1 twin antennae, 2 none. */
  antenna: 0 | 1 | 2;
  /** Crop rows behind the farmer: heights of the stalks in a 200 × 200 box. */
  stalks: readonly number[];
  /** Degrees the backdrop's rings are turned. */
  ringTurn: number;
}

const ACCENTS = ['#2cffa4', '#00f0ff', '#ffc247', '#ff3df2', '#7d8bff', '#ff6b4a', '#4affd2'];

/** The catalogue's own farmers get hand-picked silhouettes so no two look alike. */
const SILHOUETTES: Record<string, Pick<FarmerArtSpec, 'head' | 'tool' | 'antenna'>> = {
  'agribot-3000': { head: 0, tool: 0, antenna: 0 },
  'cyber-harvester': { head: 2, tool: 0, antenna: 2 },
  'quantum-collector': { head: 1, tool: 2, antenna: 1 },
  'eco-reaper': { head: 2, tool: 1, antenna: 0 },
  'neuro-cultivator': { head: 1, tool: 1, antenna: 1 },
  'omega-harvester': { head: 0, tool: 2, antenna: 1 },
};

function pick<T>(random: () => number, choices: readonly T[]): T {
  const choice = choices[Math.floor(random() * choices.length)];
  if (choice === undefined) throw new RangeError('pick from an empty list');
  return choice;
}

export function farmerArtSpec(farmer: { id: string; rarity: Rarity }): FarmerArtSpec {
  const random = seededRandom(hashId(farmer.id));
  const primary = RARITY_COLOURS[farmer.rarity];
  const silhouette = SILHOUETTES[farmer.id] ?? {
    head: pick(random, [0, 1, 2] as const),
    tool: pick(random, [0, 1, 2] as const),
    antenna: pick(random, [0, 1, 2] as const),
  };
  return {
    primary,
    accent: pick(
      random,
      ACCENTS.filter((colour) => colour !== primary),
    ),
    ...silhouette,
    stalks: Array.from({ length: 9 }, () => Math.round(18 + random() * 34)),
    ringTurn: Math.round(random() * 60),
  };
}
