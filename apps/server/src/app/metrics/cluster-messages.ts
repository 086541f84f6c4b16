import type { MetricObjectWithValues, MetricValue } from 'prom-client';

/**
 * The IPC between cluster workers and the primary for /metrics. A worker
 * asked for /metrics sends REQUEST; the primary sends COLLECT to every worker
 * that said READY, sums their COLLECTED answers and sends the text back as REPLY.
 */
export const METRICS_MESSAGE = {
  ready: 'wos:metrics:ready',
  request: 'wos:metrics:request',
  reply: 'wos:metrics:reply',
  collect: 'wos:metrics:collect',
  collected: 'wos:metrics:collected',
} as const;

export type WorkerMetrics = MetricObjectWithValues<MetricValue<string>>[];

export type MetricsMessage =
  | { type: typeof METRICS_MESSAGE.ready }
  | { type: typeof METRICS_MESSAGE.request; id: number }
  | { type: typeof METRICS_MESSAGE.reply; id: number; text?: string; error?: string }
  | { type: typeof METRICS_MESSAGE.collect; id: number }
  | { type: typeof METRICS_MESSAGE.collected; id: number; metrics?: WorkerMetrics; error?: string };

const TYPES = new Set<string>(Object.values(METRICS_MESSAGE));

export function isMetricsMessage(message: unknown): message is MetricsMessage {
  return (
    typeof message === 'object' && message !== null && TYPES.has(String((message as { type?: unknown }).type))
  );
}
