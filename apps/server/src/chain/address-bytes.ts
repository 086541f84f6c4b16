import type { Address } from '@solana/kit';
import { decodeBase58 } from '@wos/shared';

/** Addresses remembered as bytes; past it the oldest goes first. */
const LIMIT = 50_000;
const bytesOf = new Map<string, Uint8Array>();

/**
 * An address's 32 bytes, decoded once: the game's pools, mint, programs and
 * active players are compiled into transactions again and again.
 */
export function addressBytes(address: Address | string): Uint8Array {
  let bytes = bytesOf.get(address);
  if (!bytes) {
    const decoded = decodeBase58(address);
    if (decoded?.length !== 32) throw new Error(`not an address: ${address}`);
    bytes = decoded;
    if (bytesOf.size >= LIMIT) {
      const oldest = bytesOf.keys().next();
      if (!oldest.done) bytesOf.delete(oldest.value);
    }
    bytesOf.set(address, bytes);
  }
  return bytes;
}

/** The text as an Address, checked by decoding it once (@solana/kit's address() decodes with BigInt every time). */
export function toAddress(text: string): Address {
  addressBytes(text);
  return text as Address;
}
