import { z } from 'zod';
import {
  TRANSACTIONS_DEFAULT_LIMIT,
  TRANSACTIONS_DEFAULT_PAGE,
  TRANSACTIONS_MAX_LIMIT,
} from '../constants.ts';
import { networkSchema } from './common.ts';

export const balanceResponse = z.object({ sol: z.number(), wlo: z.number() });
export type Balance = z.infer<typeof balanceResponse>;

/**
 * Every kind of row the server writes into a player's history, by category. The server
 * can record nothing else (its `record` is typed by this), the history filters accept
 * these values, and the wallet page offers them as its filter options.
 */
export const TRANSACTION_TYPES_BY_CATEGORY = {
  staking: ['Stake', 'Unstake', 'Stake Returned', 'Staking Reward'],
  packs: ['Purchase', 'Pack Opening'],
  farming: ['Farming Reward', 'Weekly Reward', 'Level Up'],
  heroes: ['Level Up', 'Equip', 'Unequip'],
  items: ['Item Used'],
  marketplace: [
    'Purchase',
    'Sale',
    'Instant Sale',
    'Refund',
    'Listing Created',
    'Listing Updated',
    'Listing Canceled',
  ],
  dev: ['Airdrop'],
} as const;

type TypesByCategory = typeof TRANSACTION_TYPES_BY_CATEGORY;
export type TransactionCategory = keyof TypesByCategory;
export type TransactionType = TypesByCategory[TransactionCategory][number];
export type TransactionTypeOf<C extends TransactionCategory> = TypesByCategory[C][number];
/** A category with one of its own types (what a history row is). */
export type TransactionKind = {
  [C in TransactionCategory]: { category: C; type: TypesByCategory[C][number] };
}[TransactionCategory];

export const TRANSACTION_CATEGORIES = Object.keys(TRANSACTION_TYPES_BY_CATEGORY) as [
  TransactionCategory,
  ...TransactionCategory[],
];
export const TRANSACTION_TYPES = [...new Set(Object.values(TRANSACTION_TYPES_BY_CATEGORY).flat())] as [
  TransactionType,
  ...TransactionType[],
];

export const TRANSACTION_CATEGORY_LABELS: Record<TransactionCategory, string> = {
  staking: 'Staking',
  packs: 'Packs',
  farming: 'Farming',
  heroes: 'Heroes',
  items: 'Items',
  marketplace: 'Marketplace',
  dev: 'Faucet',
};

/** The types a category can hold; without a category, every type. */
export function transactionTypesOf(category: TransactionCategory | undefined): readonly TransactionType[] {
  return category ? TRANSACTION_TYPES_BY_CATEGORY[category] : TRANSACTION_TYPES;
}

/** `?category=&type=`: either, both or neither narrows the history. */
export const transactionFilterQuery = z.object({
  category: z.enum(TRANSACTION_CATEGORIES).optional(),
  type: z.enum(TRANSACTION_TYPES).optional(),
  network: networkSchema.optional(),
});
export type TransactionFilter = Pick<z.infer<typeof transactionFilterQuery>, 'category' | 'type'>;

export const transactionsQuery = transactionFilterQuery.extend({
  page: z.coerce.number().int().min(1).default(TRANSACTIONS_DEFAULT_PAGE),
  limit: z.coerce.number().int().min(1).max(TRANSACTIONS_MAX_LIMIT).default(TRANSACTIONS_DEFAULT_LIMIT),
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
  date: z.string().describe('YYYY-MM-DD, UTC'),
  time: z.string().describe('HH:MM:SS, UTC'),
  timestamp: z.string().describe('ISO 8601, UTC'),
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

/** The CSV export's columns, in order (one header row, then one row per transaction). */
export const TRANSACTIONS_CSV_COLUMNS = [
  'date',
  'time',
  'timestamp',
  'type',
  'category',
  'item',
  'amount',
  'token',
  'status',
  'signature',
] as const;
