import { queryOptions, useQuery } from '@tanstack/react-query';
import { APP_VERSION, type AppConfig, BRAND, configResponse, DEFAULT_CONTACT_EMAIL } from '@wos/shared';
import { apiRequest } from '../api/client.ts';

export const configQuery = queryOptions({
  queryKey: ['config'],
  queryFn: ({ signal }) => apiRequest('/config', { schema: configResponse, signal }),
  staleTime: Number.POSITIVE_INFINITY,
  retry: 3,
});

/** What the page shows before /config answers (and if it never does). */
export const FALLBACK_CONFIG = {
  brand: BRAND,
  version: APP_VERSION,
  contactEmail: DEFAULT_CONTACT_EMAIL,
} as const;

export function useAppConfig(): AppConfig | undefined {
  return useQuery(configQuery).data;
}
