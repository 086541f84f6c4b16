import { type Address, type SignatureBytes, type Transaction, verifySignature } from '@solana/kit';
import { WosError } from '@wos/shared';
import { codecs, publicKeyOf } from './codecs.ts';

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
  const transaction = decodeTransaction(signedBase64);
  if (!bytesEqual(transaction.messageBytes, prepared.messageBytes)) {
    throw new WosError('PAYMENT__TRANSACTION_MISMATCH');
  }
  const signatures = transaction.signatures as Record<string, SignatureBytes | null>;
  if (!(expectedSigner in signatures)) {
    throw new WosError('PAYMENT__TRANSACTION_MISMATCH', {
      message: 'The transaction is not for this wallet',
    });
  }
  for (const [signer, signature] of Object.entries(signatures)) {
    if (signature === null) {
      if (signer === expectedSigner) {
        throw new WosError('PAYMENT__TRANSACTION_MISMATCH', {
          message: 'The transaction is not signed by the wallet',
        });
      }
      continue;
    }
    const publicKey = await publicKeyOf(signer as Address);
    if (!(await verifySignature(publicKey, signature, transaction.messageBytes))) {
      throw new WosError('PAYMENT__TRANSACTION_MISMATCH', {
        message: 'The transaction signature is invalid',
      });
    }
  }
  return transaction;
}

function decodeTransaction(base64: string): Transaction {
  try {
    return codecs.transaction.decoder.decode(codecs.base64.encoder.encode(base64));
  } catch {
    throw new WosError('PAYMENT__TRANSACTION_MISMATCH', {
      message: 'The signed transaction could not be read',
    });
  }
}

function bytesEqual(a: ArrayLike<number>, b: ArrayLike<number>): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return false;
  return true;
}
