import type { FastifyReply, FastifyRequest } from 'fastify';
import { Histogram } from 'prom-client';
import { processRegistry } from './registry.ts';

/** Every path no route matched shares this label, so probes of random URLs cannot grow the series. */
export const UNMATCHED_ROUTE = 'unmatched';

export const httpRequestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'HTTP request duration in seconds, by method, route template and status code',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [processRegistry],
});

/** An onResponse hook: labels by the route template (`/wallet/balance/:address`), never the raw URL. */
export function observeRequest(request: FastifyRequest, reply: FastifyReply): void {
  httpRequestDuration.observe(
    {
      method: request.method,
      route: request.routeOptions.url ?? UNMATCHED_ROUTE,
      status_code: String(reply.statusCode),
    },
    reply.elapsedTime / 1000,
  );
}
