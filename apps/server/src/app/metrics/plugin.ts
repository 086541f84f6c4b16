import { WosError } from '@wos/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Registry } from 'prom-client';
import { hasBearerToken } from './bearer-token.ts';
import { joinClusterMetrics, processMetricsText } from './cluster-worker.ts';
import { createDatabaseGauges, type DatabaseGaugeSources } from './database-gauges.ts';
import { observeRequest } from './http.ts';

export interface MetricsOptions extends DatabaseGaugeSources {
  /** When set, a scrape must send `Authorization: Bearer <token>`; else 401. */
  token: string | undefined;
}

/**
 * GET /metrics in Prometheus text format, and the request timing behind it.
 * Registered before the routes so every route is timed. With METRICS_TOKEN
 * only a scraper holding it reads them (under start:cluster every worker
 * checks it before asking the primary for the sum); the operator also keeps
 * /metrics off the public load balancer.
 */
export const metrics = fp(async (app: FastifyInstance, options: MetricsOptions) => {
  joinClusterMetrics();
  const { token, ...sources } = options;
  const databaseGauges = createDatabaseGauges(sources);
  app.addHook('onResponse', async (request, reply) => observeRequest(request, reply));

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (token !== undefined && !hasBearerToken(request.headers.authorization, token)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw new WosError('UNAUTHORIZED', {
        message: 'The metrics need the metrics token (Authorization: Bearer …)',
      });
    }
    const [processText, databaseText] = await Promise.all([processMetricsText(), databaseGauges.metrics()]);
    return reply
      .type(Registry.PROMETHEUS_CONTENT_TYPE)
      .header('cache-control', 'no-store')
      .send(`${processText.trimEnd()}\n\n${databaseText.trimEnd()}\n`);
  });
});
