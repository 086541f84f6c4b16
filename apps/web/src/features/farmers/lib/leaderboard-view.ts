import { RARITIES, type Rarity } from '@wos/shared';

/** One wallet of the power leaderboard as the server sends it (issue 8 §5). */
export interface LeaderboardWallet {
  wallet: string;
  farmerCount: number;
  totalPower: number;
  rarityBreakdown: Partial<Record<Rarity, { count: number; totalPower: number }>>;
  stakingInfo: { stakedAmount: number; lockPeriodDays: number; farmingBoostPercentage: number } | null;
}

export interface LeaderboardRowView {
  rank: number;
  wallet: string;
  isYou: boolean;
  farmerCount: number;
  totalPower: number;
  /** Rarities the wallet holds, rarest first, with their counts and power. */
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
  firstRank = 1,
): LeaderboardRowView[] {
  return wallets.map((entry, index) => ({
    rank: firstRank + index,
    wallet: entry.wallet,
    isYou: isYou(entry.wallet, address),
    farmerCount: entry.farmerCount,
    totalPower: entry.totalPower,
    rarities: RAREST_FIRST.flatMap((rarity) => {
      const slot = entry.rarityBreakdown[rarity];
      return slot && slot.count > 0 ? [{ rarity, count: slot.count, totalPower: slot.totalPower }] : [];
    }),
    stakedAmount: entry.stakingInfo?.stakedAmount ?? 0,
    lockPeriodDays: entry.stakingInfo?.lockPeriodDays ?? 0,
    boostPercent: entry.stakingInfo?.farmingBoostPercentage ?? 0,
  }));
}
