import { HERO_CATALOGUE } from '@wos/shared';
import { describe, expect, it } from 'vitest';
import {
  canMerge,
  formatCooldown,
  heroTotals,
  showcaseHeroes,
  sortHeroes,
  statLines,
  toOwnedHeroView,
  toOwnedHeroViews,
} from './hero-view.ts';
import { ownedHero, ownedItem } from './test-fixtures.ts';

describe('toOwnedHeroView', () => {
  it("names the catalogue hero and keeps the server's level, power and abilities", () => {
    const view = toOwnedHeroView(ownedHero('void-sorceress', { level: 3, power: 700 }), []);
    expect(view.identity).toEqual({
      id: 'void-sorceress',
      name: 'Void Sorceress',
      rarity: 'epic',
      type: 'magic',
    });
    expect(view).toMatchObject({ level: 3, power: 700, maxLevel: 5, atMaxLevel: false });
    expect(view.abilities.map((ability) => ability.name)).toEqual([
      'Null Nova',
      'Orphan Block',
      'Event Horizon',
    ]);
  });

  it('is at its maximum at level 5', () => {
    expect(toOwnedHeroView(ownedHero('neon-ronin', { level: 5 }), []).atMaxLevel).toBe(true);
  });

  it('adds the equipped items to the stats and skips an id the item list lacks', () => {
    const blade = ownedItem('plasma-blade', { equipped: 'weapon', equipped_hero_id: 'hero-neon-ronin' });
    const chip = ownedItem('speed-chip');
    const hero = ownedHero('neon-ronin', { equipped_items: [blade.id, 'item-gone'] });
    const view = toOwnedHeroView(hero, [blade, chip]);
    expect(view.equipped.map((item) => item.id)).toEqual([blade.id]);
    expect(view.stats.find((line) => line.key === 'attack')).toEqual({
      key: 'attack',
      label: 'Attack',
      base: 60,
      bonus: 25,
      total: 85,
    });
    expect(view.stats.find((line) => line.key === 'speed')?.bonus).toBe(0);
  });
});

describe('statLines', () => {
  it('lists attack, defense, speed and energy in that order with every bonus summed', () => {
    const lines = statLines({ attack: 10, defense: 20, speed: 30, energy: 40 }, [
      { stats: { attack: 15, defense: 15 } },
      { stats: { energy: 15, speed: 5 } },
    ]);
    expect(lines.map((line) => [line.key, line.total])).toEqual([
      ['attack', 25],
      ['defense', 35],
      ['speed', 35],
      ['energy', 55],
    ]);
  });
});

describe('sortHeroes and heroTotals', () => {
  const heroes = [
    toOwnedHeroView(ownedHero('neon-ronin', { id: 'a', power: 100 }), []),
    toOwnedHeroView(ownedHero('solar-warlord', { id: 'b', power: 1000 }), []),
    toOwnedHeroView(
      ownedHero('static-scout', { id: 'c', power: 100, purchased_at: '2025-06-01T00:00:00.000Z' }),
      [],
    ),
    toOwnedHeroView(ownedHero('hexblade-vyra', { id: 'd', power: 100 }), []),
  ];

  it('puts the strongest first, then the rarer, then the newer', () => {
    expect(sortHeroes(heroes).map((hero) => hero.id)).toEqual(['b', 'd', 'c', 'a']);
  });

  it('counts heroes and power, and heroes per rarity rarest first', () => {
    expect(heroTotals(heroes)).toEqual({
      count: 4,
      totalPower: 1300,
      byRarity: [
        { rarity: 'legendary', count: 1 },
        { rarity: 'rare', count: 1 },
        { rarity: 'common', count: 2 },
      ],
    });
    expect(heroTotals([])).toEqual({ count: 0, totalPower: 0, byRarity: [] });
  });
});

describe('showcaseHeroes', () => {
  it('shows all ten catalogue heroes, legendary first, catalogue order within a rarity', () => {
    const shown = showcaseHeroes();
    expect(shown).toHaveLength(HERO_CATALOGUE.length);
    expect(new Set(shown.map((hero) => hero.id))).toEqual(new Set(HERO_CATALOGUE.map((hero) => hero.id)));
    const rarities = shown.map((hero) => hero.rarity);
    expect(rarities.indexOf('common')).toBeGreaterThan(rarities.lastIndexOf('rare'));
    expect(rarities[0]).toBe('legendary');
    const commons = shown.filter((hero) => hero.rarity === 'common').map((hero) => hero.id);
    expect(commons).toEqual(HERO_CATALOGUE.filter((hero) => hero.rarity === 'common').map((hero) => hero.id));
  });
});

describe('formatCooldown', () => {
  it('reads seconds as seconds, minutes and hours', () => {
    expect(formatCooldown(3)).toBe('3s');
    expect(formatCooldown(90)).toBe('1m 30s');
    expect(formatCooldown(7200)).toBe('2h');
    expect(formatCooldown(0)).toBe('0s');
  });
});

describe('toOwnedHeroViews and canMerge', () => {
  it('counts the heroes of each kind at each level, so a merge of three can be offered', () => {
    const heroes = [
      ownedHero('neon-ronin', { id: 'r1' }),
      ownedHero('neon-ronin', { id: 'r2' }),
      ownedHero('neon-ronin', { id: 'r3' }),
      ownedHero('neon-ronin', { id: 'r4', level: 2, power: 120 }),
      ownedHero('static-scout', { id: 's1' }),
    ];
    const views = toOwnedHeroViews(heroes, []);
    const byId = new Map(views.map((view) => [view.id, view]));
    expect(byId.get('r1')?.sameKind).toBe(3);
    expect(byId.get('r4')?.sameKind).toBe(1);
    expect(byId.get('s1')?.sameKind).toBe(1);
    expect(canMerge(byId.get('r1')!)).toBe(true);
    expect(canMerge(byId.get('r4')!)).toBe(false);
    expect(views[0]?.id).toBe('r4');
  });

  it('leaves heroes listed on the marketplace out of a merge, and offers none to them', () => {
    const views = toOwnedHeroViews(
      [
        ownedHero('neon-ronin', { id: 'r1' }),
        ownedHero('neon-ronin', { id: 'r2' }),
        ownedHero('neon-ronin', { id: 'r3', listing_id: 'l-1' }),
      ],
      [],
    );
    const byId = new Map(views.map((view) => [view.id, view]));
    expect(byId.get('r1')).toMatchObject({ sameKind: 2, listed: false });
    expect(byId.get('r3')).toMatchObject({ listed: true });
    expect(canMerge(byId.get('r1')!)).toBe(false);
    expect(canMerge({ ...byId.get('r3')!, sameKind: 3 })).toBe(false);
  });

  it('offers no merge at the maximum level, and tells the power the next level brings', () => {
    const top = toOwnedHeroViews(
      [1, 2, 3].map((n) => ownedHero('solar-warlord', { id: `w${n}`, level: 5, power: 1800 })),
      [],
    );
    expect(top.every((hero) => !canMerge(hero))).toBe(true);
    expect(top[0]?.nextPower).toBeNull();
    const fresh = toOwnedHeroView(ownedHero('solar-warlord'), []);
    expect(fresh.nextPower).toBe(1200);
  });
});
