import { MARKETPLACE_FEE_PERCENT, marketplaceSplit } from '@wos/shared';
import { z } from 'zod';
import type { WalletService } from '../../account/wallet/service.ts';
import type { GameAccounts } from '../../chain/accounts.ts';
import type { Database } from '../../db/database.ts';
import type { FeesService } from '../../payments/fees/service.ts';
import type { IntentEffect, IntentRow } from '../../payments/intents/effect.ts';
import type { PayoutsService } from '../../payments/payouts/service.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import type { TradeableByType } from './listings.ts';
import type { ListingRow, MarketplaceRepo, PurchaseRow } from './repo.ts';

/** Why a landed payment did not buy its listing: the whole price goes back. */
export type RefundReason = 'sold' | 'cancelled' | 'repriced';

export const purchaseResult = z.object({
  outcome: z.enum(['bought', 'refunded']).default('bought'),
  listingId: z.string(),
  assetType: z.enum(['farmer', 'hero', 'item']),
  assetId: z.string(),
  name: z.string(),
  reason: z.enum(['sold', 'cancelled', 'repriced']).optional(),
  /** The payouts this settlement accepted (sent at once after commit; the outbox retries them). */
  payoutIds: z.array(z.string()).default([]),
});
export type PurchaseResult = z.infer<typeof purchaseResult>;

/** One key per payout a purchase can cause, so each is accepted at most once, ever. */
const payoutKey = (purchaseId: string, part: 'seller' | 'fee' | 'refund') => `market:${purchaseId}:${part}`;

function refundReason(listing: ListingRow, purchase: PurchaseRow): RefundReason | null {
  if (listing.status === 'sold') return 'sold';
  if (listing.status === 'cancelled') return 'cancelled';
  if (listing.price !== purchase.price) return 'repriced';
  return null;
}

/**
 * What a landed marketplace payment does (docs/rules.md §6, decided
 * 2026-11-27): the buyer paid the whole price into the marketplace escrow.
 * Applied under the listing's row lock, so the first landed payment the
 * server settles buys the listing: the asset changes owner, and the seller's
 * 95 % and the treasury's 5 % are accepted into the payouts outbox from the
 * escrow. Any other landed payment for it (sold, cancelled or repriced in
 * between) is refunded in full the same way. Dedupe keys make each payout
 * happen once, whatever repeats or crashes.
 */
