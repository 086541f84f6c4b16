import cluster from 'node:cluster';
import path from 'node:path';
import { loadConfig } from '../../platform/config.ts';
import { loadEnvFile } from '../../platform/env-file.ts';
import { createLogger } from '../../platform/logger.ts';
import { serveClusterMetrics } from './metrics-aggregator.ts';
import { readClusterSettings } from './settings.ts';
import { superviseWorkers } from './supervisor.ts';

/**
 * `npm run start:cluster`: a node:cluster primary that forks WORKERS API
 * processes running main.ts — the same code as `npm start` — all serving
 * one PORT (connections handed round-robin). The primary serves no
 * requests; it restarts workers that die, sums their metrics for /metrics
 * and, on SIGTERM/SIGINT, stops them all gracefully.
 */
function main(): void {
  // Workers inherit this environment (and run main.ts, which reads the same file again).
  loadEnvFile();
  const settings = readClusterSettings();
  // Every worker would refuse a bad configuration: say so once, before forking.
  const config = loadConfig();
  const log = createLogger(config.logLevel).child({ role: 'cluster-primary' });

  cluster.schedulingPolicy = cluster.SCHED_RR;
  cluster.setupPrimary({ exec: path.resolve(import.meta.dirname, '../../main.ts') });
  serveClusterMetrics(log);
  const supervisor = superviseWorkers({
    workers: settings.workers,
    shutdownTimeoutMs: settings.shutdownTimeoutMs,
    log,
    exit: (code) => process.exit(code),
  });
  process.on('SIGINT', () => supervisor.stop('SIGINT'));
  process.on('SIGTERM', () => supervisor.stop('SIGTERM'));
  log.info(
    { workers: settings.workers },
    `Warlords of Solana cluster: ${settings.workers} workers on http://${config.host}:${config.port}`,
  );
}

try {
  main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
