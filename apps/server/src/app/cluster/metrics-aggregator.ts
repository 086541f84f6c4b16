import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';
import { AggregatorRegistry } from 'prom-client';
import {
  isMetricsMessage,
  METRICS_MESSAGE,
  type MetricsMessage,
  type WorkerMetrics,
} from '../metrics/cluster-messages.ts';

/** A worker that has not answered by then is left out of this scrape (it may be dying). */
const COLLECT_TIMEOUT_MS = 2_000;

interface Collection {
  waiting: Set<number>;
  results: WorkerMetrics[];
  finish(): void;
}

/**
 * In the primary: answers a worker's request for the cluster's metrics by
 * collecting every ready worker's own metrics and summing them with
 * prom-client's AggregatorRegistry (counters and histograms add up; each
 * metric's own aggregator applies, e.g. 'first' for version info).
 */
export function serveClusterMetrics(log: Logger): void {
  const ready = new Set<number>();
  const collections = new Map<number, Collection>();
  let nextId = 0;

  const answered = (workerId: number, collectionId: number, metrics: WorkerMetrics | undefined) => {
    const collection = collections.get(collectionId);
    if (!collection?.waiting.delete(workerId)) return;
    if (metrics) collection.results.push(metrics);
    if (collection.waiting.size === 0) collection.finish();
  };

  const collect = (): Promise<string> => {
    const id = nextId++;
    const workers = Object.values(cluster.workers ?? {}).filter(
      (worker): worker is Worker => worker !== undefined && ready.has(worker.id) && worker.isConnected(),
    );
    return new Promise<string>((resolve) => {
      const collection: Collection = {
        waiting: new Set(workers.map((worker) => worker.id)),
        results: [],
        finish: () => {
          clearTimeout(timer);
          collections.delete(id);
          if (collection.waiting.size > 0) {
            log.warn(
              { workers: [...collection.waiting] },
              'metrics: workers left out of a scrape (no answer)',
            );
          }
          resolve(AggregatorRegistry.aggregate(collection.results).metrics());
        },
      };
      const timer = setTimeout(collection.finish, COLLECT_TIMEOUT_MS);
      collections.set(id, collection);
      if (workers.length === 0) collection.finish();
      for (const worker of workers)
        worker.send({ type: METRICS_MESSAGE.collect, id } satisfies MetricsMessage);
    });
  };

  cluster.on('message', (worker: Worker, message: unknown) => {
    if (!isMetricsMessage(message)) return;
    if (message.type === METRICS_MESSAGE.ready) {
      ready.add(worker.id);
    } else if (message.type === METRICS_MESSAGE.collected) {
      if (message.error) log.warn({ worker: worker.id, error: message.error }, 'metrics: a worker failed');
      answered(worker.id, message.id, message.metrics);
    } else if (message.type === METRICS_MESSAGE.request) {
      const reply = (answer: Omit<Extract<MetricsMessage, { type: 'wos:metrics:reply' }>, 'type' | 'id'>) => {
        if (worker.isConnected()) worker.send({ type: METRICS_MESSAGE.reply, id: message.id, ...answer });
      };
      collect().then(
        (text) => reply({ text }),
        (error: unknown) => reply({ error: String(error) }),
      );
    }
  });
  cluster.on('exit', (worker) => {
    ready.delete(worker.id);
    for (const id of [...collections.keys()]) answered(worker.id, id, undefined);
  });
}
