import { z } from 'zod';
import { walletAddressSchema } from '../address.ts';
import { NETWORKS } from '../constants.ts';

export const networkSchema = z.enum(NETWORKS);

/** `?network=` on reads; the server refuses any network but its own. */
export const networkQuery = z.object({ network: networkSchema.optional() });

export const addressParams = z.object({ address: walletAddressSchema });
export const walletAddressParams = z.object({ walletAddress: walletAddressSchema });

export const errorResponse = z.object({
  error: z.string().describe('stable error code'),
  message: z.string(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

export const successResponse = z.object({ success: z.literal(true) });

/** Token amount in token units (e.g. 500 WLO), never negative. */
export const tokenAmount = z.number().finite().nonnegative();
