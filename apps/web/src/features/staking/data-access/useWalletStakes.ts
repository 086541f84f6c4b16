import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useErrorToast } from '../../../lib/hooks/useErrorToast.ts';
import { useSignedInAccount } from '../../game/index.ts';
import { fetchWalletStakes } from '../api/staking-api.ts';
import { stakingQueryKeys } from '../api/staking-query-keys.ts';
import { type PositionView, sortPositions, toPositionView } from '../lib/position-view.ts';
import { STAKING_MESSAGES } from '../lib/staking-messages.ts';

/** Rewards accrue once a day; a minute is often enough to follow them and lock ends. */
const REFRESH_MS = 60_000;

export interface WalletStakesView {
  positions: PositionView[];
  totalStaked: number;
  totalRewards: number;
}

/** The signed-in wallet's positions as the page shows them. */
export function useWalletStakes() {
  const account = useSignedInAccount();
  const address = account.address ?? '';
  const query = useQuery({
    queryKey: stakingQueryKeys.stakes(address),
    queryFn: ({ signal }) => fetchWalletStakes(address, account.network ?? 'localnet', signal),
    enabled: account.signedIn,
    refetchInterval: REFRESH_MS,
  });
  useErrorToast(query.error, STAKING_MESSAGES.fetchStakesFailed);

  const view = useMemo<WalletStakesView | undefined>(() => {
    if (!query.data) return undefined;
    return {
      positions: sortPositions(query.data.stakes.map(toPositionView)),
      totalStaked: query.data.totalStaked,
      totalRewards: query.data.totalRewards,
    };
  }, [query.data]);

  return { ...query, view };
}
