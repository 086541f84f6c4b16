import type { Logger } from 'pino';
import type { Chain } from '../../chain/port.ts';
import type { Database } from '../../db/database.ts';
import type { EventBus } from '../shared-state/bus.ts';
import type { Clock } from './clock.ts';
import { readClockOffset, writeClockOffset } from './repo.ts';

/** The bus topic of a new dev-clock offset; its payload is the offset in milliseconds. */
const CLOCK_OFFSET = 'clock-offset';

/**
 * Keeps every process's clock at one offset: a move here (the dev clock,
 * which has written it to the database first) is published; another
 * process's move is adopted here with the embedded chain's clock; after the
 * bus lost messages, the offset is read again from the database.
 */
export function shareClockOffset(deps: {
  clock: Clock;
  chain: Chain;
  db: Database;
  bus: EventBus;
  log: Logger;
}) {
  const { clock, chain, db, bus, log } = deps;
  async function adopt(offsetMs: number): Promise<void> {
    if (!Number.isSafeInteger(offsetMs)) {
      log.warn({ offsetMs }, 'ignored a clock offset that is not an integer');
      return;
    }
    clock.adoptOffset(offsetMs);
    await chain.setUnixTime(clock.unixSeconds());
  }
  clock.onOffsetSet((offsetMs) => void bus.publish(CLOCK_OFFSET, String(offsetMs)));
  bus.subscribe(CLOCK_OFFSET, (payload) => adopt(Number(payload)));
  bus.onResync(async () => adopt(await readClockOffset(db)));
}

/**
 * Moves every process's clock to `offsetMs`: written to the database first
 * (what a process starting or resyncing later reads), then set here, which
 * publishes it to the others.
 */
export async function setSharedClockOffset(db: Database, clock: Clock, offsetMs: number): Promise<void> {
  await writeClockOffset(db, offsetMs);
  clock.setOffset(offsetMs);
}
