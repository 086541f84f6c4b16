import type { Wallet } from '@wallet-standard/base';
import type { SuggestedWallet } from './suggested-wallets.ts';

/** docs/spec/000-shell-wallet-staking.md §6: a wallet's readiness in this browser. */
export type WalletReadiness = 'Installed' | 'Loadable' | 'NotDetected' | 'Unsupported';

/** One wallet of the modal's list. */
export interface WalletEntry {
  name: string;
  icon: string;
  readiness: WalletReadiness;
  /** The registered wallet, for one the player can connect. */
  wallet: Wallet | null;
  /** The install page, for a suggested wallet this browser does not have. */
  installUrl: string | null;
}

/**
 * Every Wallet Standard wallet registered in the page is Installed (it is here to connect);
 * a suggested wallet that none of them stands for is NotDetected, after them.
 */
export function listWalletEntries(
  registered: readonly Wallet[],
  suggested: readonly SuggestedWallet[],
): WalletEntry[] {
  const names = new Set(registered.map((wallet) => wallet.name));
  return [
    ...registered.map(
      (wallet): WalletEntry => ({
        name: wallet.name,
        icon: wallet.icon,
        readiness: 'Installed',
        wallet,
        installUrl: null,
      }),
    ),
    ...suggested
      .filter((entry) => !names.has(entry.name))
      .map(
        (entry): WalletEntry => ({
          name: entry.name,
          icon: entry.icon,
          readiness: 'NotDetected',
          wallet: null,
          installUrl: entry.url,
        }),
      ),
  ];
}
