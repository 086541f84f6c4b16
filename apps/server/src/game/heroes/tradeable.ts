import { type TradeableAsset, type TradeableAssets, tradeableReads } from '../assets/tradeable.ts';
import type { ItemsService } from '../items/service.ts';
import type { HeroesRepo, HeroRow } from './repo.ts';
import { heroView } from './view.ts';

function tradeable(row: HeroRow): TradeableAsset {
  const view = heroView(row, []);
  return {
    id: row.id,
    assetType: 'hero',
    owner: row.owner,
    listingId: row.listingId,
    equipped: false,
    costBasis: row.costBasis,
    name: row.name,
    rarity: row.rarity,
    subType: view.type,
    description: view.description,
    image: view.image_src,
    level: row.level,
    yieldPerHour: null,
    power: view.power,
  };
}

/** Heroes on the marketplace: a hero goes to market without its items, which stay with the seller. */
export function createTradeableHeroes(deps: { repo: HeroesRepo; items: ItemsService }): TradeableAssets {
  const { repo, items } = deps;
  return {
    ...tradeableReads(repo, tradeable),

    async setListing(tx, assetId, listingId) {
      if (listingId) await items.unequipFrom(tx, [assetId]);
      await repo.update(assetId, { listingId }, tx);
    },

    async transfer(tx, move) {
      const row = await repo.find(move.assetId, tx);
      if (!row || row.owner !== move.from) throw new Error(`hero ${move.assetId} is not ${move.from}'s`);
      await items.unequipFrom(tx, [row.id]);
      await repo.update(row.id, { owner: move.to, listingId: null, purchasedAt: move.at }, tx);
      repo.announce(move.from, tx);
    },
  };
}
