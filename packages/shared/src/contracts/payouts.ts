import { z } from 'zod';

export const PAYOUT_STATUSES = ['pending', 'sent', 'confirmed', 'failed'] as const;

/** What a claim's answer says about its payment: `confirmed` only once it landed. */
export const payoutReceipt = z.object({
  status: z.enum(PAYOUT_STATUSES),
  signature: z.string().nullable(),
});
export type PayoutReceipt = z.infer<typeof payoutReceipt>;

export const adminPayoutsQuery = z.object({
  status: z.enum(PAYOUT_STATUSES).default('pending'),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

export const adminPayout = z.object({
  id: z.string(),
  kind: z.string(),
  wallet: z.string(),
  amount: z.number().describe('WLO'),
  sourcePool: z.string(),
  status: z.enum(PAYOUT_STATUSES),
  signature: z.string().nullable(),
  attempts: z.number(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
});
export const adminPayoutsResponse = z.object({ payouts: z.array(adminPayout) });
