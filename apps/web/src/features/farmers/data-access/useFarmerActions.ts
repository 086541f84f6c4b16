import { useCallback, useState } from 'react';
import { formatAmount } from '../../../lib/format/number.ts';
import { toast } from '../../../lib/toast/toast-store.ts';
import { isPaid, PAYMENT_PENDING, useRefreshAfterPayment, useSignedInAccount } from '../../game/index.ts';
import { walletQueryKeys } from '../../wallet/index.ts';
import { harvestFarmers, levelUpFarmer } from '../api/farmers-api.ts';
import type { FarmerCardView } from '../lib/farmer-view.ts';
import { FARMERS_MESSAGES } from '../lib/farmers-messages.ts';
import { harvestErrorMessage } from '../lib/harvest-error.ts';
import { levelUpErrorMessage } from '../lib/level-up.ts';

export type FarmerAction = 'harvest' | `levelup:${string}`;

/** What a level-up tells the player in the farmer notification. */
export interface LevelUpNotice {
  farmer: FarmerCardView;
  title: string;
  message: string;
  yieldIncrease: number;
}

/**
 * HARVEST and LEVEL UP on the signed-in wallet's farmers. A harvest is paid from the farming
 * pool by the server (and may be reported pending until it lands); a level-up merges three of
 * the same farmer at the same level (docs/rules.md §4).
 */
export function useFarmerActions(onLevelUp: (notice: LevelUpNotice) => void) {
  const account = useSignedInAccount();
  const refresh = useRefreshAfterPayment();
  const [pending, setPending] = useState<FarmerAction | null>(null);

  const harvest = useCallback(async (): Promise<boolean> => {
    if (!account.signedIn) return false;
    setPending('harvest');
    try {
      const result = await harvestFarmers({ walletAddress: account.address, network: account.network });
      const amount = `${formatAmount(result.amount)} WLO`;
      if (isPaid(result.payout)) {
        toast.success(`Harvested ${amount} from ${result.farmers} farmer${result.farmers === 1 ? '' : 's'}`);
      } else {
        toast.warning(`${PAYMENT_PENDING}: your harvest of ${amount} is on its way`);
      }
      return true;
    } catch (error) {
      console.error(error);
      toast.error(harvestErrorMessage(error));
      return false;
    } finally {
      setPending(null);
      await refresh
        .now([walletQueryKeys.all(account.address)])
        .catch((error: unknown) => console.error(error));
    }
  }, [account, refresh]);

  const levelUp = useCallback(
    async (farmer: FarmerCardView): Promise<boolean> => {
      if (!account.signedIn) return false;
      setPending(`levelup:${farmer.key}`);
      try {
        const result = await levelUpFarmer({
          walletAddress: account.address,
          farmerId: farmer.key,
          network: account.network,
        });
        onLevelUp({
          farmer: { ...farmer, level: result.farmer.level, power: result.farmer.power },
          title: FARMERS_MESSAGES.powerIncreased,
          message: result.message,
          yieldIncrease: result.yieldIncrease,
        });
        return true;
      } catch (error) {
        console.error(error);
        toast.error(levelUpErrorMessage(error));
        return false;
      } finally {
        setPending(null);
        await refresh
          .now([walletQueryKeys.all(account.address)])
          .catch((error: unknown) => console.error(error));
      }
    },
    [account, onLevelUp, refresh],
  );

  return { harvest, levelUp, pending };
}
