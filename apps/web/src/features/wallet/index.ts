// What other features may import from wallet: the wallet's reads, their query keys, and the
// refresh after funds moved. The zod row parsers are a second surface, ./asset-rows.ts, kept
// apart so that importing this file (the auth feature does, in the home bundle) never loads them.
export { fetchBalance } from './api/wallet-api.ts';
export { isFundsQuery, WALLET_DATA_KEY, walletQueryKeys } from './api/wallet-query-keys.ts';
export { refreshWalletFunds } from './api/wallet-refresh.ts';
// For the app shell (already in the home bundle): keeps the wallet's reads fresh.
export { WalletDataSync } from './components/WalletDataSync.tsx';
export { useAssets, useBalance, useTransactions } from './hooks/useWalletData.ts';
