import { WHEEL_DISCOUNT_WEIGHTS, WHEEL_PACK_TYPES, WHEEL_PACK_WEIGHTS } from '@wos/shared';
import { describe, expect, it } from 'vitest';
import { DISCOUNT_SEGMENTS, PACK_SEGMENTS } from './wheel-config.ts';
import { landingRotation, segmentAtPointer, wheelSegments } from './wheel-geometry.ts';

/** The turns the reveal dialog spins each ring (RevealRewardDialog). */
const PACK_TURNS = 6;
const DISCOUNT_TURNS = 4;
/** Where in its segment a ring may stop: the dialog passes Math.random(). */
const OFFSETS = [0, 0.001, 0.25, 0.5, 0.75, 0.999, 1, -1, 2];

const vouchers = WHEEL_PACK_TYPES.flatMap((packType) =>
  WHEEL_DISCOUNT_WEIGHTS.map(({ value: discountPercent }) => ({ packType, discountPercent })),
);

describe('wheelSegments', () => {
  it('sizes each segment by its odds and covers the whole ring, clockwise from the top', () => {
    for (const [weights, segments] of [
      [WHEEL_PACK_WEIGHTS, PACK_SEGMENTS],
      [WHEEL_DISCOUNT_WEIGHTS, DISCOUNT_SEGMENTS],
    ] as const) {
      const total = weights.reduce((sum, { weight }) => sum + weight, 0);
      expect(segments.map((segment) => segment.value)).toEqual(weights.map(({ value }) => value));
      expect(segments[0]?.start).toBe(0);
      expect(segments.at(-1)?.end).toBeCloseTo(360, 9);
      segments.forEach((segment, index) => {
        expect(segment.end - segment.start).toBeCloseTo((weights[index]!.weight / total) * 360, 9);
        if (index > 0) expect(segment.start).toBe(segments[index - 1]!.end);
      });
    }
  });

  it('gives the legendary pack 800/2100 of the outer ring and 50% off 10/100 of the inner one', () => {
    const legendary = PACK_SEGMENTS.find((segment) => segment.value === 'legendary')!;
    const fifty = DISCOUNT_SEGMENTS.find((segment) => segment.value === 50)!;
    expect(legendary.end - legendary.start).toBeCloseTo((800 / 2100) * 360, 9);
    expect(fifty.end - fifty.start).toBeCloseTo(36, 9);
  });
});

describe('landing on the voucher', () => {
  it.each(vouchers)(
    'stops $packType at $discountPercent% under the pointers',
    ({ packType, discountPercent }) => {
      for (const offset of OFFSETS) {
        const pack = landingRotation(PACK_SEGMENTS, packType, PACK_TURNS, offset);
        const discount = landingRotation(DISCOUNT_SEGMENTS, discountPercent, DISCOUNT_TURNS, offset);
        expect(segmentAtPointer(PACK_SEGMENTS, pack)).toBe(packType);
        expect(segmentAtPointer(DISCOUNT_SEGMENTS, discount)).toBe(discountPercent);
      }
    },
  );

  it('turns each ring clockwise for at least its full turns less one', () => {
    for (const { packType, discountPercent } of vouchers) {
      const pack = landingRotation(PACK_SEGMENTS, packType, PACK_TURNS, 0.5);
      const discount = landingRotation(DISCOUNT_SEGMENTS, discountPercent, DISCOUNT_TURNS, 0.5);
      expect(pack).toBeGreaterThan((PACK_TURNS - 1) * 360);
      expect(pack).toBeLessThanOrEqual(PACK_TURNS * 360);
      expect(discount).toBeGreaterThan((DISCOUNT_TURNS - 1) * 360);
      expect(discount).toBeLessThanOrEqual(DISCOUNT_TURNS * 360);
    }
  });

  it('stops away from the edges of the segment, so the pointer never sits on a border', () => {
    for (const offset of OFFSETS) {
      for (const segment of DISCOUNT_SEGMENTS) {
        const rotation = landingRotation(DISCOUNT_SEGMENTS, segment.value, DISCOUNT_TURNS, offset);
        const angle = (((-rotation % 360) + 360) % 360) - segment.start;
        const width = segment.end - segment.start;
        expect(angle).toBeGreaterThanOrEqual(width * 0.2 - 1e-9);
        expect(angle).toBeLessThanOrEqual(width * 0.8 + 1e-9);
      }
    }
  });

  it('refuses a value the ring does not have', () => {
    expect(() => landingRotation(DISCOUNT_SEGMENTS, 70, DISCOUNT_TURNS, 0.5)).toThrow(RangeError);
  });
});

describe('segmentAtPointer', () => {
  const segments = wheelSegments([
    { value: 'a', weight: 1 },
    { value: 'b', weight: 3 },
  ]);

  it('reads the segment under the top pointer for any rotation, negative or beyond a turn', () => {
    expect(segmentAtPointer(segments, 0)).toBe('a');
    // A clockwise turn of 80° brings the segment that started at 280° under the pointer.
    expect(segmentAtPointer(segments, 80)).toBe('b');
    expect(segmentAtPointer(segments, 360 + 80)).toBe('b');
    expect(segmentAtPointer(segments, 360 - 45)).toBe('a');
    expect(segmentAtPointer(segments, -45)).toBe('a');
    expect(segmentAtPointer(segments, -135)).toBe('b');
  });
});
