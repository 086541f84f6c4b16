import { adminOverviewResponse } from '@wos/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../platform/config.ts';
import { requireAdmin } from '../../platform/http/admin-auth.ts';
import type { OverviewService } from './service.ts';
import { overviewToApi } from './to-api.ts';

interface OverviewRouteOptions {
  overview: Pick<OverviewService, 'figures'>;
  config: Pick<AppConfig, 'network' | 'solanaRpcUrl' | 'adminToken'>;
}

/** GET /admin/overview: the operator console's one read, behind ADMIN_TOKEN (unset: 404). */
export const overviewRoutes: FastifyPluginAsyncZod<OverviewRouteOptions> = async (app, options) => {
  app.get(
    '/admin/overview',
    {
      preHandler: async (request) => requireAdmin(request, options.config.adminToken),
      schema: { tags: ['admin'], response: { 200: adminOverviewResponse } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return overviewToApi(await options.overview.figures('console'), options.config);
    },
  );
};
