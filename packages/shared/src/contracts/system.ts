import { z } from 'zod';
import { networkSchema } from './common.ts';

export const configResponse = z.object({
  brand: z.string(),
  version: z.string(),
  network: networkSchema,
  wloMint: z.string(),
  /** `{signature}` is replaced by a transaction signature. */
  explorerTxUrl: z.string(),
  contactEmail: z.string(),
  priceSearchUrl: z.string(),
  priceChartUrl: z.string(),
  socialLinks: z.object({ x: z.string(), docs: z.string(), chat: z.string() }),
});
export type AppConfig = z.infer<typeof configResponse>;

export const healthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  network: networkSchema,
  database: z.enum(['ok', 'down']),
  chain: z.enum(['ok', 'down']),
  /** The database audited against the chain: every confirmed payment and payout landed. */
  audit: z.object({
    status: z.enum(['pending', 'ok', 'mismatch']),
    checkedAt: z.string().nullable(),
    checked: z.number().int(),
    mismatches: z.number().int(),
  }),
});
