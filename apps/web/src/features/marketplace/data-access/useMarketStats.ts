import { useQuery } from '@tanstack/react-query';
import { fetchMarketStats } from '../api/marketplace-api.ts';
import { marketplaceQueryKeys } from '../api/marketplace-query-keys.ts';

const REFRESH_MS = 60_000;

/** The six figures of the stat cards (GET /marketplace/stats). */
export function useMarketStats() {
  return useQuery({
    queryKey: marketplaceQueryKeys.stats,
    queryFn: ({ signal }) => fetchMarketStats(signal),
    select: (response) => response.data,
    refetchInterval: REFRESH_MS,
  });
}
