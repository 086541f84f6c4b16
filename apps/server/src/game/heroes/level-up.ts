import { heroPower, MAX_HERO_LEVEL, MERGE_COUNT, mergedCostBasis, WosError } from '@wos/shared';
import type { WalletService } from '../../account/wallet/service.ts';
import type { Database } from '../../db/database.ts';
import type { ItemsService } from '../items/service.ts';
import type { HeroesRepo, HeroRow } from './repo.ts';

export const HERO_MAX_LEVEL_MESSAGE = `This hero is already at maximum level (${MAX_HERO_LEVEL}).`;
export const NOT_ENOUGH_HEROES_MESSAGE = 'Not enough heroes to merge';
export const HERO_LISTED_MESSAGE = 'This hero is listed on the marketplace; cancel the listing first';

const byAge = (a: HeroRow, b: HeroRow) =>
  a.purchasedAt.getTime() - b.purchasedAt.getTime() || a.id.localeCompare(b.id);

/**
 * Level-up by merge, as for farmers: the chosen hero gains a level when the
 * wallet holds two more of the same catalogue hero at its level; those two
 * are consumed and their items go back to the inventory. The wallet's heroes
 * are locked first, so parallel level-ups never consume a hero twice.
 */
export function createHeroLevelUp(deps: {
  db: Database;
  repo: HeroesRepo;
  items: ItemsService;
  wallet: WalletService;
}) {
  const { db, repo, items, wallet } = deps;
  return async function levelUp(walletAddress: string, heroId: string) {
    return db.transaction(async (tx) => {
      const rows = await repo.lockByOwner(walletAddress, tx);
      const chosen = rows.find((row) => row.id === heroId);
      if (!chosen) throw new WosError('HEROES__NOT_FOUND');
      if (chosen.listingId) throw new WosError('ASSET__LISTED', { message: HERO_LISTED_MESSAGE });
      if (chosen.level >= MAX_HERO_LEVEL) throw new WosError('HEROES__MAX_LEVEL');
      // A hero on the marketplace is not there to be consumed.
      const consumed = rows
        .filter(
          (row) =>
            row.id !== chosen.id &&
            !row.listingId &&
            row.heroId === chosen.heroId &&
            row.level === chosen.level,
        )
        .sort(byAge)
        .slice(0, MERGE_COUNT - 1);
      if (consumed.length < MERGE_COUNT - 1) throw new WosError('HEROES__NOT_ENOUGH_TO_MERGE');

      const level = chosen.level + 1;
      const consumedIds = consumed.map((row) => row.id);
      await items.unequipFrom(tx, consumedIds);
      await repo.remove(consumedIds, tx);
      // The merged hero carries what the game received for all three (docs/rules.md §5).
      await repo.update(chosen.id, { level, costBasis: mergedCostBasis([chosen, ...consumed]) }, tx);
      await wallet.record(
        {
          wallet: walletAddress,
          type: 'Level Up',
          category: 'heroes',
          item: `${chosen.name}: merged ${MERGE_COUNT} into level ${level}`,
          amount: 0n,
          token: 'WLO',
        },
        tx,
      );
      return {
        success: true as const,
        method: 'merge' as const,
        message: `Merged ${MERGE_COUNT} ${chosen.name} into one at level ${level}`,
        heroId: chosen.id,
        powerIncrease: heroPower(chosen.power, level) - heroPower(chosen.power, chosen.level),
        consumed: consumedIds,
      };
    });
  };
}
