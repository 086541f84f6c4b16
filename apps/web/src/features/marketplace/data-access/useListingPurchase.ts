import type { BuyListingResponse, MarketListing } from '@wos/shared';
import { useCallback } from 'react';
import { toast } from '../../../lib/toast/toast-store.ts';
import { walletCommands } from '../../../lib/wallet/wallet-commands.ts';
import { getWalletSnapshot } from '../../../lib/wallet/wallet-store.ts';
import { useWalletPrompts } from '../../connect/index.ts';
import { useSignedInAccount } from '../../game/index.ts';
import { runTwoPhase, useTransactionProgress } from '../../transactions/index.ts';
import { buyListing, processPurchase } from '../api/marketplace-api.ts';
import { withPurchaseMessage } from '../lib/action-error.ts';
import { isOwnListing } from '../lib/listing-view.ts';
import { MARKET_MESSAGES, WALLET_REQUIRED } from '../lib/market-messages.ts';
import { useMarketRefresh } from './useMarketRefresh.ts';

/** After a 504 that carries a signature, look again after 10 s (as the stake and pack flows do). */
const CONFIRMATION_TIMEOUT_WAIT_MS = 10_000;

const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

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
 * Buying a listing (spec 001 §4, DESIGN §5): the server builds the WLO payment (95 % to the
 * seller, 5 % to the treasury), the buyer's wallet signs its own slot, the server co-signs,
 * sends and confirms it and hands the asset over, all in the shared transaction dialog. The
 * bought listing leaves the list at once; the wallet is read again 1.5 s later.
 */
export function useListingPurchase() {
  const account = useSignedInAccount();
  const { requireWallet } = useWalletPrompts();
  const [progress, controls] = useTransactionProgress();
  const refresh = useMarketRefresh();

  const reportIfClosed = useCallback(
    (kind: 'success' | 'warning' | 'error', message: string) => {
      // The dialog says how it ended; a player who closed it meanwhile gets a toast instead.
      if (!controls.isOpen()) toast[kind](message);
    },
    [controls],
  );

  const buy = useCallback(
    async (listing: MarketListing): Promise<boolean> => {
      if (!requireWallet(WALLET_REQUIRED.buyItems) || !account.signedIn) return false;
      const buyer = account;
      if (isOwnListing(listing, buyer.address)) {
        toast.error(MARKET_MESSAGES.ownListing);
        return false;
      }
      if (!getWalletSnapshot().canSignTransaction) {
        toast.error('Wallet does not support transaction signing');
        return false;
      }
      controls.start(listing.name, listing.price, 'WLO');

      const outcome = await runTwoPhase({
        progress: controls,
        messages: {
          prepareFailed: MARKET_MESSAGES.purchaseFailed,
          signFailed: MARKET_MESSAGES.cancelledByUser,
          processFailed: MARKET_MESSAGES.connectionFailed,
          transactionFailed: MARKET_MESSAGES.purchaseFailed,
          retryFailed: `${MARKET_MESSAGES.purchaseFailed}: Transaction retry failed`,
          unexpected: MARKET_MESSAGES.purchaseFailed,
        },
        prepare: async (): Promise<BuyListingResponse> => {
          try {
            const prepared = await buyListing(listing.id, {
              buyerWalletAddress: buyer.address,
              network: buyer.network,
            });
            // The server names the price the payment carries: show that one.
            controls.start(prepared.listing.name, prepared.price, 'WLO');
            return prepared;
          } catch (error) {
            throw withPurchaseMessage(error);
          }
        },
        sign: (base64) => {
          const wallet = getWalletSnapshot();
          if (wallet.state !== 'connected' || wallet.address !== buyer.address) {
            throw new Error('Wallet not connected');
          }
          return walletCommands.signTransaction(base64);
        },
        process: async (prepared, signedTransaction, skipPreflight) => {
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
        confirm: async () => {
          refresh.dropFromBrowse(listing.id);
          await Promise.all([refresh.market(), refresh.wallet(buyer.address)]);
        },
        confirmationTimedOut: async () => {
          await wait(CONFIRMATION_TIMEOUT_WAIT_MS);
          await Promise.all([refresh.market(), refresh.wallet(buyer.address)]);
          return timedOutMessage(listing);
        },
        successMessage: () => purchasedMessage(listing),
      });

      if (outcome.status === 'success') {
        reportIfClosed('success', purchasedMessage(listing));
        refresh.walletAfterSale(buyer.address);
      } else if (outcome.status === 'timeout') {
        reportIfClosed('warning', timedOutMessage(listing));
      } else {
        // Spec 001 §8: a failed purchase is also a toast (the server's message or string body;
        // at 500 'Server error occurred (500): … The transaction may have failed.').
        toast.error(outcome.message);
        // A listing sold meanwhile or gone: the list should say so.
        void refresh.market().catch((error: unknown) => console.error(error));
      }
      return outcome.status !== 'error';
    },
    [account, controls, refresh, reportIfClosed, requireWallet],
  );

  return { buy, progress, closeProgress: controls.close };
}
