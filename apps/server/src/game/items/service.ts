import { type ItemAsset, itemById, NEW_ITEM_CHARGES, NEW_ITEM_DURABILITY, WosError } from '@wos/shared';
import type { WalletService } from '../../account/wallet/service.ts';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import { createEquipment } from './equip.ts';
import type { ItemsRepo } from './repo.ts';
import { createTradeableItems } from './tradeable.ts';
import { createItemUse } from './use.ts';
import { itemView } from './view.ts';

export interface GrantItem {
  owner: string;
  /** Catalogue id of the item. */
  itemId: string;
  acquiredAt: Date;
  /**
   * WLO base units the game received for it, its cost basis (docs/rules.md §5): its share of the paid
   * pack it came from. 0 (the default: nothing was paid, e.g. a free pack) is bound, never sold to the treasury.
   */
  costBasis?: bigint;
}

export function createItemsService(deps: {
  db: Database;
  repo: ItemsRepo;
  wallet: WalletService;
  clock: Clock;
}) {
  const { db, repo } = deps;
  const equipment = createEquipment(repo);
  return {
    /** Gives the wallet a fresh catalogue item (charges 1 or durability 100), inside the caller's transaction. */
    async grant(tx: Database, input: GrantItem): Promise<{ id: string }> {
      const entry = itemById(input.itemId);
      if (!entry) throw new WosError('ITEMS__NOT_IN_CATALOGUE', { message: `Unknown item: ${input.itemId}` });
      const consumable = entry.type === 'consumable';
      const row = await repo.insert(
        {
          owner: input.owner,
          itemId: entry.id,
          equipped: null,
          equippedHeroId: null,
          charges: consumable ? NEW_ITEM_CHARGES : null,
          durability: consumable ? null : NEW_ITEM_DURABILITY,
          acquiredAt: input.acquiredAt,
          costBasis: input.costBasis ?? 0n,
        },
        tx,
      );
      return { id: row.id };
    },

    async view(tx: Database, id: string): Promise<ItemAsset> {
      const row = await repo.find(id, tx);
      if (!row) throw new WosError('ITEMS__NOT_FOUND');
      return itemView(row);
    },

    async listOwned(owner: string, tx: Database = db): Promise<ItemAsset[]> {
      return (await repo.listByOwner(owner, tx)).map(itemView);
    },

    /** Puts an owned item on a hero (the caller holds the hero's lock); see createEquipment. */
    equip: equipment.equip,
    unequip: equipment.unequip,

    /** Takes every item off these heroes (they leave the wallet, e.g. consumed by a merge). */
    async unequipFrom(tx: Database, heroIds: readonly string[]): Promise<void> {
      await repo.unequipFrom(heroIds, tx);
    },

    use: createItemUse(deps),

    /** Listing, unlisting and handing items over, for the marketplace. */
    tradeable: createTradeableItems({ repo }),

    /** Ids of the items equipped on each of these heroes. */
    async equippedOn(heroIds: readonly string[], tx: Database = db): Promise<Map<string, string[]>> {
      const byHero = new Map<string, string[]>();
      for (const row of await repo.listEquippedOn(heroIds, tx)) {
        if (!row.equippedHeroId) continue;
        byHero.set(row.equippedHeroId, [...(byHero.get(row.equippedHeroId) ?? []), row.id]);
      }
      return byHero;
    },
  };
}

export type ItemsService = ReturnType<typeof createItemsService>;
