import { and, eq } from 'drizzle-orm';
import { bigintOf, dateOf, exactlyOne, type Row, type Statement, statement } from '../../db/batch.ts';
import type { Database } from '../../db/database.ts';
import { txIntents } from './tables.ts';

export type IntentRow = typeof txIntents.$inferSelect;

const insertIntent = statement(
  'intents_insert',
  `INSERT INTO tx_intents (id, wallet, kind, amount, token, legs, message_base64, blockhash, expires_at, status, created_at)
   VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'prepared', $10)`,
);
/** prepared → sending, only for exactly this wallet, kind and message, before its expiry. */
const claimById = statement(
  'intents_claim_by_id',
  `UPDATE tx_intents SET status = 'sending', signature = $5, sent_at = $6
   WHERE id = $1 AND wallet = $2 AND kind = $3 AND message_base64 = $4 AND status = 'prepared' AND expires_at >= $6
   RETURNING *`,
);
const claimByMessage = statement(
  'intents_claim_by_message',
  `UPDATE tx_intents SET status = 'sending', signature = $5, sent_at = $6
   WHERE wallet = $1 AND kind = $2 AND blockhash = $3 AND message_base64 = $4 AND status = 'prepared' AND expires_at >= $6
   RETURNING *`,
);
/** sending → confirmed with the result; a batch with it fails unless this call made the move. */
const confirmIntent = statement(
  'intents_confirm',
  exactlyOne(
    `UPDATE tx_intents SET status = 'confirmed', result = $2 WHERE id = $1 AND status = 'sending' RETURNING 1`,
  ),
);

const orNull = <T>(value: unknown, as: (value: unknown) => T): T | null =>
  value === null || value === undefined ? null : as(value);

/** A tx_intents row as a batch answers it (column names, either engine's types). */
export function intentFromRow(row: Row): IntentRow {
  return {
    id: String(row.id),
    wallet: String(row.wallet),
    kind: String(row.kind),
    amount: bigintOf(row.amount),
    token: row.token as IntentRow['token'],
    legs: row.legs as IntentRow['legs'],
    messageBase64: String(row.message_base64),
    blockhash: String(row.blockhash),
    expiresAt: dateOf(row.expires_at),
    status: row.status as IntentRow['status'],
    signature: orNull(row.signature, String),
    sentAt: orNull(row.sent_at, dateOf),
    result: row.result ?? null,
    error: orNull(row.error, String),
    createdAt: dateOf(row.created_at),
  };
}

/**
 * The engine's hot statements, prepared once (db/batch.ts): what prepare
 * stores, process claims and a settlement confirms, each in the caller's batch.
 */
export const intentStatements = {
  insert: (row: Omit<IntentRow, 'status' | 'signature' | 'sentAt' | 'result' | 'error'>): Statement =>
    insertIntent(
      row.id,
      row.wallet,
      row.kind,
      row.amount,
      row.token,
      row.legs,
      row.messageBase64,
      row.blockhash,
      row.expiresAt,
      row.createdAt,
    ),
  claim: (
    match: {
      id?: string | undefined;
      wallet: string;
      kind: string;
      blockhash: string;
      messageBase64: string;
    },
    signature: string,
    now: Date,
  ): Statement =>
    match.id !== undefined
      ? claimById(match.id, match.wallet, match.kind, match.messageBase64, signature, now)
      : claimByMessage(match.wallet, match.kind, match.blockhash, match.messageBase64, signature, now),
  confirm: (id: string, result: unknown): Statement => confirmIntent(id, result ?? null),
};

export function createIntentsRepo(db: Database) {
  return {
    async insert(row: typeof txIntents.$inferInsert, tx: Database = db): Promise<void> {
      await tx.insert(txIntents).values(row);
    },

    async find(id: string, tx: Database = db): Promise<IntentRow | undefined> {
      const [row] = await tx.select().from(txIntents).where(eq(txIntents.id, id));
      return row;
    },

    /**
     * The intent whose stored message is exactly these bytes, for this wallet
     * and kind. The wallet index narrows it to the wallet's own intents; the
     * blockhash and the bytes (which name the intent in their memo) pick one.
     */
    async findByMessage(
      match: { wallet: string; kind: IntentRow['kind']; blockhash: string; messageBase64: string },
      tx: Database = db,
    ): Promise<IntentRow | undefined> {
      const [row] = await tx
        .select()
        .from(txIntents)
        .where(
          and(
            eq(txIntents.wallet, match.wallet),
            eq(txIntents.kind, match.kind),
            eq(txIntents.blockhash, match.blockhash),
            eq(txIntents.messageBase64, match.messageBase64),
          ),
        )
        .limit(1);
      return row;
    },

    /** Moves an intent from one status to another; false when it was not in `from`. */
    async transition(
      id: string,
      from: IntentRow['status'],
      changes: Partial<Pick<IntentRow, 'status' | 'signature' | 'sentAt' | 'result' | 'error'>>,
      tx: Database = db,
    ): Promise<boolean> {
      const updated = await tx
        .update(txIntents)
        .set(changes)
        .where(and(eq(txIntents.id, id), eq(txIntents.status, from)))
        .returning({ id: txIntents.id });
      return updated.length === 1;
    },

    async listSending(tx: Database = db): Promise<IntentRow[]> {
      return tx.select().from(txIntents).where(eq(txIntents.status, 'sending')).limit(100);
    },
  };
}

export type IntentsRepo = ReturnType<typeof createIntentsRepo>;
