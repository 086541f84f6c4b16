import {
  farmerEffectiveYield,
  fromBaseUnits,
  MAX_FARMER_LEVEL,
  MERGE_COUNT,
  mergedCostBasis,
  WLO_DECIMALS,
  WosError,
} from '@wos/shared';
import type { WalletService } from '../../account/wallet/service.ts';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import type { FarmerRow, FarmersRepo } from './repo.ts';
import { farmerView } from './view.ts';
import { unpaidYield } from './yield.ts';

export const FARMER_MAX_LEVEL_MESSAGE = `This farmer is already at maximum level (${MAX_FARMER_LEVEL}).`;
export const NOT_ENOUGH_FARMERS_MESSAGE = 'Not enough farmers to merge';
export const FARMER_LISTED_MESSAGE =
  'This farmer is listed on the marketplace; cancel the listing to level it up';

const byAge = (a: FarmerRow, b: FarmerRow) =>
  a.purchasedAt.getTime() - b.purchasedAt.getTime() || a.id.localeCompare(b.id);

/**
 * Level-up by merge (docs/rules.md §4): the chosen farmer gains a level when the
 * wallet holds two more of the same catalogue farmer at its level; those two
 * are consumed. The wallet's farmers are locked first, so parallel level-ups
 * queue up and never consume a farmer twice. What the three earned so far is
 * banked at their old level: nothing earned is lost or raised by the merge.
 */
export function createFarmerLevelUp(deps: {
  db: Database;
  repo: FarmersRepo;
  wallet: WalletService;
  clock: Clock;
}) {
  const { db, repo, wallet, clock } = deps;
  return async function levelUp(walletAddress: string, farmerId: string) {
    return db.transaction(async (tx) => {
      const rows = await repo.lockByOwner(walletAddress, tx);
      const chosen = rows.find((row) => row.id === farmerId);
      if (!chosen) throw new WosError('FARMERS__NOT_FOUND');
      if (chosen.listingId) throw new WosError('ASSET__LISTED', { message: FARMER_LISTED_MESSAGE });
      if (chosen.level >= MAX_FARMER_LEVEL) throw new WosError('FARMERS__MAX_LEVEL');
      // A farmer on the marketplace is not there to be consumed.
      const consumed = rows
        .filter(
          (row) =>
            row.id !== chosen.id &&
            !row.listingId &&
            row.farmerId === chosen.farmerId &&
            row.level === chosen.level,
        )
        .sort(byAge)
        .slice(0, MERGE_COUNT - 1);
      if (consumed.length < MERGE_COUNT - 1) throw new WosError('FARMERS__NOT_ENOUGH_TO_MERGE');

      const now = clock.now();
      const banked = [chosen, ...consumed].reduce((sum, row) => sum + unpaidYield(row, now), 0n);
      const level = chosen.level + 1;
      await repo.remove(
        consumed.map((row) => row.id),
        tx,
      );
      // The merged farmer carries what the game received for all three (docs/rules.md §5): merging
      // free-pack farmers gives a bound one, and no merge raises what the treasury would pay for them.
      const costBasis = mergedCostBasis([chosen, ...consumed]);
      const merged = await repo.update(
        chosen.id,
        { level, bankedYield: banked, lastHarvested: now, costBasis },
        tx,
      );
      await wallet.record(
        {
          wallet: walletAddress,
          type: 'Level Up',
          category: 'farming',
          item: `${chosen.name}: merged ${MERGE_COUNT} into level ${level}`,
          amount: 0n,
          token: 'WLO',
        },
        tx,
      );
      const baseYield = fromBaseUnits(chosen.baseYieldPerHour, WLO_DECIMALS);
      const yieldIncrease =
        farmerEffectiveYield(baseYield, level) - farmerEffectiveYield(baseYield, chosen.level);
      return {
        success: true as const,
        method: 'merge' as const,
        message: `Merged ${MERGE_COUNT} ${chosen.name} into one at level ${level}`,
        farmer: farmerView(merged!),
        yieldIncrease: Math.round(yieldIncrease * 1e6) / 1e6,
        consumed: consumed.map((row) => row.id),
      };
    });
  };
}
