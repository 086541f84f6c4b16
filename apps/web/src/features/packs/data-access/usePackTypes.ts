import { useQuery } from '@tanstack/react-query';
import { type PackAssetType, type PackTypeView, packTypesOf } from '@wos/shared';
import { useEffect, useMemo } from 'react';
import { useAppConfig } from '../../../lib/config/config-query.ts';
import { toast } from '../../../lib/toast/toast-store.ts';
import { fetchPackTypes } from '../api/packs-api.ts';
import { packsQueryKeys } from '../api/packs-query-keys.ts';
import { PACK_MESSAGES } from '../lib/pack-messages.ts';

/** The shared catalogue in the server's shape: what the store shows if the server cannot answer. */
function localPackTypes(assetType: PackAssetType): PackTypeView[] {
  return packTypesOf(assetType).map((pack) => ({
    ...pack,
    cost: pack.price,
    free: pack.price === 0,
  }));
}

/**
 * The pack types of one asset type (GET /packs/types). On failure the store falls back to the
 * local catalogue and says so (docs/spec/001-game.md §7, §8: 'Failed to load packs. Using local data
 * instead.').
 */
export function usePackTypes(assetType: PackAssetType) {
  const network = useAppConfig()?.network;
  const query = useQuery({
    queryKey: packsQueryKeys.types(assetType),
    queryFn: ({ signal }) => fetchPackTypes(assetType, network ?? 'localnet', signal),
    enabled: network !== undefined,
    staleTime: 60_000,
    select: (response) => response.data.packTypes,
  });

  useEffect(() => {
    if (!query.error) return;
    console.error(query.error);
    toast.warning(PACK_MESSAGES.typesFallback);
  }, [query.error]);

  const fallback = useMemo(() => localPackTypes(assetType), [assetType]);
  return {
    packTypes: query.data ?? (query.isError ? fallback : undefined),
    isLoading: query.isPending && !query.isError,
    usingLocalData: query.isError && !query.data,
  };
}
