import type { BuyListingResponse, MarketListing, ProcessPurchaseResponse } from '@wos/shared';
import { useCallback } from 'react';
import { itemToast } from '../../../lib/toast/toast-store.ts';
import { type PaidActionConfig, usePaidAction, wentThrough } from '../../game/index.ts';
import { buyListing, processPurchase } from '../api/marketplace-api.ts';
import { purchaseFailureText, withPurchaseMessage } from '../lib/action-error.ts';
import { isOwnListing } from '../lib/listing-view.ts';
import { MARKET_MESSAGES, WALLET_REQUIRED } from '../lib/market-messages.ts';
import { useMarketRefresh } from './useMarketRefresh.ts';

/** Where the bought asset shows up, for the success message. */
const WHERE: Record<MarketListing['assetType'], string> = {
  farmer: 'MY FARMERS on the farmers page',
  hero: 'MY HEROES on the heroes page',
  item: 'YOUR ITEMS on the heroes page',
};

export const purchasedMessage = (listing: Pick<MarketListing, 'name' | 'assetType'>) =>
  `${listing.name} is yours! Find it in ${WHERE[listing.assetType]}.`;

const timedOutMessage = (listing: Pick<MarketListing, 'assetType'>) =>
  `Your purchase might have succeeded, but confirmation timed out. Check ${WHERE[listing.assetType]} in a moment.`;

/**
 * Buying a listing (docs/spec/001-game.md §4, docs/rules.md §6): the server builds the WLO payment of the
 * whole price into the marketplace escrow (the seller's 95 % and the treasury's 5 % are paid out of it once
 * the sale is settled), the buyer's wallet signs its own slot, the server co-signs, sends and confirms it and
 * hands the asset over, all in the shared transaction dialog. A payment that landed after someone else's is
 * refunded in full: the server's 409 says so ("…; your N WLO is on its way back."). The bought listing leaves
 * the list at once; the wallet is read again 1.5 s later.
 */
export function useListingPurchase() {
  const refresh = useMarketRefresh();
  const config: PaidActionConfig<MarketListing, BuyListingResponse, ProcessPurchaseResponse> = {
    wallet: { ask: 'required', message: WALLET_REQUIRED.buyItems },
    check: (listing, buyer) => {
      if (!isOwnListing(listing, buyer.address)) return true;
      itemToast.error(MARKET_MESSAGES.ownListing);
      return false;
    },
    title: (listing) => ({ name: listing.name, price: listing.price, currency: 'WLO' }),
    prepare: async (listing, buyer, dialog) => {
      try {
        const prepared = await buyListing(listing.id, {
          buyerWalletAddress: buyer.address,
          network: buyer.network,
        });
        // The server names the price the payment carries: show that one.
        dialog.start(prepared.listing.name, prepared.price, 'WLO');
        return prepared;
      } catch (error) {
        throw withPurchaseMessage(error);
      }
    },
    process: async (listing, buyer, { prepared, signedTransaction, skipPreflight }) => {
      try {
        return await processPurchase({
          listingId: listing.id,
          signedTransaction,
          buyerWalletAddress: buyer.address,
          purchaseId: prepared.purchaseId,
          network: buyer.network,
          skipPreflight,
        });
      } catch (error) {
        throw withPurchaseMessage(error);
      }
    },
    refresh: async (_listing, buyer) => {
      await Promise.all([refresh.market(), refresh.wallet(buyer.address)]);
    },
    confirm: async (listing, buyer) => {
      refresh.dropFromBrowse(listing.id);
      await Promise.all([refresh.market(), refresh.wallet(buyer.address)]);
    },
    messages: {
      prepareFailed: MARKET_MESSAGES.purchaseFailed,
      prepareFailure: purchaseFailureText,
      signFailed: MARKET_MESSAGES.cancelledByUser,
      processFailed: MARKET_MESSAGES.noAnswer,
      transactionFailed: MARKET_MESSAGES.purchaseFailed,
      retryFailed: `${MARKET_MESSAGES.purchaseFailed}: Transaction retry failed`,
      unexpected: MARKET_MESSAGES.purchaseFailed,
      success: (listing) => purchasedMessage(listing),
      timedOut: timedOutMessage,
    },
    // docs/spec/001-game.md §8: a failed purchase is also a toast (the server's message or string body;
    // at 500 'Server error occurred (500): … The transaction may have failed.').
    errorToast: 'always',
    // docs/spec/001-game.md §9: the local marketplace's toasts close after 3000 ms.
    toasts: itemToast,
    settled: (outcome, _listing, buyer) => {
      if (outcome.status === 'success') refresh.walletAfterSale(buyer.address);
      // A listing sold meanwhile or gone: the list should say so.
      else if (outcome.status === 'error')
        void refresh.market().catch((error: unknown) => console.error(error));
    },
  };
  const { run, progress, closeProgress } = usePaidAction(config);

  const buy = useCallback(async (listing: MarketListing) => wentThrough(await run(listing)), [run]);
  return { buy, progress, closeProgress };
}
