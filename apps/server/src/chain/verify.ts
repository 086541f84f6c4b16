import type { Address, Transaction } from '@solana/kit';
import { WosError } from '@wos/shared';
import { readSignedWire, signatureProblem } from './wire.ts';

export interface PreparedMessage {
  messageBytes: Uint8Array;
}

/**
 * Phase two of every player-paid flow: the signed transaction must be the
 * prepared message byte for byte, signed by the expected player. Any other
 * signature slot must be empty or valid. Returns the transaction to send.
 */
export async function verifySignedTransaction(
  prepared: PreparedMessage,
  signedBase64: string,
  expectedSigner: Address,
): Promise<Transaction> {
  const wire = readSignedWire(signedBase64);
  if (!bytesEqual(wire.messageBytes, prepared.messageBytes)) {
    throw new WosError('PAYMENT__TRANSACTION_MISMATCH');
  }
  const problem = signatureProblem(wire, expectedSigner);
  if (problem) throw new WosError('PAYMENT__TRANSACTION_MISMATCH', { message: problem });
  return wire.transaction;
}

function bytesEqual(a: ArrayLike<number>, b: ArrayLike<number>): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return false;
  return true;
}
