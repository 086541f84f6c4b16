import { BACKPACK_ICON, PHANTOM_ICON, SOLFLARE_ICON } from './suggested-wallet-icons.ts';

export interface SuggestedWallet {
  name: string;
  /** Its install page. */
  url: string;
  icon: string;
}

/**
 * Phantom, Solflare and Backpack, offered on every network (docs/spec/000-shell-wallet-staking.md §2: 'More
 * options') while they are not installed. Once an extension is installed it announces itself
 * through the Wallet Standard under the same name, and that wallet takes this one's place.
 */
export const SUGGESTED_WALLETS: readonly SuggestedWallet[] = [
  { name: 'Phantom', url: 'https://phantom.app', icon: PHANTOM_ICON },
  { name: 'Solflare', url: 'https://solflare.com', icon: SOLFLARE_ICON },
  { name: 'Backpack', url: 'https://backpack.app', icon: BACKPACK_ICON },
];
