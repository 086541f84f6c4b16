import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { useAuth } from '../../auth/index.ts';
import { WalletPromptContext, type WalletPrompts } from '../hooks/wallet-prompt-context.ts';
import { ConnectWalletModal } from './ConnectWalletModal.tsx';
import { WalletRequiredDialog } from './WalletRequiredDialog.tsx';

type Prompt =
  | { kind: 'connect'; reason?: string | undefined }
  | { kind: 'required'; message?: string | undefined };

/** Hosts the two wallet prompts any feature can open; both close once the player is signed in. */
export function WalletPromptProvider({ children }: { children: ReactNode }) {
  const { phase } = useAuth();
  const [prompt, setPrompt] = useState<Prompt | null>(null);
  const close = useCallback(() => setPrompt(null), []);

  useEffect(() => {
    if (phase === 'signed-in') setPrompt(null);
  }, [phase]);

  const value = useMemo<WalletPrompts>(
    () => ({
      openConnectWallet: (reason) => setPrompt({ kind: 'connect', reason }),
      openWalletRequired: (message) => setPrompt({ kind: 'required', message }),
      requireWallet: (message) => {
        if (phase === 'signed-in') return true;
        setPrompt({ kind: 'required', message });
        return false;
      },
    }),
    [phase],
  );

  return (
    <WalletPromptContext.Provider value={value}>
      {children}
      <ConnectWalletModal
        open={prompt?.kind === 'connect'}
        onClose={close}
        reason={prompt?.kind === 'connect' ? prompt.reason : undefined}
      />
      <WalletRequiredDialog
        open={prompt?.kind === 'required'}
        onClose={close}
        message={prompt?.kind === 'required' ? prompt.message : undefined}
      />
    </WalletPromptContext.Provider>
  );
}
