import {
  choosePackPayment,
  notEnoughToBuyPack,
  type PackFunds,
  type PackPayment,
  type PackPaymentToken,
  type PackType,
  payPackInWlo,
  WosError,
} from '@wos/shared';

export type PackToken = PackPaymentToken;

export type Balances = PackFunds;

/** What one pack costs, in base units of `token`. */
export interface PackPrice {
  token: PackToken;
  amount: bigint;
}

/** The price to charge, or the refusal the page shows too (docs/spec/001-game.md §5's exact messages). */
function charged(payment: PackPayment, packType?: PackType): PackPrice {
  if (payment.kind === 'pay') return { token: payment.token, amount: payment.amount };
  if (payment.kind === 'short') {
    throw new WosError('PAYMENT__INSUFFICIENT_FUNDS', {
      message: notEnoughToBuyPack(payment.token, payment.need, payment.have),
    });
  }
  throw new WosError('PACKS__NOT_SOLD_FOR_TOKEN', {
    message: `${packType?.name ?? 'This pack'} is not sold for ${payment.token}`,
  });
}

/** A WLO price the wallet can pay: the WLO, and SOL for the network fee. */
export function payInWlo(price: bigint, balances: Balances): PackPrice {
  return charged(payPackInWlo(price, balances));
}

/** How a paid pack is paid (the shared rule of docs/spec/001-game.md §5); `requested` pins the token. */
export function choosePayment(packType: PackType, balances: Balances, requested?: PackToken): PackPrice {
  return charged(choosePackPayment(packType, balances, requested), packType);
}
