import type { TransactionKind } from '@wos/shared';
import type { Database } from '../../db/database.ts';

/** The player's history row a payout writes: pending until its payment lands. */
export type PayoutHistoryEntry = TransactionKind & {
  wallet: string;
  item: string;
  /** WLO base units. */
  amount: bigint;
  token: 'WLO';
  status: 'pending';
};

/**
 * Where payouts write the player's history, inside their own transaction.
 * The wallet feature (account layer) provides it; payments sit below account,
 * so they see only this port and never the wallet service itself.
 */
export interface PayoutHistory {
  /** Writes one row; returns its id. */
  record(entry: PayoutHistoryEntry, tx: Database): Promise<string>;
  /** Writes many rows with the ids given, so the payouts can refer to them. */
  recordMany(entries: readonly (PayoutHistoryEntry & { id: string })[], tx: Database): Promise<void>;
  /** Marks rows completed with the signature of the payment that landed. */
  complete(ids: readonly string[], signature: string, tx: Database): Promise<void>;
  /** Marks rows completed, each with the signature of its own payment. */
  completeMany(entries: readonly { id: string; signature: string }[], tx: Database): Promise<void>;
}
