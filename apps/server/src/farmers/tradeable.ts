import type { TradeableAsset, TradeableAssets } from '../assets/tradeable.ts';
import type { Database } from '../db/database.ts';
import type { PayoutsService } from '../payouts/service.ts';
import type { FarmerRow, FarmersRepo } from './repo.ts';
import { farmerView } from './view.ts';
import { unpaidYield } from './yield.ts';

function tradeable(row: FarmerRow): TradeableAsset {
  const view = farmerView(row);
  return {
    id: row.id,
    assetType: 'farmer',
    owner: row.owner,
    listingId: row.listingId,
    equipped: false,
    name: row.name,
    rarity: row.rarity,
    subType: null,
    description: view.description,
    image: view.image_src,
    level: row.level,
    yieldPerHour: (row.baseYieldPerHour * BigInt(9 + row.level)) / 10n,
    power: Math.round(view.power),
  };
}

/**
 * Farmers on the marketplace. A listed farmer keeps yielding for its seller
 * (the seller's harvest still collects it); when it changes hands, what it
 * earned and was not harvested is paid to the seller from the farming pool
 * (owed, so a short pool makes it wait, never vanish) and it starts afresh.
 */
export function createTradeableFarmers(deps: {
  repo: FarmersRepo;
  payouts: PayoutsService;
  changed: () => void;
}): TradeableAssets {
  const { repo, payouts, changed } = deps;
  return {
    async find(assetId, tx) {
      const row = await repo.find(assetId, tx);
      return row && tradeable(row);
    },

    async lock(tx, assetId) {
      const row = await repo.lock(assetId, tx);
      return row && tradeable(row);
    },

    async setListing(tx: Database, assetId: string, listingId: string | null) {
      await repo.update(assetId, { listingId }, tx);
    },

    async transfer(tx, move) {
      const row = await repo.find(move.assetId, tx);
      if (!row || row.owner !== move.from) throw new Error(`farmer ${move.assetId} is not ${move.from}'s`);
      const owed = unpaidYield(row, move.at);
      const owedPayoutIds: string[] = [];
      if (owed > 0n) {
        const payout = await payouts.enqueueOwed(tx, {
          kind: 'farming_harvest',
          wallet: move.from,
          amount: owed,
          sourcePool: 'farmingPool',
          dedupeKey: `farmer-handover:${row.id}:${move.at.getTime()}`,
          history: { type: 'Farming Reward', category: 'farming', item: `Harvest of ${row.name} (sold)` },
        });
        owedPayoutIds.push(payout.id);
      }
      await repo.update(
        row.id,
        {
          owner: move.to,
          listingId: null,
          purchasedAt: move.at,
          lastHarvested: move.at,
          bankedYield: 0n,
        },
        tx,
      );
      changed();
      return { owedPayoutIds };
    },
  };
}
