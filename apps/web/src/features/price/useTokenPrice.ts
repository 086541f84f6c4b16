import { useQuery } from '@tanstack/react-query';
import { useAppConfig } from '../../lib/config/config-query.ts';
import { DEFAULT_PRICE, fetchTokenPrice, type TokenPrice } from './price-api.ts';

/** Spec: the price is read every 60 seconds. */
export const PRICE_REFRESH_MS = 60_000;

export function useTokenPrice(): TokenPrice {
  const config = useAppConfig();
  const { data } = useQuery({
    queryKey: ['token-price', config?.priceSearchUrl, config?.wloMint],
    queryFn: ({ signal }) => fetchTokenPrice(config?.priceSearchUrl ?? '', config?.wloMint ?? '', signal),
    enabled: Boolean(config?.priceSearchUrl),
    refetchInterval: PRICE_REFRESH_MS,
    refetchIntervalInBackground: true,
    staleTime: PRICE_REFRESH_MS,
    retry: false,
  });
  return data ?? DEFAULT_PRICE;
}
