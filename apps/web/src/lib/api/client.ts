import type { z } from 'zod';
import { clearSession, getSessionToken } from '../session/session-store.ts';
import { toast } from '../toast/toast-store.ts';
import { ApiError, networkFailure } from './api-error.ts';
import { refusalOf, toApiError } from './error-body.ts';
import { LazyContract } from './lazy-contract.ts';
import { reauthenticate } from './reauth.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type QueryValue = string | number | boolean | undefined;

export interface ApiRequest<S extends z.ZodType> extends ApiCall {
  /** zod contract the response body must satisfy (or one imported on first use). */
  schema: S | LazyContract<S>;
}

export interface ApiCall {
  method?: HttpMethod;
  body?: unknown;
  /** Query parameters; undefined values are not sent. */
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /**
   * Token to send instead of the current session's (e.g. to log out a session already
   * cleared); `null` sends none. A call with an explicit token is never retried on 401.
   */
  authToken?: string | null;
}

export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';

function buildUrl(path: string, query: Record<string, QueryValue> | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function send(path: string, request: ApiCall, token: string | null): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const init: RequestInit = { method: request.method ?? 'GET', headers, signal: request.signal ?? null };
  if (request.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(request.body);
  }
  try {
    return await fetch(buildUrl(path, request.query), init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw networkFailure();
  }
}

/**
 * The one way the page talks to the server: same origin, JSON both ways, the session token
 * attached when there is one. Answers the body of a successful response, unchecked
 * (apiRequest checks it against its contract).
 *
 * A 401 on a call made with the session's token means the session ended (it lives 24 h of
 * the server's clock): the wallet signs in again once (the Dev Wallet silently, a real
 * wallet asks) and the call is retried with the new token. If that fails, the session is
 * cleared and the player is asked to sign in again.
 */
export async function apiFetch(path: string, request: ApiCall): Promise<{ status: number; body: unknown }> {
  const explicitToken = request.authToken !== undefined;
  const token = explicitToken ? (request.authToken ?? null) : getSessionToken();
  let response = await send(path, request, token);

  if (response.status === 401 && token && !explicitToken) {
    // Another call may already have signed in again meanwhile.
    const current = getSessionToken();
    if (current === null) {
      // The player ended the session meanwhile (disconnected): nothing expired, nothing to say.
    } else if (current !== token || (await reauthenticate())) {
      response = await send(path, request, getSessionToken());
    } else {
      clearSession();
      toast.error(SESSION_EXPIRED_MESSAGE);
    }
  }

  const body = await readJson(response);
  if (!response.ok) throw toApiError(response.status, body);
  return { status: response.status, body };
}

export const UNEXPECTED_FORMAT_MESSAGE = 'The server answered in an unexpected format.';

/** apiFetch, with the response checked against its shared zod contract. */
export async function apiRequest<S extends z.ZodType>(
  path: string,
  request: ApiRequest<S>,
): Promise<z.output<S>> {
  const [{ status, body }, schema] = await Promise.all([
    apiFetch(path, request),
    request.schema instanceof LazyContract ? request.schema.load() : request.schema,
  ]);
  const parsed = schema.safeParse(body);
  if (!parsed.success)
    throw refusalOf(status, body) ?? new ApiError(status, 'INTERNAL', UNEXPECTED_FORMAT_MESSAGE);
  return parsed.data;
}
