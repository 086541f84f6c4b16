import type { Session } from '@wos/shared';
import { useSession } from '../../../lib/session/session-store.ts';
import { useWalletState } from '../../../lib/wallet/wallet-store.ts';
import { useSigningFor } from './sign-in-status.ts';

export type AuthPhase = 'signed-out' | 'signing-in' | 'signed-in' | 'mismatch';

export interface AuthState {
  phase: AuthPhase;
  /** The connected wallet's address. */
  address: string | null;
  session: Session | null;
}

/** Where the player stands: wallet connected and signed in with that same wallet, or not. */
export function useAuth(): AuthState {
  const wallet = useWalletState();
  const session = useSession();
  const signingFor = useSigningFor();
  const address = wallet.state === 'connected' ? wallet.address : null;

  let phase: AuthPhase = 'signed-out';
  if (address && session?.walletAddress === address) phase = 'signed-in';
  else if (address && session) phase = 'mismatch';
  else if (address && signingFor === address) phase = 'signing-in';
  return { phase, address, session };
}
