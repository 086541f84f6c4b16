import type { Rarity } from '../contracts/assets.ts';
import type { Ability } from './ability.ts';

export const HERO_TYPES = ['attack', 'magic', 'defense', 'balanced', 'speed'] as const;
export type HeroType = (typeof HERO_TYPES)[number];

export interface HeroStats {
  attack: number;
  defense: number;
  speed: number;
  energy: number;
}

/** A catalogue hero (docs/spec/001-game.md §3); the picture is drawn by the page from `id`. */
export interface CatalogueHero {
  id: string;
  name: string;
  rarity: Rarity;
  type: HeroType;
  basePower: number;
  description: string;
  stats: HeroStats;
  abilities: Ability[];
}

/**
 * The static catalogue of ten heroes (docs/spec/001-game.md §2 "Heroes"), spread over the
 * four rarities a pack can draw. Heroes come from packs; players trade them on the marketplace.
 */
export const HERO_CATALOGUE: readonly CatalogueHero[] = [
  {
    id: 'neon-ronin',
    name: 'Neon Ronin',
    rarity: 'common',
    type: 'attack',
    basePower: 100,
    description:
      'A masterless blade for hire in the lower districts, paid in WLO and loyal until the next block.',
    stats: { attack: 60, defense: 30, speed: 45, energy: 40 },
    abilities: [
      {
        name: 'Glitch Slash',
        type: 'attack',
        cooldown: 3,
        description: 'A fast cut that flickers past guards.',
      },
    ],
  },
  {
    id: 'circuit-squire',
    name: 'Circuit Squire',
    rarity: 'common',
    type: 'defense',
    basePower: 110,
    description: 'Wears a shield stamped from an old mining rig. Dreams of a warlord banner of its own.',
    stats: { attack: 30, defense: 65, speed: 30, energy: 45 },
    abilities: [
      {
        name: 'Rig Shield',
        type: 'defense',
        cooldown: 4,
        description: 'Raises its shield and absorbs the next hit.',
      },
    ],
  },
  {
    id: 'static-scout',
    name: 'Static Scout',
    rarity: 'common',
    type: 'speed',
    basePower: 90,
    description: 'Runs messages between the validator towers faster than the gossip network.',
    stats: { attack: 35, defense: 25, speed: 70, energy: 50 },
    abilities: [
      {
        name: 'Packet Dash',
        type: 'speed',
        cooldown: 2,
        description: 'Darts ahead and acts first next turn.',
      },
    ],
  },
  {
    id: 'hexblade-vyra',
    name: 'Hexblade Vyra',
    rarity: 'rare',
    type: 'attack',
    basePower: 250,
    description: 'Her sword is etched with runes that compile on contact. Few duel her twice.',
    stats: { attack: 80, defense: 45, speed: 60, energy: 55 },
    abilities: [
      {
        name: 'Runic Edge',
        type: 'attack',
        cooldown: 4,
        description: 'A strike that ignores part of the target’s armor.',
      },
      {
        name: 'Hex Mark',
        type: 'magic',
        cooldown: 6,
        description: 'Marks a foe so every hit on it lands harder.',
      },
    ],
  },
  {
    id: 'rune-hacker',
    name: 'Rune Hacker',
    rarity: 'rare',
    type: 'magic',
    basePower: 230,
    description: 'Rewrites spells the way others rewrite smart contracts: quietly, and in their favour.',
    stats: { attack: 55, defense: 40, speed: 55, energy: 85 },
    abilities: [
      {
        name: 'Spell Exploit',
        type: 'magic',
        cooldown: 5,
        description: 'Turns an enemy’s buff against them.',
      },
      {
        name: 'Firewall',
        type: 'defense',
        cooldown: 7,
        description: 'A shimmering ward that blocks one spell.',
      },
    ],
  },
  {
    id: 'chrome-sentinel',
    name: 'Chrome Sentinel',
    rarity: 'rare',
    type: 'defense',
    basePower: 270,
    description: 'A mirrored guardian that has stood watch over the same vault since genesis.',
    stats: { attack: 45, defense: 90, speed: 35, energy: 60 },
    abilities: [
      {
        name: 'Mirror Plating',
        type: 'defense',
        cooldown: 5,
        description: 'Reflects part of the damage it takes.',
      },
      {
        name: 'Hold the Line',
        type: 'defense',
        cooldown: 8,
        description: 'Shields every ally for one turn.',
      },
    ],
  },
  {
    id: 'void-sorceress',
    name: 'Void Sorceress',
    rarity: 'epic',
    type: 'magic',
    basePower: 500,
    description: 'She draws power from the dark between blocks, where dropped transactions go to die.',
    stats: { attack: 75, defense: 55, speed: 65, energy: 110 },
    abilities: [
      {
        name: 'Null Nova',
        type: 'magic',
        cooldown: 6,
        description: 'A burst of void energy that strikes every foe.',
      },
      {
        name: 'Orphan Block',
        type: 'magic',
        cooldown: 9,
        description: 'Erases the last action an enemy took.',
      },
      {
        name: 'Event Horizon',
        type: 'defense',
        cooldown: 12,
        description: 'Pulls incoming attacks into the void.',
      },
    ],
  },
  {
    id: 'plasma-knight',
    name: 'Plasma Knight',
    rarity: 'epic',
    type: 'balanced',
    basePower: 550,
    description: 'Sworn to the Solana throne, armoured in contained plasma and bound by an unbreakable oath.',
    stats: { attack: 90, defense: 85, speed: 60, energy: 80 },
    abilities: [
      {
        name: 'Plasma Lance',
        type: 'attack',
        cooldown: 5,
        description: 'A charging thrust that pierces shields.',
      },
      {
        name: 'Oathbound',
        type: 'defense',
        cooldown: 8,
        description: 'Takes the next blow aimed at an ally.',
      },
      {
        name: 'Fusion Core',
        type: 'utility',
        cooldown: 10,
        description: 'Restores energy to the whole team.',
      },
    ],
  },
  {
    id: 'solar-warlord',
    name: 'Solar Warlord',
    rarity: 'legendary',
    type: 'balanced',
    basePower: 1000,
    description:
      'First of the Warlords, crowned at the genesis slot. Commands armies with a voice that carries across every validator.',
    stats: { attack: 120, defense: 110, speed: 90, energy: 120 },
    abilities: [
      {
        name: 'Genesis Flare',
        type: 'attack',
        cooldown: 6,
        description: 'Calls down a beam of solar fire on one foe.',
      },
      {
        name: 'Warlord’s Decree',
        type: 'utility',
        cooldown: 10,
        description: 'Every ally acts again this turn.',
      },
      { name: 'Eternal Throne', type: 'defense', cooldown: 15, description: 'Cannot fall for two turns.' },
    ],
  },
  {
    id: 'quantum-shade',
    name: 'Quantum Shade',
    rarity: 'legendary',
    type: 'speed',
    basePower: 950,
    description:
      'An assassin who exists in two slots at once. By the time you see it, it has already finalised.',
    stats: { attack: 115, defense: 70, speed: 140, energy: 100 },
    abilities: [
      {
        name: 'Phase Step',
        type: 'speed',
        cooldown: 3,
        description: 'Slips out of reach and dodges the next attack.',
      },
      { name: 'Double Slot', type: 'attack', cooldown: 7, description: 'Strikes twice in the same instant.' },
      { name: 'Collapse', type: 'attack', cooldown: 12, description: 'A finishing blow on a wounded foe.' },
    ],
  },
];

const heroesById = new Map(HERO_CATALOGUE.map((hero) => [hero.id, hero]));

export function heroById(id: string): CatalogueHero | undefined {
  return heroesById.get(id);
}
