import type { WalletReadiness } from '../wallet-entries.ts';

export interface ListedWallet {
  readiness: WalletReadiness;
}

export interface WalletGroups<W> {
  /** Installed in this browser: listed first, marked Detected. */
  detected: W[];
  /** Loadable or not detected: under the collapsible 'More options'. */
  more: W[];
}

/**
 * How the wallet modal lists wallets (docs/spec/000-shell-wallet-staking.md §2): detected ones first, the
 * rest under 'More options'; wallets that are Unsupported here are not listed at all.
 */
export function groupWallets<W extends ListedWallet>(wallets: readonly W[]): WalletGroups<W> {
  const detected: W[] = [];
  const more: W[] = [];
  for (const wallet of wallets) {
    if (wallet.readiness === 'Installed') detected.push(wallet);
    else if (wallet.readiness !== 'Unsupported') more.push(wallet);
  }
  return { detected, more };
}
