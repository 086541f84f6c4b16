// What other features may import from connect: the wallet prompts ('Connect Wallet', 'Wallet Required').

// For the app shell (already in the home bundle): the navbar's wallet button and the prompts' host.
export { WalletButton } from './components/WalletButton.tsx';
export { WalletPromptProvider } from './components/WalletPromptProvider.tsx';
export { useWalletPrompts, type WalletPrompts } from './hooks/wallet-prompt-context.ts';
