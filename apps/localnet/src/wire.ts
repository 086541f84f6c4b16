import { createPublicKey, type KeyObject, verify } from 'node:crypto';
import {
  type Address,
  type CompiledTransactionMessage,
  getAddressEncoder,
  getBase58Decoder,
  getBase58Encoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  type Transaction,
} from '@solana/kit';
import { base58Encode } from '@wos/svm';
import { invalidParams } from './rpc-error.ts';
import { decodeSignaturesFirst } from './wire-fast.ts';

/** Solana's packet limit for a transaction, raw and base64 / base58 encoded. */
const MAX_WIRE_BYTES = 1232;
const MAX_BASE64_CHARS = 1644;
const MAX_BASE58_CHARS = 1683;
const SIGNATURE_BYTES = 64;
const TYPE_NAME = 'solana_transaction::versioned::VersionedTransaction';

export type WireEncoding = 'base58' | 'base64';

/** A transaction as received: its bytes, decoded parts and id. */
export interface WireTransaction {
  bytes: Uint8Array;
  transaction: Transaction;
  message: CompiledTransactionMessage & { lifetimeToken?: string };
  /** The fee payer's signature, base58: the transaction's id. */
  signature: string;
  signatureBytes: Uint8Array;
  blockhash: string;
}

const transactionDecoder = getTransactionDecoder();
const messageDecoder = getCompiledTransactionMessageDecoder();
const base58 = { encoder: getBase58Encoder(), decoder: getBase58Decoder() };

export function decodeBytes(data: unknown, encoding: WireEncoding, maxChars?: number): Uint8Array {
  if (typeof data !== 'string') throw invalidParams('Invalid params: invalid type: expected a string');
  if (maxChars !== undefined && data.length > maxChars) {
    throw invalidParams(
      `${encoding} encoded ${TYPE_NAME} too large: ${data.length} bytes (max: encoded/raw ${maxChars}/${MAX_WIRE_BYTES})`,
    );
  }
  if (encoding === 'base64') {
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(data)) throw invalidParams('invalid base64 encoding: InvalidByte');
    return new Uint8Array(Buffer.from(data, 'base64'));
  }
  try {
    return new Uint8Array(base58.encoder.encode(data));
  } catch {
    throw invalidParams('invalid base58 encoding: InvalidCharacter');
  }
}

export function decodeWireTransaction(data: unknown, encoding: WireEncoding): WireTransaction {
  return parseWireTransaction(
    decodeBytes(data, encoding, encoding === 'base64' ? MAX_BASE64_CHARS : MAX_BASE58_CHARS),
  );
}

export function parseWireTransaction(bytes: Uint8Array): WireTransaction {
  if (bytes.length > MAX_WIRE_BYTES) {
    throw invalidParams(
      `decoded ${TYPE_NAME} too large: ${bytes.length} bytes (max: ${MAX_WIRE_BYTES} bytes)`,
    );
  }
  try {
    const fast = decodeSignaturesFirst(bytes);
    const transaction = fast?.transaction ?? transactionDecoder.decode(bytes);
    const message =
      fast?.message ?? (messageDecoder.decode(transaction.messageBytes) as WireTransaction['message']);
    const count = signatureCount(bytes);
    if (count === 0 || count !== message.header.numSignerAccounts || !message.lifetimeToken) {
      throw new Error('Transaction failed to sanitize accounts offsets correctly');
    }
    const signatureBytes = bytes.subarray(1, 1 + SIGNATURE_BYTES);
    return {
      bytes,
      transaction,
      message,
      signature: base58Encode(signatureBytes),
      signatureBytes,
      blockhash: message.lifetimeToken,
    };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw invalidParams(`failed to deserialize ${TYPE_NAME}: ${reason}`);
  }
}

/** The compact-u16 signature count at the start of a wire transaction (one byte below 128). */
function signatureCount(bytes: Uint8Array): number {
  const first = bytes[0] ?? 0;
  if (first >= 0x80) throw new Error('too many signatures');
  return first;
}

const publicKeys = new Map<Address, KeyObject>();
const PUBLIC_KEY_CACHE_LIMIT = 20_000;
/** DER prefix of an Ed25519 SubjectPublicKeyInfo; the 32 key bytes follow. */
const ED25519_SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');
const addressEncoder = getAddressEncoder();

function publicKeyOf(address: Address): KeyObject {
  let key = publicKeys.get(address);
  if (!key) {
    if (publicKeys.size >= PUBLIC_KEY_CACHE_LIMIT) publicKeys.clear();
    const raw = Buffer.from(addressEncoder.encode(address));
    key = createPublicKey({ key: Buffer.concat([ED25519_SPKI_PREFIX, raw]), format: 'der', type: 'spki' });
    publicKeys.set(address, key);
  }
  return key;
}

/** True when every required signature is present and valid over the message bytes. */
export function signaturesAreValid(wire: WireTransaction): boolean {
  const { header, staticAccounts } = wire.message;
  const message = wire.transaction.messageBytes as unknown as Uint8Array;
  for (let index = 0; index < header.numSignerAccounts; index++) {
    const signer = staticAccounts[index];
    const offset = 1 + index * SIGNATURE_BYTES;
    const signature = wire.bytes.subarray(offset, offset + SIGNATURE_BYTES);
    if (!signer || signature.length !== SIGNATURE_BYTES) return false;
    try {
      if (!verify(null, message, publicKeyOf(signer), signature)) return false;
    } catch {
      return false;
    }
  }
  return true;
}
