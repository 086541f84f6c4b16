const MS_PER_DAY = 86_400_000;
const MS_PER_WEEK = 7 * MS_PER_DAY;
/** 1970-01-04 was a Sunday: weeks counted from it start on Sunday 00:00 UTC. */
const FIRST_SUNDAY_MS = 3 * MS_PER_DAY;

/** The Sunday 00:00 UTC that started the week holding `nowMs` (the instant itself when it is one). */
export function weekStartUtc(nowMs: number): Date {
  const weeks = Math.floor((nowMs - FIRST_SUNDAY_MS) / MS_PER_WEEK);
  return new Date(FIRST_SUNDAY_MS + weeks * MS_PER_WEEK);
}

/** The next Sunday 00:00 UTC strictly after `nowMs`: when weekly rewards are next paid. */
export function nextSundayUtc(nowMs: number): Date {
  return new Date(weekStartUtc(nowMs).getTime() + MS_PER_WEEK);
}

/** The week a moment belongs to, as the ISO date of the Sunday that started it (e.g. '2026-11-22'). */
export function weekPeriodOf(nowMs: number): string {
  return weekStartUtc(nowMs).toISOString().slice(0, 10);
}
