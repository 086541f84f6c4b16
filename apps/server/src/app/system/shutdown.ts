import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { JobTimer } from './job-timer.ts';
import type { ShutdownState } from './shutdown-state.ts';

const DEFAULT_TIMEOUT_MS = 25_000;

/** SHUTDOWN_TIMEOUT_MS: how long a graceful stop may take before the process exits 1 anyway. */
export function readShutdownTimeoutMs(env: NodeJS.ProcessEnv = process.env): number {
  const parsed = z.coerce
    .number()
    .int()
    .min(100)
    .max(600_000)
    .default(DEFAULT_TIMEOUT_MS)
    .safeParse(env.SHUTDOWN_TIMEOUT_MS?.trim() || undefined);
  if (!parsed.success) {
    throw new Error(
      'Invalid configuration:\n  SHUTDOWN_TIMEOUT_MS: must be a whole number of milliseconds, 100 to 600000',
    );
  }
  return parsed.data;
}

export interface GracefulStop {
  state: ShutdownState;
  jobs: JobTimer;
  app: FastifyInstance;
  services: { close(): Promise<void> };
  log: Logger;
  timeoutMs: number;
  /** process.exit in production; the exit code is 0 after a clean stop, 1 after the timeout or an error. */
  exit(code: number): void;
}

/**
 * Stops the process without dropping work: /ready turns 503, the job timer
 * stops and a running pass finishes, the server stops accepting connections
 * while in-flight requests finish (idle keep-alive connections are closed),
 * then the database and chain close (the embedded chain saves its snapshot).
 * Past the timeout the process exits 1: whatever was cut off is recovered
 * by the reconcilers, as after a crash.
 */
export function gracefulStopper(stop: GracefulStop): (reason: string) => Promise<void> {
  let stopping: Promise<void> | undefined;
  return (reason) => {
    if (stopping) {
      stop.log.info({ reason }, 'already shutting down');
      return stopping;
    }
    const started = Date.now();
    stop.log.info({ reason, timeoutMs: stop.timeoutMs }, 'shutting down');
    stop.state.begin();
    const deadline = setTimeout(() => {
      stop.log.error({ timeoutMs: stop.timeoutMs }, 'shutdown timed out; exiting');
      stop.exit(1);
    }, stop.timeoutMs);
    deadline.unref();
    stopping = (async () => {
      try {
        await stop.jobs.stop();
        await stop.app.close();
        await stop.services.close();
        stop.log.info({ ms: Date.now() - started }, 'shut down cleanly');
        clearTimeout(deadline);
        stop.exit(0);
      } catch (error) {
        stop.log.error({ err: error }, 'shutdown failed');
        clearTimeout(deadline);
        stop.exit(1);
      }
    })();
    return stopping;
  };
}
