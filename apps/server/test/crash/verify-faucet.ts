import type { Signature } from '@solana/kit';
import { sql } from 'drizzle-orm';
import type { Services } from '../../src/app/services.ts';
import { queryRows } from '../../src/db/rows.ts';

/**
 * Chain and history agree on every faucet mint (docs/architecture.md §2,
 * decided 2026-11-27): a mint on chain has its outbox row confirmed and its
 * history row completed; one not on chain has both failed. Run after the
 * reconcilers settled everything.
 */
export async function checkFaucetMints(services: Services): Promise<string[]> {
  const rows = await queryRows<{ id: string; status: string; signature: string; history: string | null }>(
    services.database.db,
    sql`SELECT m.id, m.status, m.signature, t.status AS history
          FROM faucet_mints m LEFT JOIN transactions t ON t.id = m.history_id`,
  );
  const states = await services.chain.getSignatureStates(rows.map((row) => row.signature as Signature));
  const problems: string[] = [];
  for (const [i, row] of rows.entries()) {
    const landed = states[i] === 'confirmed';
    const expected = landed ? ['confirmed', 'completed'] : ['failed', 'failed'];
    if (row.status !== expected[0] || row.history !== expected[1]) {
      problems.push(
        `faucet mint ${row.id} is ${states[i]} on chain but ${row.status} in the outbox, ${row.history ?? 'missing'} in history`,
      );
    }
  }
  return problems;
}
