import { SOL_DECIMALS, WLO_DECIMALS } from '../constants.ts';
import { formatBaseUnits, toBaseUnits } from '../units.ts';
import type { PackType } from './packs.ts';

/** Lamports a player keeps for the network fee of the purchase transaction. */
export const PACK_FEE_RESERVE_LAMPORTS = 10_000n;

export type PackPaymentToken = 'SOL' | 'WLO';

/** A wallet's funds in base units: lamports and WLO base units. */
export interface PackFunds {
  lamports: bigint;
  wlo: bigint;
}

/** How a pack is paid, or why it cannot be: the token short, what it needs and has (base units). */
export type PackPayment =
  | { kind: 'pay'; token: PackPaymentToken; amount: bigint }
  | { kind: 'short'; token: PackPaymentToken; need: bigint; have: bigint }
  | { kind: 'not-sold'; token: PackPaymentToken };

type PricedPack = Pick<PackType, 'price' | 'priceToken' | 'wloPrice'>;

const decimalsOf = (token: PackPaymentToken) => (token === 'SOL' ? SOL_DECIMALS : WLO_DECIMALS);

/** The pack's price in base units of each token it is sold for (null: not sold for it, or free). */
export function packPricesInBaseUnits(pack: PricedPack): { sol: bigint | null; wlo: bigint | null } {
  return {
    sol: pack.priceToken === 'SOL' && pack.price > 0 ? toBaseUnits(pack.price, SOL_DECIMALS) : null,
    wlo: pack.wloPrice === null ? null : toBaseUnits(pack.wloPrice, WLO_DECIMALS),
  };
}

/** A WLO price: the WLO, and SOL for the network fee. */
export function payPackInWlo(price: bigint, funds: PackFunds): PackPayment {
  if (funds.wlo < price) return { kind: 'short', token: 'WLO', need: price, have: funds.wlo };
  if (funds.lamports < PACK_FEE_RESERVE_LAMPORTS) {
    return { kind: 'short', token: 'SOL', need: PACK_FEE_RESERVE_LAMPORTS, have: funds.lamports };
  }
  return { kind: 'pay', token: 'WLO', amount: price };
}

function payInSol(price: bigint, funds: PackFunds): PackPayment {
  if (funds.lamports >= price + PACK_FEE_RESERVE_LAMPORTS)
    return { kind: 'pay', token: 'SOL', amount: price };
  // Short of the price itself: the price is what is missing; else the fee on top of it.
  const need = funds.lamports < price ? price : price + PACK_FEE_RESERVE_LAMPORTS;
  return { kind: 'short', token: 'SOL', need, have: funds.lamports };
}

/**
 * docs/spec/001-game.md §5: a farmer pack (0.1 / 0.4 / 1 SOL) is paid in SOL when the SOL
 * balance covers it, else in WLO (100 / 300 / 800) when the WLO balance covers
 * that; when neither does, the SOL message answers. A hero pack is paid in WLO.
 * `requested` pins the token when the player chose one. Used by the server's
 * prepare and by the page before it asks the server.
 */
export function choosePackPayment(
  pack: PricedPack,
  funds: PackFunds,
  requested?: PackPaymentToken,
): PackPayment {
  const prices = packPricesInBaseUnits(pack);
  if (requested === 'SOL')
    return prices.sol === null ? { kind: 'not-sold', token: 'SOL' } : payInSol(prices.sol, funds);
  if (requested === 'WLO' || prices.sol === null) {
    return prices.wlo === null ? { kind: 'not-sold', token: 'WLO' } : payPackInWlo(prices.wlo, funds);
  }
  const inSol = payInSol(prices.sol, funds);
  if (inSol.kind === 'pay' || prices.wlo === null) return inSol;
  const inWlo = payPackInWlo(prices.wlo, funds);
  return inWlo.kind === 'pay' ? inWlo : inSol;
}

/**
 * 'Not enough {token} to buy this pack. You need {n} {token} but only have {m} {token}.'
 * (docs/spec/001-game.md §5)
 */
export function notEnoughToBuyPack(token: PackPaymentToken, need: bigint, have: bigint): string {
  const decimals = decimalsOf(token);
  return `Not enough ${token} to buy this pack. You need ${formatBaseUnits(need, decimals)} ${token} but only have ${formatBaseUnits(have, decimals)} ${token}.`;
}
