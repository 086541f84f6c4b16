import { useQueryClient } from '@tanstack/react-query';
import type { listingsResponse, MarketListing, sellerListingsResponse, WalletAssets } from '@wos/shared';
import { useMemo } from 'react';
import type { z } from 'zod';
import { itemToast } from '../../../lib/toast/toast-store.ts';
import { useRefreshAfterPayment } from '../../game/index.ts';
import { walletQueryKeys } from '../../wallet/index.ts';
import { marketplaceQueryKeys } from '../api/marketplace-query-keys.ts';
import { withListing, withoutListing } from '../lib/listing-view.ts';
import { MARKET_MESSAGES, WALLET_REFRESH_DELAY_MS } from '../lib/market-messages.ts';

type ListingsPage = z.output<typeof listingsResponse>;
type SellerListings = z.output<typeof sellerListingsResponse>;

/**
 * What a marketplace action changes on screen: first the local lists (at once, so a sold or
 * cancelled listing disappears), then the reads again from the server.
 */
export function useMarketRefresh() {
  const queryClient = useQueryClient();
  const refresh = useRefreshAfterPayment();
  return useMemo(() => {
    const updateMine = (address: string, change: (listings: MarketListing[]) => MarketListing[]) =>
      queryClient.setQueryData<SellerListings>(marketplaceQueryKeys.mine(address), (old) =>
        old ? { ...old, data: { listings: change(old.data.listings) } } : old,
      );
    const updateAssets = (address: string, change: (assets: WalletAssets) => WalletAssets) =>
      queryClient.setQueryData<WalletAssets>(walletQueryKeys.assets(address), (old) =>
        old ? change(old) : old,
      );
    return {
      /** A listing sold, bought or cancelled: gone from every browse page at once. */
      dropFromBrowse(listingId: string) {
        queryClient.setQueriesData<ListingsPage>({ queryKey: marketplaceQueryKeys.listingsPages }, (old) =>
          old
            ? { ...old, data: { ...old.data, listings: withoutListing(old.data.listings, listingId) } }
            : old,
        );
      },
      dropFromMine(address: string, listingId: string) {
        updateMine(address, (listings) => withoutListing(listings, listingId));
      },
      replaceInMine(address: string, listing: MarketListing) {
        updateMine(address, (listings) => withListing(listings, listing));
      },
      addToMine(address: string, listing: MarketListing) {
        updateMine(address, (listings) => [listing, ...withoutListing(listings, listing.id)]);
      },
      /** An asset listed (it leaves My Inventory) or sold (it leaves the wallet). */
      markAsset(address: string, assetId: string, listingId: string | null) {
        updateAssets(address, (assets) => ({
          farmers: assets.farmers.map((a) => (a.id === assetId ? { ...a, listing_id: listingId } : a)),
          heroes: assets.heroes.map((a) => (a.id === assetId ? { ...a, listing_id: listingId } : a)),
          items: assets.items.map((a) => (a.id === assetId ? { ...a, listing_id: listingId } : a)),
        }));
      },
      dropAsset(address: string, assetId: string) {
        updateAssets(address, (assets) => ({
          farmers: assets.farmers.filter((a) => a.id !== assetId),
          heroes: assets.heroes.filter((a) => a.id !== assetId),
          items: assets.items.filter((a) => a.id !== assetId),
        }));
      },
      /** Listings pages and stats from the server again. */
      market: () => refresh.now([marketplaceQueryKeys.all]),
      /** Everything about the wallet (assets, listings, balance, history) from the server again. */
      wallet: (address: string) => refresh.now([walletQueryKeys.all(address)]),
      /**
       * docs/spec/001-game.md §4: after a sale the wallet is read again 1.5 s later, and the player is told
       * the balance may lag. The sale itself has already read it once at once (the action's
       * own refresh, or the purchase's confirm step).
       */
      walletAfterSale(address: string) {
        itemToast.info(MARKET_MESSAGES.walletDelay);
        refresh.later([walletQueryKeys.all(address)], WALLET_REFRESH_DELAY_MS);
      },
    };
  }, [queryClient, refresh]);
}
