import type { Database } from '../../db/database.ts';
import { Clock } from './clock.ts';
import { readClockOffset } from './repo.ts';

/** The game clock, with the offset the dev clock control last set (kept across restarts). */
export async function openClock(db: Database): Promise<Clock> {
  return new Clock(await readClockOffset(db));
}
