import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time.ts';

const NOW = Date.UTC(2025, 5, 15, 12, 0, 0);
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('formatRelativeTime (docs/spec/001-game.md §2: just now, Nm ago, Nh ago, Nd ago, Nmo ago)', () => {
  it('reads "just now" under a minute, and for a time a skewed clock puts ahead', () => {
    expect(formatRelativeTime(ago(0), NOW)).toBe('just now');
    expect(formatRelativeTime(ago(59 * SECOND), NOW)).toBe('just now');
    expect(formatRelativeTime(ago(-5 * MINUTE), NOW)).toBe('just now');
  });

  it('counts whole minutes, hours, days and 30-day months, rounding down', () => {
    expect(formatRelativeTime(ago(MINUTE), NOW)).toBe('1m ago');
    expect(formatRelativeTime(ago(59 * MINUTE + 59 * SECOND), NOW)).toBe('59m ago');
    expect(formatRelativeTime(ago(HOUR), NOW)).toBe('1h ago');
    expect(formatRelativeTime(ago(23 * HOUR + 59 * MINUTE), NOW)).toBe('23h ago');
    expect(formatRelativeTime(ago(DAY), NOW)).toBe('1d ago');
    expect(formatRelativeTime(ago(29 * DAY), NOW)).toBe('29d ago');
    expect(formatRelativeTime(ago(30 * DAY), NOW)).toBe('1mo ago');
    expect(formatRelativeTime(ago(400 * DAY), NOW)).toBe('13mo ago');
  });

  it('takes a Date as well as an ISO timestamp', () => {
    expect(formatRelativeTime(new Date(NOW - 3 * HOUR), NOW)).toBe('3h ago');
  });
});
