import { dailyBuybackBudget, utcDayOf, WosError } from '@wos/shared';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { treasuryBuybackDays } from './tables.ts';

export type BuybackDayRow = typeof treasuryBuybackDays.$inferSelect;

/**
 * The treasury's daily buy-back budget (docs/rules.md §5): 2 % of its balance at
 * 00:00 UTC, for all instant sales of the UTC day together.
 *
 * The balance is snapshotted lazily, by the day's first sale and before any
 * buy-back of that day, rather than by a midnight job: every API process can
 * take it inside the sale's own transaction, a day never lacks a budget when
 * the scheduler ran late, and as the treasury pays nothing but buy-backs, the
 * balance then differs from midnight's only by the fees that came in since.
 */
export function createBuybackBudget(deps: {
  db: Database;
  /** What the treasury can pay now (its balance less payouts it owes), inside the transaction. */
  treasurySpendable: (tx: Database) => Promise<bigint>;
  /** The treasury's balance, read without locks (estimates). */
  treasuryBalance: () => Promise<bigint>;
}) {
  const { db, treasurySpendable, treasuryBalance } = deps;

  /**
   * Locks the day's row (made on the day's first sale, the balance snapshotted
   * under the lock), so sales of the day queue up here: lock order is asset,
   * then day, then the treasury's pool lock of the payout.
   */
  async function lockDay(tx: Database, day: string, at: Date): Promise<BuybackDayRow> {
    await tx.insert(treasuryBuybackDays).values({ day, spent: 0n, updatedAt: at }).onConflictDoNothing();
    const [row] = await tx
      .select()
      .from(treasuryBuybackDays)
      .where(eq(treasuryBuybackDays.day, day))
      .for('update');
    if (!row) throw new Error(`buy-back day ${day} vanished`);
    if (row.budget !== null) return row;
    const openingBalance = await treasurySpendable(tx);
    const budget = dailyBuybackBudget(openingBalance);
    await tx
      .update(treasuryBuybackDays)
      .set({ openingBalance, budget, updatedAt: at })
      .where(eq(treasuryBuybackDays.day, day));
    return { ...row, openingBalance, budget };
  }

  return {
    /**
     * Takes `amount` from the budget of the UTC day of `at`, in the caller's
     * transaction (the one that accepts the payout); refused with 503 and
     * nothing changed when the day's budget cannot cover it.
     */
    async spend(tx: Database, amount: bigint, at: Date): Promise<void> {
      const day = utcDayOf(at);
      const row = await lockDay(tx, day, at);
      if (row.spent + amount > (row.budget ?? 0n)) {
        throw new WosError('MARKET__BUYBACK_BUDGET_SPENT');
      }
      await tx
        .update(treasuryBuybackDays)
        .set({ spent: sql`${treasuryBuybackDays.spent} + ${amount}`, updatedAt: at })
        .where(eq(treasuryBuybackDays.day, day));
    },

    /** Base units left in the budget of the UTC day of `at` (before its first sale: 2 % of the balance now). */
    async remaining(at: Date): Promise<bigint> {
      const [row] = await db
        .select()
        .from(treasuryBuybackDays)
        .where(eq(treasuryBuybackDays.day, utcDayOf(at)));
      const budget = row?.budget ?? dailyBuybackBudget(await treasuryBalance());
      const left = budget - (row?.spent ?? 0n);
      return left > 0n ? left : 0n;
    },
  };
}

export type BuybackBudget = ReturnType<typeof createBuybackBudget>;
