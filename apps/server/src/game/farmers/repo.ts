import type { Rarity } from '@wos/shared';
import { asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { queryRows } from '../../db/rows.ts';
import type { WalletChanges } from '../../platform/cache/wallet-changes.ts';
import { farmers, farmingCredits } from './tables.ts';

export type FarmerRow = typeof farmers.$inferSelect;

export interface OwnerRarityPower {
  owner: string;
  rarity: Rarity;
  farmers: number;
  /** Σ basePower × (9 + level): ten times the farmers' summed power, exact. */
  tenfoldPower: bigint;
}

/**
 * `gameWallets`: the game's own wallets (the treasury buys farmers in
 * instant sales); their farmers earn no farm power, rewards or rank.
 */
export function createFarmersRepo(
  db: Database,
  gameWallets: readonly string[] = [],
  /** Hears of every farmer written, so its owner's cached assets are dropped. */
  walletChanges?: WalletChanges,
) {
  const players = sql`owner <> all(${sql.param([...gameWallets])}::text[])`;
  return {
    /** Announces a change of `wallet`'s assets the rows no longer show (a transfer's previous owner). */
    announce(wallet: string, tx: Database): void {
      walletChanges?.changed(wallet, tx);
    },

    async insert(row: typeof farmers.$inferInsert, tx: Database = db): Promise<FarmerRow> {
      const [inserted] = await tx.insert(farmers).values(row).returning();
      walletChanges?.changed(row.owner, tx);
      return inserted!;
    },

    async find(id: string, tx: Database = db): Promise<FarmerRow | undefined> {
      const [row] = await tx.select().from(farmers).where(eq(farmers.id, id));
      return row;
    },

    async findMany(ids: readonly string[], tx: Database = db): Promise<FarmerRow[]> {
      if (ids.length === 0) return [];
      return tx
        .select()
        .from(farmers)
        .where(inArray(farmers.id, [...ids]));
    },

    async listByOwner(owner: string, tx: Database = db): Promise<FarmerRow[]> {
      return tx
        .select()
        .from(farmers)
        .where(eq(farmers.owner, owner))
        .orderBy(asc(farmers.purchasedAt), asc(farmers.id));
    },

    /**
     * Locks every farmer of the wallet for the rest of the transaction, in id
     * order (so two callers never deadlock): harvests and merges of one wallet
     * queue up behind each other.
     */
    async lockByOwner(owner: string, tx: Database): Promise<FarmerRow[]> {
      return tx.select().from(farmers).where(eq(farmers.owner, owner)).orderBy(asc(farmers.id)).for('update');
    },

    /** Locks one farmer for the rest of the transaction (the marketplace moving it). */
    async lock(id: string, tx: Database): Promise<FarmerRow | undefined> {
      const [row] = await tx.select().from(farmers).where(eq(farmers.id, id)).for('update');
      return row;
    },

    async update(id: string, changes: Partial<FarmerRow>, tx: Database = db): Promise<FarmerRow | undefined> {
      const [row] = await tx.update(farmers).set(changes).where(eq(farmers.id, id)).returning();
      // The new owner; a transfer announces the previous one itself (tradeable.ts).
      if (row) walletChanges?.changed(row.owner, tx);
      return row;
    },

    /** The yield of these farmers was paid up to `at`. */
    async markHarvested(ids: readonly string[], at: Date, tx: Database): Promise<void> {
      if (ids.length === 0) return;
      const harvested = await tx
        .update(farmers)
        .set({ lastHarvested: at, bankedYield: 0n })
        .where(inArray(farmers.id, [...ids]))
        .returning({ owner: farmers.owner });
      walletChanges?.changedMany(
        harvested.map((row) => row.owner),
        tx,
      );
    },

    /** Per owner: Σ basePower × (9 + level) (owner, tenfold_power), a subquery for a set-based statement (weekly rewards). */
    powerByOwnerSql(): SQL {
      return sql`(select owner, sum(power::bigint * (9 + level)) as tenfold_power
        from farmers where ${players} group by owner)`;
    },

    /** powerByOwnerAndRarity as a subquery (owner, rarity, farmers, tenfold_power) for a set-based statement. */
    powerByOwnerAndRaritySql(): SQL {
      return sql`(select owner, rarity, count(*) as farmers, sum(power::bigint * (9 + level)) as tenfold_power
        from farmers where ${players} group by owner, rarity)`;
    },

    /**
     * Per wallet and rarity: farmers and Σ basePower × (9 + level), i.e. ten
     * times their summed power (farmerPower of packages/shared), in integers.
     * One set-based pass over every farmer (leaderboard, weekly rewards).
     */
    async powerByOwnerAndRarity(tx: Database = db): Promise<OwnerRarityPower[]> {
      const rows = await queryRows<{
        owner: string;
        rarity: Rarity;
        farmers: number | string;
        weight: string;
      }>(
        tx,
        sql`select owner, rarity, count(*) as farmers, sum(power::bigint * (9 + level)) as weight
            from farmers where ${players} group by owner, rarity`,
      );
      return rows.map((row) => ({
        owner: row.owner,
        rarity: row.rarity,
        farmers: Number(row.farmers),
        tenfoldPower: BigInt(row.weight),
      }));
    },

    /**
     * What the farming pool is drawn on, over players' farmers (the game's
     * wallets never harvest), in one statement: a day's yield now (each
     * farmer's pendingYieldBaseUnits over 24 h, rounded down as a harvest
     * rounds) and what was earned and not harvested at `now` (banked yield,
     * yield since the last harvest, and the credits of farmers sold).
     */
    async yieldDraw(now: Date, tx: Database = db): Promise<{ perDay: bigint; unpaid: bigint }> {
      const at = now.toISOString();
      const [row] = await queryRows<{ per_day: string; unpaid: string }>(
        tx,
        sql`select coalesce(sum(div(base_yield_per_hour::numeric * (9 + level) * 24, 10)), 0)::text as per_day,
                   (coalesce(sum(banked_yield + div(base_yield_per_hour::numeric * (9 + level) * greatest(0,
                      floor(extract(epoch from (${at}::timestamptz - last_harvested)) * 1000)), 36000000)), 0)
                    + (select coalesce(sum(amount), 0) from farming_credits))::text as unpaid
            from farmers where ${players}`,
      );
      return { perDay: BigInt(row?.per_day ?? 0), unpaid: BigInt(row?.unpaid ?? 0) };
    },

    /** Adds to what the wallet's next harvest pays beside its farmers' yield. */
    async addCredit(wallet: string, amount: bigint, at: Date, tx: Database): Promise<void> {
      await tx
        .insert(farmingCredits)
        .values({ wallet, amount, updatedAt: at })
        .onConflictDoUpdate({
          target: farmingCredits.wallet,
          set: { amount: sql`${farmingCredits.amount} + ${amount}`, updatedAt: at },
        });
    },

    /** The wallet's credit (0 without one), locked until the transaction ends: a harvest takes it once. */
    async lockCredit(wallet: string, tx: Database): Promise<bigint> {
      const [row] = await tx
        .select({ amount: farmingCredits.amount })
        .from(farmingCredits)
        .where(eq(farmingCredits.wallet, wallet))
        .for('update');
      return row?.amount ?? 0n;
    },

    async creditOf(wallet: string, tx: Database = db): Promise<bigint> {
      const [row] = await tx
        .select({ amount: farmingCredits.amount })
        .from(farmingCredits)
        .where(eq(farmingCredits.wallet, wallet));
      return row?.amount ?? 0n;
    },

    async clearCredit(wallet: string, tx: Database): Promise<void> {
      await tx.delete(farmingCredits).where(eq(farmingCredits.wallet, wallet));
    },

    async remove(ids: readonly string[], tx: Database): Promise<void> {
      if (ids.length === 0) return;
      const removed = await tx
        .delete(farmers)
        .where(inArray(farmers.id, [...ids]))
        .returning({ owner: farmers.owner });
      walletChanges?.changedMany(
        removed.map((row) => row.owner),
        tx,
      );
    },
  };
}

export type FarmersRepo = ReturnType<typeof createFarmersRepo>;
