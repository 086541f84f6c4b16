import { address } from '@solana/kit';
import {
  type BuyListingResponse,
  MARKETPLACE_FEE_PERCENT,
  type MarketListing,
  marketplaceSplit,
  type ProcessPurchaseResponse,
  WosError,
} from '@wos/shared';
import { z } from 'zod';
import type { WalletService } from '../../account/wallet/service.ts';
import type { GameAccounts } from '../../chain/accounts.ts';
import type { PaymentLeg } from '../../chain/payment.ts';
import type { Chain } from '../../chain/port.ts';
import type { Database } from '../../db/database.ts';
import type { FeesService } from '../../payments/fees/service.ts';
import type { IntentRow } from '../../payments/intents/effect.ts';
import type { IntentsService } from '../../payments/intents/service.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import type { TradeableByType } from './listings.ts';
import { MARKET_MESSAGES } from './messages.ts';
import type { ListingRow, MarketplaceRepo } from './repo.ts';
import { listingView, wlo } from './view.ts';

export interface ProcessPurchase {
  listingId: string;
  buyerWalletAddress: string;
  signedTransaction: string;
  purchaseId?: string | undefined;
  skipPreflight?: boolean | undefined;
}

const isOpen = (listing: ListingRow | undefined): listing is ListingRow =>
  listing?.status === 'active' || listing?.status === 'pending';

/** Why a listing cannot be bought now, as the buyer reads it. */
function unavailable(listing: ListingRow | undefined): WosError {
  if (listing?.status === 'sold') return new WosError('MARKET__LISTING_SOLD');
  if (listing?.status === 'pending') return new WosError('MARKET__LISTING_PENDING');
  return new WosError('MARKET__LISTING_NOT_FOUND');
}

/**
 * Buying a listing (docs/rules.md §6): one buyer-signed WLO transaction pays 95 % to
 * the seller and 5 % to the treasury. The server co-signs it only after the
 * listing was held for this purchase, in the same database transaction that
 * marks the payment sending, so with many buyers at once exactly one payment
 * is ever sent; the others are refused before anything leaves their wallets,
 * and no buyer can put the transaction on chain without the server. When it
 * lands, the asset changes owner and the listing closes in the database
 * transaction that records the payment.
 */
