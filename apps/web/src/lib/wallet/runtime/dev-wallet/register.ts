import { registerWallet } from '@wallet-standard/wallet';
import { DevWallet } from './dev-wallet.ts';
import { loadOrCreateDevKeypair } from './keypair.ts';

let registered = false;

/** Announces the Dev Wallet to the page through the Wallet Standard (once). */
export function registerDevWallet(): void {
  if (registered) return;
  registered = true;
  registerWallet(new DevWallet(loadOrCreateDevKeypair()));
}
