import { type LeaderboardWallet, RARITIES, type Rarity } from '@wos/shared';

export interface LeaderboardRowView {
  rank: number;
  wallet: string;
  isYou: boolean;
  farmerCount: number;
  /** Farm power, whole, as shown. */
  totalPower: number;
  /**
   * Rarities the wallet holds, rarest first, with their counts and power (stake boost
   * included), whole and apportioned so the shown parts add up to the shown total.
   */
  rarities: { rarity: Rarity; count: number; totalPower: number }[];
  stakedAmount: number;
  lockPeriodDays: number;
  boostPercent: number;
}

/** docs/spec/001-game.md §2: the current wallet is recognised whatever the letter case. */
export function isYou(wallet: string, address: string | null | undefined): boolean {
  return !!address && wallet.toLowerCase() === address.toLowerCase();
}

const RAREST_FIRST = [...RARITIES].reverse();

/**
 * Whole numbers for `parts` that add up to their rounded sum (largest remainder):
 * 100.5 + 100.5 shows as 101 + 100 under a total of 201, not 101 + 101.
 */
export function wholeParts(parts: readonly number[]): number[] {
  const total = Math.round(parts.reduce((sum, part) => sum + part, 0));
  const floors = parts.map(Math.floor);
  let left = total - floors.reduce((sum, part) => sum + part, 0);
  const byRemainder = parts
    .map((part, index) => ({ index, remainder: part - Math.floor(part) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  const whole = [...floors];
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    whole[index] = (whole[index] ?? 0) + 1;
    left -= 1;
  }
  return whole;
}

export function leaderboardRows(
  wallets: readonly LeaderboardWallet[],
  address: string | null | undefined,
): LeaderboardRowView[] {
  return wallets.map((entry) => {
    const held = RAREST_FIRST.flatMap((rarity) => {
      const slot = entry.rarityBreakdown[rarity];
      return slot && slot.count > 0 ? [{ rarity, count: slot.count, totalPower: slot.totalPower }] : [];
    });
    const shown = wholeParts(held.map((slot) => slot.totalPower));
    return {
      rank: entry.rank,
      wallet: entry.wallet,
      isYou: isYou(entry.wallet, address),
      farmerCount: entry.farmerCount,
      totalPower: Math.round(entry.totalPower),
      rarities: held.map((slot, index) => ({ ...slot, totalPower: shown[index] ?? 0 })),
      stakedAmount: entry.stakingInfo.stakedAmount,
      lockPeriodDays: entry.stakingInfo.lockPeriodDays,
      boostPercent: entry.stakingInfo.farmingBoostPercentage,
    };
  });
}