export function createPurchases(deps: {
  repo: MarketplaceRepo;
  assets: TradeableByType;
  intents: IntentsService;
  wallet: WalletService;
  fees: FeesService;
  chain: Chain;
  accounts: GameAccounts;
  clock: Clock;
  changed: () => void;
}) {
  const { repo, assets, intents, wallet, fees, chain, accounts, clock, changed } = deps;
  const treasury = accounts.pools.treasury;

  async function purchaseOf(tx: Database, intent: IntentRow) {
    const purchase = await repo.findPurchase(intent.id, tx);
    if (!purchase) throw new Error(`marketplace purchase ${intent.id} has no purchase row`);
    return purchase;
  }

  const purchases = intents.define('marketplace-purchase', {
    result: z.object({
      listingId: z.string(),
      assetType: z.enum(['farmer', 'hero', 'item']),
      assetId: z.string(),
      name: z.string(),
    }),
    cosigner: treasury,

    async reserve(tx, intent) {
      const purchase = await purchaseOf(tx, intent);
      const listing = await repo.lock(purchase.listingId, tx);
      if (listing?.status !== 'active') throw unavailable(listing);
      if (listing.price !== purchase.price) throw new WosError('MARKET__PRICE_CHANGED');
      await repo.update(listing.id, { status: 'pending', pendingPurchaseId: intent.id }, tx);
    },

    async release(tx, intent) {
      const purchase = await purchaseOf(tx, intent);
      await repo.release(purchase.listingId, intent.id, tx);
    },

    async apply(tx, intent, signature) {
      const purchase = await purchaseOf(tx, intent);
      const listing = await repo.lock(purchase.listingId, tx);
      // reserve() held it for this purchase before the payment was sent, and nothing else frees it meanwhile.
      if (listing?.status !== 'pending' || listing.pendingPurchaseId !== intent.id) {
        throw new Error(`listing ${purchase.listingId} is not held by the landed purchase ${intent.id}`);
      }
      const now = clock.now();
      const tradeable = assets[listing.assetType];
      await tradeable.lock(tx, listing.assetId);
      await tradeable.transfer(tx, {
        assetId: listing.assetId,
        from: listing.seller,
        to: intent.wallet,
        at: now,
      });
      await repo.update(
        listing.id,
        {
          status: 'sold',
          pendingPurchaseId: null,
          buyer: intent.wallet,
          saleSignature: signature,
          closedAt: now,
        },
        tx,
      );
      const split = marketplaceSplit(listing.price);
      const trade = { category: 'marketplace' as const, token: 'WLO' as const, signature };
      await wallet.recordMany(
        [
          {
            ...trade,
            wallet: intent.wallet,
            type: 'Purchase',
            item: `${listing.name} (marketplace)`,
            amount: -listing.price,
          },
          {
            ...trade,
            wallet: listing.seller,
            type: 'Sale',
            item: `${listing.name} (marketplace)`,
            amount: split.seller,
          },
        ],
        tx,
      );
      if (split.fee > 0n) {
        await fees.record(tx, {
          source: 'marketplace-sale',
          sourceId: intent.id,
          wallet: intent.wallet,
          token: 'WLO',
          total: listing.price,
          shares: [fees.share('treasury', MARKETPLACE_FEE_PERCENT, split.fee)],
          signature,
        });
      }
      return {
        listingId: listing.id,
        assetType: listing.assetType,
        assetId: listing.assetId,
        name: listing.name,
      };
    },
  });

  /** The listing a buyer may pay for now, its split and the payment's legs; else why not. */
  async function payable(listingId: string, buyer: string) {
    const listing = await repo.find(listingId);
    if (!isOpen(listing) || listing.status !== 'active') throw unavailable(listing);
    if (listing.seller === buyer) throw new WosError('MARKET__OWN_LISTING');
    const balance = await chain.getTokenBalance(address(buyer), accounts.wloMint);
    if (balance < listing.price)
      throw new WosError('PAYMENT__INSUFFICIENT_FUNDS', { message: MARKET_MESSAGES.insufficientBalance });
    const split = marketplaceSplit(listing.price);
    const legs: PaymentLeg[] = [{ kind: 'wlo-transfer', to: address(listing.seller), amount: split.seller }];
    if (split.fee > 0n) legs.push({ kind: 'wlo-transfer', to: treasury.address, amount: split.fee });
    const write = (tx: Database, id: string) =>
      repo.insertPurchase(
        { id, listingId: listing.id, buyer, price: listing.price, createdAt: clock.now() },
        tx,
      );
    return { listing, split, payment: { wallet: buyer, token: 'WLO' as const, legs }, write };
  }

  return {
    /** A listing as a share link shows it (game/actions); `open` while it can still be bought. */
    async offer(listingId: string): Promise<{ listing: MarketListing; open: boolean } | undefined> {
      const listing = await repo.find(listingId);
      if (!listing || listing.status === 'cancelled') return undefined;
      return { listing: listingView(listing), open: isOpen(listing) };
    },

    /**
     * A Solana Action's purchase (game/actions): the same payment, co-signed
     * and with the listing held for this buyer as it is handed out, since the
     * wallet sends it itself; the payment reconciler hands the asset over
     * when it lands, or frees the listing once its blockhash expired.
     */
    async handOut(
      listingId: string,
      buyer: string,
    ): Promise<{ transaction: string; name: string; price: string }> {
      const { listing, payment, write } = await payable(listingId, buyer);
      try {
        const { transaction } = await purchases.handOut(payment, write);
        return { transaction, name: listing.name, price: String(wlo(listing.price)) };
      } finally {
        changed();
      }
    },

    /** POST /marketplace/buy/{listingId}: the buyer's payment to sign. */
    async prepare(listingId: string, buyer: string): Promise<BuyListingResponse> {
      const { listing, split, payment, write } = await payable(listingId, buyer);
      const { id: purchaseId, transaction } = await purchases.prepare(payment, write);
      return {
        success: true,
        transaction,
        purchaseId,
        listing: listingView(listing),
        price: wlo(listing.price),
        sellerReceives: wlo(split.seller),
        fee: wlo(split.fee),
      };
    },

    /** POST /marketplace/process-transaction: sends the signed payment once and hands the asset over. */
    async process(request: ProcessPurchase): Promise<ProcessPurchaseResponse> {
      const purchase = request.purchaseId
        ? await repo.findPurchase(request.purchaseId)
        : await repo.latestPurchase(request.listingId, request.buyerWalletAddress);
      if (
        !purchase ||
        purchase.listingId !== request.listingId ||
        purchase.buyer !== request.buyerWalletAddress
      ) {
        throw new WosError('MARKET__PURCHASE_NOT_FOUND');
      }
      try {
        const { signature, result } = await purchases.process({
          id: purchase.id,
          wallet: request.buyerWalletAddress,
          signedTransaction: request.signedTransaction,
          skipPreflight: request.skipPreflight,
        });
        return {
          success: true,
          signature,
          message: `You bought ${result.name} for ${wlo(purchase.price)} WLO`,
          listingId: result.listingId,
          asset: { assetType: result.assetType, assetId: result.assetId, name: result.name },
        };
      } finally {
        changed();
      }
    },
  };
}
