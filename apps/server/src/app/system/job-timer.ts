import type { Logger } from 'pino';
import type { Scheduler } from '../../platform/jobs/scheduler.ts';

export interface JobTimer {
  /** Stops the ticks and waits for a pass under way to end. */
  stop(): Promise<void>;
}

/**
 * Runs the scheduler once `after` settles (default: now), then every
 * `intervalMs`; a failed pass is logged and retried on the next tick.
 */
export function startJobTimer(
  scheduler: Pick<Scheduler, 'runDue'>,
  log: Logger,
  intervalMs: number,
  after: Promise<unknown> = Promise.resolve(),
): JobTimer {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let pass: Promise<unknown> = Promise.resolve();
  const tick = () => {
    pass = scheduler.runDue().catch((error: unknown) => log.error({ err: error }, 'job tick failed'));
  };
  const begun = after
    .catch(() => {})
    .then(() => {
      if (stopped) return;
      timer = setInterval(tick, intervalMs);
      tick();
    });
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await begun;
      await pass;
    },
  };
}
