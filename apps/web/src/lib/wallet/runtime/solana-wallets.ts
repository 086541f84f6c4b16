import { SolanaSignMessage, SolanaSignTransaction } from '@solana/wallet-standard-features';
import { getWallets } from '@wallet-standard/app';
import type { Wallet } from '@wallet-standard/base';
import { StandardConnect, StandardEvents } from '@wallet-standard/features';

/**
 * A wallet the page can use: it connects, reports account changes, runs on a Solana chain
 * and signs transactions or messages (the server prepares and sends every transaction).
 */
export function isSolanaWallet(wallet: Wallet): boolean {
  const { features } = wallet;
  return (
    StandardConnect in features &&
    StandardEvents in features &&
    (SolanaSignTransaction in features || SolanaSignMessage in features) &&
    wallet.chains.some((chain) => chain.startsWith('solana:'))
  );
}

/** The Solana wallets registered in this page now. */
export function readSolanaWallets(): readonly Wallet[] {
  return getWallets().get().filter(isSolanaWallet);
}

/**
 * The Solana wallets registered in this page through the Wallet Standard (extensions, the
 * Mobile Wallet Adapter, the Dev Wallet), kept up to date as wallets register or leave.
 * `onChange` gets the new list; the returned function stops listening.
 */
export function watchSolanaWallets(onChange: (wallets: readonly Wallet[]) => void): () => void {
  const registry = getWallets();
  const read = () => onChange(readSolanaWallets());
  const offRegister = registry.on('register', read);
  const offUnregister = registry.on('unregister', read);
  read();
  return () => {
    offRegister();
    offUnregister();
  };
}
