import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useErrorToast } from '../../../lib/hooks/useErrorToast.ts';
import { useSignedInAccount } from '../../game/index.ts';
import { fetchWalletFarmers } from '../api/farmers-api.ts';
import { farmersQueryKeys } from '../api/farmers-query-keys.ts';
import { type FarmerCardView, mergeCounts, ownedCard, sortOwned } from '../lib/farmer-view.ts';
import { FARMERS_MESSAGES } from '../lib/farmers-messages.ts';

/** Yield accrues by the second; a minute between reads keeps the figures honest. */
const REFRESH_MS = 60_000;

export interface OwnedFarmerView {
  card: FarmerCardView;
  /** Farmers of the same kind and level the wallet holds, this one included. */
  sameKind: number;
}

export interface WalletFarmersView {
  farmers: OwnedFarmerView[];
  pendingRewards: number;
  totalYieldPerHour: number;
  /** When the server reported these figures (Date.now()). */
  reportedAt: number;
}

/** The signed-in wallet's farmers (GET /farmers/{address}) as the page shows them. */
export function useWalletFarmers() {
  const account = useSignedInAccount();
  const address = account.address ?? '';
  const query = useQuery({
    queryKey: farmersQueryKeys.owned(address),
    queryFn: ({ signal }) => fetchWalletFarmers(address, account.network ?? 'localnet', signal),
    enabled: account.signedIn,
    refetchInterval: REFRESH_MS,
  });
  useErrorToast(query.error, FARMERS_MESSAGES.fetchFarmersFailed);

  const view = useMemo<WalletFarmersView | undefined>(() => {
    if (!query.data) return undefined;
    const sorted = sortOwned(query.data.farmers);
    const counts = mergeCounts(sorted);
    return {
      farmers: sorted.map((farmer) => ({ card: ownedCard(farmer), sameKind: counts.get(farmer.id) ?? 1 })),
      pendingRewards: query.data.pendingRewards,
      totalYieldPerHour: query.data.totalYieldPerHour,
      reportedAt: query.dataUpdatedAt,
    };
  }, [query.data, query.dataUpdatedAt]);

  return { ...query, view };
}
