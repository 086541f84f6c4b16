import type { ComponentType } from 'react';
import { configQuery } from '../config/config-query.ts';
import { queryClient } from '../config/query-client.ts';

/** Loads the wallet code (its own chunk) and prepares it for the server's network. */
export async function loadWalletRuntime(): Promise<ComponentType> {
  const [config, runtime] = await Promise.all([
    queryClient.ensureQueryData(configQuery),
    import('./runtime/wallet-runtime.ts'),
  ]);
  return runtime.prepareWalletRuntime(config);
}
