import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';

/** A worker that crashes again soon after a restart waits longer each time, up to the maximum. */
const RESTART_DELAY_MS = 500;
const MAX_RESTART_DELAY_MS = 30_000;
/** A worker that ran this long before dying is restarted at the first delay again. */
const STABLE_AFTER_MS = 30_000;
/** Beyond the workers' own shutdown timeout, before the primary kills what is left. */
const PRIMARY_GRACE_MS = 5_000;

interface Slot {
  index: number;
  worker: Worker | undefined;
  startedAt: number;
  /** Crashes in a row, each within STABLE_AFTER_MS of its start. */
  quickCrashes: number;
  restartTimer: NodeJS.Timeout | undefined;
}

export interface SupervisorOptions {
  workers: number;
  shutdownTimeoutMs: number;
  log: Logger;
  /** Called with the exit code once every worker is gone after stop(). */
  exit(code: number): void;
}

/**
 * Keeps `workers` API processes running: forks them, restarts one that
 * dies (after a backoff, logged), and on stop() asks each to shut down
 * gracefully (SIGTERM) and waits for them all.
 */
export function superviseWorkers(options: SupervisorOptions): { stop(reason: string): void } {
  const { log } = options;
  const slots: Slot[] = Array.from({ length: options.workers }, (_, index) => ({
    index,
    worker: undefined,
    startedAt: 0,
    quickCrashes: 0,
    restartTimer: undefined,
  }));
  let stopping = false;
  let failedExits = 0;

  const fork = (slot: Slot) => {
    slot.restartTimer = undefined;
    slot.startedAt = Date.now();
    const worker = cluster.fork();
    slot.worker = worker;
    worker.on('exit', (code, signal) => onExit(slot, worker, code, signal));
  };

  const onExit = (slot: Slot, worker: Worker, code: number | null, signal: string | null) => {
    if (slot.worker !== worker) return;
    slot.worker = undefined;
    if (stopping) {
      if (code !== 0) failedExits += 1;
      log.info(
        { slot: slot.index, worker: worker.id, workerPid: worker.process.pid, code, signal },
        'worker stopped',
      );
      if (slots.every((each) => each.worker === undefined)) options.exit(failedExits === 0 ? 0 : 1);
      return;
    }
    const lived = Date.now() - slot.startedAt;
    slot.quickCrashes = lived >= STABLE_AFTER_MS ? 0 : slot.quickCrashes + 1;
    const delay = Math.min(RESTART_DELAY_MS * 2 ** Math.max(0, slot.quickCrashes - 1), MAX_RESTART_DELAY_MS);
    log.warn(
      {
        slot: slot.index,
        worker: worker.id,
        workerPid: worker.process.pid,
        code,
        signal,
        livedMs: lived,
        restartInMs: delay,
      },
      'worker died; restarting it',
    );
    slot.restartTimer = setTimeout(() => fork(slot), delay);
  };

  for (const slot of slots) fork(slot);

  return {
    stop(reason) {
      if (stopping) {
        log.info({ reason }, 'already stopping the workers');
        return;
      }
      stopping = true;
      log.info({ reason, workers: slots.filter((slot) => slot.worker).length }, 'stopping the workers');
      for (const slot of slots) {
        if (slot.restartTimer) clearTimeout(slot.restartTimer);
        slot.restartTimer = undefined;
        slot.worker?.process.kill('SIGTERM');
      }
      if (slots.every((slot) => slot.worker === undefined)) {
        options.exit(0);
        return;
      }
      const deadline = setTimeout(() => {
        const left = slots.flatMap((slot) => (slot.worker ? [slot.worker] : []));
        log.error(
          { workerPids: left.map((worker) => worker.process.pid) },
          'workers did not stop in time; killing them',
        );
        for (const worker of left) worker.process.kill('SIGKILL');
        options.exit(1);
      }, options.shutdownTimeoutMs + PRIMARY_GRACE_MS);
      deadline.unref();
    },
  };
}
