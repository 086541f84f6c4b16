import type { Rarity } from '../contracts/assets.ts';

export const ITEM_TYPES = ['weapon', 'armor', 'accessory', 'consumable'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

/** The slots a hero equips; a consumable has none (it is used, not equipped). */
export const EQUIP_SLOTS = ['weapon', 'armor', 'accessory'] as const;
export type EquipSlot = (typeof EQUIP_SLOTS)[number];

/**
 * A new consumable starts with one charge, any other new item at full durability (docs/spec/001-game.md §9).
 */
export const NEW_ITEM_CHARGES = 1;
export const NEW_ITEM_DURABILITY = 100;

/** A catalogue item (docs/spec/001-game.md §3 "Local item catalogue"). */
export interface CatalogueItem {
  id: string;
  name: string;
  type: ItemType;
  rarity: Rarity;
  /** WLO, 0..1200 (docs/spec/001-game.md §9). */
  price: number;
  stats: Record<string, number>;
  effect: string;
  /** Seconds the effect lasts; 0 = permanent (while equipped). */
  duration: number;
  description: string;
}

/** The eleven items; a hero pack grants one of them beside its hero. */
export const ITEM_CATALOGUE: readonly CatalogueItem[] = [
  {
    id: 'rusty-shiv',
    name: 'Rusty Shiv',
    type: 'weapon',
    rarity: 'common',
    price: 100,
    stats: { attack: 8 },
    effect: '+8 attack',
    duration: 0,
    description: 'Filed down from a server rail. Crude, but it cuts.',
  },
  {
    id: 'plasma-blade',
    name: 'Plasma Blade',
    type: 'weapon',
    rarity: 'rare',
    price: 600,
    stats: { attack: 25 },
    effect: '+25 attack',
    duration: 0,
    description: 'A hilt that holds a ribbon of contained plasma.',
  },
  {
    id: 'ion-rifle',
    name: 'Ion Rifle',
    type: 'weapon',
    rarity: 'epic',
    price: 900,
    stats: { attack: 40, speed: 5 },
    effect: '+40 attack, +5 speed',
    duration: 0,
    description: 'Fires charged particles that scramble enemy armour.',
  },
  {
    id: 'nanoweave-vest',
    name: 'Nanoweave Vest',
    type: 'armor',
    rarity: 'common',
    price: 150,
    stats: { defense: 10 },
    effect: '+10 defense',
    duration: 0,
    description: 'Light mesh that stiffens on impact.',
  },
  {
    id: 'chrome-plate',
    name: 'Chrome Plate',
    type: 'armor',
    rarity: 'rare',
    price: 500,
    stats: { defense: 25 },
    effect: '+25 defense',
    duration: 0,
    description: 'Mirror-polished plating from a decommissioned sentinel.',
  },
  {
    id: 'void-aegis',
    name: 'Void Aegis',
    type: 'armor',
    rarity: 'legendary',
    price: 1200,
    stats: { defense: 50, energy: 20 },
    effect: '+50 defense, +20 energy',
    duration: 0,
    description: 'A shield of folded darkness that swallows blows whole.',
  },
  {
    id: 'speed-chip',
    name: 'Speed Chip',
    type: 'accessory',
    rarity: 'uncommon',
    price: 250,
    stats: { speed: 12 },
    effect: '+12 speed',
    duration: 0,
    description: 'A black-market reflex booster slotted behind the ear.',
  },
  {
    id: 'neural-link',
    name: 'Neural Link',
    type: 'accessory',
    rarity: 'rare',
    price: 400,
    stats: { energy: 15, speed: 5 },
    effect: '+15 energy, +5 speed',
    duration: 0,
    description: 'Wires its wearer straight into the battle network.',
  },
  {
    id: 'warlord-signet',
    name: 'Warlord Signet',
    type: 'accessory',
    rarity: 'epic',
    price: 1000,
    stats: { attack: 15, defense: 15 },
    effect: '+15 attack, +15 defense',
    duration: 0,
    description: 'A ring minted at genesis. Those who wear it are obeyed.',
  },
  {
    id: 'energy-cell',
    name: 'Energy Cell',
    type: 'consumable',
    rarity: 'common',
    price: 0,
    stats: { energy: 20 },
    effect: 'Restores 20 energy',
    duration: 0,
    description: 'A standard-issue power cell. Every warlord carries a few.',
  },
  {
    id: 'overclock-stim',
    name: 'Overclock Stim',
    type: 'consumable',
    rarity: 'uncommon',
    price: 200,
    stats: { speed: 20, attack: 10 },
    effect: '+20 speed and +10 attack for one hour',
    duration: 3600,
    description: 'Pushes nerves and servos past their limits. Side effects not listed.',
  },
];

const itemsById = new Map(ITEM_CATALOGUE.map((item) => [item.id, item]));

export function itemById(id: string): CatalogueItem | undefined {
  return itemsById.get(id);
}
