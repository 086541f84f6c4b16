const MS_PER_HOUR = 3_600_000;

/**
 * The pending rewards shown between two reads of the server: what it reported, plus the
 * wallet's yield per hour for the time since. The next read (or a harvest) replaces it; the
 * server alone decides what a harvest pays.
 */
export function livePending(
  reported: number,
  yieldPerHour: number,
  reportedAtMs: number,
  nowMs: number,
): number {
  const hours = Math.max(0, nowMs - reportedAtMs) / MS_PER_HOUR;
  return Math.max(0, reported) + Math.max(0, yieldPerHour) * hours;
}
