import { collectDefaultMetrics, Registry } from 'prom-client';

/**
 * Metrics this process counts itself (HTTP latency, chain RPC errors, the
 * default process metrics). In cluster mode the primary sums every worker's
 * copy; metrics read from the database live elsewhere (database-gauges.ts)
 * so they are read once per scrape, not once per worker.
 */
export const processRegistry = new Registry();

/**
 * The event loop delay histogram (nodejs_eventloop_lag_p50/p90/p99_seconds)
 * samples on a timer. prom-client's default of 10 ms woke an idle server 100
 * times a second, which was nearly all of its idle CPU (4 ms a second of the
 * embedded `npm start` server, 0.5 with 100 ms; bench/stake-alone.ts). A
 * stall of 100 ms or more is still always recorded, shorter ones by chance.
 */
export const EVENT_LOOP_SAMPLE_MS = 100;

collectDefaultMetrics({ register: processRegistry, eventLoopMonitoringPrecision: EVENT_LOOP_SAMPLE_MS });
