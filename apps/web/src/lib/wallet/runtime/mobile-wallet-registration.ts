import {
  createDefaultAuthorizationCache,
  createDefaultChainSelector,
  createDefaultWalletNotFoundHandler,
  registerMwa,
} from '@solana-mobile/wallet-standard-mobile';
import type { IdentifierString } from '@wallet-standard/base';

/**
 * The Mobile Wallet Adapter's own chunk (loaded by mobile-wallet.ts on Android only):
 * registers it with the package's defaults: authorizations kept in localStorage, the one
 * chain of the server's network, and a page that points to wallet apps when none is installed.
 */
export function registerMobileWalletAdapter(chain: IdentifierString): void {
  registerMwa({
    appIdentity: { name: 'Warlords of Solana', uri: window.location.origin },
    authorizationCache: createDefaultAuthorizationCache(),
    chains: [chain],
    chainSelector: createDefaultChainSelector(),
    onWalletNotFound: createDefaultWalletNotFoundHandler(),
  });
}
