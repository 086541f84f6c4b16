import cluster from 'node:cluster';
import { isMetricsMessage, METRICS_MESSAGE, type MetricsMessage } from './cluster-messages.ts';
import { processRegistry } from './registry.ts';

/** Longer than the primary waits for the slowest worker, so its answer arrives first. */
const REPLY_TIMEOUT_MS = 5_000;

interface PendingReply {
  resolve(text: string): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

const pending = new Map<number, PendingReply>();
let nextId = 0;
let joined = false;

/** A worker of `npm run start:cluster` (node:cluster with an IPC channel to the primary). */
export function inClusterWorker(): boolean {
  return cluster.isWorker && typeof process.send === 'function';
}

function send(message: MetricsMessage): void {
  process.send?.(message);
}

/**
 * In a cluster worker: answer the primary's requests for this process's
 * metrics and tell it so. Idempotent; does nothing outside a cluster.
 */
export function joinClusterMetrics(): void {
  if (joined || !inClusterWorker()) return;
  joined = true;
  process.on('message', (message: unknown) => {
    if (!isMetricsMessage(message)) return;
    if (message.type === METRICS_MESSAGE.collect) {
      processRegistry.getMetricsAsJSON().then(
        (metrics) => send({ type: METRICS_MESSAGE.collected, id: message.id, metrics }),
        (error: unknown) => send({ type: METRICS_MESSAGE.collected, id: message.id, error: String(error) }),
      );
    } else if (message.type === METRICS_MESSAGE.reply) {
      const waiting = pending.get(message.id);
      if (!waiting) return;
      pending.delete(message.id);
      clearTimeout(waiting.timer);
      if (message.text !== undefined) waiting.resolve(message.text);
      else waiting.reject(new Error(message.error ?? 'the primary sent no metrics'));
    }
  });
  send({ type: METRICS_MESSAGE.ready });
}

/**
 * The process metrics in Prometheus text: this process's own, or in a
 * cluster worker the sum over every worker, aggregated by the primary.
 */
export function processMetricsText(): Promise<string> {
  if (!inClusterWorker()) return processRegistry.metrics();
  joinClusterMetrics();
  const id = nextId++;
  return new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      pending.delete(id);
      reject(new Error('the cluster primary did not answer with the metrics'));
    }, REPLY_TIMEOUT_MS);
    pending.set(id, { resolve, reject, timer });
    send({ type: METRICS_MESSAGE.request, id });
  });
}
