/** `daily`: periods start at 00:00 UTC; `weekly`: on Sunday 00:00 UTC. */
export type Cadence = 'daily' | 'weekly';

export interface Period {
  /** ISO date of the period's start, e.g. 2026-11-22; sorts in time order. */
  key: string;
  start: Date;
}

const DAY_MS = 86_400_000;

export function periodOf(cadence: Cadence, at: Date): Period {
  const dayStart = Math.floor(at.getTime() / DAY_MS) * DAY_MS;
  const start = cadence === 'daily' ? dayStart : dayStart - new Date(dayStart).getUTCDay() * DAY_MS;
  return periodAt(start);
}

export function nextPeriod(cadence: Cadence, key: string): Period {
  const start = Date.parse(`${key}T00:00:00Z`);
  return periodAt(start + (cadence === 'daily' ? DAY_MS : 7 * DAY_MS));
}

function periodAt(startMs: number): Period {
  const start = new Date(startMs);
  return { key: start.toISOString().slice(0, 10), start };
}
