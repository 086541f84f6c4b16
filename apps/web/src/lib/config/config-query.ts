import { queryOptions, useQuery } from '@tanstack/react-query';
import { APP_VERSION, type AppConfig, BRAND, DEFAULT_CONTACT_EMAIL } from '@wos/shared';
import { ApiError } from '../api/api-error.ts';
import { apiFetch, UNEXPECTED_FORMAT_MESSAGE } from '../api/client.ts';
import { parseAppConfig } from './app-config.ts';

async function fetchAppConfig(signal: AbortSignal): Promise<AppConfig> {
  const { status, body } = await apiFetch('/config', { signal });
  const config = parseAppConfig(body);
  if (!config) throw new ApiError(status, 'INTERNAL', UNEXPECTED_FORMAT_MESSAGE);
  return config;
}

export const configQuery = queryOptions({
  queryKey: ['config'],
  queryFn: ({ signal }) => fetchAppConfig(signal),
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
