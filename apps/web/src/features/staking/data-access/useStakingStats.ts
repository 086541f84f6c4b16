import { useQuery } from '@tanstack/react-query';
import { useAppConfig } from '../../../lib/config/config-query.ts';
import { noteServerLowerBound } from '../../../lib/time/server-clock.ts';
import { fetchStakingStats } from '../api/staking-api.ts';
import { stakingQueryKeys } from '../api/staking-query-keys.ts';
import { FALLBACK_STATS, type StatsFigures, statsFigures } from '../lib/stats-figures.ts';

/** The banner's figures: fetched once per visit; the spec's fallback figures when that fails. */
export function useStakingStats(): StatsFigures | null {
  const network = useAppConfig()?.network;
  const query = useQuery({
    queryKey: stakingQueryKeys.stats,
    queryFn: async ({ signal }) => {
      const response = await fetchStakingStats(network ?? 'localnet', signal);
      const last = response.stats.lastDistribution?.distribution_date;
      if (last) noteServerLowerBound(Date.parse(`${last.slice(0, 10)}T00:00:00Z`));
      return response;
    },
    enabled: network !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
    select: statsFigures,
  });
  if (query.isError) return FALLBACK_STATS;
  return query.data ?? null;
}
