import { z } from 'zod';
import { walletAddressSchema } from '../address.ts';
import { DEV_AIRDROP_MAX_SOL, DEV_AIRDROP_MAX_WLO } from '../constants.ts';

export const airdropBody = z.object({
  walletAddress: walletAddressSchema,
  sol: z.number().finite().min(0).max(DEV_AIRDROP_MAX_SOL).default(0),
  wlo: z.number().finite().min(0).max(DEV_AIRDROP_MAX_WLO).default(0),
});
export const airdropResponse = z.object({
  walletAddress: walletAddressSchema,
  sol: z.number().describe('SOL balance after the airdrop'),
  wlo: z.number().describe('WLO balance after the airdrop'),
  signatures: z.array(z.string()),
});

/** Days one call may move the dev clock: each day is a round of daily jobs to catch up. */
export const MAX_CLOCK_ADVANCE_DAYS = 400;

export const clockAdvanceBody = z.object({
  days: z
    .number()
    .finite()
    .positive()
    .max(MAX_CLOCK_ADVANCE_DAYS, `at most ${MAX_CLOCK_ADVANCE_DAYS} per call; advance in steps`),
});
export const clockAdvanceResponse = z.object({
  now: z.string(),
  jobsRun: z.array(z.object({ name: z.string(), period: z.string() })),
});
