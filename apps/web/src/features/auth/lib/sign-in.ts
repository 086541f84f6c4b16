import { encodeBase58, type Network } from '@wos/shared';
import { queryClient } from '../../../lib/config/query-client.ts';
import { saveSession } from '../../../lib/session/session-store.ts';
import { DEV_WALLET_NAME } from '../../../lib/wallet/dev-wallet-name.ts';
import { walletCommands } from '../../../lib/wallet/wallet-commands.ts';
import { grantStarterFunds } from '../../dev/index.ts';
import { refreshWalletFunds } from '../../wallet/index.ts';
import { connectWallet, fetchSignInMessage, submitSignature } from '../api/auth-api.ts';

export interface SignInRequest {
  walletAddress: string;
  walletName: string | null;
  network: Network;
}

/**
 * Sign-in after a wallet connects: register the wallet, fund a new Dev Wallet player on
 * localnet, sign the server's Sign-In-With-Solana message, and keep the session token.
 */
export async function signInWithWallet({ walletAddress, walletName, network }: SignInRequest): Promise<void> {
  const { isNewPlayer } = await connectWallet(walletAddress);
  if (isNewPlayer && network === 'localnet' && walletName === DEV_WALLET_NAME) {
    await grantStarterFunds(walletAddress);
    // The balance and history were read on connect, before these funds.
    await refreshWalletFunds(queryClient).catch((error: unknown) => console.error(error));
  }
  const { message, nonce } = await fetchSignInMessage(walletAddress);
  const signature = await walletCommands.signMessage(new TextEncoder().encode(message));
  const session = await submitSignature(walletAddress, encodeBase58(signature), nonce);
  saveSession(session);
}
