import { nextSundayUtc } from '@wos/shared';

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** Milliseconds left, never negative. */
  totalMs: number;
}

export function countdownParts(targetMs: number, nowMs: number): CountdownParts {
  const totalMs = Math.max(0, targetMs - nowMs);
  const totalSeconds = Math.floor(totalMs / 1000);
  return {
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor((totalSeconds % 86_400) / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
    totalMs,
  };
}

/**
 * The weekly rewards are paid every Sunday at 00:00 UTC (docs/spec/001-game.md §9): the time left until
 * the next one, from `nowMs` on the server's clock (which a dev clock may have moved).
 */
export function untilNextDistribution(nowMs: number): CountdownParts {
  return countdownParts(nextSundayUtc(nowMs).getTime(), nowMs);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** "3d 04h 05m 09s" */
export function formatCountdown(parts: CountdownParts): string {
  return `${parts.days}d ${pad(parts.hours)}h ${pad(parts.minutes)}m ${pad(parts.seconds)}s`;
}
