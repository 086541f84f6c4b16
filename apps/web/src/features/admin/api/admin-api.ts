import { apiRequest } from '../../../lib/api/client.ts';
import { sharedContract } from '../../../lib/api/lazy-contract.ts';

/**
 * The contract through the shared contracts' own chunk, as the shell's calls take theirs: a
 * page importing @wos/shared's contracts itself split the home route's shared code into more
 * chunks (2 kB more gzip on the home route, over its budget).
 */
const overviewContract = sharedContract('adminOverviewResponse');

/**
 * GET /admin/overview with the operator's token (never the player's session, and never
 * retried on a 401: apiFetch leaves an explicit token alone), checked against its contract.
 */
export function fetchAdminOverview(token: string, signal?: AbortSignal) {
  return apiRequest('/admin/overview', { schema: overviewContract, authToken: token, signal });
}
