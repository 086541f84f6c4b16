import { describe, expect, it } from 'vitest';
import { HEROES_MESSAGES } from './heroes-messages.ts';
import {
  canTryUse,
  consumeBlocker,
  equipBlocker,
  groupItems,
  heroSlots,
  slotOf,
  wearLabel,
} from './item-view.ts';
import { ownedItem } from './test-fixtures.ts';

const HERO = 'hero-1';

describe('equip rules', () => {
  it('refuses a consumable in the words of the spec', () => {
    expect(equipBlocker(ownedItem('energy-cell'), HERO)).toBe(HEROES_MESSAGES.consumableCannotEquip);
    expect(HEROES_MESSAGES.consumableCannotEquip).toBe('Consumable items cannot be equipped');
  });

  it('lets a free weapon, armor or accessory be equipped, not one already on a hero', () => {
    expect(equipBlocker(ownedItem('rusty-shiv'), HERO)).toBeNull();
    expect(equipBlocker(ownedItem('rusty-shiv', { equipped_hero_id: HERO }), HERO)).not.toBeNull();
    expect(equipBlocker(ownedItem('rusty-shiv', { equipped_hero_id: 'hero-2' }), HERO)).not.toBeNull();
  });

  it('puts an item in the slot of its type; a consumable has none', () => {
    expect(slotOf(ownedItem('chrome-plate'))).toBe('armor');
    expect(slotOf(ownedItem('neural-link'))).toBe('accessory');
    expect(slotOf(ownedItem('overclock-stim'))).toBeNull();
  });
});

describe('items listed on the marketplace', () => {
  it('cannot be equipped or used, and are not offered for a slot', () => {
    const listed = ownedItem('rusty-shiv', { id: 'listed', listing_id: 'l-1' });
    expect(equipBlocker(listed, HERO)).toBe(HEROES_MESSAGES.itemListed);
    expect(consumeBlocker(ownedItem('energy-cell', { listing_id: 'l-2' }))).toBe(HEROES_MESSAGES.itemListed);
    const weapon = heroSlots(HERO, [listed, ownedItem('rusty-shiv', { id: 'free' })])[0];
    expect(weapon?.candidates.map((item) => item.id)).toEqual(['free']);
  });
});

describe('use rules', () => {
  it('uses only a consumable with a charge left', () => {
    expect(consumeBlocker(ownedItem('energy-cell'))).toBeNull();
    expect(consumeBlocker(ownedItem('energy-cell', { charges: 0 }))).toBe('Item has no charges left');
    expect(consumeBlocker(ownedItem('plasma-blade'))).toBe('Only consumable items can be used');
  });

  it('offers USE on a consumable not for sale, with no charges left too (the player reads why not)', () => {
    expect(canTryUse(ownedItem('energy-cell', { charges: 0 }))).toBe(true);
    expect(canTryUse(ownedItem('energy-cell', { listing_id: 'l-1' }))).toBe(false);
    expect(canTryUse(ownedItem('plasma-blade'))).toBe(false);
  });
});

describe('heroSlots', () => {
  it("shows what the hero wears in each slot and the wallet's free items that fit, rarest first", () => {
    const worn = ownedItem('rusty-shiv', { id: 'worn', equipped: 'weapon', equipped_hero_id: HERO });
    const onOther = ownedItem('plasma-blade', {
      id: 'other',
      equipped: 'weapon',
      equipped_hero_id: 'hero-2',
    });
    const freeCommon = ownedItem('rusty-shiv', { id: 'free-common' });
    const freeEpic = ownedItem('ion-rifle', { id: 'free-epic' });
    const stim = ownedItem('overclock-stim');
    const slots = heroSlots(HERO, [worn, onOther, freeCommon, freeEpic, stim]);
    expect(slots.map((slot) => slot.slot)).toEqual(['weapon', 'armor', 'accessory']);
    const weapon = slots[0];
    expect(weapon?.item?.id).toBe('worn');
    expect(weapon?.candidates.map((item) => item.id)).toEqual(['free-epic', 'free-common']);
    expect(slots[1]).toMatchObject({ item: null, candidates: [] });
  });
});

describe('groupItems and wearLabel', () => {
  it('splits the inventory into free gear, equipped gear and consumables', () => {
    const groups = groupItems([
      ownedItem('energy-cell'),
      ownedItem('void-aegis', { equipped_hero_id: HERO, equipped: 'armor' }),
      ownedItem('speed-chip'),
    ]);
    expect(groups.free.map((item) => item.item_id)).toEqual(['speed-chip']);
    expect(groups.equipped.map((item) => item.item_id)).toEqual(['void-aegis']);
    expect(groups.consumables.map((item) => item.item_id)).toEqual(['energy-cell']);
  });

  it('shows charges for consumables and durability for gear', () => {
    expect(wearLabel(ownedItem('energy-cell'))).toBe('1 charge');
    expect(wearLabel(ownedItem('energy-cell', { charges: 3 }))).toBe('3 charges');
    expect(wearLabel(ownedItem('chrome-plate', { durability: 80 }))).toBe('Durability 80/100');
  });
});
