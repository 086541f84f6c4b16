import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { authNonces, players, sessions } from './tables.ts';

export type NonceRow = typeof authNonces.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

/**
 * Live sign-in messages kept per wallet (several tabs may ask at once). Past
 * it, a new ask gets the newest live message again rather than a new row, so
 * anonymous asks neither grow the table nor push out a message a player holds.
 */
export const OPEN_NONCES_PER_WALLET = 5;

export function createAuthRepo(db: Database) {
  return {
    /** Records the player; true when this is their first visit. */
    async upsertPlayer(wallet: string, now: Date, tx: Database = db): Promise<boolean> {
      const [row] = await tx
        .insert(players)
        .values({ wallet, createdAt: now, lastSeenAt: now })
        .onConflictDoUpdate({ target: players.wallet, set: { lastSeenAt: now } })
        // xmax is 0 only on a row this statement inserted.
        .returning({ inserted: sql<boolean>`(xmax = 0)` });
      return row?.inserted === true;
    },

    /** Every wallet that ever signed in. */
    async countPlayers(tx: Database = db): Promise<number> {
      const [row] = await tx.select({ players: sql<string>`count(*)` }).from(players);
      return Number(row?.players ?? 0);
    },

    async insertNonce(row: typeof authNonces.$inferInsert, tx: Database = db): Promise<void> {
      await tx.insert(authNonces).values(row);
    },

    async findNonce(nonce: string, tx: Database = db): Promise<NonceRow | undefined> {
      const [row] = await tx.select().from(authNonces).where(eq(authNonces.nonce, nonce));
      return row;
    },

    /** Unused messages of a wallet still valid at `now`, newest first. */
    async findLiveNonces(wallet: string, now: Date, tx: Database = db): Promise<NonceRow[]> {
      return tx
        .select()
        .from(authNonces)
        .where(and(eq(authNonces.wallet, wallet), isNull(authNonces.usedAt), gt(authNonces.expiresAt, now)))
        .orderBy(desc(authNonces.issuedAt))
        .limit(OPEN_NONCES_PER_WALLET);
    },

    /** Unused messages of a wallet, newest first (expired ones too, to say so). */
    async findOpenNonces(wallet: string, tx: Database = db): Promise<NonceRow[]> {
      return tx
        .select()
        .from(authNonces)
        .where(and(eq(authNonces.wallet, wallet), isNull(authNonces.usedAt)))
        .orderBy(desc(authNonces.issuedAt))
        .limit(OPEN_NONCES_PER_WALLET);
    },

    /** Marks a nonce used; false when it was used or expired meanwhile (a replay). */
    async consumeNonce(nonce: string, now: Date, tx: Database = db): Promise<boolean> {
      const used = await tx
        .update(authNonces)
        .set({ usedAt: now })
        .where(and(eq(authNonces.nonce, nonce), isNull(authNonces.usedAt), gt(authNonces.expiresAt, now)))
        .returning({ nonce: authNonces.nonce });
      return used.length === 1;
    },

    /** Drops every wallet's messages, used or not, that expired before `before`. */
    async pruneNonces(before: Date, tx: Database = db): Promise<void> {
      await tx.delete(authNonces).where(lt(authNonces.expiresAt, before));
    },

    async insertSession(row: typeof sessions.$inferInsert, tx: Database = db): Promise<void> {
      await tx.insert(sessions).values(row);
    },

    async findLiveSession(tokenHash: string, now: Date, tx: Database = db): Promise<SessionRow | undefined> {
      const [row] = await tx
        .select()
        .from(sessions)
        .where(
          and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)),
        );
      return row;
    },

    async revokeSession(tokenHash: string, now: Date, tx: Database = db): Promise<void> {
      await tx.update(sessions).set({ revokedAt: now }).where(eq(sessions.tokenHash, tokenHash));
    },
  };
}

export type AuthRepo = ReturnType<typeof createAuthRepo>;
