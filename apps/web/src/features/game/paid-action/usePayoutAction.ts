import { useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import { toast } from '../../../lib/toast/toast-store.ts';
import type { SignedInAccount } from '../account/useSignedInAccount.ts';
import type { PayoutActionConfig } from './paid-action-config.ts';
import { useWalletGate } from './wallet-gate.ts';

export interface PayoutAction<Input, Result> {
  /** The result, or null when it did not run or failed (the player has been told). */
  run(input: Input): Promise<Result | null>;
  /** True while the server-paid call runs. */
  isPending: boolean;
}

interface Started<Input> {
  input: Input;
  account: SignedInAccount;
}

/**
 * The page's one path for a server-paid action (claim, claim with risk, unstake), on
 * `useMutation`: the wallet check, the feature's checks, the pending state while the call
 * runs, and the failure toast in the feature's words.
 */
export function usePayoutAction<Input, Result>(
  config: PayoutActionConfig<Input, Result>,
): PayoutAction<Input, Result> {
  const signIn = useWalletGate();
  const mutation = useMutation({
    // Never paused while the browser thinks it is offline: the call fails and the player reads why.
    networkMode: 'always',
    mutationFn: ({ input, account }: Started<Input>) => config.process(input, account),
  });
  const { mutateAsync } = mutation;
  const run = useCallback(
    async (input: Input): Promise<Result | null> => {
      const account = signIn(config.wallet);
      if (!account || (config.check && !config.check(input, account))) return null;
      let result: Result;
      try {
        result = await mutateAsync({ input, account });
      } catch (error) {
        console.error(error);
        toast.error(config.messages.failure(error));
        return null;
      }
      await config.settled?.(result, input, account);
      return result;
    },
    [config, mutateAsync, signIn],
  );
  return { run, isPending: mutation.isPending };
}
