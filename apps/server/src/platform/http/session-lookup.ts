import type { RequestSession } from './auth-guard.ts';

/**
 * How the HTTP plugins find the session a bearer token names. The auth
 * feature provides it; the platform sits below the account layer, so it sees
 * only this.
 */
export interface SessionLookup {
  findSession(token: string): Promise<RequestSession | null>;
}