export function purchaseSettlement(deps: {
  repo: MarketplaceRepo;
  assets: TradeableByType;
  payouts: PayoutsService;
  wallet: WalletService;
  fees: FeesService;
  accounts: GameAccounts;
  clock: Clock;
  changed: () => void;
}): IntentEffect<PurchaseResult> {
  const { repo, assets, payouts, wallet, fees, accounts, clock, changed } = deps;

  async function purchaseOf(tx: Database, intent: IntentRow): Promise<PurchaseRow> {
    const purchase = await repo.findPurchase(intent.id, tx);
    if (!purchase) throw new Error(`marketplace purchase ${intent.id} has no purchase row`);
    return purchase;
  }

  /** The asset to the buyer and the listing closed as sold, with the buyer's history row. */
  async function handOver(tx: Database, intent: IntentRow, listing: ListingRow, signature: string) {
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
    await recordPaid(tx, intent, listing.name, listing.price, signature);
  }

  /** The buyer's landed payment in their history, whatever it bought. */
  async function recordPaid(tx: Database, intent: IntentRow, name: string, price: bigint, signature: string) {
    await wallet.record(
      {
        category: 'marketplace',
        type: 'Purchase',
        token: 'WLO',
        signature,
        wallet: intent.wallet,
        item: `${name} (marketplace)`,
        amount: -price,
      },
      tx,
    );
  }

  async function recordFee(tx: Database, intent: IntentRow, price: bigint, fee: bigint, signature: string) {
    await fees.record(tx, {
      source: 'marketplace-sale',
      sourceId: intent.id,
      wallet: intent.wallet,
      token: 'WLO',
      total: price,
      shares: [fees.share('treasury', MARKETPLACE_FEE_PERCENT, fee)],
      signature,
    });
  }

  async function sell(tx: Database, intent: IntentRow, listing: ListingRow, signature: string) {
    await handOver(tx, intent, listing, signature);
    const split = marketplaceSplit(listing.price);
    const item = `${listing.name} (marketplace)`;
    const seller = await payouts.enqueue(tx, {
      kind: 'marketplace_sale',
      wallet: listing.seller,
      amount: split.seller,
      sourcePool: 'marketplaceEscrow',
      prepaid: true,
      dedupeKey: payoutKey(intent.id, 'seller'),
      history: { category: 'marketplace', type: 'Sale', item },
    });
    const payoutIds = [seller.id];
    if (split.fee > 0n) {
      const fee = await payouts.enqueue(tx, {
        kind: 'marketplace_fee',
        wallet: accounts.pools.treasury.address,
        amount: split.fee,
        sourcePool: 'marketplaceEscrow',
        prepaid: true,
        dedupeKey: payoutKey(intent.id, 'fee'),
      });
      payoutIds.push(fee.id);
      await recordFee(tx, intent, listing.price, split.fee, signature);
    }
    return payoutIds;
  }

  async function refund(
    tx: Database,
    intent: IntentRow,
    purchase: PurchaseRow,
    name: string,
    signature: string,
  ) {
    await recordPaid(tx, intent, name, purchase.price, signature);
    const payout = await payouts.enqueue(tx, {
      kind: 'marketplace_refund',
      wallet: intent.wallet,
      amount: purchase.price,
      sourcePool: 'marketplaceEscrow',
      prepaid: true,
      dedupeKey: payoutKey(intent.id, 'refund'),
      history: { category: 'marketplace', type: 'Refund', item: `${name} (marketplace)` },
    });
    return [payout.id];
  }

  return {
    result: purchaseResult,
    // The escrow signs in process, so a page purchase lands only through the server (a handed-out one is co-signed as it is handed out).
    cosigner: accounts.pools.marketplaceEscrow,

    async apply(tx, intent, signature) {
      const purchase = await purchaseOf(tx, intent);
      const listing = await repo.lock(purchase.listingId, tx);
      if (!listing) throw new Error(`listing ${purchase.listingId} of purchase ${intent.id} is gone`);
      const asset = {
        listingId: listing.id,
        assetType: listing.assetType,
        assetId: listing.assetId,
        name: listing.name,
      };
      // A payment prepared before escrow (2026-11-27) paid the seller directly and held the listing.
      if (listing.status === 'pending' && listing.pendingPurchaseId === intent.id) {
        await sellHeldBeforeEscrow(tx, intent, listing, signature);
        return { outcome: 'bought', ...asset, payoutIds: [] };
      }
      const reason = refundReason(listing, purchase);
      if (reason) {
        const payoutIds = await refund(tx, intent, purchase, listing.name, signature);
        return { outcome: 'refunded', reason, ...asset, payoutIds };
      }
      const payoutIds = await sell(tx, intent, listing, signature);
      return { outcome: 'bought', ...asset, payoutIds };
    },

    async failed(tx, intent) {
      // Only a payment prepared before escrow held its listing; give it back.
      const purchase = await repo.findPurchase(intent.id, tx);
      if (purchase) await repo.release(purchase.listingId, intent.id, tx);
    },

    async afterApply(_intent, result) {
      changed();
      if (result.payoutIds.length > 0) await payouts.dispatchBatch(result.payoutIds);
    },
  };

  /** The pre-escrow sale: the buyer's transaction already paid the seller and the treasury. */
  async function sellHeldBeforeEscrow(
    tx: Database,
    intent: IntentRow,
    listing: ListingRow,
    signature: string,
  ) {
    await handOver(tx, intent, listing, signature);
    const split = marketplaceSplit(listing.price);
    await wallet.record(
      {
        category: 'marketplace',
        type: 'Sale',
        token: 'WLO',
        signature,
        wallet: listing.seller,
        item: `${listing.name} (marketplace)`,
        amount: split.seller,
      },
      tx,
    );
    if (split.fee > 0n) await recordFee(tx, intent, listing.price, split.fee, signature);
  }
}
