import { type TradeableAsset, type TradeableAssets, tradeableReads } from '../assets/tradeable.ts';
import type { ItemRow, ItemsRepo } from './repo.ts';
import { itemView } from './view.ts';

function tradeable(row: ItemRow): TradeableAsset {
  const view = itemView(row);
  return {
    id: row.id,
    assetType: 'item',
    owner: row.owner,
    listingId: row.listingId,
    equipped: row.equippedHeroId !== null,
    costBasis: row.costBasis,
    name: view.name,
    rarity: view.rarity,
    subType: view.type,
    description: view.description,
    image: view.image_src,
    level: 1,
    yieldPerHour: null,
    power: null,
  };
}

/** Items on the marketplace: sold as they are (charges, durability), never while equipped. */
export function createTradeableItems(deps: { repo: ItemsRepo }): TradeableAssets {
  const { repo } = deps;
  return {
    ...tradeableReads(repo, tradeable),

    async setListing(tx, assetId, listingId) {
      await repo.update(assetId, { listingId }, tx);
    },

    async transfer(tx, move) {
      const row = await repo.find(move.assetId, tx);
      if (!row || row.owner !== move.from) throw new Error(`item ${move.assetId} is not ${move.from}'s`);
      await repo.update(
        row.id,
        { owner: move.to, listingId: null, equipped: null, equippedHeroId: null, acquiredAt: move.at },
        tx,
      );
      repo.announce(move.from, tx);
    },
  };
}
