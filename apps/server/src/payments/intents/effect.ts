import type { KeyPairSigner } from '@solana/kit';
import type { z } from 'zod';
import type { Row, Statement } from '../../db/batch.ts';
import type { Database } from '../../db/database.ts';
import type { IntentRow } from './repo.ts';

/**
 * The game effect of a confirmed payment as statements, so marking the
 * payment confirmed and applying it are one round trip to the database
 * (docs/architecture.md §8.1): the engine runs `statements` after its own
 * guarded update in one batch, all or nothing.
 */
export interface Settlement<Result> {
  /** What `writes` needs to read (the feature's row of this payment); read in the round trip that marks it sending. */
  load?(intentId: string): Statement;
  /** The statements and the result, built without reading the database; `loaded` is `load`'s rows. */
  writes(
    intent: IntentRow,
    loaded: readonly Row[],
    signature: string,
  ): {
    result: Result;
    statements: readonly Statement[];
    /** Called once they are written, with each statement's rows. */
    committed?: (rows: readonly Row[][]) => void;
  };
}

interface EffectHooks<Result> {
  /** The shape of the result, checked when a repeated call reads it back from the database. */
  result: z.ZodType<Result>;
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
   * Runs once after `apply` committed (not on a repeat that reads the stored
   * result): e.g. sends the payouts `apply` accepted. A failure here is the
   * outbox's to retry; the payment stays applied.
   */
  afterApply?(intent: IntentRow, result: Result): Promise<void>;
  /**
   * Signs beside the player, just before sending (its signature slot is named
   * in the memo): the transaction cannot land unless this server sends it.
   */
  cosigner?: KeyPairSigner;
}

/**
 * What a paid action does around its payment. `Result` is what the action
 * answers once the payment landed; the handle `intents.define` returns is
 * typed by it, so no engine file names a feature's kind or result. The effect
 * itself is either `apply` (any queries, inside the transaction that marks the
 * payment confirmed) or `settle` (statements in the same round trip as that mark).
 */
export type IntentEffect<Result> = EffectHooks<Result> &
  (
    | {
        /** Applies the game effect of a confirmed payment, inside the given transaction, exactly once. */
        apply(tx: Database, intent: IntentRow, signature: string): Promise<Result>;
        settle?: never;
      }
    | { settle: Settlement<Result>; apply?: never }
  );

/** The stored payment an effect's hooks receive. */
export type { IntentRow } from './repo.ts';
