import { describe, expect, it } from 'vitest';
import { retryAfterMs } from './retry-after.ts';

describe('Retry-After', () => {
  const now = Date.parse('2026-11-28T02:00:00Z');

  it('reads delay-seconds and HTTP dates', () => {
    expect(retryAfterMs('1', now)).toBe(1000);
    expect(retryAfterMs(' 2.5 ', now)).toBe(2500);
    expect(retryAfterMs('Sat, 28 Nov 2026 02:00:03 GMT', now)).toBe(3000);
  });

  it('waits no time for a date past, and no longer than a minute for any answer', () => {
    expect(retryAfterMs('Sat, 28 Nov 2026 01:59:00 GMT', now)).toBe(0);
    expect(retryAfterMs('86400', now)).toBe(60_000);
  });

  it('leaves an absent or unreadable header to the caller (backoff)', () => {
    expect(retryAfterMs(null, now)).toBeUndefined();
    expect(retryAfterMs('', now)).toBeUndefined();
    expect(retryAfterMs('soon', now)).toBeUndefined();
    expect(retryAfterMs('-1', now)).toBeUndefined();
  });
});
