import {
  choosePackPayment,
  encodeBase58,
  notEnoughToBuyPack,
  type PackTypeView,
  SOL_DECIMALS,
  toBaseUnits,
  WLO_DECIMALS,
} from '@wos/shared';
import { base64ToBytes } from '../../../lib/base64.ts';
import type { PaymentToken } from './pack-view.ts';

/** The wallet's balance as GET /wallet/balance answers it, in token units. */
export interface StoreBalanceView {
  sol: number;
  wlo: number;
}

/**
 * docs/spec/001-game.md §5, checked before any prepare call with the shared rule the server applies: the
 * message when the wallet cannot pay this pack (SOL first for a farmer pack, else its WLO
 * alternative, else the SOL message), or null when it can (or the pack is free).
 */
export function purchaseShortfall(
  pack: Pick<PackTypeView, 'price' | 'priceToken' | 'wloPrice'>,
  balance: StoreBalanceView,
  paymentToken?: PaymentToken,
): string | null {
  if (pack.price === 0) return null;
  const funds = {
    lamports: toBaseUnits(balance.sol, SOL_DECIMALS),
    wlo: toBaseUnits(balance.wlo, WLO_DECIMALS),
  };
  const payment = choosePackPayment(pack, funds, paymentToken);
  return payment.kind === 'short' ? notEnoughToBuyPack(payment.token, payment.need, payment.have) : null;
}

/** The fee payer's signature of a signed wire transaction (base64), base58: the transaction's id. */
export function signatureOfSigned(signedBase64: string): string | null {
  const bytes = base64ToBytes(signedBase64);
  // A compact-u16 count of signatures, then 64 bytes each; the fee payer's comes first.
  const count = bytes[0] ?? 0;
  if (count === 0 || count >= 0x80 || bytes.length < 65) return null;
  return encodeBase58(bytes.slice(1, 65));
}
