import type { IdentifierString } from '@wallet-standard/base';

/**
 * Whether this browser may reach a wallet app on the same phone: Android, in a secure
 * context (https, or localhost). registerMwa checks the same and more (not in a WebView);
 * asking first keeps its code from loading anywhere else.
 */
export function canOfferMobileWallet(): boolean {
  return window.isSecureContext && /android/i.test(navigator.userAgent);
}

/**
 * Registers the Mobile Wallet Adapter as a Wallet Standard wallet on Android phones, so a
 * player with a wallet app (Phantom, Solflare, …) sees it in the wallet modal. Its code is a
 * chunk of its own (mobile-wallet-registration), loaded only here; a failure leaves the other wallets as they are.
 */
export async function registerMobileWallet(chain: IdentifierString): Promise<void> {
  if (!canOfferMobileWallet()) return;
  try {
    const { registerMobileWalletAdapter } = await import('./mobile-wallet-registration.ts');
    registerMobileWalletAdapter(chain);
  } catch (error) {
    console.error(error);
  }
}
