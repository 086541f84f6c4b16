import type { AdminOverview } from '@wos/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../lib/api/api-error.ts';
import { fetchAdminOverview } from '../api/admin-api.ts';
import { clearAdminToken } from '../lib/admin-token-store.ts';

/** How often the open console reads the overview again. */
export const OVERVIEW_REFRESH_MS = 15_000;

export interface AdminOverviewState {
  overview: AdminOverview | undefined;
  /** A read that failed for another reason than the token (the last overview stays shown). */
  error: unknown;
  isFetching: boolean;
  refresh(): void;
}

/**
 * The overview, read with the token at once, again every 15 s and on demand. A 401 forgets
 * the token (refused); a 404 too (the server runs without ADMIN_TOKEN: no console), each
 * with its notice for the token form.
 *
 * A plain effect, not TanStack Query: a page chunk using useQuery made the bundler move the
 * query library out of the home route's chunk into one of its own, 1.8 kB gzip more on the
 * home route (bench/bundle-size.ts, over its 100 kB budget).
 */
export function useAdminOverview(token: string): AdminOverviewState {
  const [overview, setOverview] = useState<AdminOverview | undefined>(undefined);
  const [error, setError] = useState<unknown>(null);
  const [isFetching, setFetching] = useState(false);
  const inFlight = useRef<AbortController | null>(null);

  const read = useCallback(async () => {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setFetching(true);
    try {
      const next = await fetchAdminOverview(token, controller.signal);
      if (controller.signal.aborted) return;
      setOverview(next);
      setError(null);
    } catch (failure) {
      if (controller.signal.aborted) return;
      const status = isApiError(failure) ? failure.status : null;
      if (status === 401 || status === 404) {
        clearAdminToken(status === 401 ? 'refused' : 'disabled');
        return;
      }
      setError(failure);
    } finally {
      if (inFlight.current === controller) {
        inFlight.current = null;
        setFetching(false);
      }
    }
  }, [token]);

  useEffect(() => {
    void read();
    const timer = setInterval(() => {
      // A hidden tab waits; it reads again when the next tick finds it visible.
      if (document.visibilityState === 'visible') void read();
    }, OVERVIEW_REFRESH_MS);
    return () => {
      clearInterval(timer);
      inFlight.current?.abort();
    };
  }, [read]);

  return { overview, error, isFetching, refresh: () => void read() };
}
