import type { MarketListing } from '@wos/shared';
import { useCallback, useState } from 'react';
import { itemToast } from '../../../lib/toast/toast-store.ts';
import { useWalletPrompts } from '../../connect/index.ts';
import { isPaid, PAYMENT_PENDING, type PlayerAccount, useSignedInAccount } from '../../game/index.ts';
import { cancelListing, createListing, instantSell, updateListingPrice } from '../api/marketplace-api.ts';
import { marketActionError } from '../lib/action-error.ts';
import { assetDetailsOf, type InventoryRow } from '../lib/inventory-view.ts';
import { formatWlo, MARKET_MESSAGES, priceUpdated, WALLET_REQUIRED } from '../lib/market-messages.ts';
import { checkPrice } from '../lib/price-input.ts';
import { useMarketRefresh } from './useMarketRefresh.ts';

export type ListingActionKind = 'list' | 'changePrice' | 'cancel' | 'sellNow';

type SignedIn = Extract<PlayerAccount, { signedIn: true }>;

/**
 * Listing, repricing, cancelling and selling instantly (docs/spec/001-game.md §4, §5). Each returns true
 * when it worked: the dialog then closes, the local lists change at once and the reads
 * follow. A failure also ends the dialog, with an error toast in the spec's precedence.
 * Without a wallet, each opens Wallet Required with its own reason and returns false.
 */
export function useListingActions() {
  const account = useSignedInAccount();
  const { requireWallet } = useWalletPrompts();
  const refresh = useMarketRefresh();
  const [pending, setPending] = useState<ListingActionKind | null>(null);

  const run = useCallback(
    async (
      kind: ListingActionKind,
      walletReason: string,
      fallback: string,
      call: (wallet: SignedIn) => Promise<void>,
    ): Promise<boolean> => {
      if (!requireWallet(walletReason) || !account.signedIn) return false;
      setPending(kind);
      try {
        await call(account);
        return true;
      } catch (error) {
        console.error(error);
        itemToast.error(marketActionError(error, fallback));
        return false;
      } finally {
        setPending(null);
        void refresh.market().catch((error: unknown) => console.error(error));
        refresh.wallet(account.address).catch((error: unknown) => console.error(error));
      }
    },
    [account, refresh, requireWallet],
  );

  const list = useCallback(
    async (row: InventoryRow, priceText: string): Promise<boolean> => {
      if (row.equipped) {
        itemToast.error(MARKET_MESSAGES.unequipFirst);
        return false;
      }
      const price = checkPrice(priceText);
      if (!price.ok) {
        itemToast.error(price.message);
        return false;
      }
      return run('list', WALLET_REQUIRED.listItems, MARKET_MESSAGES.listFailed, async (wallet) => {
        const result = await createListing({
          walletAddress: wallet.address,
          assetId: row.id,
          assetType: row.assetType,
          price: price.price,
          assetDetails: assetDetailsOf(row),
          network: wallet.network,
        });
        refresh.markAsset(wallet.address, row.id, result.listing.id);
        refresh.addToMine(wallet.address, result.listing);
        itemToast.success(`${row.name} is listed for ${formatWlo(result.listing.price)} WLO!`);
      });
    },
    [run, refresh],
  );

  const changePrice = useCallback(
    async (listing: MarketListing, priceText: string): Promise<boolean> => {
      const price = checkPrice(priceText);
      if (!price.ok) {
        itemToast.error(price.message);
        return false;
      }
      return run(
        'changePrice',
        WALLET_REQUIRED.editListings,
        MARKET_MESSAGES.updateFailed,
        async (wallet) => {
          const result = await updateListingPrice(listing.id, {
            walletAddress: wallet.address,
            price: price.price,
            network: wallet.network,
          });
          refresh.replaceInMine(wallet.address, result.listing);
          itemToast.success(priceUpdated(formatWlo(result.listing.price)));
        },
      );
    },
    [run, refresh],
  );

  const cancel = useCallback(
    (listing: MarketListing): Promise<boolean> =>
      run('cancel', WALLET_REQUIRED.cancelListings, MARKET_MESSAGES.cancelFailed, async (wallet) => {
        await cancelListing(listing.id, { walletAddress: wallet.address, network: wallet.network });
        refresh.dropFromMine(wallet.address, listing.id);
        refresh.dropFromBrowse(listing.id);
        refresh.markAsset(wallet.address, listing.assetId, null);
        itemToast.success(MARKET_MESSAGES.canceled);
      }),
    [run, refresh],
  );

  const sellNow = useCallback(
    async (row: InventoryRow): Promise<boolean> => {
      if (row.equipped) {
        itemToast.error(MARKET_MESSAGES.unequipFirst);
        return false;
      }
      return run('sellNow', WALLET_REQUIRED.sellItems, MARKET_MESSAGES.saleFailed, async (wallet) => {
        const result = await instantSell({
          walletAddress: wallet.address,
          assetId: row.id,
          assetType: row.assetType,
          network: wallet.network,
        });
        refresh.dropAsset(wallet.address, row.id);
        const amount = `${formatWlo(result.credits)} WLO`;
        if (isPaid(result.payout)) itemToast.success(`Sold ${row.name} for ${amount}!`);
        else itemToast.warning(`${PAYMENT_PENDING}: ${amount} for ${row.name} is on its way`);
        refresh.walletAfterSale(wallet.address);
      });
    },
    [run, refresh],
  );

  return { list, changePrice, cancel, sellNow, pending };
}
