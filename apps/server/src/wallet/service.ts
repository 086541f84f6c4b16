import { address } from '@solana/kit';
import {
  fromBaseUnits,
  SOL_DECIMALS,
  type TransactionsPage,
  type WalletTransaction,
  WLO_DECIMALS,
} from '@wos/shared';
import type { GameAccounts } from '../chain/accounts.ts';
import type { Chain } from '../chain/port.ts';
import type { Clock } from '../clock/clock.ts';
import type { Database } from '../db/database.ts';
import type { TransactionRow, WalletRepo } from './repo.ts';

export interface RecordTransaction {
  wallet: string;
  type: string;
  category: string;
  item: string;
  /** Signed base units of `token`. */
  amount: bigint;
  token: 'SOL' | 'WLO';
  status?: 'pending' | 'completed' | 'failed';
  signature?: string | null;
}

/** Balances read from the chain, and the player's transaction history. */
export function createWalletService(deps: {
  repo: WalletRepo;
  chain: Chain;
  accounts: GameAccounts;
  clock: Clock;
}) {
  const { repo, chain, accounts, clock } = deps;
  return {
    async balance(owner: string) {
      const wallet = address(owner);
      const [lamports, wlo] = await Promise.all([
        chain.getLamports(wallet),
        chain.getTokenBalance(wallet, accounts.wloMint),
      ]);
      return { sol: fromBaseUnits(lamports, SOL_DECIMALS), wlo: fromBaseUnits(wlo, WLO_DECIMALS) };
    },

    async transactions(owner: string, page: number, limit: number): Promise<TransactionsPage> {
      const { rows, total } = await repo.page(owner, limit, (page - 1) * limit);
      return {
        transactions: rows.map(toApi),
        pagination: { page, limit, total, totalPages: Math.ceil(total / limit) },
      };
    },

    /** Other features write history through here, inside their own transaction; returns the row id. */
    async record(entry: RecordTransaction, tx?: Database): Promise<string> {
      const row = await repo.insert(
        {
          ...entry,
          status: entry.status ?? 'completed',
          signature: entry.signature ?? null,
          createdAt: clock.now(),
        },
        tx,
      );
      return row.id;
    },

    /** Many history rows at once, inside the caller's transaction; `id` may be given so others can refer to it. */
    async recordMany(
      entries: readonly (RecordTransaction & { id?: string })[],
      tx?: Database,
    ): Promise<void> {
      const createdAt = clock.now();
      await repo.insertMany(
        entries.map((entry) => ({
          ...entry,
          status: entry.status ?? 'completed',
          signature: entry.signature ?? null,
          createdAt,
        })),
        tx,
      );
    },

    /** Marks pending rows completed with the signature of the payment that landed. */
    async complete(ids: readonly string[], signature: string, tx?: Database): Promise<void> {
      await repo.settle(ids, { status: 'completed', signature }, tx);
    },
  };
}

function toApi(row: TransactionRow): WalletTransaction {
  return {
    id: row.id,
    type: row.type,
    category: row.category,
    item: row.item,
    amount: fromBaseUnits(row.amount, row.token === 'SOL' ? SOL_DECIMALS : WLO_DECIMALS),
    token: row.token,
    status: row.status,
    signature: row.signature,
    timestamp: row.createdAt.toISOString(),
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
