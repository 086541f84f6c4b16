import { isApiError } from '../../../lib/api/api-error.ts';
import { formatAmount } from '../../../lib/format/number.ts';
import { toast } from '../../../lib/toast/toast-store.ts';
import {
  isPaid,
  PAYMENT_PENDING,
  type SignedInAccount,
  usePayoutAction,
  useRefreshAfterPayment,
  type WalletGate,
} from '../../game/index.ts';
import { claimRewards, claimWithRisk, type PositionRequest, unstake } from '../api/staking-api.ts';
import { stakingPaymentKeys } from '../api/staking-query-keys.ts';
import { type PositionView, planClaimAll } from '../lib/position-view.ts';
import { STAKING_MESSAGES, WALLET_REQUIRED_TO_CLAIM } from '../lib/staking-messages.ts';
import { stakingError } from './staking-errors.ts';

export type ClaimWithRiskResult = Awaited<ReturnType<typeof claimWithRisk>>;
export type PositionAction = 'claim-all' | 'try-your-luck' | 'unstake';

const WALLET: WalletGate = {
  ask: 'required',
  message: WALLET_REQUIRED_TO_CLAIM,
  notReady: STAKING_MESSAGES.walletNotConnected,
};

/** What CLAIM ALL paid over every claimable position. */
interface ClaimTotals {
  rewards: number;
  principal: number;
  /** A payout has not landed yet. */
  waiting: boolean;
  /** A claim failed (and said so). */
  failed: boolean;
}

/** The server found nothing to pay after all (the position is still locked, or was paid). */
function nothingToPay(error: unknown): boolean {
  return (
    isApiError(error) && (error.code === 'STAKING__LOCKED' || error.code === 'STAKING__NOTHING_TO_CLAIM')
  );
}

const requestFor = (position: PositionView, account: SignedInAccount): PositionRequest => ({
  walletAddress: account.address,
  positionId: position.id,
  network: account.network,
});

/**
 * What the REWARDS tab does with positions: CLAIM ALL, TRY YOUR LUCK and early UNSTAKE, each
 * a server-paid action of the game kit. Every success refreshes positions and balance; every
 * failure says what the spec says.
 */
export function usePositionActions(positions: readonly PositionView[]) {
  const refresh = useRefreshAfterPayment();
  const refreshStakes = (account: SignedInAccount) => refresh.now(stakingPaymentKeys(account.address));
  const known = (position: PositionView) => {
    if (positions.some((candidate) => candidate.id === position.id)) return true;
    toast.error(STAKING_MESSAGES.positionNotFound);
    return false;
  };

  const claimAll = usePayoutAction<void, ClaimTotals>({
    wallet: WALLET,
    check: () => {
      if (planClaimAll(positions).length > 0) return true;
      toast.info(STAKING_MESSAGES.nothingToClaim);
      return false;
    },
    // One claim per position: it pays the rewards and returns the principal still staked.
    process: async (_input, account) => {
      const totals: ClaimTotals = { rewards: 0, principal: 0, waiting: false, failed: false };
      for (const position of planClaimAll(positions)) {
        try {
          const result = await claimRewards(requestFor(position, account));
          totals.rewards += result.rewards;
          totals.principal += result.principal;
          // The server marks the position payment_pending until its payout lands.
          if (!isPaid(result.payout)) totals.waiting = true;
        } catch (error) {
          if (nothingToPay(error)) continue;
          totals.failed = true;
          console.error(error);
          toast.error(stakingError(error, STAKING_MESSAGES.claimFailed));
        }
      }
      return totals;
    },
    settled: async ({ rewards, principal, waiting, failed }, _input, account) => {
      const staked = `${formatAmount(principal)} WLO staked and ${formatAmount(rewards)} WLO in rewards`;
      if (rewards + principal <= 0) {
        if (!failed) toast.info(STAKING_MESSAGES.nothingToClaim);
        return;
      }
      // Accepted, not yet paid: the server sends it as soon as the pool can.
      if (waiting) toast.warning(`${PAYMENT_PENDING}: ${staked} are on their way`);
      else toast.success(`Claimed ${staked}`);
      await refreshStakes(account);
    },
    messages: { failure: (error) => stakingError(error, STAKING_MESSAGES.claimFailed) },
  });

  const tryYourLuck = usePayoutAction<PositionView, ClaimWithRiskResult>({
    wallet: WALLET,
    check: known,
    process: async (position, account) => {
      const result = await claimWithRisk(requestFor(position, account));
      if (!isPaid(result.payout)) toast.warning(`${PAYMENT_PENDING}: your stake is on its way back`);
      void refreshStakes(account);
      return result;
    },
    messages: { failure: (error) => stakingError(error, STAKING_MESSAGES.claimWithRiskFailed) },
  });

  const unstakeEarly = usePayoutAction<PositionView, true>({
    wallet: WALLET,
    check: known,
    process: async (position, account) => {
      const result = await unstake(requestFor(position, account));
      if (isPaid(result.payout)) toast.success(result.message);
      else toast.warning(`${PAYMENT_PENDING}: ${result.message}`);
      await refreshStakes(account);
      return true;
    },
    messages: { failure: (error) => stakingError(error, STAKING_MESSAGES.unstakeFailed) },
  });

  const pending: PositionAction | null = claimAll.isPending
    ? 'claim-all'
    : tryYourLuck.isPending
      ? 'try-your-luck'
      : unstakeEarly.isPending
        ? 'unstake'
        : null;

  return {
    /** True when something was paid (or is on its way). */
    claimAll: async () => {
      const totals = await claimAll.run();
      return totals !== null && totals.rewards + totals.principal > 0;
    },
    tryYourLuck: tryYourLuck.run,
    unstakeEarly: async (position: PositionView) => (await unstakeEarly.run(position)) === true,
    pending,
  };
}
