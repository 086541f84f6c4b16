import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AppConfig } from '@wos/shared';
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

export function useAppConfig(): AppConfig | undefined {
  return useQuery(configQuery).data;
}
