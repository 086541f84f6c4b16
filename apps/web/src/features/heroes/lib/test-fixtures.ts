import { type HeroAsset, heroById, type ItemAsset, itemById } from '@wos/shared';

/** An owned hero as the server sends it, built from the catalogue entry `catalogueId`. */
export function ownedHero(catalogueId: string, overrides: Partial<HeroAsset> = {}): HeroAsset {
  const entry = heroById(catalogueId);
  if (!entry) throw new Error(`no catalogue hero ${catalogueId}`);
  return {
    id: `hero-${catalogueId}`,
    hero_id: entry.id,
    name: entry.name,
    rarity: entry.rarity,
    type: entry.type,
    power: entry.basePower,
    level: 1,
    experience: 0,
    equipped_items: [],
    purchased_at: '2025-05-01T00:00:00.000Z',
    image_src: `/art/heroes/${entry.id}.svg`,
    description: entry.description,
    stats: entry.stats,
    abilities: entry.abilities,
    listing_id: null,
    ...overrides,
  };
}

/** An owned item as the server sends it, built from the catalogue entry `itemId`. */
export function ownedItem(itemId: string, overrides: Partial<ItemAsset> = {}): ItemAsset {
  const entry = itemById(itemId);
  if (!entry) throw new Error(`no catalogue item ${itemId}`);
  const consumable = entry.type === 'consumable';
  return {
    id: `item-${itemId}`,
    item_id: entry.id,
    name: entry.name,
    type: entry.type,
    rarity: entry.rarity,
    description: entry.description,
    effect: entry.effect,
    stats: entry.stats,
    equipped: null,
    equipped_hero_id: null,
    durability: consumable ? null : 100,
    charges: consumable ? 1 : null,
    purchased_at: '2025-05-01T00:00:00.000Z',
    image_src: `/art/items/${entry.id}.svg`,
    listing_id: null,
    ...overrides,
  };
}
