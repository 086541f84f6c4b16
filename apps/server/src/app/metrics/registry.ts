import { collectDefaultMetrics, Registry } from 'prom-client';

/**
 * Metrics this process counts itself (HTTP latency, chain RPC errors, the
 * default process metrics). In cluster mode the primary sums every worker's
 * copy; metrics read from the database live elsewhere (database-gauges.ts)
 * so they are read once per scrape, not once per worker.
 */
export const processRegistry = new Registry();

collectDefaultMetrics({ register: processRegistry });
