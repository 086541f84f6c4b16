import { useQuery } from '@tanstack/react-query';
import type { PackAssetType } from '@wos/shared';
import { useErrorToast } from '../../../lib/hooks/useErrorToast.ts';
import { useSignedInAccount } from '../../game/index.ts';
import { fetchPackInventory } from '../api/packs-api.ts';
import { packsQueryKeys } from '../api/packs-query-keys.ts';
import { PACK_MESSAGES } from '../lib/pack-messages.ts';

/** The signed-in wallet's unopened packs of one asset type, oldest first. */
export function usePackInventory(assetType: PackAssetType) {
  const account = useSignedInAccount();
  const address = account.address ?? '';
  const query = useQuery({
    queryKey: packsQueryKeys.inventory(address, assetType),
    queryFn: ({ signal }) => fetchPackInventory(address, assetType, account.network ?? 'localnet', signal),
    enabled: account.signedIn,
    select: (response) =>
      [...response.packs].sort(
        (a, b) => a.purchasedAt.localeCompare(b.purchasedAt) || a.id.localeCompare(b.id),
      ),
  });
  useErrorToast(query.error, PACK_MESSAGES.fetchPacksFailed);
  return query;
}
