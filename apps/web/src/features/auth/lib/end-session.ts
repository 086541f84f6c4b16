import type { QueryClient } from '@tanstack/react-query';
import { clearSession, getSessionToken } from '../../../lib/session/session-store.ts';
import { WALLET_DATA_KEY } from '../../wallet/index.ts';
import { logout } from '../api/auth-api.ts';

/** Forgets the session and the wallet's data at once, then revokes the token on the server. */
export async function endSession(queryClient: QueryClient): Promise<void> {
  const token = getSessionToken();
  clearSession();
  queryClient.removeQueries({ queryKey: [WALLET_DATA_KEY] });
  if (!token) return;
  try {
    await logout(token);
  } catch {
    // The token expires by itself; nothing the player needs to know.
  }
}
