import { z } from 'zod';
import { specCall } from './http.ts';
import type { SpecWallet } from './wallet.ts';

/**
 * docs/spec/000-shell-wallet-staking.md §7 sign-in: GET /auth/message/{walletAddress}, the wallet signs
 * it, POST /auth/sign {walletAddress, signature}. Returns the session token
 * sent as `Authorization: Bearer` on every state-changing call.
 */
export async function signIn(baseUrl: string, wallet: SpecWallet): Promise<string> {
  const { message } = await specCall(
    baseUrl,
    { method: 'GET', path: `/auth/message/${wallet.address}` },
    z.object({ message: z.string() }),
  );
  const { token } = await specCall(
    baseUrl,
    {
      method: 'POST',
      path: '/auth/sign',
      body: { walletAddress: wallet.address, signature: await wallet.signMessage(message) },
    },
    z.object({ token: z.string() }),
  );
  return token;
}

/** A signed-in player of the flow. */
export interface SpecPlayer {
  wallet: SpecWallet;
  token: string;
}
