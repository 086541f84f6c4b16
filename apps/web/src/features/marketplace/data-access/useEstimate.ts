import { useQuery } from '@tanstack/react-query';
import type { MarketAssetType } from '@wos/shared';
import { fetchEstimate } from '../api/marketplace-api.ts';
import { marketplaceQueryKeys } from '../api/marketplace-query-keys.ts';

/** The server's estimate of an asset and what an instant sale pays for it now. */
export function useEstimate(asset: { assetType: MarketAssetType; id: string } | null) {
  return useQuery({
    queryKey: marketplaceQueryKeys.estimate(asset?.assetType ?? 'farmer', asset?.id ?? ''),
    queryFn: ({ signal }) => {
      if (!asset) throw new Error('No asset');
      return fetchEstimate(asset.assetType, asset.id, signal);
    },
    enabled: asset !== null,
    staleTime: 0,
  });
}
