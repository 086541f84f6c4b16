import { z } from 'zod';
import { decodeBase58 } from './base58.ts';

/** A Solana address: base58 text of exactly 32 bytes. */
export function isSolanaAddress(text: string): boolean {
  if (text.length < 32 || text.length > 44) return false;
  return decodeBase58(text)?.length === 32;
}

export const walletAddressSchema = z
  .string()
  .refine(isSolanaAddress, { message: 'Invalid wallet address' })
  .describe('Solana address (base58)');
