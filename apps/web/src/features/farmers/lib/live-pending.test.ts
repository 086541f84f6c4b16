import { describe, expect, it } from 'vitest';
import { livePending } from './live-pending.ts';

describe('live pending rewards', () => {
  it("grow from the server's figure by the yield per hour", () => {
    expect(livePending(5, 10, 0, 30 * 60_000)).toBeCloseTo(10);
    expect(livePending(0, 100, 1000, 1000 + 36_000)).toBeCloseTo(1);
  });

  it('never run backwards or below zero', () => {
    expect(livePending(5, 10, 10_000, 0)).toBe(5);
    expect(livePending(-1, -10, 0, 60_000)).toBe(0);
  });
});
