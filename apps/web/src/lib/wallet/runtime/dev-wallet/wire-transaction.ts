/**
 * Signing a serialized Solana transaction in place (the wire format, legacy or version 0): the message bytes are signed exactly as received and
 * the signature is written into the signer's slot, so no byte of the message changes.
 */
const SIGNATURE_LENGTH = 64;
const KEY_LENGTH = 32;
const VERSION_PREFIX_MASK = 0x80;

function readShortVec(bytes: Uint8Array, start: number): { value: number; next: number } {
  let value = 0;
  let offset = start;
  for (let size = 0; size < 3; size += 1) {
    const byte = bytes[offset];
    if (byte === undefined) throw new Error('Truncated transaction');
    offset += 1;
    value |= (byte & 0x7f) << (size * 7);
    if ((byte & 0x80) === 0) return { value, next: offset };
  }
  throw new Error('Malformed transaction length');
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, index) => byte === b[index]);
}

export interface ParsedWireTransaction {
  /** Offset of the first signature slot. */
  signaturesStart: number;
  signatureCount: number;
  message: Uint8Array;
  version: 'legacy' | number;
  signers: Uint8Array[];
}

export function parseWireTransaction(bytes: Uint8Array): ParsedWireTransaction {
  const { value: signatureCount, next: signaturesStart } = readShortVec(bytes, 0);
  const messageStart = signaturesStart + signatureCount * SIGNATURE_LENGTH;
  if (messageStart >= bytes.length) throw new Error('Truncated transaction');
  const message = bytes.subarray(messageStart);

  const first = message[0] ?? 0;
  const versioned = (first & VERSION_PREFIX_MASK) !== 0;
  const headerStart = versioned ? 1 : 0;
  const requiredSignatures = message[headerStart];
  if (requiredSignatures === undefined) throw new Error('Truncated transaction');
  const { value: keyCount, next: keysStart } = readShortVec(message, headerStart + 3);
  if (keyCount < requiredSignatures || keysStart + keyCount * KEY_LENGTH > message.length) {
    throw new Error('Malformed transaction message');
  }
  const signers: Uint8Array[] = [];
  for (let i = 0; i < requiredSignatures; i += 1) {
    signers.push(message.subarray(keysStart + i * KEY_LENGTH, keysStart + (i + 1) * KEY_LENGTH));
  }
  return {
    signaturesStart,
    signatureCount,
    message,
    version: versioned ? first & ~VERSION_PREFIX_MASK : 'legacy',
    signers,
  };
}

/** Returns a copy of the transaction with `publicKey`'s signature slot filled by `sign(message)`. */
export function signWireTransaction(
  bytes: Uint8Array,
  publicKey: Uint8Array,
  sign: (message: Uint8Array) => Uint8Array,
): Uint8Array {
  const parsed = parseWireTransaction(bytes);
  if (parsed.version !== 'legacy' && parsed.version !== 0) {
    throw new Error(`Transaction version ${parsed.version} is not supported`);
  }
  const index = parsed.signers.findIndex((signer) => sameBytes(signer, publicKey));
  if (index < 0 || index >= parsed.signatureCount) {
    throw new Error('This transaction does not ask the Dev Wallet to sign');
  }
  const signature = sign(parsed.message);
  const signed = bytes.slice();
  signed.set(signature, parsed.signaturesStart + index * SIGNATURE_LENGTH);
  return signed;
}
