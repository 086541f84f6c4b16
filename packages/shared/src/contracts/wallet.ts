import { z } from 'zod';
import {
  TRANSACTIONS_DEFAULT_LIMIT,
  TRANSACTIONS_DEFAULT_PAGE,
  TRANSACTIONS_MAX_LIMIT,
} from '../constants.ts';
import { networkSchema } from './common.ts';

export const balanceResponse = z.object({ sol: z.number(), wlo: z.number() });
export type Balance = z.infer<typeof balanceResponse>;

export const transactionsQuery = z.object({
  page: z.coerce.number().int().min(1).default(TRANSACTIONS_DEFAULT_PAGE),
  limit: z.coerce.number().int().min(1).max(TRANSACTIONS_MAX_LIMIT).default(TRANSACTIONS_DEFAULT_LIMIT),
  network: networkSchema.optional(),
});

export const TRANSACTION_TOKENS = ['SOL', 'WLO'] as const;
export const TRANSACTION_STATUSES = ['pending', 'completed', 'failed'] as const;

export const walletTransaction = z.object({
  id: z.string(),
  type: z.string().describe('e.g. Stake, Purchase, Farming Reward, Staking Reward'),
  category: z.string(),
  item: z.string(),
  amount: z.number().describe('signed: negative leaves the wallet'),
  token: z.enum(TRANSACTION_TOKENS),
  status: z.enum(TRANSACTION_STATUSES),
  signature: z.string().nullable(),
  timestamp: z.string(),
});
export type WalletTransaction = z.infer<typeof walletTransaction>;

export const transactionsResponse = z.object({
  transactions: z.array(walletTransaction),
  pagination: z.object({
    page: z.number(),
    limit: z.number(),
    total: z.number(),
    totalPages: z.number(),
  }),
});
export type TransactionsPage = z.infer<typeof transactionsResponse>;
