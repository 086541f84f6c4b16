import { randomInt } from 'node:crypto';
import {
  pickWeighted,
  totalWeight,
  WHEEL_DISCOUNT_WEIGHTS,
  WHEEL_PACK_WEIGHTS,
  type WheelVoucher,
} from '@wos/shared';

/** One spin of the discount wheel, drawn with the server's CSPRNG. */
export function drawVoucher(): WheelVoucher {
  return {
    packType: pickWeighted(WHEEL_PACK_WEIGHTS, randomInt(totalWeight(WHEEL_PACK_WEIGHTS))),
    discountPercent: pickWeighted(WHEEL_DISCOUNT_WEIGHTS, randomInt(totalWeight(WHEEL_DISCOUNT_WEIGHTS))),
  };
}
