import { useCallback } from 'react';
import { toast } from '../../../lib/toast/toast-store.ts';
import { useWalletPrompts } from '../../connect/index.ts';
import { type SignedInAccount, useSignedInAccount } from '../account/useSignedInAccount.ts';

/**
 * How an action asks for the wallet when the player is not signed in: the 'Connect Wallet'
 * modal with a reason (the pack store), or the 'Wallet Required' dialog with a message.
 * `notReady` is toasted when the session is there but the account is not usable yet.
 */
export type WalletGate =
  | { ask: 'connect'; reason: string }
  | { ask: 'required'; message: string; notReady?: string };

/** The signed-in account, or null after showing the feature's "connect" path. */
export function useWalletGate(): (gate: WalletGate) => SignedInAccount | null {
  const account = useSignedInAccount();
  const { openConnectWallet, requireWallet } = useWalletPrompts();
  return useCallback(
    (gate) => {
      if (gate.ask === 'connect') {
        if (account.signedIn) return account;
        openConnectWallet(gate.reason);
        return null;
      }
      if (!requireWallet(gate.message)) return null;
      if (account.signedIn) return account;
      if (gate.notReady) toast.error(gate.notReady);
      return null;
    },
    [account, openConnectWallet, requireWallet],
  );
}
