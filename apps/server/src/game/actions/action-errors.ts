import type { ActionError } from '@solana/actions-spec';
import { isWosError } from '@wos/shared';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HTTP_STATUS } from '../../platform/http/error-status.ts';
import type { FrameworkErrorAnswerer } from '../../platform/http/framework-errors.ts';
import { setActionsHeaders } from './headers.ts';

const SEND = 'send {"account": "<base58 public key>"} as application/json';

/** What Fastify says of a request it could not read, by its error code, in words a blink client can show. */
const REQUEST_FAULTS: Readonly<Record<string, string>> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: `This action accepts only a JSON body: ${SEND}`,
  FST_ERR_CTP_BODY_TOO_LARGE: `The request body is too large: ${SEND}`,
  FST_ERR_CTP_EMPTY_JSON_BODY: `The request body is empty: ${SEND}`,
  FST_ERR_CTP_INVALID_JSON_BODY: `The request body is not valid JSON: ${SEND}`,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: `The request's Content-Length does not match its body: ${SEND}`,
  FST_ERR_BAD_URL: 'The action URL is not valid',
  FST_ERR_MAX_PARAM_LENGTH: 'The action URL is not valid: the id is too long',
};

/** Fastify's 414 for a path segment past 100 characters: for an action it is simply an id that is not one. */
const STATUS_OF_FAULT: Readonly<Record<string, number>> = { FST_ERR_MAX_PARAM_LENGTH: 400 };

export interface ActionErrorAnswer {
  status: number;
  body: ActionError;
  /** An error of ours, for the log: anything but the client's own mistake. */
  unexpected: boolean;
}

/**
 * Any error of an action route as the specification's ActionError
 * `{ message }` (docs/architecture.md §9, decided 2026-11-27): a refusal of
 * the game with its code's status, a request the route cannot read (not
 * JSON, too large, a bad path or field) as 4xx with what to send instead,
 * and only an error of ours as 500.
 */
export function actionErrorOf(error: unknown, body?: unknown): ActionErrorAnswer {
  if (isWosError(error)) {
    const status = HTTP_STATUS[error.code];
    return { status, body: { message: error.message }, unexpected: status >= 500 };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const where = error.validationContext;
    const field = error.validation[0]?.instancePath.replace(/^\//, '');
    const hasAccount = typeof body === 'object' && body !== null && 'account' in body;
    const message =
      where === 'params'
        ? 'The action URL is not valid: no action has this id'
        : field === 'account' && hasAccount
          ? 'The account is not a Solana public key (base58 text of 32 bytes)'
          : `The request names no account: ${SEND}`;
    return { status: 400, body: { message }, unexpected: false };
  }
  const fault = faultOf(error);
  if (fault && fault.status >= 400 && fault.status < 500) {
    const message = REQUEST_FAULTS[fault.code] ?? `The request is not a valid Solana Action request: ${SEND}`;
    return { status: STATUS_OF_FAULT[fault.code] ?? fault.status, body: { message }, unexpected: false };
  }
  return { status: 500, body: { message: 'Something went wrong; please try again' }, unexpected: true };
}

/** Fastify's own errors carry a status and a code. */
function faultOf(error: unknown): { status: number; code: string } | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { statusCode, code } = error as { statusCode?: unknown; code?: unknown };
  if (typeof statusCode !== 'number') return undefined;
  return { status: statusCode, code: typeof code === 'string' ? code : '' };
}

/**
 * The answers Fastify's router gives before any route (a broken %-escape or
 * an over-long id in an action URL, platform/http/framework-errors.ts) as
 * ActionError with the Actions headers, like every other answer of /actions/.
 */
export function actionsFrameworkErrors(blockchainId: string): FrameworkErrorAnswerer {
  return {
    prefix: '/actions/',
    answer(error, reply) {
      const { status, body } = actionErrorOf(error);
      setActionsHeaders(reply, blockchainId);
      reply.status(status).send(body);
    },
  };
}
