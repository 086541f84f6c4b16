import type { Weighted } from './weighted-draw.ts';

export const WHEEL_PACK_TYPES = ['legendary', 'premium', 'basic'] as const;
export type WheelPackType = (typeof WHEEL_PACK_TYPES)[number];

/** The discount wheel's weights (docs/spec/001-game.md §9): the pack, then the discount. */
export const WHEEL_PACK_WEIGHTS: readonly Weighted<WheelPackType>[] = [
  { value: 'legendary', weight: 800 },
  { value: 'premium', weight: 300 },
  { value: 'basic', weight: 1000 },
];

export const WHEEL_DISCOUNT_WEIGHTS: readonly Weighted<number>[] = [
  { value: 50, weight: 10 },
  { value: 35, weight: 20 },
  { value: 25, weight: 30 },
  { value: 15, weight: 40 },
];

export interface WheelVoucher {
  packType: WheelPackType;
  discountPercent: number;
}
