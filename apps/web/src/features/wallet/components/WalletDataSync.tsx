import { useAssets, useBalance, useTransactions } from '../hooks/useWalletData.ts';

/** On connect (signed in), the session fetches balance, assets and transactions. */
export function WalletDataSync() {
  useBalance();
  useAssets();
  useTransactions();
  return null;
}
