import { type ErrorCode, isErrorCode, WosError } from '@wos/shared';

function codeForStatus(status: number): ErrorCode {
  if (status === 400) return 'BAD_REQUEST';
  if (status === 401) return 'UNAUTHORIZED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  if (status === 429) return 'RATE_LIMITED';
  return 'INTERNAL';
}

/** An API call that failed: the HTTP status, the server's error code and its human message. */
export class ApiError extends WosError {
  readonly status: number;
  /** The code exactly as the server sent it (may be newer than the shared list). */
  readonly serverCode: string;

  constructor(status: number, serverCode: string, message: string, body?: Record<string, unknown>) {
    super(isErrorCode(serverCode) ? serverCode : codeForStatus(status), message, body);
    this.name = 'ApiError';
    this.status = status;
    this.serverCode = serverCode;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/**
 * The server's own words for a failed call, or null when it has none worth reading: it was
 * unreachable, sent no text, or failed internally (a 5xx without a code of its own reads
 * 'Something went wrong on our side', which says less than the action's own message).
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
