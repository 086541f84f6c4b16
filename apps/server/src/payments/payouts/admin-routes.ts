import { adminPayoutsQuery, adminPayoutsResponse, fromBaseUnits, WLO_DECIMALS } from '@wos/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../platform/http/admin-auth.ts';
import type { PayoutRow } from './repo.ts';
import type { PayoutsService } from './service.ts';

/**
 * The operator's view of the payouts outbox, behind the configured ADMIN_TOKEN:
 * unset, the route does not exist (404).
 */
export const payoutsAdminRoutes: FastifyPluginAsyncZod<{
  payouts: PayoutsService;
  adminToken: string | undefined;
}> = async (app, options) => {
  app.get(
    '/admin/payouts',
    {
      preHandler: async (request) => requireAdmin(request, options.adminToken),
      schema: { tags: ['admin'], querystring: adminPayoutsQuery, response: { 200: adminPayoutsResponse } },
    },
    async (request) => ({
      payouts: (await options.payouts.list(request.query.status, request.query.limit)).map(toApi),
    }),
  );
};

function toApi(row: PayoutRow) {
  return {
    id: row.id,
    kind: row.kind,
    wallet: row.wallet,
    amount: fromBaseUnits(row.amount, WLO_DECIMALS),
    sourcePool: row.sourcePool,
    status: row.status,
    signature: row.signature,
    attempts: row.attempts,
    lastError: row.lastError,
    nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
