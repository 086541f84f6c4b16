import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { txIntents } from './tables.ts';

export type IntentRow = typeof txIntents.$inferSelect;

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
