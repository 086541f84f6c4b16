import { describe, expect, it } from 'vitest';
import { countdownParts, formatCountdown, untilNextDistribution } from './countdown.ts';

const at = (iso: string) => Date.parse(iso);

describe('weekly reward countdown', () => {
  it('counts down to the next Sunday 00:00 UTC', () => {
    // Wednesday 2025-01-01 12:30:15 UTC → Sunday 2025-01-05 00:00 UTC.
    const parts = untilNextDistribution(at('2025-01-01T12:30:15Z'));
    expect(parts).toMatchObject({ days: 3, hours: 11, minutes: 29, seconds: 45 });
    expect(formatCountdown(parts)).toBe('3d 11h 29m 45s');
  });

  it('at Sunday midnight exactly waits a whole week for the next one', () => {
    expect(untilNextDistribution(at('2025-01-05T00:00:00Z'))).toMatchObject({
      days: 7,
      hours: 0,
      minutes: 0,
      seconds: 0,
    });
  });

  it('never goes below zero', () => {
    expect(countdownParts(1000, 5000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, totalMs: 0 });
  });
});
