import { describe, expect, it } from 'vitest';
import { donutSegments } from './donut.ts';

describe('donut segments', () => {
  it('give each share its part of the ring, one after another', () => {
    expect(donutSegments([40, 40, 10, 5, 5], 100)).toEqual([
      { length: 40, offset: -0 },
      { length: 40, offset: -40 },
      { length: 10, offset: -80 },
      { length: 5, offset: -90 },
      { length: 5, offset: -95 },
    ]);
  });

  it('leave a gap after each segment and scale shares that do not sum to 100', () => {
    const [first, second] = donutSegments([1, 3], 200, 2);
    expect(first).toEqual({ length: 48, offset: -0 });
    expect(second).toEqual({ length: 148, offset: -50 });
  });

  it('draw nothing for no shares at all', () => {
    expect(donutSegments([0, 0], 100)).toEqual([
      { length: 0, offset: 0 },
      { length: 0, offset: 0 },
    ]);
  });
});
