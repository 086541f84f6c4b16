import { z } from 'zod';

const BASE58 = /^[1-9A-HJ-NP-Za-km-z]+$/;
const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** Decodes base58 text; returns null when it is not base58. */
export function decodeBase58(text: string): Uint8Array | null {
  if (!BASE58.test(text)) return null;
  let value = 0n;
  for (const char of text) value = value * 58n + BigInt(ALPHABET.indexOf(char));
  const bytes: number[] = [];
  while (value > 0n) {
    bytes.unshift(Number(value & 0xffn));
    value >>= 8n;
  }
  for (const char of text) {
    if (char !== '1') break;
    bytes.unshift(0);
  }
  return Uint8Array.from(bytes);
}

/** A Solana address: base58 text of exactly 32 bytes. */
export function isSolanaAddress(text: string): boolean {
  if (text.length < 32 || text.length > 44) return false;
  return decodeBase58(text)?.length === 32;
}

export const walletAddressSchema = z
  .string()
  .refine(isSolanaAddress, { message: 'Invalid wallet address' })
  .describe('Solana address (base58)');
