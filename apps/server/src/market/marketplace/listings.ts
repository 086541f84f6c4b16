import { randomUUID } from 'node:crypto';
import {
  type MarketAssetType,
  type MarketListing,
  parseListingPrice,
  type TransactionTypeOf,
  WosError,
} from '@wos/shared';
import type { WalletService } from '../../account/wallet/service.ts';
import type { Database } from '../../db/database.ts';
import type { TradeableAsset, TradeableAssets } from '../../game/assets/tradeable.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import { MARKET_MESSAGES } from './messages.ts';
import type { ListingRow, MarketplaceRepo } from './repo.ts';
import { listingView, wlo } from './view.ts';

export type TradeableByType = Record<MarketAssetType, TradeableAssets>;

export interface CreateListing {
  walletAddress: string;
  assetId: string;
  assetType: MarketAssetType;
  price?: unknown;
}

/** The wallet's own asset, free to sell: the rules shared by listing and instant selling. */
export function assertSellable(
  asset: TradeableAsset | undefined,
  wallet: string,
  alreadyListed: string = MARKET_MESSAGES.alreadyListed,
): TradeableAsset {
  if (!asset) throw new WosError('ASSET__NOT_FOUND', { message: MARKET_MESSAGES.notInInventory });
  if (asset.owner !== wallet) throw new WosError('ASSET__NOT_YOURS');
  if (asset.listingId) throw new WosError('ASSET__ALREADY_LISTED', { message: alreadyListed });
  if (asset.equipped) throw new WosError('ASSET__EQUIPPED');
  return asset;
}

/** The seller's open listing, locked, that may still change (no buyer is paying for it). */
async function lockOwnListing(
  repo: MarketplaceRepo,
  tx: Database,
  listingId: string,
  wallet: string,
  notYours: string,
): Promise<ListingRow> {
  const listing = await repo.lock(listingId, tx);
  if (!listing || listing.status === 'sold' || listing.status === 'cancelled') {
    throw new WosError('MARKET__LISTING_NOT_FOUND');
  }
  if (listing.seller !== wallet) throw new WosError('MARKET__NOT_YOUR_LISTING', { message: notYours });
  if (listing.status === 'pending') throw new WosError('MARKET__SALE_IN_PROGRESS');
  return listing;
}

/**
 * Listing, repricing and cancelling (docs/spec/001-game.md §5, §8): only the owner lists,
 * only an unequipped asset not already listed, at a price above 0 with at
 * most 6 decimals; only the seller changes or cancels, and not while a buyer
 * is paying. The asset is held by its feature while the listing is open.
 */
export function createListings(deps: {
  db: Database;
  repo: MarketplaceRepo;
  assets: TradeableByType;
  wallet: WalletService;
  clock: Clock;
  changed: () => void;
}) {
  const { db, repo, assets, wallet, clock, changed } = deps;

  const history = (tx: Database, seller: string, type: TransactionTypeOf<'marketplace'>, item: string) =>
    wallet.record({ wallet: seller, type, category: 'marketplace', item, amount: 0n, token: 'WLO' }, tx);

  return {
    async create(request: CreateListing): Promise<{ message: string; listing: MarketListing }> {
      const price = parseListingPrice(request.price);
      const row = await db.transaction(async (tx) => {
        const tradeable = assets[request.assetType];
        const asset = assertSellable(await tradeable.lock(tx, request.assetId), request.walletAddress);
        const listingId = randomUUID();
        const listing = await repo.insert(
          {
            id: listingId,
            seller: request.walletAddress,
            assetType: request.assetType,
            assetId: asset.id,
            name: asset.name,
            rarity: asset.rarity,
            subType: asset.subType,
            description: asset.description,
            image: asset.image,
            level: asset.level,
            yieldPerHour: asset.yieldPerHour,
            power: asset.power,
            price,
            status: 'active',
            listedAt: clock.now(),
          },
          tx,
        );
        await tradeable.setListing(tx, asset.id, listingId);
        await history(
          tx,
          request.walletAddress,
          'Listing Created',
          `${asset.name} listed for ${wlo(price)} WLO`,
        );
        return listing;
      });
      changed();
      return { message: `${row.name} is listed for ${wlo(row.price)} WLO`, listing: listingView(row) };
    },

    async reprice(
      listingId: string,
      walletAddress: string,
      newPrice: unknown,
    ): Promise<{ message: string; listing: MarketListing }> {
      const price = parseListingPrice(newPrice);
      const row = await db.transaction(async (tx) => {
        const listing = await lockOwnListing(
          repo,
          tx,
          listingId,
          walletAddress,
          MARKET_MESSAGES.notYourListingPrice,
        );
        const updated = await repo.update(listing.id, { price }, tx);
        await history(
          tx,
          walletAddress,
          'Listing Updated',
          `${listing.name}: ${wlo(listing.price)} → ${wlo(price)} WLO`,
        );
        return updated;
      });
      changed();
      return { message: `Price updated successfully to ${wlo(row.price)} WLO!`, listing: listingView(row) };
    },

    async cancel(listingId: string, walletAddress: string): Promise<{ message: string; listingId: string }> {
      await db.transaction(async (tx) => {
        const listing = await lockOwnListing(
          repo,
          tx,
          listingId,
          walletAddress,
          MARKET_MESSAGES.notYourListingCancel,
        );
        const tradeable = assets[listing.assetType];
        await tradeable.lock(tx, listing.assetId);
        await tradeable.setListing(tx, listing.assetId, null);
        await repo.update(listing.id, { status: 'cancelled', closedAt: clock.now() }, tx);
        await history(tx, walletAddress, 'Listing Canceled', listing.name);
      });
      changed();
      return { message: 'Listing canceled successfully!', listingId };
    },
  };
}
