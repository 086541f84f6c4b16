import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { fetchListings } from '../api/marketplace-api.ts';
import { marketplaceQueryKeys } from '../api/marketplace-query-keys.ts';
import { type BrowseFilters, listingsQuery } from '../lib/browse-filters.ts';

/** Listings change as players trade: the list is read again every half minute. */
const REFRESH_MS = 30_000;

/** One page of the browse list (GET /marketplace/listings) for the filters chosen. */
export function useMarketListings(filters: BrowseFilters) {
  const query = useMemo(() => listingsQuery(filters), [filters]);
  return useQuery({
    queryKey: marketplaceQueryKeys.listings(query),
    queryFn: ({ signal }) => fetchListings(query, signal),
    select: (response) => response.data,
    placeholderData: keepPreviousData,
    refetchInterval: REFRESH_MS,
  });
}
