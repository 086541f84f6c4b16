import type { PaymentLeg } from '../../chain/payment.ts';
import type { Statement } from '../../db/batch.ts';
import type { Database } from '../../db/database.ts';

/** What the player pays: legs from their wallet, which also pays the network fee. */
export interface PaymentRequest {
  wallet: string;
  /** The token the intent's `amount` counts: the legs' total in it. */
  token: 'SOL' | 'WLO';
  legs: readonly PaymentLeg[];
}

/**
 * Writes the action's own rows (keyed by the intent id) in the database
 * transaction that stores the intent; throwing stores nothing.
 */
export type WriteRows = ((tx: Database, id: string) => Promise<void>) | PreparedRows;

/**
 * The action's own rows as statements (db/batch.ts), stored with the intent
 * in one round trip; preferred where the rows need no reads to decide.
 */
export interface PreparedRows {
  statements(id: string): readonly Statement[];
}

/** A payment ready for the wallet to sign, stored as a prepared intent. */
export interface PreparedPayment {
  /** The intent id: the action's own rows are keyed by it. */
  id: string;
  /** The unsigned transaction, base64, for the wallet. */
  transaction: string;
}

export interface ProcessRequest {
  /** The intent prepare answered; absent, the signed transaction itself names it (docs/rules.md §8). */
  id?: string | undefined;
  wallet: string;
  signedTransaction: string;
  skipPreflight?: boolean | undefined;
}

export interface Processed<Result> {
  signature: string;
  result: Result;
}

/** One kind of player-paid action, as `intents.define(kind, effect)` hands it to its feature. */
export interface PaidAction<Result> {
  readonly kind: string;
  /**
   * Builds the payment (chain reads and compiling, outside any database
   * transaction), then stores the intent and the rows `write` adds in one
   * transaction (one round trip when `write` gives statements).
   */
  prepare(payment: PaymentRequest, write?: WriteRows): Promise<PreparedPayment>;
  /**
   * Accepts only the prepared message signed by the wallet, sends it,
   * confirms it and applies the effect once; a repeat answers the first result.
   */
  process(request: ProcessRequest): Promise<Processed<Result>>;
  /**
   * For a wallet that sends the transaction itself (a Solana Action): prepares
   * the payment with a reference key, holds what it buys (the effect's
   * `reserve`) and answers the transaction co-signed. No process call follows:
   * the payment reconciler applies it when it lands, or fails it and releases
   * the hold once its blockhash expired without landing.
   */
  handOut(payment: PaymentRequest, write?: WriteRows): Promise<PreparedPayment>;
  /**
   * Fails a payment of this kind that is still only prepared, inside the
   * caller's transaction, so it can never be sent (a newer payment replaces
   * it), and runs the effect's `failed` hook. False when it was already sent or settled.
   */
  abandon(id: string, tx: Database, reason: string): Promise<boolean>;
}
