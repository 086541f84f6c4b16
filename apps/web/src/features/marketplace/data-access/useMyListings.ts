import { useQuery } from '@tanstack/react-query';
import { useSignedInAccount } from '../../game/index.ts';
import { fetchSellerListings } from '../api/marketplace-api.ts';
import { marketplaceQueryKeys } from '../api/marketplace-query-keys.ts';

const REFRESH_MS = 30_000;

/** The signed-in wallet's open listings (GET /marketplace/listings/{wallet}): My Listings. */
export function useMyListings() {
  const account = useSignedInAccount();
  const address = account.address ?? '';
  return useQuery({
    queryKey: marketplaceQueryKeys.mine(address),
    queryFn: ({ signal }) => fetchSellerListings(address, account.network ?? 'localnet', signal),
    select: (response) => response.data.listings,
    enabled: account.signedIn,
    refetchInterval: REFRESH_MS,
  });
}
