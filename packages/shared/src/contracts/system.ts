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

/** GET /health: liveness only; 200 while the process runs, whatever its dependencies say. */
export const healthResponse = z.object({ status: z.literal('ok') });

/** GET /ready: 200 when the database and the chain answer; 503 names what did not, or that the process is stopping. */
export const readyResponse = z.object({
  /** `degraded`: ready, but the audit found a money mismatch; `unavailable`: answered with 503. */
  status: z.enum(['ok', 'degraded', 'unavailable']),
  network: networkSchema,
  database: z.enum(['ok', 'down']),
  chain: z.enum(['ok', 'down']),
  shuttingDown: z.boolean(),
  /** The database audited against the chain: every confirmed payment and payout landed. */
  audit: z.object({
    status: z.enum(['pending', 'ok', 'mismatch']),
    checkedAt: z.string().nullable(),
    checked: z.number().int(),
    mismatches: z.number().int(),
  }),
});
