import { useMutation } from '@tanstack/react-query';
import { type TransactionProgressState, useTransactionProgress } from '../../transactions/index.ts';
import type { PaidActionConfig, PaidOutcome } from './paid-action-config.ts';
import { runPaidAction } from './run-paid-action.ts';
import { useWalletGate } from './wallet-gate.ts';

export interface PaidAction<Input, Result> {
  /** Runs the action; never rejects (the outcome says how it ended, the player has been told). */
  run(input: Input): Promise<PaidOutcome<Result>>;
  /** True while an action runs (from the click to its last word). */
  isPending: boolean;
  /** The shared transaction dialog's state, for `TransactionProgressDialog`. */
  progress: TransactionProgressState;
  closeProgress(): void;
}

/**
 * The page's one path for a player-paid action (stake, pack, discounted pack, listing purchase),
 * on TanStack Query's `useMutation`: see `runPaidAction` for what it owns. A feature gives
 * its calls, refresh and words; nothing else about paying is written twice.
 */
export function usePaidAction<
  Input,
  Prepared extends { transaction: string },
  Result extends { signature: string },
>(config: PaidActionConfig<Input, Prepared, Result>): PaidAction<Input, Result> {
  const signIn = useWalletGate();
  const [progress, controls] = useTransactionProgress();
  const mutation = useMutation({
    // Never paused while the browser thinks it is offline: the call fails and the player reads why.
    networkMode: 'always',
    mutationFn: (input: Input) => runPaidAction(config, { signIn, progress: controls }, input),
  });
  return {
    run: mutation.mutateAsync,
    isPending: mutation.isPending,
    progress,
    closeProgress: controls.close,
  };
}
