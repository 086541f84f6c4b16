import { EQUIP_SLOTS, type EquipSlot, type ItemAsset, NEW_ITEM_DURABILITY } from '@wos/shared';
import { rarityRank } from '../../game/index.ts';
import { HEROES_MESSAGES } from './heroes-messages.ts';

export const SLOT_LABELS: Record<EquipSlot, string> = {
  weapon: 'Weapon',
  armor: 'Armor',
  accessory: 'Accessory',
};

export function isEquipSlot(value: string): value is EquipSlot {
  return (EQUIP_SLOTS as readonly string[]).includes(value);
}

/** The slot an item goes in; a consumable has none. */
export function slotOf(item: Pick<ItemAsset, 'type'>): EquipSlot | null {
  return isEquipSlot(item.type) ? item.type : null;
}

/** Why this item cannot be equipped now, in the spec's words; null when it can. */
export function equipBlocker(
  item: Pick<ItemAsset, 'type' | 'equipped_hero_id' | 'listing_id'>,
  heroId: string,
): string | null {
  if (item.type === 'consumable') return HEROES_MESSAGES.consumableCannotEquip;
  if (item.listing_id !== null) return HEROES_MESSAGES.itemListed;
  if (item.equipped_hero_id === heroId) return 'Already equipped on this hero';
  if (item.equipped_hero_id !== null) return 'Equipped on another hero';
  return null;
}

/** Why this item cannot be used, in the spec's words; null when it can. */
export function consumeBlocker(item: Pick<ItemAsset, 'type' | 'charges' | 'listing_id'>): string | null {
  if (item.type !== 'consumable') return HEROES_MESSAGES.onlyConsumablesUsable;
  if (item.listing_id !== null) return HEROES_MESSAGES.itemListed;
  if ((item.charges ?? 0) < 1) return HEROES_MESSAGES.noChargesLeft;
  return null;
}

/**
 * Whether USE is offered: a consumable not up for sale. One with no charges left may still be
 * tried, so the player reads why not ('Item has no charges left') instead of a dead button.
 */
export function canTryUse(item: Pick<ItemAsset, 'type' | 'listing_id'>): boolean {
  return item.type === 'consumable' && item.listing_id === null;
}

export interface SlotView {
  slot: EquipSlot;
  label: string;
  /** The item this hero wears in the slot, if any. */
  item: ItemAsset | null;
  /** The wallet's free items that fit the slot (not worn, not listed for sale), best first. */
  candidates: ItemAsset[];
}

function byQuality(a: ItemAsset, b: ItemAsset): number {
  return (
    rarityRank(a.rarity) - rarityRank(b.rarity) || a.name.localeCompare(b.name) || a.id.localeCompare(b.id)
  );
}

/** The three slots of one hero: what it wears and what could go there. */
export function heroSlots(heroId: string, items: readonly ItemAsset[]): SlotView[] {
  return EQUIP_SLOTS.map((slot) => {
    const fits = items.filter((item) => slotOf(item) === slot);
    return {
      slot,
      label: SLOT_LABELS[slot],
      item: fits.find((item) => item.equipped_hero_id === heroId) ?? null,
      candidates: fits
        .filter((item) => item.equipped_hero_id === null && item.listing_id === null)
        .sort(byQuality),
    };
  });
}

export interface ItemGroups {
  /** Gear that is not on any hero. */
  free: ItemAsset[];
  /** Gear on a hero. */
  equipped: ItemAsset[];
  consumables: ItemAsset[];
}

export function groupItems(items: readonly ItemAsset[]): ItemGroups {
  const sorted = [...items].sort(byQuality);
  return {
    free: sorted.filter((item) => item.type !== 'consumable' && item.equipped_hero_id === null),
    equipped: sorted.filter((item) => item.type !== 'consumable' && item.equipped_hero_id !== null),
    consumables: sorted.filter((item) => item.type === 'consumable'),
  };
}

/** "3 charges", "1 charge", or durability as a share of new ("Durability 80/100"). */
export function wearLabel(item: Pick<ItemAsset, 'type' | 'charges' | 'durability'>): string {
  if (item.type === 'consumable') {
    const charges = item.charges ?? 0;
    return charges === 1 ? '1 charge' : `${charges} charges`;
  }
  return `Durability ${item.durability ?? NEW_ITEM_DURABILITY}/${NEW_ITEM_DURABILITY}`;
}
