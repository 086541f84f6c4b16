import { useCallback } from 'react';
import { formatAmount } from '../../../lib/format/number.ts';
import { toast } from '../../../lib/toast/toast-store.ts';
import { walletCommands } from '../../../lib/wallet/wallet-commands.ts';
import { getWalletSnapshot } from '../../../lib/wallet/wallet-store.ts';
import { useWalletPrompts } from '../../connect/index.ts';
import { useSignedInAccount } from '../../game/index.ts';
import { runTwoPhase, useTransactionProgress } from '../../transactions/index.ts';
import { prepareStake, processStake } from '../api/staking-api.ts';
import { type PoolView, parseStakeAmount } from '../lib/pool-view.ts';
import {
  STAKE_TIMEOUT_MESSAGE,
  STAKING_MESSAGES,
  WALLET_REQUIRED_TO_STAKE,
} from '../lib/staking-messages.ts';
import { withPrepareMessage, withStakingMessage } from './staking-errors.ts';
import { useStakingRefresh } from './useStakingRefresh.ts';

/** Spec 000 §9: after a 504 that carries a signature, wait 10 s before looking again. */
export const CONFIRMATION_TIMEOUT_WAIT_MS = 10_000;

const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/**
 * Staking from a pool card: the wallet checks, then the two-phase payment with the shared
 * transaction dialog. Returns whether the stake went through (or may have).
 */
export function useStakeFlow() {
  const account = useSignedInAccount();
  const { requireWallet } = useWalletPrompts();
  const [progress, controls] = useTransactionProgress();
  const refresh = useStakingRefresh();

  const stake = useCallback(
    async (pool: PoolView, amountText: string): Promise<boolean> => {
      if (!requireWallet(WALLET_REQUIRED_TO_STAKE) || !account.signedIn) return false;
      if (!getWalletSnapshot().canSignTransaction) {
        toast.error(STAKING_MESSAGES.cannotSign);
        return false;
      }
      const amount = parseStakeAmount(amountText);
      if (amount === null) {
        toast.error(STAKING_MESSAGES.invalidAmount);
        return false;
      }
      const { address, network } = account;
      const stakedText = `${formatAmount(amount)} WLO in the ${pool.name} pool`;

      // Spec 000 §4 "Stake flow": preparing, signing, then confirming once sent (no processing step).
      controls.start('Stake', amount, 'WLO', { skipsProcessing: true });
      const outcome = await runTwoPhase({
        progress: controls,
        messages: {
          prepareFailed: STAKING_MESSAGES.prepareFailed,
          signFailed: STAKING_MESSAGES.signFailed,
          processFailed: STAKING_MESSAGES.processFailed,
          transactionFailed: STAKING_MESSAGES.transactionFailed,
          retryFailed: STAKING_MESSAGES.retryFailed,
          unexpected: STAKING_MESSAGES.stakeFailed,
        },
        prepare: () =>
          prepareStake({ walletAddress: address, amount, lockPeriod: pool.lockPeriod, network }).catch(
            (error: unknown) => {
              throw withPrepareMessage(error);
            },
          ),
        sign: (transaction) => {
          const wallet = getWalletSnapshot();
          if (wallet.state !== 'connected' || wallet.address !== address) {
            throw new Error(STAKING_MESSAGES.walletNotConnected);
          }
          return walletCommands.signTransaction(transaction);
        },
        process: (prepared, signedTransaction, skipPreflight) =>
          processStake({
            signedTransaction,
            stakeId: prepared.stakeId,
            walletAddress: address,
            network,
            skipPreflight,
          }).catch((error: unknown) => {
            throw withStakingMessage(error);
          }),
        confirm: () => refresh(address),
        confirmationTimedOut: async () => {
          await wait(CONFIRMATION_TIMEOUT_WAIT_MS);
          await refresh(address).catch((error: unknown) => console.error(error));
          return STAKE_TIMEOUT_MESSAGE;
        },
        successMessage: () => `Successfully staked ${stakedText}`,
      });

      // The dialog says how it ended; a player who closed it meanwhile gets a toast instead.
      if (!controls.isOpen()) {
        if (outcome.status === 'success') toast.success(`Successfully staked ${stakedText}`);
        else if (outcome.status === 'timeout') toast.warning(STAKE_TIMEOUT_MESSAGE);
        else toast.error(outcome.message);
      }
      return outcome.status !== 'error';
    },
    [account, requireWallet, controls, refresh],
  );

  return { stake, progress, closeProgress: controls.close };
}
