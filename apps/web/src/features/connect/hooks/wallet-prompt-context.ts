import { createContext, useContext } from 'react';

export interface WalletPrompts {
  /** Opens the 'Connect Wallet' modal with an optional reason. */
  openConnectWallet(reason?: string): void;
  /** Opens the 'Wallet Required' dialog with an optional message. */
  openWalletRequired(message?: string): void;
  /** True when signed in; otherwise opens 'Wallet Required' and returns false. */
  requireWallet(message?: string): boolean;
}

export const WalletPromptContext = createContext<WalletPrompts | null>(null);

export function useWalletPrompts(): WalletPrompts {
  const prompts = useContext(WalletPromptContext);
  if (!prompts) throw new Error('useWalletPrompts needs a WalletPromptProvider');
  return prompts;
}
