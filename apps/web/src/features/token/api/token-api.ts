import { recordTokenVisitResponse, tokenVisitsResponse } from '@wos/shared';
import { apiRequest } from '../../../lib/api/client.ts';

/** The token page's visit counter: the total so far. */
export function fetchTokenVisits(signal?: AbortSignal) {
  return apiRequest('/token/visits', { schema: tokenVisitsResponse, signal });
}

/**
 * Counts this browser's visit (the server knows it by an HttpOnly cookie it sets, once per
 * UTC day) and answers the total.
 */
export function recordTokenVisit(signal?: AbortSignal) {
  return apiRequest('/token/visits', { method: 'POST', schema: recordTokenVisitResponse, signal });
}
