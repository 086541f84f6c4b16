import { type ErrorCode, isErrorCode } from '@wos/shared';

/** The generic code of a status, for an answer whose code this page does not know. */
function codeForStatus(status: number): ErrorCode {
  if (status === 400) return 'BAD_REQUEST';
  if (status === 401) return 'UNAUTHORIZED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  if (status === 429) return 'RATE_LIMITED';
  return 'INTERNAL';
}

/**
 * An API call that failed: the HTTP status, the server's typed error code, the message to
 * show and the answer's other fields (`details`, e.g. a timeout's `signature`). Pages branch
 * on `code`, never on the message.
 */
export class ApiError extends Error {
  readonly status: number;
  /** The code as this page knows it; an unknown one reads as its status's generic code. */
  readonly code: ErrorCode;
  /** The code exactly as the server sent it (may be newer than the shared list). */
  readonly serverCode: string;
  readonly details: Readonly<Record<string, unknown>> | undefined;

  constructor(status: number, serverCode: string, message: string, body?: Readonly<Record<string, unknown>>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = isErrorCode(serverCode) ? serverCode : codeForStatus(status);
    this.serverCode = serverCode;
    this.details = body;
  }
}

/**
 * What a request that got no answer carries (the server unreachable, the connection lost, a
 * chunk that never arrived): one text on every browser, the words of the original's HTTP
 * client, so the marketplace's 'Error: {message}' (docs/spec/001-game.md §8) reads
 * 'Error: Network Error'.
 */
export const NETWORK_ERROR_MESSAGE = 'Network Error';

/** A request that got no answer: status 0. */
export function networkFailure(): ApiError {
  return new ApiError(0, 'INTERNAL', NETWORK_ERROR_MESSAGE);
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** Whether a call failed with one of these codes. */
export function hasErrorCode(error: unknown, ...codes: readonly ErrorCode[]): boolean {
  return isApiError(error) && codes.includes(error.code);
}

/**
 * The server's own words for a failed call (or the page's words for its code, see
 * error-messages.ts), or null when
 * it has none worth reading: it was unreachable, sent no text, or failed internally (a 5xx
 * without a code of its own reads 'Something went wrong on our side', which says less than
 * the action's own message).
 */
export function serverMessageOf(error: unknown): string | null {
  if (!isApiError(error) || error.status === 0 || !error.message) return null;
  if (error.status >= 500 && error.code === 'INTERNAL') return null;
  return error.message;
}

/** The message a player should read for a failed call: the server's text, else the action's. */
export function errorMessage(error: unknown, fallback: string): string {
  return serverMessageOf(error) ?? fallback;
}
