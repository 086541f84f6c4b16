import type { AppConfig } from '@wos/shared';
import type { ComponentType } from 'react';
import { registerDevWallet } from './dev-wallet/register.ts';
import { registerMobileWallet } from './mobile-wallet.ts';
import { createWalletRuntime } from './WalletRuntime.tsx';
import { chainOf } from './wallet-chain.ts';

/**
 * Entry of the lazily loaded wallet chunk: registers the page's own wallets (the Dev Wallet
 * on localnet, the Mobile Wallet Adapter on Android phones) before the modal can open.
 */
export async function prepareWalletRuntime(config: AppConfig): Promise<ComponentType> {
  const chain = chainOf(config.network);
  if (config.network === 'localnet') registerDevWallet();
  await registerMobileWallet(chain);
  return createWalletRuntime(chain);
}
