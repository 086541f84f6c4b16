import type { Address } from '@solana/kit';
import { decodeBase58, encodeBase58 } from '@wos/shared';

/** Base58 of packages/shared (one implementation, without BigInt). */
export function base58Encode(bytes: Uint8Array): string {
  return encodeBase58(bytes);
}

/** Like decodeBase58, but throws on text that is not base58. */
export function base58Decode(text: string): Uint8Array {
  if (text.length === 0) return new Uint8Array(0);
  const bytes = decodeBase58(text);
  if (!bytes) throw new Error(`not base58: ${JSON.stringify(text)}`);
  return bytes;
}

/** The 32 bytes of an address; throws unless it is one. */
export function addressToBytes(address: string): Uint8Array {
  const bytes = base58Decode(address);
  if (bytes.length !== 32) throw new Error(`not a 32-byte address: ${address}`);
  return bytes;
}

export function addressFromBytes(bytes: Uint8Array): Address {
  if (bytes.length !== 32) throw new Error(`an address has 32 bytes, not ${bytes.length}`);
  return base58Encode(bytes) as Address;
}

/** Whether `text` is a base58 address (32 bytes), as kit's isAddress answers. */
export function isAddressText(text: string): text is Address {
  if (text.length < 32 || text.length > 44) return false;
  try {
    return base58Decode(text).length === 32;
  } catch {
    return false;
  }
}
