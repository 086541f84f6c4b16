import { WosError } from '@wos/shared';
import type { WalletService } from '../../account/wallet/service.ts';
import type { Database } from '../../db/database.ts';
import type { ItemsService } from '../items/service.ts';
import { HERO_LISTED_MESSAGE } from './level-up.ts';
import type { HeroesRepo } from './repo.ts';

export interface EquipCall {
  walletAddress: string;
  heroId: string;
  itemId: string;
}

/**
 * Equip and unequip: the hero is locked (calls on one hero queue up), both
 * hero and item must belong to the wallet, the items feature applies its
 * rules (see items/equip.ts), and the change is written to the history.
 */
export function createHeroEquipment(deps: {
  db: Database;
  repo: HeroesRepo;
  items: ItemsService;
  wallet: WalletService;
}) {
  const { db, repo, items, wallet } = deps;

  async function lockOwnedHero(tx: Database, call: EquipCall) {
    const hero = await repo.lock(call.heroId, tx);
    if (!hero || hero.owner !== call.walletAddress) throw new WosError('HEROES__NOT_FOUND');
    if (hero.listingId) throw new WosError('ASSET__LISTED', { message: HERO_LISTED_MESSAGE });
    return hero;
  }

  return {
    async equip(call: EquipCall) {
      return db.transaction(async (tx) => {
        const hero = await lockOwnedHero(tx, call);
        const { item, replaced } = await items.equip(tx, {
          owner: call.walletAddress,
          heroId: hero.id,
          itemId: call.itemId,
        });
        await wallet.record(
          {
            wallet: call.walletAddress,
            type: 'Equip',
            category: 'heroes',
            item: `${item.name} on ${hero.name}`,
            amount: 0n,
            token: 'WLO',
          },
          tx,
        );
        const swapped = replaced ? ` (replacing ${replaced.name})` : '';
        return {
          heroId: hero.id,
          item,
          replaced,
          message: `${item.name} equipped on ${hero.name}${swapped}`,
        };
      });
    },

    async unequip(call: EquipCall) {
      return db.transaction(async (tx) => {
        const hero = await lockOwnedHero(tx, call);
        const item = await items.unequip(tx, {
          owner: call.walletAddress,
          heroId: hero.id,
          itemId: call.itemId,
        });
        await wallet.record(
          {
            wallet: call.walletAddress,
            type: 'Unequip',
            category: 'heroes',
            item: `${item.name} from ${hero.name}`,
            amount: 0n,
            token: 'WLO',
          },
          tx,
        );
        return {
          heroId: hero.id,
          item,
          replaced: null,
          message: `${item.name} unequipped from ${hero.name}`,
        };
      });
    },
  };
}
