import type { z } from 'zod';

/** A call the specification's client makes: method, path, JSON body, the session when signed in. */
export interface SpecCall {
  method: 'GET' | 'POST';
  path: string;
  body?: Record<string, unknown>;
  token?: string;
}

export class SpecCallError extends Error {
  constructor(
    readonly call: SpecCall,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`${call.method} ${call.path} answered ${status}: ${JSON.stringify(body)}`);
  }
}

/** Sends one call to `baseUrl` and reads the answer's fields the specification names. */
export async function specCall<T>(baseUrl: string, call: SpecCall, schema: z.ZodType<T>): Promise<T> {
  const headers: Record<string, string> = {};
  if (call.body) headers['content-type'] = 'application/json';
  if (call.token) headers.authorization = `Bearer ${call.token}`;
  const response = await fetch(new URL(call.path, baseUrl), {
    method: call.method,
    headers,
    ...(call.body ? { body: JSON.stringify(call.body) } : {}),
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new SpecCallError(call, response.status, body);
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new Error(`${call.method} ${call.path}: unexpected answer ${JSON.stringify(body)}`);
  }
  return parsed.data;
}
