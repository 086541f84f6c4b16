// What other features may import from connect: the wallet prompts ('Connect Wallet', 'Wallet Required').
export { useWalletPrompts, type WalletPrompts } from './hooks/wallet-prompt-context.ts';
