import {
  BaseWalletAdapter,
  type SupportedTransactionVersions,
  type WalletName,
  WalletNotReadyError,
  WalletReadyState,
} from '@solana/wallet-adapter-base';
import type { PublicKey } from '@solana/web3.js';
import { BACKPACK_ICON, PHANTOM_ICON, SOLFLARE_ICON } from './suggested-wallet-icons.ts';

/**
 * A well-known wallet that is not installed in this browser: listed under "More options" as
 * not detected, with its install page. Once the extension is installed it announces itself
 * through the Wallet Standard under the same name, and that wallet takes this one's place.
 */
class SuggestedWalletAdapter extends BaseWalletAdapter {
  readonly name: WalletName;
  readonly url: string;
  readonly icon: string;
  readonly readyState = WalletReadyState.NotDetected;
  readonly publicKey: PublicKey | null = null;
  readonly connecting = false;
  readonly supportedTransactionVersions: SupportedTransactionVersions = null;

  constructor(name: string, url: string, icon: string) {
    super();
    this.name = name as WalletName;
    this.url = url;
    this.icon = icon;
  }

  async connect(): Promise<void> {
    throw new WalletNotReadyError();
  }

  async disconnect(): Promise<void> {}

  async sendTransaction(): Promise<never> {
    throw new WalletNotReadyError();
  }
}

/**
 * Phantom, Solflare and Backpack, offered on every network (docs/spec/000-shell-wallet-staking.md §2: 'More
 * options').
 */
export function createSuggestedWallets(): BaseWalletAdapter[] {
  return [
    new SuggestedWalletAdapter('Phantom', 'https://phantom.app', PHANTOM_ICON),
    new SuggestedWalletAdapter('Solflare', 'https://solflare.com', SOLFLARE_ICON),
    new SuggestedWalletAdapter('Backpack', 'https://backpack.app', BACKPACK_ICON),
  ];
}
