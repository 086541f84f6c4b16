import { itemById, WosError } from '@wos/shared';
import type { WalletService } from '../../account/wallet/service.ts';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import { lockOwnedItem } from './equip.ts';
import type { ItemsRepo } from './repo.ts';
import { itemView } from './view.ts';

/** POST /items/use: a consumable loses one charge and is removed at 0 (docs/spec/001-game.md §4). */
export function createItemUse(deps: { db: Database; repo: ItemsRepo; wallet: WalletService; clock: Clock }) {
  const { db, repo, wallet } = deps;
  return async function use(owner: string, itemId: string) {
    return db.transaction(async (tx) => {
      const row = await lockOwnedItem(repo, owner, itemId, tx);
      const entry = itemById(row.itemId);
      if (entry?.type !== 'consumable') throw new WosError('ITEMS__NOT_CONSUMABLE');
      const charges = row.charges ?? 0;
      if (charges < 1) throw new WosError('ITEMS__NO_CHARGES');
      const remainingCharges = charges - 1;
      let item = null;
      if (remainingCharges === 0) await repo.remove(row.id, tx);
      else item = itemView((await repo.update(row.id, { charges: remainingCharges }, tx))!);
      await wallet.record(
        { wallet: owner, type: 'Item Used', category: 'items', item: entry.name, amount: 0n, token: 'WLO' },
        tx,
      );
      return {
        success: true as const,
        message:
          remainingCharges === 0
            ? `Used ${entry.name}: ${entry.effect}. It has no charges left and was removed.`
            : `Used ${entry.name}: ${entry.effect}`,
        item,
        remainingCharges,
      };
    });
  };
}
