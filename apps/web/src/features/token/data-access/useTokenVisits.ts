import { useQuery } from '@tanstack/react-query';
import { fetchTokenVisits, recordTokenVisit } from '../api/token-api.ts';

const STALE_MS = 5 * 60_000;

/**
 * The visit counter: opening the page records the visit and reads the total in one call.
 * The server counts a browser once per UTC day whatever it is sent, so this write can serve
 * as the page's read (a remount or a second tab counts nothing new). If the write is refused
 * (e.g. rate limited), the total is read instead.
 */
export function useTokenVisits() {
  return useQuery({
    queryKey: ['token', 'visits'],
    queryFn: async ({ signal }) => {
      try {
        return (await recordTokenVisit(signal)).data.totalVisits;
      } catch (error) {
        if (signal.aborted) throw error;
        return (await fetchTokenVisits(signal)).data.totalVisits;
      }
    },
    staleTime: STALE_MS,
    refetchOnWindowFocus: false,
    retry: false,
  });
}
