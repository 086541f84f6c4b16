import { createPublicKey, type KeyObject, verify } from 'node:crypto';
import type { Address, SignatureBytes, Transaction, TransactionMessageBytes } from '@solana/kit';
import { encodeBase58, WosError } from '@wos/shared';

const SIGNATURE_BYTES = 64;
const KEY_BYTES = 32;
/** DER prefix of an Ed25519 SubjectPublicKeyInfo; the 32 key bytes follow. */
const ED25519_SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');

export interface Signer {
  address: Address;
  key: Uint8Array;
  /** Null for an empty slot (all zeroes, as a wallet leaves another signer's). */
  signature: Uint8Array | null;
}

/** A signed transaction as a wallet sends it back, read once: its bytes and parts. */
export interface SignedWire {
  /** @solana/kit's shape of it, to send or co-sign. */
  transaction: Transaction;
  messageBytes: Uint8Array;
  /** The message, base64, as intents store it. */
  messageBase64: string;
  /** The signers in order; the first pays the fee. */
  signers: Signer[];
  /** The fee payer's signature, base58 (the transaction's id); null while unsigned. */
  signature: string | null;
  /** The recent blockhash the message names, base58. */
  blockhash: string;
}

/** A compact-u16 at `at`: its value and the offset after it. */
function compactU16(bytes: Uint8Array, at: number): [number, number] {
  let value = 0;
  for (let i = 0; i < 3; i += 1) {
    const byte = bytes[at + i];
    if (byte === undefined) throw new Error('truncated');
    value |= (byte & 0x7f) << (7 * i);
    if ((byte & 0x80) === 0) return [value, at + i + 1];
  }
  throw new Error('compact-u16 too long');
}

function unreadable(): WosError {
  return new WosError('PAYMENT__TRANSACTION_MISMATCH', {
    message: 'The signed transaction could not be read',
  });
}

/**
 * Reads a base64 wire transaction (legacy or v0) by its layout: the
 * signatures, then the message, whose header says how many of its first
 * account keys sign. Nothing is decoded that the payment check does not use,
 * and no base58 is parsed (the keys are bytes already). An unreadable one is
 * refused with 400.
 */
export function readSignedWire(base64: string): SignedWire {
  try {
    const bytes = new Uint8Array(Buffer.from(base64, 'base64'));
    const [count, afterCount] = compactU16(bytes, 0);
    const messageStart = afterCount + count * SIGNATURE_BYTES;
    const messageBytes = bytes.subarray(messageStart);
    const versioned = (messageBytes[0] ?? 0) & 0x80;
    if (versioned && ((messageBytes[0] ?? 0) & 0x7f) !== 0) throw new Error('unknown message version');
    const header = versioned ? 1 : 0;
    const required = messageBytes[header];
    if (required === undefined || required !== count || count === 0) throw new Error('signature count');
    const [keys, afterKeys] = compactU16(messageBytes, header + 3);
    const blockhashEnd = afterKeys + keys * KEY_BYTES + KEY_BYTES;
    if (keys < count || blockhashEnd > messageBytes.length) throw new Error('truncated');
    const signers: Signer[] = [];
    const signatures: Record<string, SignatureBytes | null> = {};
    for (let i = 0; i < count; i += 1) {
      const key = messageBytes.subarray(afterKeys + i * KEY_BYTES, afterKeys + (i + 1) * KEY_BYTES);
      const slot = bytes.subarray(afterCount + i * SIGNATURE_BYTES, afterCount + (i + 1) * SIGNATURE_BYTES);
      const signature = slot.some((byte) => byte !== 0) ? slot : null;
      const address = encodeBase58(key) as Address;
      signers.push({ address, key, signature });
      signatures[address] = signature as SignatureBytes | null;
    }
    const first = signers[0]?.signature;
    return {
      transaction: Object.freeze({
        messageBytes: messageBytes as unknown as TransactionMessageBytes,
        signatures: Object.freeze(signatures),
      }) as Transaction,
      messageBytes,
      messageBase64: Buffer.from(messageBytes).toString('base64'),
      signers,
      signature: first ? encodeBase58(first) : null,
      blockhash: encodeBase58(messageBytes.subarray(blockhashEnd - KEY_BYTES, blockhashEnd)),
    };
  } catch (error) {
    if (error instanceof WosError) throw error;
    throw unreadable();
  }
}

const publicKeys = new Map<Address, KeyObject>();
const PUBLIC_KEY_CACHE_LIMIT = 20_000;

function publicKeyOf(signer: Signer): KeyObject {
  let key = publicKeys.get(signer.address);
  if (!key) {
    if (publicKeys.size >= PUBLIC_KEY_CACHE_LIMIT) {
      const oldest = publicKeys.keys().next();
      if (!oldest.done) publicKeys.delete(oldest.value);
    }
    key = createPublicKey({
      key: Buffer.concat([ED25519_SPKI_PREFIX, signer.key]),
      format: 'der',
      type: 'spki',
    });
    publicKeys.set(signer.address, key);
  }
  return key;
}

/** Why a signed payment is refused, or null when `expected` signed it and every other signature is empty or valid. */
export function signatureProblem(wire: SignedWire, expected: string): string | null {
  const own = wire.signers.find((signer) => signer.address === expected);
  if (!own) return 'The transaction is not for this wallet';
  if (!own.signature) return 'The transaction is not signed by the wallet';
  for (const signer of wire.signers) {
    if (!signer.signature) continue;
    let valid = false;
    try {
      valid = verify(null, wire.messageBytes, publicKeyOf(signer), signer.signature);
    } catch {
      valid = false;
    }
    if (!valid) return 'The transaction signature is invalid';
  }
  return null;
}
