import type { ErrorResponse } from '@wos/shared';
import { ApiError } from './api-error.ts';
import { wordsForCode } from './error-messages.ts';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The shared error body `{ error, message }` (checked by hand: the first load carries no zod). */
function isErrorResponse(body: unknown): body is ErrorResponse {
  return isRecord(body) && typeof body.error === 'string' && typeof body.message === 'string';
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * A failed response as an ApiError carrying the page's words for its code (error-messages.ts),
 * else the server's own words: `{ error, message }`, a body with only a `message` (or only an
 * `error`), or plain text. Without any, the message is empty and each caller shows its
 * action's own text (errorMessage), never a status code.
 */
export function toApiError(status: number, body: unknown): ApiError {
  if (isErrorResponse(body)) {
    return new ApiError(status, body.error, wordsForCode(body.error) ?? body.message, body);
  }
  if (isRecord(body)) {
    const code = text(body.error);
    return new ApiError(status, code, wordsForCode(code) ?? (text(body.message) || code), body);
  }
  return new ApiError(status, '', text(body));
}

/**
 * A successful status whose body says it failed, `{ success: false, message }`: a refusal in
 * the server's words, not a malformed answer. Null for any other body.
 */
export function refusalOf(status: number, body: unknown): ApiError | null {
  if (!isRecord(body) || body.success !== false) return null;
  return toApiError(status, body);
}
