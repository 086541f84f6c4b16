import type { Adapter } from '@solana/wallet-adapter-base';
import { VersionedTransaction } from '@solana/web3.js';
import { base64ToBytes, bytesToBase64 } from '../../base64.ts';

type SignTransaction = (<T extends VersionedTransaction>(transaction: T) => Promise<T>) | undefined;

/**
 * Signs a server-built transaction (base64 wire bytes, legacy or version 0) with the
 * connected wallet, as a web3.js 1.x VersionedTransaction, and returns base64 again.
 */
export async function signBase64Transaction(
  transactionBase64: string,
  signTransaction: SignTransaction,
  adapter: Adapter | null,
): Promise<string> {
  if (!signTransaction) throw new Error('Wallet does not support transaction signing');
  const transaction = VersionedTransaction.deserialize(base64ToBytes(transactionBase64));
  const versions = adapter?.supportedTransactionVersions;
  if (transaction.version !== 'legacy' && !versions?.has(transaction.version)) {
    throw new Error("Sending versioned transactions isn't supported by this wallet");
  }
  const signed = await signTransaction(transaction);
  return bytesToBase64(signed.serialize());
}
