import type { MarketListing } from '@wos/shared';
import { useCallback, useEffect, useState } from 'react';
import { toast } from '../../../lib/toast/toast-store.ts';
import { useWalletPrompts } from '../../connect/index.ts';
import { useSignedInAccount } from '../../game/index.ts';
import { recordListingView, toggleListingLike } from '../api/marketplace-api.ts';
import { marketActionError } from '../lib/action-error.ts';
import { WALLET_REQUIRED } from '../lib/market-messages.ts';

export interface ListingDetailState {
  views: number;
  likes: number;
  /** Whether this wallet likes it: known once it pressed the button (listings do not say). */
  liked: boolean;
  liking: boolean;
}

/**
 * The item detail popup's figures: opening it counts a view (POST …/view, no session
 * needed) and shows the count the server returns, and whether the signed-in wallet likes
 * it; the heart likes the listing or takes the like back (a wallet is needed).
 */
export function useListingDetail(listing: MarketListing | null) {
  const account = useSignedInAccount();
  const { requireWallet } = useWalletPrompts();
  const [state, setState] = useState<ListingDetailState>({ views: 0, likes: 0, liked: false, liking: false });
  const listingId = listing?.id ?? null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per listing opened, not per refresh of its figures
  useEffect(() => {
    if (!listing) return;
    setState({ views: listing.views, likes: listing.likes, liked: false, liking: false });
    let current = true;
    recordListingView(listing.id)
      .then(({ views, liked }) => {
        if (current) setState((previous) => ({ ...previous, views, liked }));
      })
      .catch((error: unknown) => console.error(error));
    return () => {
      current = false;
    };
  }, [listingId]);

  const toggleLike = useCallback(async () => {
    if (!listing) return;
    if (!requireWallet(WALLET_REQUIRED.likeListings) || !account.signedIn) return;
    setState((previous) => ({ ...previous, liking: true }));
    try {
      const { liked, likes } = await toggleListingLike(listing.id, {
        walletAddress: account.address,
        network: account.network,
      });
      setState((previous) => ({ ...previous, liked, likes, liking: false }));
    } catch (error) {
      console.error(error);
      toast.error(marketActionError(error));
      setState((previous) => ({ ...previous, liking: false }));
    }
  }, [account, listing, requireWallet]);

  return { ...state, toggleLike };
}
