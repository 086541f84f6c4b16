import { MAX_CLOCK_ADVANCE_DAYS, WosError } from '@wos/shared';
import type { Chain } from '../../chain/port.ts';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import { setSharedClockOffset } from '../../platform/clock/shared-offset.ts';
import type { Scheduler } from '../../platform/jobs/scheduler.ts';

const DAY_MS = 86_400_000;

/** Moves the server clock and the embedded chain's clock together, then runs what fell due. */
export function createClockControl(deps: { db: Database; clock: Clock; chain: Chain; scheduler: Scheduler }) {
  const { db, clock, chain, scheduler } = deps;
  return {
    async advance(days: number) {
      // The route's contract bounds it too; this holds for every other caller.
      if (days > MAX_CLOCK_ADVANCE_DAYS) {
        throw new WosError('BAD_REQUEST', {
          message: `days: at most ${MAX_CLOCK_ADVANCE_DAYS} per call; advance in steps`,
        });
      }
      const offset = clock.offset + Math.round(days * DAY_MS);
      await setSharedClockOffset(db, clock, offset);
      await chain.setUnixTime(clock.unixSeconds());
      const jobsRun = await scheduler.runDue();
      return { now: clock.now().toISOString(), jobsRun };
    },
  };
}

export type ClockControl = ReturnType<typeof createClockControl>;
