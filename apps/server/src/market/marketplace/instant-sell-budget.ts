import {
  buybackShareMessage,
  dailyBuybackBudget,
  fromBaseUnits,
  nextUtcMidnight,
  utcDayOf,
  WLO_DECIMALS,
  WosError,
  walletBuybackShare,
} from '@wos/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { treasuryBuybackDays, treasuryBuybackWallets } from './tables.ts';

export type BuybackDayRow = typeof treasuryBuybackDays.$inferSelect;

/** What is left today of the day's budget and of one wallet's share of it, in base units. */
export interface BuybackLeft {
  /** Of the day's budget, for all wallets together. */
  day: bigint;
  /** Of the wallet's share (10 % of the day's budget), never more than the day's. */
  wallet: bigint;
}

const positive = (amount: bigint) => (amount > 0n ? amount : 0n);

/**
 * The treasury's daily buy-back budget (docs/rules.md §5): 2 % of its balance at
 * 00:00 UTC, for all instant sales of the UTC day together, of which no wallet
 * takes more than 10 % (decided 2026-11-27).
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

  /** What the wallet sold to the treasury in the day (0 before its first sale). */
  async function walletSpent(tx: Database, day: string, wallet: string): Promise<bigint> {
    const [row] = await tx
      .select({ spent: treasuryBuybackWallets.spent })
      .from(treasuryBuybackWallets)
      .where(and(eq(treasuryBuybackWallets.day, day), eq(treasuryBuybackWallets.wallet, wallet)));
    return row?.spent ?? 0n;
  }

  return {
    /**
     * Takes `amount` from the budget of the UTC day of `at` and from the
     * wallet's share of it, in the caller's transaction (the one that accepts
     * the payout). Refused with nothing changed when the day's budget cannot
     * cover it (503), or when it would take the wallet past its share (429,
     * naming what is left for it today). The wallet's row is read and written
     * under the day's lock, so parallel sales in any number of processes queue
     * up and never take a wallet past its share.
     */
    async spend(tx: Database, wallet: string, amount: bigint, at: Date): Promise<void> {
      const day = utcDayOf(at);
      const row = await lockDay(tx, day, at);
      const budget = row.budget ?? 0n;
      if (row.spent + amount > budget) {
        throw new WosError('MARKET__BUYBACK_BUDGET_SPENT');
      }
      const spentByWallet = await walletSpent(tx, day, wallet);
      const share = walletBuybackShare(budget);
      if (spentByWallet + amount > share) {
        const left = positive(share - spentByWallet);
        throw new WosError('MARKET__BUYBACK_SHARE_SPENT', {
          message: buybackShareMessage(left),
          details: {
            shareRemaining: fromBaseUnits(left, WLO_DECIMALS),
            resetsAt: nextUtcMidnight(at).toISOString(),
          },
        });
      }
      await tx
        .update(treasuryBuybackDays)
        .set({ spent: sql`${treasuryBuybackDays.spent} + ${amount}`, updatedAt: at })
        .where(eq(treasuryBuybackDays.day, day));
      await tx
        .insert(treasuryBuybackWallets)
        .values({ day, wallet, spent: amount, updatedAt: at })
        .onConflictDoUpdate({
          target: [treasuryBuybackWallets.day, treasuryBuybackWallets.wallet],
          set: { spent: sql`${treasuryBuybackWallets.spent} + ${amount}`, updatedAt: at },
        });
    },

    /**
     * The UTC day of `at` as the operator reads it, in base units: its budget
     * (before the day's first sale: 2 % of `treasuryBalance`, as remaining()
     * estimates it), what sales used of it, and one wallet's share.
     */
    async day(
      at: Date,
      treasuryBalance: bigint,
    ): Promise<{ day: string; budget: bigint; used: bigint; perWalletShare: bigint }> {
      const day = utcDayOf(at);
      const [row] = await db.select().from(treasuryBuybackDays).where(eq(treasuryBuybackDays.day, day));
      const budget = row?.budget ?? dailyBuybackBudget(treasuryBalance);
      return { day, budget, used: row?.spent ?? 0n, perWalletShare: walletBuybackShare(budget) };
    },

    /**
     * Base units left in the budget of the UTC day of `at` (before its first
     * sale: 2 % of the balance now) and, for `wallet`, of its share.
     */
    async remaining(at: Date, wallet?: string): Promise<BuybackLeft> {
      const day = utcDayOf(at);
      const [row] = await db.select().from(treasuryBuybackDays).where(eq(treasuryBuybackDays.day, day));
      const budget = row?.budget ?? dailyBuybackBudget(await treasuryBalance());
      const dayLeft = positive(budget - (row?.spent ?? 0n));
      const share = walletBuybackShare(budget) - (wallet ? await walletSpent(db, day, wallet) : 0n);
      const walletLeft = positive(share);
      return { day: dayLeft, wallet: walletLeft < dayLeft ? walletLeft : dayLeft };
    },
  };
}

export type BuybackBudget = ReturnType<typeof createBuybackBudget>;
