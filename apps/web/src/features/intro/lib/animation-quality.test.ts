import { describe, expect, it } from 'vitest';
import { measureAnimationQuality } from './animation-quality.ts';

/** A clock that reads `start`, then `end`. */
function clock(start: number, end: number): () => number {
  const readings = [start, end];
  return () => readings.shift() ?? end;
}

describe('measureAnimationQuality', () => {
  it('is low on phones without measuring', () => {
    expect(measureAnimationQuality(true, () => Number.NaN)).toBe('low');
  });

  it('is low when the loop takes over 50 ms, high otherwise', () => {
    expect(measureAnimationQuality(false, clock(0, 51))).toBe('low');
    expect(measureAnimationQuality(false, clock(0, 50))).toBe('high');
    expect(measureAnimationQuality(false, clock(100, 112))).toBe('high');
  });
});
