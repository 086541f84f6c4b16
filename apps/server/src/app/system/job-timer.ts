import type { Logger } from 'pino';
import type { Scheduler } from '../../platform/jobs/scheduler.ts';

export interface JobTimer {
  /** Stops the ticks and waits for a pass under way to end. */
  stop(): Promise<void>;
}

/** Runs the scheduler now and then every `intervalMs`; a failed pass is logged and retried on the next tick. */
export function startJobTimer(
  scheduler: Pick<Scheduler, 'runDue'>,
  log: Logger,
  intervalMs: number,
): JobTimer {
  let pass: Promise<unknown> = Promise.resolve();
  const tick = () => {
    pass = scheduler.runDue().catch((error: unknown) => log.error({ err: error }, 'job tick failed'));
  };
  const timer = setInterval(tick, intervalMs);
  tick();
  return {
    async stop() {
      clearInterval(timer);
      await pass;
    },
  };
}
