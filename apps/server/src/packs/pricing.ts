import {
  formatBaseUnits,
  type PackType,
  SOL_DECIMALS,
  toBaseUnits,
  WLO_DECIMALS,
  WosError,
} from '@wos/shared';

/** Lamports a player keeps for the network fee of the purchase transaction. */
export const FEE_RESERVE_LAMPORTS = 10_000n;

export type PackToken = 'SOL' | 'WLO';

export interface Balances {
  lamports: bigint;
  /** WLO base units. */
  wlo: bigint;
}

/** What one pack costs, in base units of `token`. */
export interface PackPrice {
  token: PackToken;
  amount: bigint;
}

const decimalsOf = (token: PackToken) => (token === 'SOL' ? SOL_DECIMALS : WLO_DECIMALS);

/** The exact messages of spec 001 §5. */
function notEnough(token: PackToken, need: bigint, have: bigint): WosError {
  const decimals = decimalsOf(token);
  return new WosError(
    'INSUFFICIENT_FUNDS',
    `Not enough ${token} to buy this pack. You need ${formatBaseUnits(need, decimals)} ${token} but only have ${formatBaseUnits(have, decimals)} ${token}.`,
  );
}

/** The pack's price in each token it is sold for. */
export function pricesOf(packType: PackType): { sol: bigint | null; wlo: bigint | null } {
  return {
    sol:
      packType.priceToken === 'SOL' && packType.price > 0 ? toBaseUnits(packType.price, SOL_DECIMALS) : null,
    wlo: packType.wloPrice === null ? null : toBaseUnits(packType.wloPrice, WLO_DECIMALS),
  };
}

/** A WLO price the wallet can pay: the WLO, and SOL for the network fee. */
export function payInWlo(price: bigint, balances: Balances): PackPrice {
  if (balances.wlo < price) throw notEnough('WLO', price, balances.wlo);
  if (balances.lamports < FEE_RESERVE_LAMPORTS)
    throw notEnough('SOL', FEE_RESERVE_LAMPORTS, balances.lamports);
  return { token: 'WLO', amount: price };
}

function payInSol(price: bigint, balances: Balances): PackPrice {
  const need = balances.lamports < price ? price : price + FEE_RESERVE_LAMPORTS;
  if (balances.lamports < price + FEE_RESERVE_LAMPORTS) throw notEnough('SOL', need, balances.lamports);
  return { token: 'SOL', amount: price };
}

/**
 * How a paid pack is paid (spec 001 §5): a farmer pack in SOL when the SOL
 * balance covers its price and the fee, else in WLO (100 / 300 / 800); a
 * hero pack in WLO. When neither covers it, the WLO message answers.
 * `requested` pins the token when the player chose one.
 */
export function choosePayment(packType: PackType, balances: Balances, requested?: PackToken): PackPrice {
  const prices = pricesOf(packType);
  if (requested === 'SOL') {
    if (prices.sol === null) throw new WosError('BAD_REQUEST', `${packType.name} is not sold for SOL`);
    return payInSol(prices.sol, balances);
  }
  if (
    requested === undefined &&
    prices.sol !== null &&
    balances.lamports >= prices.sol + FEE_RESERVE_LAMPORTS
  ) {
    return { token: 'SOL', amount: prices.sol };
  }
  if (prices.wlo === null) throw new WosError('BAD_REQUEST', `${packType.name} is not sold for WLO`);
  return payInWlo(prices.wlo, balances);
}
