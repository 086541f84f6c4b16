import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { AppConfig } from '@wos/shared';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { WalletPromptProvider } from '../features/connect/components/WalletPromptProvider.tsx';
import { configQuery } from '../lib/config/config-query.ts';
import { clearSession, saveSession } from '../lib/session/session-store.ts';
import { Toaster } from '../lib/toast/Toaster.tsx';
import { publishWalletSnapshot, registerWalletActions } from '../lib/wallet/wallet-store.ts';

/** A wallet address of the right shape (the page never checks more). */
export const PLAYER = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';

const TEST_CONFIG: AppConfig = {
  brand: 'Warlords of Solana',
  version: 'test',
  network: 'localnet',
  wloMint: 'WLoMint1111111111111111111111111111111111111',
  explorerTxUrl: 'https://explorer.test/tx/{signature}',
  contactEmail: 'team@example.test',
  priceSearchUrl: 'https://price.test/search',
  priceChartUrl: 'https://price.test/chart',
  socialLinks: { x: 'https://x.test', docs: 'https://docs.test', chat: 'https://chat.test' },
};

export interface TestWallet {
  canSignTransaction?: boolean;
  /** What the wallet does when asked to sign (default: answers a "signed" copy). */
  signTransaction?: (transactionBase64: string) => Promise<string>;
}

/**
 * The player signed in through the page's real stores: the wallet store says connected
 * (with a wallet runtime that signs), the session store holds this wallet's session.
 */
export function signInAs(address = PLAYER, wallet: TestWallet = {}): void {
  registerWalletActions({
    openModal: () => undefined,
    connect: async () => undefined,
    disconnect: async () => undefined,
    signMessage: async (message) => message,
    signTransaction: wallet.signTransaction ?? (async (transaction) => `signed:${transaction}`),
  });
  publishWalletSnapshot({
    runtime: 'ready',
    state: 'connected',
    walletName: 'Test Wallet',
    address,
    canSignMessage: true,
    canSignTransaction: wallet.canSignTransaction ?? true,
  });
  saveSession({
    token: 'test-session',
    walletAddress: address,
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
  });
}

/** No wallet, no session. */
export function signOut(): void {
  clearSession();
  registerWalletActions(null);
  publishWalletSnapshot({
    state: 'no-wallet',
    address: null,
    canSignMessage: false,
    canSignTransaction: false,
  });
}

/** A query client that knows the server's config (as after the first load) and never retries. */
export function testQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  client.setQueryData(configQuery.queryKey, TEST_CONFIG);
  return client;
}

/** The providers a game page runs under: queries, the wallet prompts and the toasts. */
export function GameProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <WalletPromptProvider>
        {children}
        <Toaster />
      </WalletPromptProvider>
    </QueryClientProvider>
  );
}

/** The toast store lives as long as the test file: close what a test left showing. */
export function dismissAllToasts(): void {
  const { unmount } = render(<Toaster />);
  act(() => {
    for (const button of screen.queryAllByRole('button', { name: 'Close notification' }))
      fireEvent.click(button);
  });
  unmount();
}

/**
 * What every game test leaves behind, undone: the page unmounted first (signing
 * out under a mounted page would update it outside act()), real timers, stubbed
 * globals and spies restored, the session and the toasts gone.
 */
export function resetGameTest(): void {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  signOut();
  dismissAllToasts();
}
