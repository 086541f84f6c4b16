import { z } from 'zod';
import { walletAddressSchema } from '../address.ts';

export const connectBody = z.object({ walletAddress: walletAddressSchema });
export const connectResponse = z.object({
  walletAddress: walletAddressSchema,
  isNewPlayer: z.boolean(),
});

export const signInMessageResponse = z.object({
  message: z.string(),
  nonce: z.string(),
  expiresAt: z.string(),
});

export const signBody = z.object({
  walletAddress: walletAddressSchema,
  signature: z.string().min(1).max(128).describe('base58 ed25519 signature of the sign-in message'),
});
export const sessionResponse = z.object({
  token: z.string(),
  walletAddress: walletAddressSchema,
  expiresAt: z.string(),
});
export type Session = z.infer<typeof sessionResponse>;

export const currentSessionResponse = z.object({
  walletAddress: walletAddressSchema,
  expiresAt: z.string(),
});
