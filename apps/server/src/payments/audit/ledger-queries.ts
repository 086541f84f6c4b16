import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { queryRows } from '../../db/rows.ts';

/**
 * The auditor's read-only view across features: what the database says the
 * chain must hold. Kept in one place, apart from the features' own code,
 * because it deliberately reads their tables side by side.
 */
export function createLedgerQueries(db: Database) {
  return {
    /** Principal the staking vault must hold: active stakes not yet returned. */
    async activePrincipal(): Promise<bigint> {
      const [row] = await queryRows<{ total: string | null }>(
        db,
        sql`SELECT sum(amount)::text AS total FROM stake_positions
            WHERE status = 'active' AND principal_claimed_at IS NULL`,
      );
      return BigInt(row?.total ?? 0);
    },

    /** WLO each pool still owes: payouts accepted but not landed. */
    async openPayoutsByPool(): Promise<Map<string, bigint>> {
      const rows = await queryRows<{ pool: string; total: string }>(
        db,
        sql`SELECT source_pool AS pool, sum(amount)::text AS total FROM payouts
            WHERE status IN ('pending', 'sent') GROUP BY source_pool`,
      );
      return new Map(rows.map((row) => [row.pool, BigInt(row.total)]));
    },

    /** WLO that player payments still in flight (sending) would move into `to`'s token account. */
    async inFlightTo(to: string): Promise<bigint> {
      const [row] = await queryRows<{ total: string | null }>(
        db,
        sql`SELECT sum((leg->>'amount')::numeric)::text AS total
            FROM tx_intents, jsonb_array_elements(legs) AS leg
            WHERE status = 'sending' AND leg->>'kind' = 'wlo-transfer' AND leg->>'to' = ${to}`,
      );
      return BigInt(row?.total ?? 0);
    },

    /** WLO the localnet faucet minted, with the signature of each mint. */
    async faucetMints(): Promise<{ amount: bigint; signature: string | null }[]> {
      const rows = await queryRows<{ amount: string; signature: string | null }>(
        db,
        sql`SELECT amount::text AS amount, signature FROM transactions
            WHERE type = 'Airdrop' AND token = 'WLO'`,
      );
      return rows.map((row) => ({ amount: BigInt(row.amount), signature: row.signature }));
    },

    /** Every wallet the game knows: holders of WLO should be among them. */
    async knownWallets(): Promise<string[]> {
      const rows = await queryRows<{ wallet: string }>(
        db,
        sql`SELECT wallet FROM players UNION SELECT DISTINCT wallet FROM transactions`,
      );
      return rows.map((row) => row.wallet);
    },

    /** WLO burned by confirmed player payments (their burn legs). */
    async burned(): Promise<bigint> {
      const [row] = await queryRows<{ total: string | null }>(
        db,
        sql`SELECT sum((leg->>'amount')::numeric)::text AS total
            FROM tx_intents, jsonb_array_elements(legs) AS leg
            WHERE status = 'confirmed' AND leg->>'kind' = 'wlo-burn'`,
      );
      return BigInt(row?.total ?? 0);
    },

    /** One page of confirmed payments or payouts, oldest first, after the cursor. */
    async confirmedPage(
      source: 'intent' | 'payout',
      after: AuditCursor | undefined,
      limit: number,
    ): Promise<ConfirmedMovement[]> {
      const table = source === 'intent' ? sql`tx_intents` : sql`payouts`;
      const cursor = after
        ? sql`AND (created_at, id) > (${after.createdAt}::timestamptz, ${after.id}::uuid)`
        : sql``;
      const rows = await queryRows<{ id: string; signature: string | null; created_at: string | Date }>(
        db,
        sql`SELECT id::text AS id, signature, created_at FROM ${table}
            WHERE status = 'confirmed' ${cursor} ORDER BY created_at, id LIMIT ${limit}`,
      );
      return rows.map((row) => ({
        source,
        id: row.id,
        signature: row.signature,
        createdAt: new Date(row.created_at).toISOString(),
      }));
    },
  };
}

export interface AuditCursor {
  createdAt: string;
  id: string;
}

export interface ConfirmedMovement extends AuditCursor {
  source: 'intent' | 'payout';
  signature: string | null;
}

export type LedgerQueries = ReturnType<typeof createLedgerQueries>;
