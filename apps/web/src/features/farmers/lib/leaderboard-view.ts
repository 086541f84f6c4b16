import { type LeaderboardWallet, RARITIES, type Rarity } from '@wos/shared';

export interface LeaderboardRowView {
  rank: number;
  wallet: string;
  isYou: boolean;
  farmerCount: number;
  totalPower: number;
  /** Rarities the wallet holds, rarest first, with their counts and power before the boost. */
  rarities: { rarity: Rarity; count: number; totalPower: number }[];
  stakedAmount: number;
  lockPeriodDays: number;
  boostPercent: number;
}

/** Spec 001 §2: the current wallet is recognised whatever the letter case. */
export function isYou(wallet: string, address: string | null | undefined): boolean {
  return !!address && wallet.toLowerCase() === address.toLowerCase();
}

const RAREST_FIRST = [...RARITIES].reverse();

export function leaderboardRows(
  wallets: readonly LeaderboardWallet[],
  address: string | null | undefined,
): LeaderboardRowView[] {
  return wallets.map((entry) => ({
    rank: entry.rank,
    wallet: entry.wallet,
    isYou: isYou(entry.wallet, address),
    farmerCount: entry.farmerCount,
    totalPower: entry.totalPower,
    rarities: RAREST_FIRST.flatMap((rarity) => {
      const slot = entry.rarityBreakdown[rarity];
      return slot && slot.count > 0 ? [{ rarity, count: slot.count, totalPower: slot.totalPower }] : [];
    }),
    stakedAmount: entry.stakingInfo.stakedAmount,
    lockPeriodDays: entry.stakingInfo.lockPeriodDays,
    boostPercent: entry.stakingInfo.farmingBoostPercentage,
  }));
}
