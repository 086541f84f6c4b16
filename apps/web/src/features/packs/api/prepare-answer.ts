import { preparePackResponse } from '@wos/shared';
import { z } from 'zod';

/** A prepare answer that carries nothing to sign and grants nothing. */
export const NOTHING_TO_SIGN = { nothingToSign: true } as const;
export type NothingToSign = typeof NOTHING_TO_SIGN;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** No transaction (absent, null or empty) and no `freeItem: true`, whatever else the body carries. */
const nothingToSign = z
  .unknown()
  .refine(
    (body) =>
      !isRecord(body) ||
      (body.freeItem !== true &&
        (body.transaction === undefined || body.transaction === null || body.transaction === '')),
  )
  .transform((): NothingToSign => NOTHING_TO_SIGN);

/**
 * The answer of POST /packs/prepare-transaction (and its discounted twin): the shared contract,
 * or nothing to sign, which the store words 'No transaction received from server'
 * (docs/spec/001-game.md §5) instead of calling the answer malformed.
 */
export const prepareAnswer = z.union([preparePackResponse, nothingToSign]);
