import { useCallback, useState } from 'react';
import { isApiError } from '../../../lib/api/api-error.ts';
import { formatAmount } from '../../../lib/format/number.ts';
import { toast } from '../../../lib/toast/toast-store.ts';
import { useWalletPrompts } from '../../connect/index.ts';
import { isPaid, PAYMENT_PENDING, useSignedInAccount } from '../../game/index.ts';
import { claimRewards, claimWithRisk, type PositionRequest, unstake } from '../api/staking-api.ts';
import { type PositionView, planClaimAll } from '../lib/position-view.ts';
import { STAKING_MESSAGES, WALLET_REQUIRED_TO_CLAIM } from '../lib/staking-messages.ts';
import { stakingError } from './staking-errors.ts';
import { useStakingRefresh } from './useStakingRefresh.ts';

export type ClaimWithRiskResult = Awaited<ReturnType<typeof claimWithRisk>>;
export type PositionAction = 'claim-all' | 'try-your-luck' | 'unstake';

/** The server found nothing to pay after all (the position is still locked, or was paid). */
function nothingToPay(error: unknown): boolean {
  return (
    isApiError(error) && (error.serverCode === 'STAKE_LOCKED' || error.serverCode === 'NOTHING_TO_CLAIM')
  );
}

function report(error: unknown, fallback: string): void {
  console.error(error);
  toast.error(stakingError(error, fallback));
}

/**
 * What the REWARDS tab does with positions: CLAIM ALL, TRY YOUR LUCK and early UNSTAKE.
 * Every success refreshes positions and balance; every failure says what the spec says.
 */
export function usePositionActions(positions: readonly PositionView[]) {
  const account = useSignedInAccount();
  const { requireWallet } = useWalletPrompts();
  const refresh = useStakingRefresh();
  const [pending, setPending] = useState<PositionAction | null>(null);

  /** The request for a known position of the signed-in wallet, else null (and why). */
  const requestFor = useCallback(
    (position: PositionView | null): PositionRequest | null => {
      if (!requireWallet(WALLET_REQUIRED_TO_CLAIM)) return null;
      if (!account.signedIn) {
        toast.error(STAKING_MESSAGES.walletNotConnected);
        return null;
      }
      if (position && !positions.some((candidate) => candidate.id === position.id)) {
        toast.error(STAKING_MESSAGES.positionNotFound);
        return null;
      }
      return { walletAddress: account.address, positionId: position?.id ?? '', network: account.network };
    },
    [account, positions, requireWallet],
  );

  const claimAll = useCallback(async (): Promise<boolean> => {
    const base = requestFor(null);
    if (!base) return false;
    const claimable = planClaimAll(positions);
    if (claimable.length === 0) {
      toast.info(STAKING_MESSAGES.nothingToClaim);
      return false;
    }
    setPending('claim-all');
    let rewards = 0;
    let principal = 0;
    let failed = false;
    let waiting = false;
    try {
      // One claim per position: it pays the rewards and returns the principal still staked.
      for (const position of claimable) {
        try {
          const result = await claimRewards({ ...base, positionId: position.id });
          rewards += result.rewards;
          principal += result.principal;
          // The server marks the position payment_pending until its payout lands.
          if (!isPaid(result.payout)) waiting = true;
        } catch (error) {
          if (!nothingToPay(error)) {
            failed = true;
            report(error, STAKING_MESSAGES.claimFailed);
          }
        }
      }
    } finally {
      setPending(null);
    }
    const paid = rewards + principal > 0;
    if (paid && waiting) {
      // Accepted, not yet paid: the server sends it as soon as the pool can.
      toast.warning(
        `${PAYMENT_PENDING}: ${formatAmount(principal)} WLO staked and ${formatAmount(rewards)} WLO in rewards are on their way`,
      );
      await refresh(base.walletAddress);
    } else if (paid) {
      toast.success(
        `Claimed ${formatAmount(principal)} WLO staked and ${formatAmount(rewards)} WLO in rewards`,
      );
      await refresh(base.walletAddress);
    } else if (!failed) {
      toast.info(STAKING_MESSAGES.nothingToClaim);
    }
    return paid;
  }, [positions, requestFor, refresh]);

  const tryYourLuck = useCallback(
    async (position: PositionView): Promise<ClaimWithRiskResult | null> => {
      const request = requestFor(position);
      if (!request) return null;
      setPending('try-your-luck');
      try {
        const result = await claimWithRisk(request);
        if (!isPaid(result.payout)) {
          toast.warning(`${PAYMENT_PENDING}: your stake is on its way back`);
        }
        void refresh(request.walletAddress);
        return result;
      } catch (error) {
        report(error, STAKING_MESSAGES.claimWithRiskFailed);
        return null;
      } finally {
        setPending(null);
      }
    },
    [requestFor, refresh],
  );

  const unstakeEarly = useCallback(
    async (position: PositionView): Promise<boolean> => {
      const request = requestFor(position);
      if (!request) return false;
      setPending('unstake');
      try {
        const result = await unstake(request);
        if (isPaid(result.payout)) toast.success(result.message);
        else {
          toast.warning(`${PAYMENT_PENDING}: ${result.message}`);
        }
        await refresh(request.walletAddress);
        return true;
      } catch (error) {
        report(error, STAKING_MESSAGES.unstakeFailed);
        return false;
      } finally {
        setPending(null);
      }
    },
    [requestFor, refresh],
  );

  return { claimAll, tryYourLuck, unstakeEarly, pending };
}
