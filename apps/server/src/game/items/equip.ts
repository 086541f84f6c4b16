import { type EquipSlot, type ItemAsset, itemById, WosError } from '@wos/shared';
import type { Database } from '../../db/database.ts';
import type { ItemRow, ItemsRepo } from './repo.ts';
import { ITEM_MESSAGES } from './rules.ts';
import { itemView } from './view.ts';

export interface EquipRequest {
  owner: string;
  heroId: string;
  itemId: string;
}

/**
 * The owned item, locked for the rest of the transaction; 404 for another
 * wallet's, 400 while it is listed on the marketplace.
 */
export async function lockOwnedItem(
  repo: ItemsRepo,
  owner: string,
  itemId: string,
  tx: Database,
): Promise<ItemRow> {
  const row = await repo.lock(itemId, tx);
  if (!row || row.owner !== owner) throw new WosError('ITEMS__NOT_FOUND');
  if (row.listingId) throw new WosError('ASSET__LISTED', { message: ITEM_MESSAGES.listed });
  return row;
}

/**
 * Equip and unequip, inside the caller's transaction (which holds the hero's
 * lock). A slot (weapon, armor, accessory) holds one item per hero: equipping
 * into an occupied slot swaps, the previous item goes back to the inventory.
 * An item equipped on another hero moves. Consumables cannot be equipped.
 */
export function createEquipment(repo: ItemsRepo) {
  return {
    async equip(
      tx: Database,
      request: EquipRequest,
    ): Promise<{ item: ItemAsset; replaced: ItemAsset | null }> {
      const row = await lockOwnedItem(repo, request.owner, request.itemId, tx);
      const type = itemById(row.itemId)?.type;
      if (!type) throw new WosError('ITEMS__NOT_FOUND');
      if (type === 'consumable') throw new WosError('ITEMS__NOT_EQUIPPABLE');
      const slot: EquipSlot = type;
      if (row.equippedHeroId === request.heroId && row.equipped === slot) {
        return { item: itemView(row), replaced: null };
      }
      const occupant = (await repo.listEquippedOn([request.heroId], tx)).find(
        (other) => other.equipped === slot && other.id !== row.id,
      );
      let replaced: ItemAsset | null = null;
      if (occupant) {
        const freed = await repo.update(occupant.id, { equipped: null, equippedHeroId: null }, tx);
        replaced = freed ? itemView(freed) : null;
      }
      const equipped = await repo.update(row.id, { equipped: slot, equippedHeroId: request.heroId }, tx);
      return { item: itemView(equipped!), replaced };
    },

    async unequip(tx: Database, request: EquipRequest): Promise<ItemAsset> {
      const row = await lockOwnedItem(repo, request.owner, request.itemId, tx);
      if (row.equippedHeroId !== request.heroId) {
        throw new WosError('ITEMS__NOT_EQUIPPED_HERE');
      }
      const freed = await repo.update(row.id, { equipped: null, equippedHeroId: null }, tx);
      return itemView(freed!);
    },
  };
}
