import { getTransactionDecoder, getTransactionVersionDecoder, type TransactionVersion } from '@solana/kit';
import { SolanaSignTransaction, type SolanaSignTransactionFeature } from '@solana/wallet-standard-features';
import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base';
import { base64ToBytes, bytesToBase64 } from '../../base64.ts';
import { asWalletError } from './wallet-error.ts';

export const NO_TRANSACTION_SIGNING = 'Wallet does not support transaction signing';
export const NO_VERSIONED_TRANSACTIONS = "Sending versioned transactions isn't supported by this wallet";

/** The wallet's `solana:signTransaction`, when this account may use it. */
export function signTransactionFeatureOf(
  wallet: Wallet,
  account: WalletAccount,
): SolanaSignTransactionFeature[typeof SolanaSignTransaction] | null {
  const feature = (wallet.features as Partial<SolanaSignTransactionFeature>)[SolanaSignTransaction];
  return feature && account.features.includes(SolanaSignTransaction) ? feature : null;
}

/** 'legacy' or the version number of a wire transaction (its message's first byte says which). */
export function wireTransactionVersion(wire: Uint8Array): TransactionVersion {
  const { messageBytes } = getTransactionDecoder().decode(wire);
  return getTransactionVersionDecoder().decode(messageBytes);
}

/**
 * Signs a server-built transaction (base64 wire bytes, legacy or version 0) with the
 * connected account through `solana:signTransaction`, which takes and returns wire bytes,
 * and returns the signed transaction as base64.
 */
export async function signBase64Transaction(
  transactionBase64: string,
  wallet: Wallet,
  account: WalletAccount,
  chain: IdentifierString,
): Promise<string> {
  const feature = signTransactionFeatureOf(wallet, account);
  if (!feature) throw new Error(NO_TRANSACTION_SIGNING);
  const transaction = base64ToBytes(transactionBase64);
  const version = wireTransactionVersion(transaction);
  if (
    version !== 'legacy' &&
    !feature.supportedTransactionVersions.some((supported) => supported === version)
  ) {
    throw new Error(NO_VERSIONED_TRANSACTIONS);
  }
  try {
    const [output] = await feature.signTransaction({
      account,
      transaction,
      ...(account.chains.includes(chain) ? { chain } : {}),
    });
    if (!output) throw new Error('The wallet returned no signed transaction');
    return bytesToBase64(output.signedTransaction);
  } catch (error) {
    throw asWalletError('WalletSignTransactionError', error);
  }
}
