import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { storeOffers, useSignedInAccount, type VoucherOffer } from '../../game/index.ts';
import { fetchVouchers } from '../api/packs-api.ts';
import { packsQueryKeys } from '../api/packs-query-keys.ts';

/**
 * The discounted packs the store offers: the signed-in wallet's unused wheel vouchers
 * (GET /packs/vouchers/{address}), the one a GO TO PACK STORE link named first.
 */
export function useVoucherOffers(linkOffer: VoucherOffer | null): VoucherOffer[] {
  const account = useSignedInAccount();
  const address = account.address ?? '';
  const query = useQuery({
    queryKey: packsQueryKeys.vouchers(address),
    queryFn: ({ signal }) => fetchVouchers(address, account.network ?? 'localnet', signal),
    enabled: account.signedIn,
    select: (response) => response.vouchers,
  });
  const serverVouchers = account.signedIn ? query.data : undefined;
  return useMemo(() => storeOffers(serverVouchers, linkOffer), [serverVouchers, linkOffer]);
}
