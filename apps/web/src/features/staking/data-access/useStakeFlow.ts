import { useCallback } from 'react';
import { formatAmount } from '../../../lib/format/number.ts';
import { toast } from '../../../lib/toast/toast-store.ts';
import {
  type PaidActionConfig,
  usePaidAction,
  useRefreshAfterPayment,
  wentThrough,
} from '../../game/index.ts';
import { type PreparedStake, type ProcessedStake, prepareStake, processStake } from '../api/staking-api.ts';
import { stakingPaymentKeys } from '../api/staking-query-keys.ts';
import { type PoolView, parseStakeAmount } from '../lib/pool-view.ts';
import {
  STAKE_TIMEOUT_MESSAGE,
  STAKING_MESSAGES,
  WALLET_REQUIRED_TO_STAKE,
} from '../lib/staking-messages.ts';
import { withPrepareMessage, withStakingMessage } from './staking-errors.ts';

interface StakeInput {
  pool: PoolView;
  amountText: string;
}

/** The amount typed, once `check` has accepted it. */
const amountOf = (input: StakeInput) => parseStakeAmount(input.amountText) ?? 0;
const stakedText = (input: StakeInput) =>
  `${formatAmount(amountOf(input))} WLO in the ${input.pool.name} pool`;

/**
 * Staking from a pool card: the wallet checks, then the two-phase payment with the shared
 * transaction dialog. Returns whether the stake went through (or may have).
 */
export function useStakeFlow() {
  const refresh = useRefreshAfterPayment();
  const config: PaidActionConfig<StakeInput, PreparedStake, ProcessedStake> = {
    wallet: { ask: 'required', message: WALLET_REQUIRED_TO_STAKE },
    check: (input) => {
      if (parseStakeAmount(input.amountText) !== null) return true;
      toast.error(STAKING_MESSAGES.invalidAmount);
      return false;
    },
    // docs/spec/000-shell-wallet-staking.md §4 "Stake flow": preparing, signing, then confirming once sent
    // (no processing step).
    title: (input) => ({ name: 'Stake', price: amountOf(input), currency: 'WLO', skipsProcessing: true }),
    prepare: (input, { address, network }) =>
      prepareStake({
        walletAddress: address,
        amount: amountOf(input),
        lockPeriod: input.pool.lockPeriod,
        network,
      }).catch((error: unknown) => {
        throw withPrepareMessage(error);
      }),
    process: (_input, { address, network }, { prepared, signedTransaction, skipPreflight }) =>
      processStake({
        signedTransaction,
        stakeId: prepared.stakeId,
        walletAddress: address,
        network,
        skipPreflight,
      }).catch((error: unknown) => {
        throw withStakingMessage(error);
      }),
    refresh: (_input, { address }) => refresh.now(stakingPaymentKeys(address)),
    // docs/spec/000-shell-wallet-staking.md §4: after a 504 with a signature, wait 10 s, refresh stakes and
    // balance, and report success with the message that it might have succeeded.
    timeoutEndsAs: 'success',
    messages: {
      prepareFailed: STAKING_MESSAGES.prepareFailed,
      signFailed: STAKING_MESSAGES.signFailed,
      processFailed: STAKING_MESSAGES.processFailed,
      transactionFailed: STAKING_MESSAGES.transactionFailed,
      retryFailed: STAKING_MESSAGES.retryFailed,
      unexpected: STAKING_MESSAGES.stakeFailed,
      walletNotConnected: STAKING_MESSAGES.walletNotConnected,
      success: (input) => `Successfully staked ${stakedText(input)}`,
      timedOut: () => STAKE_TIMEOUT_MESSAGE,
    },
  };
  const { run, progress, closeProgress } = usePaidAction(config);

  const stake = useCallback(
    async (pool: PoolView, amountText: string) => wentThrough(await run({ pool, amountText })),
    [run],
  );
  return { stake, progress, closeProgress };
}
