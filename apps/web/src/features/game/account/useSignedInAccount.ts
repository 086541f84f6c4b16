import type { Network } from '@wos/shared';
import { useAppConfig } from '../../../lib/config/config-query.ts';
import { useAuth } from '../../auth/index.ts';

/** The player signed in with the connected wallet, on the server's network: what every game call names. */
export interface SignedInAccount {
  signedIn: true;
  address: string;
  network: Network;
}

/** Not signed in (yet): the connected wallet's address, if any, and the network once known. */
export interface SignedOutAccount {
  signedIn: false;
  address: string | null;
  network: Network | undefined;
}

export type PlayerAccount = SignedInAccount | SignedOutAccount;

/** The one hook every game feature asks "who is playing, on which network?". */
export function useSignedInAccount(): PlayerAccount {
  const { phase, address } = useAuth();
  const network = useAppConfig()?.network;
  if (phase === 'signed-in' && address && network) return { signedIn: true, address, network };
  return { signedIn: false, address, network };
}
