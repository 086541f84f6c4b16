import { WHEEL_DISCOUNT_WEIGHTS, WHEEL_PACK_WEIGHTS, type WheelPackType } from '@wos/shared';
import { wheelSegments } from './wheel-geometry.ts';

/** Outer ring: the pack; inner ring: the discount; each segment as large as its odds. */
export const PACK_SEGMENTS = wheelSegments(WHEEL_PACK_WEIGHTS);
export const DISCOUNT_SEGMENTS = wheelSegments(WHEEL_DISCOUNT_WEIGHTS);

export const PACK_LABELS: Record<WheelPackType, string> = {
  legendary: 'LEGENDARY',
  premium: 'PREMIUM',
  basic: 'BASIC',
};

/** docs/spec/001-game.md §4 and §9: the selection starts 500 ms after opening and reveals for 2.5 s. */
export const WHEEL_AUTO_START_MS = 500;
export const WHEEL_REVEAL_MS = 2500;

export type WheelPhase = 'start' | 'revealing' | 'revealed';
