import { address } from '@solana/kit';
import {
  formatBaseUnits,
  fromBaseUnits,
  SOL_DECIMALS,
  type TransactionFilter,
  type TransactionKind,
  type TransactionsPage,
  type WalletTransaction,
  WLO_DECIMALS,
} from '@wos/shared';
import type { GameAccounts } from '../../chain/accounts.ts';
import type { Chain } from '../../chain/port.ts';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import { CSV_HEADER, csvLine } from './csv.ts';
import type { TransactionRow, WalletRepo } from './repo.ts';

/** Rows read per query while the CSV export streams. */
const EXPORT_BATCH = 500;

/** A history row: its category and type are one of the kinds the shared contract lists. */
export type RecordTransaction = TransactionKind & {
  wallet: string;
  item: string;
  /** Signed base units of `token`. */
  amount: bigint;
  token: 'SOL' | 'WLO';
  status?: 'pending' | 'completed' | 'failed';
  signature?: string | null;
};

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

    async transactions(
      owner: string,
      filter: TransactionFilter,
      page: number,
      limit: number,
    ): Promise<TransactionsPage> {
      const { rows, total } = await repo.page(owner, filter, limit, (page - 1) * limit);
      return {
        transactions: rows.map(toApi),
        pagination: { page, limit, total, totalPages: Math.ceil(total / limit) },
      };
    },

    /**
     * The whole filtered history as CSV text, newest first: a header, then one line per row,
     * read a batch at a time so a long history never sits in memory at once.
     */
    async *exportCsv(owner: string, filter: TransactionFilter): AsyncGenerator<string> {
      yield CSV_HEADER;
      let cursor: TransactionRow | undefined;
      for (;;) {
        const rows = await repo.after(owner, filter, cursor ?? null, EXPORT_BATCH);
        if (rows.length > 0) yield rows.map(toCsvLine).join('');
        if (rows.length < EXPORT_BATCH) return;
        cursor = rows.at(-1);
      }
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

const decimalsOf = (row: TransactionRow) => (row.token === 'SOL' ? SOL_DECIMALS : WLO_DECIMALS);

/** "2025-04-25T14:03:12.345Z" → date "2025-04-25", time "14:03:12" (both UTC). */
function when(row: TransactionRow) {
  const timestamp = row.createdAt.toISOString();
  return { date: timestamp.slice(0, 10), time: timestamp.slice(11, 19), timestamp };
}

function toApi(row: TransactionRow): WalletTransaction {
  return {
    id: row.id,
    type: row.type,
    category: row.category,
    item: row.item,
    amount: fromBaseUnits(row.amount, decimalsOf(row)),
    token: row.token,
    status: row.status,
    signature: row.signature,
    ...when(row),
  };
}

/** The amount as exact decimal text of its base units (no float on the way). */
function toCsvLine(row: TransactionRow): string {
  return csvLine({
    ...when(row),
    type: row.type,
    category: row.category,
    item: row.item,
    amount: formatBaseUnits(row.amount, decimalsOf(row)),
    token: row.token,
    status: row.status,
    signature: row.signature ?? '',
  });
}

export type WalletService = ReturnType<typeof createWalletService>;
