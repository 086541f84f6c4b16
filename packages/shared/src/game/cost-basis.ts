import { WLO_DECIMALS } from '../constants.ts';
import { toBaseUnits } from '../units.ts';
import { instantSellBaseUnits } from './marketplace.ts';
import type { PackType } from './packs.ts';
import { splitBaseUnits } from './split.ts';

/**
 * Cost basis (docs/rules.md §5, decided 2026-11-27): every farmer, hero and
 * item carries the WLO the game received for it, and the treasury never pays
 * more than 80 % of it, so no round trip through the treasury can gain.
 */

/** What a pack was paid with, as its row keeps it. */
export interface PackPaid {
  /** Null for a free pack. */
  paidToken: 'SOL' | 'WLO' | null;
  /** Base units of `paidToken` (0 for a free pack). */
  paidAmount: bigint;
}

/**
 * The WLO base units the game received for a pack: what was paid in WLO (a
 * voucher's discounted price included); for a pack paid in SOL its WLO
 * alternative price; 0 for a free pack.
 */
export function packCostBasis(packType: Pick<PackType, 'wloPrice'>, paid: PackPaid): bigint {
  if (paid.paidToken === 'WLO') return paid.paidAmount;
  if (paid.paidToken === 'SOL' && packType.wloPrice !== null) {
    return toBaseUnits(packType.wloPrice, WLO_DECIMALS);
  }
  return 0n;
}

/** 100 % in `parts` whole shares, as even as whole percents allow (the first takes what is left). */
function evenPercents(parts: number): number[] {
  if (!Number.isInteger(parts) || parts < 1 || parts > 100) throw new RangeError('parts must be 1 to 100');
  const each = Math.floor(100 / parts);
  return [100 - each * (parts - 1), ...Array.from({ length: parts - 1 }, () => each)];
}

/**
 * A pack's cost basis over what it opened into (a hero pack: its hero and its
 * item), by `splitBaseUnits`: the parts add up to the pack's exactly.
 */
export function splitCostBasis(total: bigint, parts: number): bigint[] {
  return splitBaseUnits(total, evenPercents(parts));
}

/** A merge's cost basis: the sum of its inputs' (the kept one and the consumed ones). */
export function mergedCostBasis(inputs: readonly { costBasis: bigint }[]): bigint {
  return inputs.reduce((sum, input) => sum + input.costBasis, 0n);
}

/**
 * An asset the game received nothing for (from a free pack, or merged only
 * from such): the treasury never buys it back; players may still trade it.
 */
export function isBound(costBasis: bigint): boolean {
  return costBasis <= 0n;
}

/**
 * What an instant sale pays (docs/rules.md §6): the lower of 80 % of the
 * estimate and 80 % of the cost basis, rounded down.
 */
export function instantSellPayout(estimateUnits: bigint, costBasisUnits: bigint): bigint {
  const basis = costBasisUnits > 0n ? costBasisUnits : 0n;
  return instantSellBaseUnits(estimateUnits < basis ? estimateUnits : basis);
}
