import { type Address, address } from '@solana/kit';

/** Addresses remembered; past this the oldest is checked again next time. */
const LIMIT = 10_000;
const known = new Map<string, Address>();

/**
 * kit's `address(text)`, remembered: it checks the text by decoding its base58 with
 * BigInt arithmetic every time, and a wallet's pages ask for the same wallet again
 * and again (its balance, its token accounts).
 */
export function knownAddress(text: string): Address {
  const remembered = known.get(text);
  if (remembered) return remembered;
  const checked = address(text);
  if (known.size >= LIMIT) {
    const oldest = known.keys().next();
    if (!oldest.done) known.delete(oldest.value);
  }
  known.set(text, checked);
  return checked;
}
