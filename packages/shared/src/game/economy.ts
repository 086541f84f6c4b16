/**
 * The rules that keep the game's pools payable (docs/rules.md §5, decided
 * 2026-11-25): free-pack assets are bound, the treasury's buy-back has a
 * daily budget, and the weekly farming distribution pays half the pool.
 */

/** The treasury buys back at most this share of its balance at 00:00 UTC per UTC day, in total. */
export const TREASURY_DAILY_BUYBACK_PERCENT = 2;

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

/** What Sunday pays from what the farming pool can pay (balance less what it owes), rounded down. */
export function weeklyFarmingPayout(available: bigint): bigint {
  if (available <= 0n) return 0n;
  return (available * BigInt(WEEKLY_FARMING_PAYOUT_PERCENT)) / 100n;
}

/** The UTC day ('YYYY-MM-DD') a moment belongs to: buy-back budgets are per UTC day. */
export function utcDayOf(at: Date): string {
  return at.toISOString().slice(0, 10);
}
