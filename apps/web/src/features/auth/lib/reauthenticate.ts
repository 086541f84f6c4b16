import { configQuery } from '../../../lib/config/config-query.ts';
import { queryClient } from '../../../lib/config/query-client.ts';
import { getSession } from '../../../lib/session/session-store.ts';
import { getWalletSnapshot } from '../../../lib/wallet/wallet-store.ts';
import { signInWithWallet } from './sign-in.ts';
import { getSigningFor, setSigningFor } from './sign-in-status.ts';

/**
 * The API client's answer to a 401: sign in again with the wallet the session belongs to,
 * when that wallet is still connected. Returns whether a new session was saved.
 */
export async function reauthenticateWithWallet(): Promise<boolean> {
  const wallet = getWalletSnapshot();
  const session = getSession();
  const address = wallet.state === 'connected' ? wallet.address : null;
  if (!address || !session || session.walletAddress !== address || getSigningFor() !== null) return false;
  const config = await queryClient.ensureQueryData(configQuery);
  setSigningFor(address);
  try {
    await signInWithWallet({
      walletAddress: address,
      walletName: wallet.walletName,
      network: config.network,
    });
    return getSession()?.walletAddress === address;
  } finally {
    setSigningFor(null);
  }
}
