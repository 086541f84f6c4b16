import { type Address, lamports, type MaybeEncodedAccount } from '@solana/kit';
import {
  FailedTransactionMetadata,
  type LiteSVM,
  SimulatedTransactionInfo,
  type TransactionMetadata,
} from 'litesvm';
import { addressFromBytes, addressToBytes } from './base58.ts';

export interface NativeAccount {
  lamports(): bigint;
  owner(): Uint8Array;
  data(): Uint8Array;
  executable(): boolean;
}

/** What LiteSVM's wrapper wraps in a SimulatedTransactionInfo. */
type NativeSimulation = ConstructorParameters<typeof SimulatedTransactionInfo>[0];

/**
 * LiteSVM's native handle. Its public wrapper re-encodes each transaction
 * (kit's codecs) before handing the bytes to this same handle, and converts
 * every account it returns through base58; the embedded chain already holds
 * the wire bytes and reads raw accounts, so it calls the handle directly.
 */
export interface NativeSvm {
  sendLegacyTransaction(wire: Uint8Array): TransactionMetadata | FailedTransactionMetadata;
  sendVersionedTransaction(wire: Uint8Array): TransactionMetadata | FailedTransactionMetadata;
  getTransaction(signature: Uint8Array): TransactionMetadata | FailedTransactionMetadata | null;
  getAccount(address: Uint8Array): NativeAccount | null;
  simulateLegacyTransaction(wire: Uint8Array): NativeSimulation | FailedTransactionMetadata;
  simulateVersionedTransaction(wire: Uint8Array): NativeSimulation | FailedTransactionMetadata;
}

export function nativeOf(svm: LiteSVM): NativeSvm {
  const inner = (svm as unknown as { inner?: Partial<NativeSvm> }).inner;
  if (
    typeof inner?.sendLegacyTransaction !== 'function' ||
    typeof inner.sendVersionedTransaction !== 'function' ||
    typeof inner.getTransaction !== 'function' ||
    typeof inner.getAccount !== 'function' ||
    typeof inner.simulateVersionedTransaction !== 'function'
  ) {
    throw new Error('this litesvm has no native handle with the expected methods (package version changed?)');
  }
  return inner as NativeSvm;
}

/** LiteSVM's getAccount, the same answer, without its base58 conversions (BigInt arithmetic per address). */
export function readAccount(svm: LiteSVM, address: Address): MaybeEncodedAccount {
  const account = nativeOf(svm).getAccount(addressToBytes(address));
  if (!account) return { exists: false, address };
  const data = account.data();
  return {
    exists: true,
    address,
    data,
    executable: account.executable(),
    lamports: lamports(account.lamports()),
    programAddress: addressFromBytes(account.owner()),
    space: BigInt(data.length),
  };
}

/**
 * Simulates a wire transaction as LiteSVM's simulateTransaction does, from
 * its bytes (the wrapper re-encodes a decoded transaction first).
 */
export function simulateWire(
  svm: LiteSVM,
  wire: Uint8Array,
  versioned: boolean,
): SimulatedTransactionInfo | FailedTransactionMetadata {
  const native = nativeOf(svm);
  const result = versioned
    ? native.simulateVersionedTransaction(wire)
    : native.simulateLegacyTransaction(wire);
  return result instanceof FailedTransactionMetadata ? result : new SimulatedTransactionInfo(result);
}
