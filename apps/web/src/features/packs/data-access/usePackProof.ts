import { useQuery } from '@tanstack/react-query';
import { useErrorToast } from '../../../lib/hooks/useErrorToast.ts';
import { fetchPackProof } from '../api/packs-api.ts';
import { packsQueryKeys } from '../api/packs-query-keys.ts';
import { PACK_MESSAGES } from '../lib/pack-messages.ts';

/** A pack's proof as the server publishes it (GET /packs/{packId}/proof), checked in the page. */
export function usePackProof(packId: string | null) {
  const query = useQuery({
    queryKey: packsQueryKeys.proof(packId ?? ''),
    queryFn: ({ signal }) => fetchPackProof(packId ?? '', signal),
    enabled: packId !== null,
  });
  useErrorToast(query.error, PACK_MESSAGES.proofFailed);
  return query;
}
