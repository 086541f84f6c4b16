import { errorResponse } from '@wos/shared';
import type { z } from 'zod';
import { getSessionToken } from '../session/session-store.ts';
import { ApiError } from './api-error.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type QueryValue = string | number | boolean | undefined;

export interface ApiRequest<S extends z.ZodType> {
  /** zod contract the response body must satisfy. */
  schema: S;
  method?: HttpMethod;
  body?: unknown;
  /** Query parameters; undefined values are not sent. */
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /** Token to send instead of the current session's (e.g. to log out a session already cleared). */
  authToken?: string | null;
}

function buildUrl(path: string, query: Record<string, QueryValue> | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
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

function toApiError(status: number, body: unknown): ApiError {
  const parsed = errorResponse.safeParse(body);
  if (parsed.success) {
    return new ApiError(status, parsed.data.error, parsed.data.message, isRecord(body) ? body : undefined);
  }
  if (typeof body === 'string' && body.trim()) return new ApiError(status, '', body.trim());
  return new ApiError(status, '', `Request failed (${status})`);
}

/**
 * The one way the page talks to the server: same origin, JSON both ways, the session token
 * attached when there is one, and the response checked against its shared zod contract.
 */
export async function apiRequest<S extends z.ZodType>(
  path: string,
  request: ApiRequest<S>,
): Promise<z.output<S>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = request.authToken === undefined ? getSessionToken() : request.authToken;
  if (token) headers.Authorization = `Bearer ${token}`;
  const init: RequestInit = { method: request.method ?? 'GET', headers, signal: request.signal ?? null };
  if (request.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(request.body);
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(path, request.query), init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'INTERNAL', 'Error connecting to server');
  }

  const body = await readJson(response);
  if (!response.ok) throw toApiError(response.status, body);

  const parsed = request.schema.safeParse(body);
  if (!parsed.success) {
    throw new ApiError(response.status, 'INTERNAL', 'The server answered in an unexpected format.');
  }
  return parsed.data;
}
