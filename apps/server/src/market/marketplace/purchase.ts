import { address } from '@solana/kit';
import {
  type BuyListingResponse,
  type MarketListing,
  marketplaceSplit,
  type ProcessPurchaseResponse,
  WosError,
} from '@wos/shared';
import type { WalletService } from '../../account/wallet/service.ts';
import type { GameAccounts } from '../../chain/accounts.ts';
import type { PaymentBalances } from '../../chain/balance-cache.ts';
import type { Database } from '../../db/database.ts';
import type { FeesService } from '../../payments/fees/service.ts';
import type { IntentsService } from '../../payments/intents/service.ts';
import type { PayoutsService } from '../../payments/payouts/service.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import type { TradeableByType } from './listings.ts';
import { MARKET_MESSAGES } from './messages.ts';
import { type PurchaseResult, purchaseSettlement } from './purchase-settlement.ts';
import type { ListingRow, MarketplaceRepo, PurchaseRow } from './repo.ts';
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

const REFUND_WHY: Record<NonNullable<PurchaseResult['reason']>, string> = {
  sold: 'Someone else bought this first',
  cancelled: 'The seller cancelled this listing before your payment landed',
  repriced: 'The seller changed the price before your payment landed',
};

/** What the buyer of a refunded payment is told: plainly, with the amount coming back. */
export function refundMessage(result: PurchaseResult, price: bigint): string {
  return `${REFUND_WHY[result.reason ?? 'sold']}; your ${wlo(price)} WLO is on its way back.`;
}

/**
 * Buying a listing (docs/rules.md §6, decided 2026-11-27): the buyer signs
 * one WLO transfer of the whole price into the marketplace escrow. Nothing is
 * held or reserved, so no caller can freeze a listing: whoever's payment the
 * server finds landed first buys it (purchase-settlement.ts), and every other
 * landed payment for it is refunded in full through the payouts outbox.
 * Cancel and reprice of an unsold listing always succeed at once.
 */
export function createPurchases(deps: {
  db: Database;
  repo: MarketplaceRepo;
  assets: TradeableByType;
  intents: IntentsService;
  payouts: PayoutsService;
  wallet: WalletService;
  fees: FeesService;
  /** The buyer's balance check answers early from the cache; the chain refuses what cannot be paid. */
  balances: PaymentBalances;
  accounts: GameAccounts;
  clock: Clock;
  changed: () => void;
}) {
  const { db, repo, intents, balances, accounts, clock, changed } = deps;
  const escrow = accounts.pools.marketplaceEscrow;
  const purchases = intents.define('marketplace-purchase', purchaseSettlement(deps));

  /** The listing a buyer may pay for now, its split and the payment's legs; else why not. */
  async function payable(listingId: string, buyer: string) {
    const listing = await repo.find(listingId);
    if (!isOpen(listing) || listing.status !== 'active') throw unavailable(listing);
    if (listing.seller === buyer) throw new WosError('MARKET__OWN_LISTING');
    const balance = await balances.lastTokenBalance(address(buyer), accounts.wloMint);
    if (balance < listing.price)
      throw new WosError('PAYMENT__INSUFFICIENT_FUNDS', { message: MARKET_MESSAGES.insufficientBalance });
    const split = marketplaceSplit(listing.price);
    const legs = [{ kind: 'wlo-transfer' as const, to: escrow.address, amount: listing.price }];
    const write = (tx: Database, id: string) =>
      repo.insertPurchase(
        { id, listingId: listing.id, buyer, price: listing.price, createdAt: clock.now() },
        tx,
      );
    return { listing, split, payment: { wallet: buyer, token: 'WLO' as const, legs }, write };
  }

  /**
   * A signed payment for a listing that was sold, cancelled or repriced since
   * it was prepared is not sent at all when it is still only prepared (it
   * would land only to be refunded). Not a hold: one that is already on its
   * way is settled as it lands, a refund included.
   */
  async function refuseBeforeSending(purchase: PurchaseRow): Promise<void> {
    const listing = await repo.find(purchase.listingId);
    const refusal =
      listing?.status === 'active'
        ? listing.price === purchase.price
          ? undefined
          : new WosError('MARKET__PRICE_CHANGED')
        : listing?.buyer === purchase.buyer
          ? undefined
          : unavailable(listing);
    if (!refusal) return;
    if (await db.transaction((tx) => purchases.abandon(purchase.id, tx, refusal.message))) throw refusal;
  }

  return {
    /** A listing as a share link shows it (game/actions); `open` while it can still be bought. */
    async offer(listingId: string): Promise<{ listing: MarketListing; open: boolean } | undefined> {
      const listing = await repo.find(listingId);
      if (!listing || listing.status === 'cancelled') return undefined;
      return { listing: listingView(listing), open: isOpen(listing) };
    },

    /**
     * A Solana Action's purchase (game/actions): the same escrow payment, with
     * a reference key since the wallet sends it itself. Nothing is held: the
     * payment reconciler settles it when it lands (the asset, or a refund).
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
      await refuseBeforeSending(purchase);
      try {
        const { signature, result } = await purchases.process({
          id: purchase.id,
          wallet: request.buyerWalletAddress,
          signedTransaction: request.signedTransaction,
          skipPreflight: request.skipPreflight,
        });
        if (result.outcome === 'refunded') {
          throw new WosError('MARKET__PURCHASE_REFUNDED', { message: refundMessage(result, purchase.price) });
        }
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
