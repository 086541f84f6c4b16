import { z } from 'zod';
import { PAYOUT_STATUSES } from './payouts.ts';

/**
 * The operator console's one read, `GET /admin/overview` (bearer ADMIN_TOKEN).
 * Amounts are whole WLO and SOL as numbers (display only); days are null when
 * nothing draws on the pool (an endless runway).
 */
export const adminPool = z.object({
  name: z.string().describe('the game pool name: stakingVault, stakingRewards, farmingPool, treasury, …'),
  address: z.string(),
  tokenAccount: z.string(),
  sol: z.number(),
  wlo: z.number(),
  explorerUrl: z.string().describe("the pool's address on the network's explorer"),
});

export const adminRunway = z.object({
  pool: z.enum(['stakingRewards', 'farmingPool']),
  balance: z.number().describe('WLO the pool holds'),
  owed: z.number().describe('WLO already earned by players and not yet paid out of it'),
  perDay: z.number().describe("WLO it pays a day at today's accrual"),
  days: z.number().nullable().describe('(balance − owed) / perDay; null when perDay is 0'),
});

export const adminBuyback = z.object({
  day: z.string().describe('the UTC day, YYYY-MM-DD'),
  budget: z.number().describe("today's buy-back budget, WLO"),
  used: z.number(),
  perWalletShare: z.number().describe('the most one wallet may take today, WLO'),
});

export const adminEscrow = z.object({
  held: z.number().describe("WLO in the marketplace escrow's token account"),
  owed: z.number().describe('WLO the escrow owes: payouts and refunds not yet landed'),
});

export const adminPayoutsSummary = z.object({
  counts: z.record(z.enum(PAYOUT_STATUSES), z.number()),
  oldestPendingAgeSeconds: z.number().nullable(),
  failed: z.array(
    z.object({
      id: z.string(),
      kind: z.string(),
      wallet: z.string(),
      amount: z.number(),
      sourcePool: z.string(),
      reason: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});

export const adminJob = z.object({
  name: z.string(),
  cadence: z.string(),
  lastSuccessAt: z.string().nullable(),
  nextRunAt: z.string().nullable(),
});

export const adminAudit = z.object({
  status: z.enum(['ok', 'mismatch', 'not-run']),
  checkedAt: z.string().nullable(),
  detail: z.string().nullable(),
});

export const adminOverviewResponse = z.object({
  network: z.string(),
  generatedAt: z.string(),
  pools: z.array(adminPool),
  runways: z.array(adminRunway),
  buyback: adminBuyback,
  escrow: adminEscrow,
  payouts: adminPayoutsSummary,
  jobs: z.array(adminJob),
  audit: adminAudit,
  counts: z.object({ players: z.number(), activeStakes: z.number(), openListings: z.number() }),
});
export type AdminOverview = z.infer<typeof adminOverviewResponse>;
