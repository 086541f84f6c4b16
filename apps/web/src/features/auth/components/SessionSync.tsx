import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { errorMessage, isApiError } from '../../../lib/api/api-error.ts';
import { setReauthenticator } from '../../../lib/api/reauth.ts';
import { useAppConfig } from '../../../lib/config/config-query.ts';
import { clearSession, useSession } from '../../../lib/session/session-store.ts';
import { toast } from '../../../lib/toast/toast-store.ts';
import { walletCommands } from '../../../lib/wallet/wallet-commands.ts';
import { isWalletErrorLike } from '../../../lib/wallet/wallet-error-like.ts';
import { useWalletState } from '../../../lib/wallet/wallet-store.ts';
import { fetchCurrentSession } from '../api/auth-api.ts';
import { endSession } from '../lib/end-session.ts';
import { reauthenticateWithWallet } from '../lib/reauthenticate.ts';
import { signInWithWallet } from '../lib/sign-in.ts';
import { getSigningFor, setSigningFor } from '../lib/sign-in-status.ts';

const CONNECT_FAILED = 'Failed to connect wallet. Please try again.';
/** Signing in while the server cannot be reached. */
const UNREACHABLE = 'Error connecting to server';

function signInFailureMessage(error: unknown): string {
  // The wallet layer already told the player what the wallet said.
  if (isWalletErrorLike(error)) return CONNECT_FAILED;
  if (isApiError(error)) return error.status > 0 ? errorMessage(error, CONNECT_FAILED) : UNREACHABLE;
  return error instanceof Error && error.message ? error.message : CONNECT_FAILED;
}

/**
 * Keeps the session in step with the wallet: signs in when a wallet connects, checks a
 * restored session once, and ends the session when the wallet disconnects. A session of
 * another wallet is left for the player to resolve (SessionMismatchBanner).
 */
export function SessionSync() {
  const wallet = useWalletState();
  const session = useSession();
  const config = useAppConfig();
  const queryClient = useQueryClient();
  const previousAddress = useRef<string | null>(null);
  const checkedToken = useRef<string | null>(null);

  const address = wallet.state === 'connected' ? wallet.address : null;

  // An expired session (401 on an authenticated call) signs in again once.
  useEffect(() => {
    setReauthenticator(reauthenticateWithWallet);
    return () => setReauthenticator(null);
  }, []);

  // The wallet went away: forget the session and everything fetched for it.
  useEffect(() => {
    const previous = previousAddress.current;
    previousAddress.current = address;
    if (previous && !address) void endSession(queryClient);
  }, [address, queryClient]);

  // No wallet is chosen any more (e.g. a restore that could not reconnect): a stale session goes too.
  useEffect(() => {
    if (wallet.runtime === 'ready' && wallet.state === 'no-wallet' && session) clearSession();
  }, [wallet.runtime, wallet.state, session]);

  // A restored session is checked once with the server; a revoked or expired one is dropped.
  useEffect(() => {
    if (!address || !session || session.walletAddress !== address) return;
    if (checkedToken.current === session.token) return;
    checkedToken.current = session.token;
    fetchCurrentSession().catch((error: unknown) => {
      if (isApiError(error) && error.status === 401) clearSession();
    });
  }, [address, session]);

  // A connected wallet without a session signs in.
  useEffect(() => {
    if (!address || session || !config || getSigningFor() === address) return;
    setSigningFor(address);
    signInWithWallet({ walletAddress: address, walletName: wallet.walletName, network: config.network })
      .catch((error: unknown) => {
        console.error(error);
        toast.error(signInFailureMessage(error));
        void walletCommands.disconnect();
      })
      .finally(() => setSigningFor(null));
  }, [address, session, config, wallet.walletName]);

  return null;
}
