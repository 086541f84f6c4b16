import cluster from 'node:cluster';
import { buildApp } from './app/app.ts';
import { openServices } from './app/services.ts';
import { startJobTimer } from './app/system/job-timer.ts';
import { gracefulStopper, readShutdownTimeoutMs } from './app/system/shutdown.ts';
import { ShutdownState } from './app/system/shutdown-state.ts';
import { checkBeforeStart, checkOpenedDatabase } from './ops/doctor/startup.ts';
import { loadConfig } from './platform/config.ts';
import { JOB_TICK_MS } from './platform/jobs/schedule.ts';
import { createLogger } from './platform/logger.ts';

/**
 * One API process: reads the configuration, runs the doctor's checks, opens the database and chain,
 * runs the job timer and listens, and stops gracefully on SIGTERM/SIGINT.
 * `npm start` (main.ts) runs one; `npm run start:cluster` runs one per worker.
 */
export async function startServer(): Promise<void> {
  const config = loadConfig();
  const shutdownTimeoutMs = readShutdownTimeoutMs();
  const log = createLogger(config.logLevel);
  const started = Date.now();
  // The doctor's checks (ops/doctor): a failure refuses the start, naming the check, before anything opens.
  await checkBeforeStart(config, log);
  const services = await openServices({ config, log });
  try {
    await checkOpenedDatabase(config, services.database, log);
  } catch (error) {
    await services.close();
    throw error;
  }
  const state = new ShutdownState();
  const app = await buildApp({ config, services, logger: log, shutdown: state });
  const listening = app.listen({ port: config.port, host: config.host });
  // The first pass (reconcilers, audit, catch-up) starts once the server listens instead of
  // delaying it; it already ran beside the first requests, so nothing waits on it.
  const jobs = startJobTimer(services.scheduler, log, JOB_TICK_MS, listening);

  const stop = gracefulStopper({
    state,
    jobs,
    app,
    services,
    log,
    timeoutMs: shutdownTimeoutMs,
    exit: (code) => process.exit(code),
  });
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  // A worker whose primary is gone would serve on unsupervised: stop it too.
  if (cluster.isWorker) process.on('disconnect', () => void stop('cluster primary gone'));

  await listening;
  log.info(
    {
      network: config.network,
      database: services.database.engine,
      chain: services.chain.kind,
      wloMint: services.accounts.wloMint,
      startupMs: Date.now() - started,
      ...(cluster.isWorker ? { worker: cluster.worker?.id } : {}),
    },
    `Warlords of Solana listening on http://${config.host}:${config.port}`,
  );
}
