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
import type { ChainReads } from '../../chain/balance-cache.ts';
import { knownAddress } from '../../chain/known-address.ts';
import type { Statement } from '../../db/batch.ts';
import type { Database } from '../../db/database.ts';
import { PerWalletCache, WALLET_READS } from '../../platform/cache/per-wallet-cache.ts';
import type { WalletChanges } from '../../platform/cache/wallet-changes.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import { CSV_HEADER, csvLine } from './csv.ts';
import { insertTransactionStatement, type TransactionRow, type WalletRepo } from './repo.ts';

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

/**
 * Balances read from the chain (through the balance cache), and the player's
 * transaction history: its pages are kept per wallet until a row of that
 * wallet is written (announced by record, recordMany and complete).
 */
export function createWalletService(deps: {
  repo: WalletRepo;
  /** The cached chain reads (balances); never used for a payment. */
  balances: ChainReads;
  accounts: GameAccounts;
  clock: Clock;
  walletChanges?: WalletChanges;
}) {
  const { repo, balances, accounts, clock, walletChanges } = deps;
  const pages = new PerWalletCache<TransactionsPage>(walletChanges, WALLET_READS);
  return {
    async balance(owner: string) {
      const wallet = knownAddress(owner);
      const [lamports, wlo] = await Promise.all([
        balances.getLamports(wallet),
        balances.getTokenBalance(wallet, accounts.wloMint),
      ]);
      return { sol: fromBaseUnits(lamports, SOL_DECIMALS), wlo: fromBaseUnits(wlo, WLO_DECIMALS) };
    },

    transactions(
      owner: string,
      filter: TransactionFilter,
      page: number,
      limit: number,
    ): Promise<TransactionsPage> {
      const key = `${filter.category ?? ''}|${filter.type ?? ''}|${page}|${limit}`;
      return pages.get(owner, key, async () => {
        const { rows, total } = await repo.page(owner, filter, limit, (page - 1) * limit);
        return {
          transactions: rows.map(toApi),
          pagination: { page, limit, total, totalPages: Math.ceil(total / limit) },
        };
      });
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
      walletChanges?.changed(entry.wallet, tx);
      return row.id;
    },

    /** The same as a statement, for the caller's batch (a paid action's settlement, db/batch.ts). */
    recordStatement(entry: RecordTransaction): Statement {
      return insertTransactionStatement({
        ...entry,
        status: entry.status ?? 'completed',
        signature: entry.signature ?? null,
        createdAt: clock.now(),
      });
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
      walletChanges?.changedMany(
        entries.map((entry) => entry.wallet),
        tx,
      );
    },

    /** Marks pending rows completed with the signature of the payment that landed. */
    async complete(ids: readonly string[], signature: string, tx?: Database): Promise<void> {
      walletChanges?.changedMany(await repo.settle(ids, { status: 'completed', signature }, tx), tx);
    },

    /** Marks pending rows failed: their payment never landed and never will (the signature stays on record). */
    async fail(ids: readonly string[], signature: string, tx?: Database): Promise<void> {
      walletChanges?.changedMany(await repo.settle(ids, { status: 'failed', signature }, tx), tx);
    },

    /** Marks pending rows completed, each with the signature of its own payment (many payments landed at once). */
    async completeMany(entries: readonly { id: string; signature: string }[], tx?: Database): Promise<void> {
      walletChanges?.changedMany(await repo.completeMany(entries, tx), tx);
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
