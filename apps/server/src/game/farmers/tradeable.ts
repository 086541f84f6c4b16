import type { Database } from '../../db/database.ts';
import { type TradeableAsset, type TradeableAssets, tradeableReads } from '../assets/tradeable.ts';
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
    costBasis: row.costBasis,
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
 * earned and was not harvested stays the seller's, as a credit their next
 * harvest pays, and the farmer starts afresh with its new owner.
 */
export function createTradeableFarmers(deps: {
  repo: FarmersRepo;
  changed: (tx: Database) => void;
}): TradeableAssets {
  const { repo, changed } = deps;
  return {
    ...tradeableReads(repo, tradeable),

    async setListing(tx: Database, assetId: string, listingId: string | null) {
      await repo.update(assetId, { listingId }, tx);
    },

    async transfer(tx, move) {
      const row = await repo.find(move.assetId, tx);
      if (!row || row.owner !== move.from) throw new Error(`farmer ${move.assetId} is not ${move.from}'s`);
      const earned = unpaidYield(row, move.at);
      if (earned > 0n) await repo.addCredit(move.from, earned, move.at, tx);
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
      repo.announce(move.from, tx);
      changed(tx);
    },
  };
}
