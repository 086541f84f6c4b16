import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SessionSync } from '../features/auth/components/SessionSync.tsx';
import { WalletPromptProvider } from '../features/connect/components/WalletPromptProvider.tsx';
import { WalletDataSync } from '../features/wallet/components/WalletDataSync.tsx';
import { queryClient } from '../lib/config/query-client.ts';
import { Toaster } from '../lib/toast/Toaster.tsx';
import { WalletRuntimeHost } from '../lib/wallet/WalletRuntimeHost.tsx';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <WalletRuntimeHost />
      <SessionSync />
      <WalletDataSync />
      <WalletPromptProvider>{children}</WalletPromptProvider>
      <Toaster />
    </QueryClientProvider>
  );
}
