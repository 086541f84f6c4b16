import { ASSET_ERRORS } from './asset.ts';
import { AUTH_ERRORS } from './auth.ts';
import { CHAIN_ERRORS, type ChainErrorDetails } from './chain.ts';
import { FARMERS_ERRORS } from './farmers.ts';
import { HEROES_ERRORS } from './heroes.ts';
import { ITEMS_ERRORS } from './items.ts';
import { MARKET_ERRORS, type MarketErrorDetails } from './market.ts';
import { PACKS_ERRORS } from './packs.ts';
import { PAYMENT_ERRORS, type PaymentErrorDetails } from './payment.ts';
import { REQUEST_ERRORS } from './request.ts';
import { STAKING_ERRORS } from './staking.ts';

/**
 * Every error code with its default text: the server's message when it gives none. Codes
 * are `AREA__NAME` for a domain refusal the page may branch on, plain for generic ones.
 * The server maps each to its HTTP status (apps/server/src/platform/http/error-status.ts), the page
 * to the specification's words (apps/web/src/lib/api/error-messages.ts).
 */
export const ERROR_TEXTS = {
  ...REQUEST_ERRORS,
  ...AUTH_ERRORS,
  ...PAYMENT_ERRORS,
  ...CHAIN_ERRORS,
  ...STAKING_ERRORS,
  ...PACKS_ERRORS,
  ...FARMERS_ERRORS,
  ...HEROES_ERRORS,
  ...ITEMS_ERRORS,
  ...ASSET_ERRORS,
  ...MARKET_ERRORS,
} as const;

export type ErrorCode = keyof typeof ERROR_TEXTS;

export const ERROR_CODES = Object.keys(ERROR_TEXTS) as readonly ErrorCode[];

/** The details a code's answer carries besides `error` and `message`; codes not named carry none. */
export type ErrorDetailsByCode = PaymentErrorDetails & ChainErrorDetails & MarketErrorDetails;

export type ErrorDetailsOf<C extends ErrorCode> = C extends keyof ErrorDetailsByCode
  ? ErrorDetailsByCode[C]
  : undefined;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_TEXTS, value);
}
