import { describe, expect, it } from 'vitest';
import { nextSundayUtc, weekPeriodOf } from './weekly.ts';

const at = (iso: string) => Date.parse(iso);

describe('the weekly reward clock', () => {
  it('2026-11-22 is a Sunday (the edges below rely on it)', () => {
    expect(new Date(at('2026-11-22T00:00:00Z')).getUTCDay()).toBe(0);
  });

  it('on Saturday 23:59 the next Sunday is a minute away', () => {
    expect(nextSundayUtc(at('2026-11-21T23:59:00Z')).toISOString()).toBe('2026-11-22T00:00:00.000Z');
    expect(nextSundayUtc(at('2026-11-21T23:59:59.999Z')).toISOString()).toBe('2026-11-22T00:00:00.000Z');
    expect(weekPeriodOf(at('2026-11-21T23:59:00Z'))).toBe('2026-11-15');
  });

  it('at Sunday 00:00 exactly the next Sunday is a week later, and the new week has begun', () => {
    expect(nextSundayUtc(at('2026-11-22T00:00:00Z')).toISOString()).toBe('2026-11-29T00:00:00.000Z');
    expect(weekPeriodOf(at('2026-11-22T00:00:00Z'))).toBe('2026-11-22');
  });

  it('on Sunday 00:01 the next Sunday is a week later', () => {
    expect(nextSundayUtc(at('2026-11-22T00:01:00Z')).toISOString()).toBe('2026-11-29T00:00:00.000Z');
    expect(weekPeriodOf(at('2026-11-22T00:01:00Z'))).toBe('2026-11-22');
  });

  it('mid-week, across a year end and before 1970 it is always the coming Sunday midnight', () => {
    expect(nextSundayUtc(at('2026-11-25T13:37:00Z')).toISOString()).toBe('2026-11-29T00:00:00.000Z');
    expect(nextSundayUtc(at('2026-12-31T12:00:00Z')).toISOString()).toBe('2027-01-03T00:00:00.000Z');
    expect(nextSundayUtc(at('1969-12-31T12:00:00Z')).toISOString()).toBe('1970-01-04T00:00:00.000Z');
    expect(weekPeriodOf(at('1970-01-01T00:00:00Z'))).toBe('1969-12-28');
  });

  it('for any moment: a Sunday midnight, strictly later, at most a week away, one week after the period', () => {
    const from = at('2020-01-01T00:00:00Z');
    for (let now = from; now < from + 3 * 365 * 86_400_000; now += 86_400_000 / 7 + 12_345) {
      const next = nextSundayUtc(now);
      expect(next.getUTCDay()).toBe(0);
      expect(next.getTime() % 86_400_000).toBe(0);
      expect(next.getTime()).toBeGreaterThan(now);
      expect(next.getTime() - now).toBeLessThanOrEqual(7 * 86_400_000);
      expect(at(`${weekPeriodOf(now)}T00:00:00Z`) + 7 * 86_400_000).toBe(next.getTime());
    }
  });
});
