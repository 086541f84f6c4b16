import { RUNWAY_ENDLESS_DAYS, RUNWAY_FAIL_DAYS, RUNWAY_WARN_DAYS } from '@wos/shared';

/**
 * How the operator console writes its figures: amounts, runways, ages and times. Pure, so the
 * panels and their tests read the same words.
 */

const SECOND = 1;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function fixed(value: number, decimals: number): string {
  return value.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
}

/** SOL with 4 decimals: 0.123456 → "0.1235". */
export function formatSol(value: number): string {
  return fixed(value, 4);
}

/** Whole WLO with 2 decimals and thousands separators: 1234567.891 → "1,234,567.89". */
export function formatWlo(value: number): string {
  return fixed(value, 2);
}

export function formatCount(value: number): string {
  return Math.round(value).toLocaleString('en-US');
}

export type RunwayLevel = 'ok' | 'warn' | 'fail' | 'no-draw';

/** A runway's colour: red under 7 days, amber under 30, green beyond; none when nothing draws on it. */
export function runwayLevel(days: number | null): RunwayLevel {
  if (days === null) return 'no-draw';
  if (days < RUNWAY_FAIL_DAYS) return 'fail';
  if (days < RUNWAY_WARN_DAYS) return 'warn';
  return 'ok';
}

/** "42.5 days"; "over 10 years" past that; "no draw" when nothing pays out of the pool (an endless runway). */
export function formatRunway(days: number | null): string {
  if (days === null) return 'no draw';
  if (days > RUNWAY_ENDLESS_DAYS) return 'over 10 years';
  return `${fixed(days, 1)} ${Math.abs(days) === 1 ? 'day' : 'days'}`;
}

const UNITS = [
  { seconds: DAY, word: 'day', short: 'd' },
  { seconds: HOUR, word: 'hour', short: 'h' },
  { seconds: MINUTE, word: 'minute', short: 'm' },
  { seconds: SECOND, word: 'second', short: 's' },
] as const;

/** The two largest whole units of a duration: [[3, unit of hours], [5, unit of minutes]]. */
function parts(totalSeconds: number): { count: number; unit: (typeof UNITS)[number] }[] {
  let rest = Math.max(0, Math.floor(totalSeconds));
  const found: { count: number; unit: (typeof UNITS)[number] }[] = [];
  for (const unit of UNITS) {
    const count = Math.floor(rest / unit.seconds);
    rest -= count * unit.seconds;
    if (count > 0 || found.length > 0) found.push({ count, unit });
    if (found.length === 2) break;
  }
  const nonZero = found.filter((part) => part.count > 0);
  return nonZero.length > 0 ? nonZero : [{ count: 0, unit: UNITS[3] }];
}

/** A duration in words, its two largest units: 4 minutes 12 seconds, 1 hour, 2 days 3 hours. */
export function formatAge(seconds: number): string {
  return parts(seconds)
    .map(({ count, unit }) => `${count} ${unit.word}${count === 1 ? '' : 's'}`)
    .join(' ');
}

/** The oldest pending payout's age, or that nothing waits. */
export function formatPendingAge(seconds: number | null): string {
  return seconds === null ? 'none pending' : formatAge(seconds);
}

function formatShort(seconds: number): string {
  return parts(seconds)
    .map(({ count, unit }) => `${count}${unit.short}`)
    .join(' ');
}

/** A time against now: "5m ago", "in 2h 10m", "now" within a second; "never" when null. */
export function formatRelative(iso: string | null, nowMs: number, never = 'never'): string {
  if (iso === null) return never;
  const seconds = (Date.parse(iso) - nowMs) / 1000;
  if (Math.abs(seconds) < 1) return 'now';
  return seconds > 0 ? `in ${formatShort(seconds)}` : `${formatShort(-seconds)} ago`;
}

/** The exact time in UTC, as the server's jobs and days count it: "2026-11-28 06:05:09 UTC". */
export function formatUtc(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;
}

/** How much of today's buy-back budget is used, in percent (0 to 100; 0 for no budget). */
export function buybackUsedPercent(used: number, budget: number): number {
  if (budget <= 0) return 0;
  return Math.min(100, Math.max(0, (used / budget) * 100));
}

/** What the escrow lacks to pay what it owes; 0 when it holds enough. */
export function escrowShortfall(held: number, owed: number): number {
  return Math.max(0, owed - held);
}

const AUDIT_LABELS = { ok: 'OK', mismatch: 'MISMATCH', 'not-run': 'NOT RUN' } as const;

export function auditLabel(status: keyof typeof AUDIT_LABELS): string {
  return AUDIT_LABELS[status];
}

const POOL_LABELS: Record<string, string> = {
  stakingVault: 'Staking vault',
  stakingRewards: 'Staking rewards',
  farmingPool: 'Farming pool',
  treasury: 'Treasury',
  developer: 'Developer',
  liquidity: 'Liquidity',
  marketplaceEscrow: 'Marketplace escrow',
};

/** A pool's name for people: stakingRewards → "Staking rewards"; an unknown name as it is. */
export function poolLabel(name: string): string {
  return POOL_LABELS[name] ?? name;
}
