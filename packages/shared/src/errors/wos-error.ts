import { ERROR_TEXTS, type ErrorCode, type ErrorDetailsByCode, type ErrorDetailsOf } from './catalogue.ts';

/** Whether a code's details have a field that must be given. */
type DetailsRequired<C extends ErrorCode> = C extends keyof ErrorDetailsByCode
  ? object extends ErrorDetailsByCode[C]
    ? false
    : true
  : false;

/** A message of its own (else the code's default text) and the code's details, if it has any. */
export type WosErrorOptions<C extends ErrorCode> = { message?: string } & (DetailsRequired<C> extends true
  ? { details: ErrorDetailsOf<C> }
  : { details?: ErrorDetailsOf<C> });

/** The options may be left out unless the code's details have a required field. */
type WosErrorArgs<C extends ErrorCode> =
  DetailsRequired<C> extends true ? [options: WosErrorOptions<C>] : [options?: WosErrorOptions<C>];

/**
 * The one error type of the product: a stable code, the message for the player, and the
 * code's typed details. `new WosError('PAYMENT__CONFIRMATION_TIMEOUT', { details: { signature } })`
 * type-checks only with that code's details.
 */
export class WosError<C extends ErrorCode = ErrorCode> extends Error {
  readonly code: C;
  readonly details: ErrorDetailsOf<C> | undefined;

  constructor(code: C, ...[options]: WosErrorArgs<C>) {
    super(options?.message ?? ERROR_TEXTS[code]);
    this.name = 'WosError';
    this.code = code;
    this.details = options?.details as ErrorDetailsOf<C> | undefined;
  }
}

export function isWosError(value: unknown): value is WosError {
  return value instanceof WosError;
}
