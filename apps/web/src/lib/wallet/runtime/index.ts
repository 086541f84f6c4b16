import type { AppConfig } from '@wos/shared';
import type { ComponentType } from 'react';
import { registerDevWallet } from './dev-wallet/register.ts';
import { WalletRuntime } from './WalletRuntime.tsx';

/** Entry of the lazily loaded wallet chunk. */
export function prepareWalletRuntime(config: AppConfig): ComponentType {
  if (config.network === 'localnet') registerDevWallet();
  return WalletRuntime;
}
