import type { Rarity } from '../contracts/assets.ts';
import type { Ability } from './ability.ts';

/**
 * A catalogue farmer (docs/spec/001-game.md §3 "Catalog farmer"); the picture is drawn by the page from `id`.
 */
export interface CatalogueFarmer {
  id: string;
  name: string;
  rarity: Rarity;
  basePower: number;
  /** WLO per hour at level 1. */
  baseYieldPerHour: number;
  description: string;
  abilities: Ability[];
  stats: Record<string, number>;
}

/** The six farmers of docs/spec/001-game.md §3, with their rarity, power and yield as the spec gives them. */
export const FARMER_CATALOGUE: readonly CatalogueFarmer[] = [
  {
    id: 'agribot-3000',
    name: 'Agribot 3000',
    rarity: 'common',
    basePower: 100,
    baseYieldPerHour: 10,
    description:
      'A dependable field unit bolted together from salvaged validator racks. Slow, steady, never sleeps.',
    abilities: [
      {
        name: 'Steady Harvest',
        type: 'yield',
        cooldown: 3600,
        description: 'Works the rows without pause, keeping its yield constant.',
      },
    ],
    stats: { efficiency: 40, durability: 60, speed: 30 },
  },
  {
    id: 'cyber-harvester',
    name: 'Cyber Harvester',
    rarity: 'common',
    basePower: 120,
    baseYieldPerHour: 12,
    description: 'Neon-lit blades and a cracked optic sensor. It reaps faster than it thinks.',
    abilities: [
      {
        name: 'Overclock',
        type: 'yield',
        cooldown: 7200,
        description: 'Pushes its servos past spec for a short burst of extra output.',
      },
    ],
    stats: { efficiency: 45, durability: 50, speed: 45 },
  },
  {
    id: 'quantum-collector',
    name: 'Quantum Collector',
    rarity: 'rare',
    basePower: 250,
    baseYieldPerHour: 25,
    description: 'Gathers crops from several probable fields at once and keeps the best outcome.',
    abilities: [
      {
        name: 'Superposition Sweep',
        type: 'yield',
        cooldown: 10800,
        description: 'Harvests parallel plots in a single pass.',
      },
      {
        name: 'Entangled Storage',
        type: 'utility',
        cooldown: 21600,
        description: 'Links its silos to the farm network so nothing spoils.',
      },
    ],
    stats: { efficiency: 65, durability: 55, speed: 60 },
  },
  {
    id: 'eco-reaper',
    name: 'Eco Reaper',
    rarity: 'epic',
    basePower: 300,
    baseYieldPerHour: 30,
    description: 'A bio-mechanical reaper that feeds the soil as it cuts. The land grows back greener.',
    abilities: [
      {
        name: 'Regrowth Cycle',
        type: 'yield',
        cooldown: 14400,
        description: 'Replants every plot it harvests, shortening the next cycle.',
      },
      {
        name: 'Symbiosis',
        type: 'synergy',
        cooldown: 28800,
        description: 'Lifts the output of farmers working beside it.',
      },
    ],
    stats: { efficiency: 75, durability: 70, speed: 55 },
  },
  {
    id: 'neuro-cultivator',
    name: 'Neuro Cultivator',
    rarity: 'epic',
    basePower: 600,
    baseYieldPerHour: 60,
    description: 'A neural mesh woven through the fields, tuning every root to the market pulse.',
    abilities: [
      {
        name: 'Synaptic Bloom',
        type: 'yield',
        cooldown: 14400,
        description: 'Sends a growth signal through the mesh and the whole field ripens at once.',
      },
      {
        name: 'Predictive Sowing',
        type: 'utility',
        cooldown: 43200,
        description: 'Plants what the chain will want tomorrow.',
      },
    ],
    stats: { efficiency: 85, durability: 65, speed: 75 },
  },
  {
    id: 'omega-harvester',
    name: 'Omega Harvester',
    rarity: 'legendary',
    basePower: 1000,
    baseYieldPerHour: 100,
    description:
      'The last harvester the Warlords ever built. Its furnace runs on starlight and its reach spans whole sectors.',
    abilities: [
      {
        name: 'Sector Reap',
        type: 'yield',
        cooldown: 21600,
        description: 'Clears an entire sector in one sweep.',
      },
      {
        name: 'Starlight Furnace',
        type: 'synergy',
        cooldown: 43200,
        description: 'Powers every farmer on the farm with its surplus energy.',
      },
      {
        name: 'Omega Protocol',
        type: 'ultimate',
        cooldown: 86400,
        description: 'Once a day, doubles the next harvest of its sector.',
      },
    ],
    stats: { efficiency: 95, durability: 90, speed: 85 },
  },
];

const farmersById = new Map(FARMER_CATALOGUE.map((farmer) => [farmer.id, farmer]));

export function farmerById(id: string): CatalogueFarmer | undefined {
  return farmersById.get(id);
}
