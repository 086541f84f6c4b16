import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Registry } from 'prom-client';
import { joinClusterMetrics, processMetricsText } from './cluster-worker.ts';
import { createDatabaseGauges, type DatabaseGaugeSources } from './database-gauges.ts';
import { observeRequest } from './http.ts';

/**
 * GET /metrics in Prometheus text format, and the request timing behind it.
 * Registered before the routes so every route is timed. The operator keeps
 * /metrics off the public internet (it is not secret, but it is not for players).
 */
export const metrics = fp(async (app: FastifyInstance, sources: DatabaseGaugeSources) => {
  joinClusterMetrics();
  const databaseGauges = createDatabaseGauges(sources);
  app.addHook('onResponse', async (request, reply) => observeRequest(request, reply));

  app.get('/metrics', { schema: { hide: true } }, async (_request, reply) => {
    const [processText, databaseText] = await Promise.all([processMetricsText(), databaseGauges.metrics()]);
    return reply
      .type(Registry.PROMETHEUS_CONTENT_TYPE)
      .header('cache-control', 'no-store')
      .send(`${processText.trimEnd()}\n\n${databaseText.trimEnd()}\n`);
  });
});
