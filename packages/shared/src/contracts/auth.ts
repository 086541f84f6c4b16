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
  nonce: z
    .string()
    .regex(/^[0-9a-f]{32}$/, 'expected the nonce of the sign-in message')
    .optional()
    .describe('nonce of the signed message, as GET /auth/message returned it'),
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
