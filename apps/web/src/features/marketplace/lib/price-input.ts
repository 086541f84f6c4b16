import { fromBaseUnits, isWosError, marketplaceSplit, parseListingPrice, WLO_DECIMALS } from '@wos/shared';
import { MARKET_MESSAGES } from './market-messages.ts';

export type PriceCheck =
  | {
      ok: true;
      /** WLO asked, as the server will read it. */
      price: number;
      /** WLO the seller gets after the fee, and the treasury's fee: the shared split, to the base unit. */
      sellerReceives: number;
      fee: number;
    }
  | { ok: false; message: string };

const wlo = (units: bigint) => fromBaseUnits(units, WLO_DECIMALS);

/**
 * A price typed in the list or change-price dialog (docs/spec/001-game.md §5): required and above 0 with
 * at most 6 decimals ('Please enter a valid price greater than 0'), with the 95/5 split it
 * gives, computed by the same shared rule as the server's.
 */
export function checkPrice(text: string): PriceCheck {
  try {
    const units = parseListingPrice(text.trim().replaceAll(',', ''));
    const { seller, fee } = marketplaceSplit(units);
    return { ok: true, price: wlo(units), sellerReceives: wlo(seller), fee: wlo(fee) };
  } catch (error) {
    return { ok: false, message: isWosError(error) ? error.message : MARKET_MESSAGES.invalidPrice };
  }
}

/** The split of a price already asked (the buy dialog): seller's part and fee. */
export function splitOfPrice(price: number): { sellerReceives: number; fee: number } {
  const check = checkPrice(String(price));
  return check.ok ? { sellerReceives: check.sellerReceives, fee: check.fee } : { sellerReceives: 0, fee: 0 };
}

/** A starting price for the list dialog: the estimate as plain digits ("3000"). */
export function suggestedPrice(estimate: number): string {
  return estimate > 0 ? String(estimate) : '';
}
