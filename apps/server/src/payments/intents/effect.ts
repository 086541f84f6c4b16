import type { KeyPairSigner } from '@solana/kit';
import type { z } from 'zod';
import type { Database } from '../../db/database.ts';
import type { IntentRow } from './repo.ts';

/**
 * What a paid action does around its payment. `Result` is what the action
 * answers once the payment landed; the handle `intents.define` returns is
 * typed by it, so no engine file names a feature's kind or result.
 */
export interface IntentEffect<Result> {
  /** The shape of the result, checked when a repeated call reads it back from the database. */
  result: z.ZodType<Result>;
  /** Applies the game effect of a confirmed payment, inside the given transaction, exactly once. */
  apply(tx: Database, intent: IntentRow, signature: string): Promise<Result>;
  /** Undoes what prepare set up when the payment can never land. */
  failed?(tx: Database, intent: IntentRow): Promise<void>;
  /**
   * Holds what the payment buys, in the database transaction that marks the
   * payment sending; a WosError refuses it: the intent fails and nothing is sent.
   */
  reserve?(tx: Database, intent: IntentRow): Promise<void>;
  /** Gives back what `reserve` held when the payment went back to prepared or failed. */
  release?(tx: Database, intent: IntentRow): Promise<void>;
  /**
   * Signs beside the player, just before sending (its signature slot is named
   * in the memo): the transaction cannot land unless this server sends it.
   */
  cosigner?: KeyPairSigner;
}

/** The stored payment an effect's hooks receive. */
export type { IntentRow } from './repo.ts';
