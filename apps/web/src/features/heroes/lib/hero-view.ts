import {
  type CatalogueHero,
  HERO_CATALOGUE,
  type HeroAsset,
  type HeroStats,
  heroById,
  heroPower,
  type ItemAsset,
  MAX_HERO_LEVEL,
  MERGE_COUNT,
  type Rarity,
} from '@wos/shared';
import { rarityRank } from '../../game/index.ts';
import type { HeroClass } from './hero-art.ts';

/** What draws a hero's portrait and names it: the catalogue entry's id, name, rarity and type. */
export interface HeroIdentity {
  /** Catalogue id (e.g. `neon-ronin`): one picture per catalogue hero. */
  id: string;
  name: string;
  rarity: Rarity;
  type: HeroClass;
}

export const STAT_KEYS = [
  'attack',
  'defense',
  'speed',
  'energy',
] as const satisfies readonly (keyof HeroStats)[];
export type StatKey = (typeof STAT_KEYS)[number];

export const STAT_LABELS: Record<StatKey, string> = {
  attack: 'Attack',
  defense: 'Defense',
  speed: 'Speed',
  energy: 'Energy',
};

export interface StatLine {
  key: StatKey;
  label: string;
  base: number;
  /** Added by the items equipped on the hero. */
  bonus: number;
  total: number;
}

export interface OwnedHeroView {
  /** The owned hero's id (what level-up and equip name). */
  id: string;
  identity: HeroIdentity;
  description: string;
  level: number;
  maxLevel: number;
  atMaxLevel: boolean;
  power: number;
  experience: number;
  stats: StatLine[];
  abilities: HeroAsset['abilities'];
  /** The owned items equipped on this hero, as the server lists them. */
  equipped: ItemAsset[];
  purchasedAt: string;
  /** Heroes of this kind at this level the wallet holds, this one included. */
  sameKind: number;
  /** A level-up merges MERGE_COUNT of a kind at one level: this many are needed. */
  mergeCount: number;
  /** Power at the next level (null at the maximum). */
  nextPower: number | null;
  /** Up for sale on the marketplace: no level-up, merge or equip until the listing ends. */
  listed: boolean;
}

/** Each of the four stats with what the equipped items add to it. */
export function statLines(base: HeroStats, equipped: readonly Pick<ItemAsset, 'stats'>[]): StatLine[] {
  return STAT_KEYS.map((key) => {
    const bonus = equipped.reduce((sum, item) => sum + (item.stats[key] ?? 0), 0);
    return { key, label: STAT_LABELS[key], base: base[key], bonus, total: base[key] + bonus };
  });
}

/**
 * An owned hero as its card shows it. Equipped items are found by the hero's
 * `equipped_items` ids among the wallet's items (an id the list lacks is skipped: the
 * two reads may be a moment apart).
 */
export function toOwnedHeroView(hero: HeroAsset, items: readonly ItemAsset[]): OwnedHeroView {
  const byId = new Map(items.map((item) => [item.id, item]));
  const equipped = hero.equipped_items.flatMap((id) => {
    const item = byId.get(id);
    return item ? [item] : [];
  });
  return {
    id: hero.id,
    identity: { id: hero.hero_id, name: hero.name, rarity: hero.rarity, type: hero.type },
    description: hero.description,
    level: hero.level,
    maxLevel: MAX_HERO_LEVEL,
    atMaxLevel: hero.level >= MAX_HERO_LEVEL,
    power: hero.power,
    experience: hero.experience,
    stats: statLines(hero.stats, equipped),
    abilities: hero.abilities,
    equipped,
    purchasedAt: hero.purchased_at,
    sameKind: 1,
    mergeCount: MERGE_COUNT,
    nextPower: nextLevelPower(hero.hero_id, hero.level),
    listed: hero.listing_id !== null,
  };
}

function nextLevelPower(catalogueId: string, level: number): number | null {
  const entry = heroById(catalogueId);
  if (!entry || level >= MAX_HERO_LEVEL) return null;
  return heroPower(entry.basePower, level + 1);
}

const kindKey = (hero: Pick<HeroAsset, 'hero_id' | 'level'>) => `${hero.hero_id}@${hero.level}`;

/**
 * The wallet's heroes as the page shows them, strongest first, each knowing how many of its
 * kind and level the wallet holds (a level-up merges three of them; two are consumed).
 * Heroes listed on the marketplace are not counted: they cannot be merged.
 */
export function toOwnedHeroViews(heroes: readonly HeroAsset[], items: readonly ItemAsset[]): OwnedHeroView[] {
  const kinds = new Map<string, number>();
  for (const hero of heroes) {
    if (hero.listing_id === null) kinds.set(kindKey(hero), (kinds.get(kindKey(hero)) ?? 0) + 1);
  }
  return sortHeroes(
    heroes.map((hero) => ({ ...toOwnedHeroView(hero, items), sameKind: kinds.get(kindKey(hero)) ?? 1 })),
  );
}

/** The level-up can be asked for: not listed, not at the maximum, and three of the kind at this level. */
export function canMerge(
  hero: Pick<OwnedHeroView, 'atMaxLevel' | 'sameKind' | 'mergeCount' | 'listed'>,
): boolean {
  return !hero.listed && !hero.atMaxLevel && hero.sameKind >= hero.mergeCount;
}

/** Strongest first: power, then rarity, then the newest. */
export function sortHeroes(heroes: readonly OwnedHeroView[]): OwnedHeroView[] {
  return [...heroes].sort(
    (a, b) =>
      b.power - a.power ||
      rarityRank(a.identity.rarity) - rarityRank(b.identity.rarity) ||
      b.purchasedAt.localeCompare(a.purchasedAt),
  );
}

export interface HeroTotals {
  count: number;
  totalPower: number;
  /** Heroes per rarity, rarest first, only the rarities held. */
  byRarity: Array<{ rarity: Rarity; count: number }>;
}

export function heroTotals(heroes: readonly OwnedHeroView[]): HeroTotals {
  const counts = new Map<Rarity, number>();
  for (const hero of heroes) counts.set(hero.identity.rarity, (counts.get(hero.identity.rarity) ?? 0) + 1);
  return {
    count: heroes.length,
    totalPower: heroes.reduce((sum, hero) => sum + hero.power, 0),
    byRarity: [...counts.entries()]
      .map(([rarity, count]) => ({ rarity, count }))
      .sort((a, b) => rarityRank(a.rarity) - rarityRank(b.rarity)),
  };
}

/** The showcase: every catalogue hero, rarest first, in catalogue order within a rarity. */
export function showcaseHeroes(catalogue: readonly CatalogueHero[] = HERO_CATALOGUE): CatalogueHero[] {
  return catalogue
    .map((hero, index) => ({ hero, index }))
    .sort((a, b) => rarityRank(a.hero.rarity) - rarityRank(b.hero.rarity) || a.index - b.index)
    .map(({ hero }) => hero);
}

export function catalogueIdentity(hero: CatalogueHero): HeroIdentity {
  return { id: hero.id, name: hero.name, rarity: hero.rarity, type: hero.type };
}

/** An ability's cooldown (seconds, as the shared `Ability` has it): "3s", "1m 30s", "2h". */
export function formatCooldown(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = whole % 60;
  const parts = [hours ? `${hours}h` : '', minutes ? `${minutes}m` : '', rest ? `${rest}s` : ''];
  return parts.filter(Boolean).join(' ') || '0s';
}
