import type { OwnedPack, PackAssetType } from '@wos/shared';
import { useCallback, useState } from 'react';
import { isApiError } from '../../../lib/api/api-error.ts';
import { toast } from '../../../lib/toast/toast-store.ts';
import { useWalletPrompts } from '../../connect/index.ts';
import { useRefreshAfterPayment, useSignedInAccount } from '../../game/index.ts';
import { walletQueryKeys } from '../../wallet/index.ts';
import { openPack } from '../api/packs-api.ts';
import { normaliseClientSeed } from '../lib/client-seed.ts';
import { type RevealedPack, revealedOf } from '../lib/open-result.ts';
import { errorOpening, nothingFound, openFailedWith, PACK_MESSAGES } from '../lib/pack-messages.ts';

function openFailure(assetType: PackAssetType, error: unknown): string {
  if (isApiError(error) && error.status === 0) return errorOpening(error.message);
  return openFailedWith(assetType, isApiError(error) ? error.message : undefined);
}

/**
 * Opening an owned pack with the player's client seed (POST /packs/open). Resolves to what
 * it gave, with its proof, or null after telling the player why not (docs/spec/001-game.md §5, §8).
 */
export function useOpenPack(assetType: PackAssetType) {
  const account = useSignedInAccount();
  const { openConnectWallet } = useWalletPrompts();
  const refresh = useRefreshAfterPayment();
  const [openingId, setOpeningId] = useState<string | null>(null);

  const open = useCallback(
    async (pack: OwnedPack, clientSeedText: string): Promise<RevealedPack | null> => {
      if (!account.signedIn) {
        openConnectWallet('Connect your wallet to access your packs');
        return null;
      }
      const clientSeed = normaliseClientSeed(clientSeedText);
      if (clientSeed === null) {
        toast.error(PACK_MESSAGES.invalidClientSeed);
        return null;
      }
      setOpeningId(pack.id);
      try {
        const response = await openPack({
          walletAddress: account.address,
          packId: pack.id,
          clientSeed,
          network: account.network,
        });
        const revealed = revealedOf(assetType, response);
        if (!revealed) toast.error(nothingFound(assetType));
        return revealed;
      } catch (error) {
        console.error(error);
        toast.error(openFailure(assetType, error));
        return null;
      } finally {
        setOpeningId(null);
        // Opened or not, the inventory and the farms may have changed.
        void refresh
          .now([walletQueryKeys.all(account.address)])
          .catch((error: unknown) => console.error(error));
      }
    },
    [account, assetType, openConnectWallet, refresh],
  );

  return { open, openingId };
}
