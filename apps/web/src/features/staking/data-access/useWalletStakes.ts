import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useErrorToast } from '../../../lib/hooks/useErrorToast.ts';
import { noteServerLowerBound, useServerNow } from '../../../lib/time/server-clock.ts';
import { fetchWalletStakes } from '../api/staking-api.ts';
import { stakingQueryKeys } from '../api/staking-query-keys.ts';
import { type PositionView, serverTimesPassed, sortPositions, toPositionView } from '../lib/position-view.ts';
import { STAKING_MESSAGES } from '../lib/staking-messages.ts';
import { useStakingAccount } from './useStakingAccount.ts';

/** Rewards accrue once a day; a minute is often enough to follow them and lock ends. */
const REFRESH_MS = 60_000;

export interface WalletStakesView {
  positions: PositionView[];
  totalStaked: number;
  totalRewards: number;
}

/** The signed-in wallet's positions as the page shows them (lock state in server time). */
export function useWalletStakes() {
  const account = useStakingAccount();
  const address = account.address ?? '';
  const query = useQuery({
    queryKey: stakingQueryKeys.stakes(address),
    queryFn: async ({ signal }) => {
      const response = await fetchWalletStakes(address, account.network ?? 'localnet', signal);
      for (const time of serverTimesPassed(response.stakes)) noteServerLowerBound(time);
      return response;
    },
    enabled: account.signedIn,
    refetchInterval: REFRESH_MS,
  });
  useErrorToast(query.error, STAKING_MESSAGES.fetchStakesFailed);

  const now = useServerNow();
  const view = useMemo<WalletStakesView | undefined>(() => {
    if (!query.data) return undefined;
    return {
      positions: sortPositions(query.data.stakes.map((stake) => toPositionView(stake, now))),
      totalStaked: query.data.totalStaked,
      totalRewards: query.data.totalRewards,
    };
  }, [query.data, now]);

  return { ...query, view };
}
