import { WLO_DECIMALS } from '../constants.ts';
import { formatBaseUnits } from '../units.ts';
import { INSTANT_SELL_PERCENT } from './marketplace.ts';

/**
 * The rules that keep the game's pools payable (docs/rules.md §5, decided
 * 2026-11-25): free-pack assets are bound, the treasury's buy-back has a
 * daily budget, and the weekly farming distribution pays half the pool.
 * Decided 2026-11-27: no wallet takes more than a tenth of a day's budget,
 * and an instant sale pays at most 80 % of the asset's cost basis (cost-basis.ts).
 */

/** The treasury buys back at most this share of its balance at 00:00 UTC per UTC day, in total. */
export const TREASURY_DAILY_BUYBACK_PERCENT = 2;

/** No wallet may take more than this share of a UTC day's buy-back budget (decided 2026-11-27). */
export const BUYBACK_WALLET_SHARE_PERCENT = 10;

/** The weekly distribution pays this share of what the farming pool can pay; the rest stays for harvests. */
export const WEEKLY_FARMING_PAYOUT_PERCENT = 50;

export const BOUND_ASSET_MESSAGE =
  'Assets from free packs cannot be sold to the treasury. You can list them on the marketplace.';

export const BUYBACK_BUDGET_SPENT_MESSAGE =
  "The treasury's daily buy-back budget is spent. Try again tomorrow or list it on the marketplace.";

/** A harvest the farming pool cannot pay (503, nothing changed); the page shows it instead of a number it cannot pay. */
export const FARMING_POOL_SHORT_MESSAGE =
  'The farming pool cannot pay this harvest right now; nothing was harvested. Please try again later.';

/** A day's buy-back budget in base units from the treasury's balance at 00:00 UTC, rounded down. */
export function dailyBuybackBudget(openingBalance: bigint): bigint {
  if (openingBalance <= 0n) return 0n;
  return (openingBalance * BigInt(TREASURY_DAILY_BUYBACK_PERCENT)) / 100n;
}

/** What one wallet may sell to the treasury in a UTC day: its share of the day's budget, rounded down. */
export function walletBuybackShare(dayBudget: bigint): bigint {
  if (dayBudget <= 0n) return 0n;
  return (dayBudget * BigInt(BUYBACK_WALLET_SHARE_PERCENT)) / 100n;
}

/** A sale past the wallet's share of the day (nothing changed): what is left for it today and when it resets. */
export function buybackShareMessage(remainingUnits: bigint): string {
  const left = formatBaseUnits(remainingUnits > 0n ? remainingUnits : 0n, WLO_DECIMALS);
  return `You can sell at most ${left} WLO more to the treasury today; your share resets at 00:00 UTC.`;
}

/** Why an instant offer can be below 80 % of the estimate: the cost-basis bound, for the sell dialog. */
export function costBasisNote(costBasisUnits: bigint): string {
  return `The treasury pays at most ${INSTANT_SELL_PERCENT} % of what the game received for this asset (its cost basis: ${formatBaseUnits(costBasisUnits, WLO_DECIMALS)} WLO).`;
}

/** What Sunday pays from what the farming pool can pay (balance less what it owes), rounded down. */
export function weeklyFarmingPayout(available: bigint): bigint {
  if (available <= 0n) return 0n;
  return (available * BigInt(WEEKLY_FARMING_PAYOUT_PERCENT)) / 100n;
}

/** The UTC day ('YYYY-MM-DD') a moment belongs to: buy-back budgets are per UTC day. */
export function utcDayOf(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** The next 00:00 UTC after `at`: when a day's budget and every wallet's share reset. */
export function nextUtcMidnight(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() + 1));
}
