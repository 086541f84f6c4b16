import { type Rarity, stakeFarmingBoost } from '@wos/shared';
import type { OwnerRarityPower } from './repo.ts';

export interface WalletStake {
  /** WLO base units staked (principal not yet returned). */
  stakedAmount: bigint;
  /** The longest lock among the wallet's stakes, in days. */
  lockPeriodDays: number;
}

export interface WalletFarmPower {
  wallet: string;
  farmerCount: number;
  /** Σ farmer power × 10, exact (farmerPower of packages/shared, before the boost). */
  tenfoldPower: bigint;
  boostPercent: number;
  /**
   * Farm power × 1000 as an exact integer: Σ basePower × (9 + level) ×
   * (100 + boost). Weekly shares are taken by this weight, so no float
   * decides who gets a base unit.
   */
  weight: bigint;
  byRarity: Map<Rarity, { count: number; tenfoldPower: bigint }>;
  stake: WalletStake | undefined;
}

/** Farm power of a weight: Σ farmer power × (1 + boost / 100), to three decimals exactly. */
export function powerOfWeight(weight: bigint): number {
  return Number(weight) / 1000;
}

/**
 * Every wallet's farm power (docs/rules.md §4: Σ farmer power × (1 + best active
 * stake boost / 100)), strongest first, ties by address so the order is stable.
 */
export function farmPowerTable(
  rows: readonly OwnerRarityPower[],
  stakes: ReadonlyMap<string, WalletStake>,
): WalletFarmPower[] {
  const wallets = new Map<string, WalletFarmPower>();
  for (const row of rows) {
    let entry = wallets.get(row.owner);
    if (!entry) {
      const stake = stakes.get(row.owner);
      entry = {
        wallet: row.owner,
        farmerCount: 0,
        tenfoldPower: 0n,
        boostPercent: stake ? stakeFarmingBoost(stake.lockPeriodDays) : 0,
        weight: 0n,
        byRarity: new Map(),
        stake,
      };
      wallets.set(row.owner, entry);
    }
    entry.farmerCount += row.farmers;
    entry.tenfoldPower += row.tenfoldPower;
    const rarity = entry.byRarity.get(row.rarity) ?? { count: 0, tenfoldPower: 0n };
    rarity.count += row.farmers;
    rarity.tenfoldPower += row.tenfoldPower;
    entry.byRarity.set(row.rarity, rarity);
  }
  const table = [...wallets.values()];
  for (const entry of table) entry.weight = entry.tenfoldPower * BigInt(100 + entry.boostPercent);
  return table.sort((a, b) =>
    a.weight === b.weight ? (a.wallet < b.wallet ? -1 : 1) : a.weight > b.weight ? -1 : 1,
  );
}
