import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { rateLimitWindows } from './tables.ts';

/** Ended windows are deleted at most this often per process (one indexed DELETE). */
const SWEEP_INTERVAL_MS = 60_000;

export interface RateLimitCount {
  /** Hits in the key's current window, this one included. */
  current: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

export type HitCounter = (key: string, windowMs: number) => Promise<RateLimitCount>;

/**
 * Counts a hit on `key` in one atomic statement: a window starts at a key's
 * first hit and lasts `windowMs` (as @fastify/rate-limit's memory and Redis
 * stores count); a hit after it ended starts the next. The database's clock
 * decides, so processes whose clocks differ agree. A prepared statement: it
 * runs on every write request.
 */
export function createHitCounter(db: Database): HitCounter {
  const t = rateLimitWindows;
  const ended = sql`${t.endsAt} <= now()`;
  const hit = preparedQuery<{ key: string; windowMs: number }, Array<{ hits: number; ttl: number }>>(
    db,
    'rate_limit_hit',
    (on) =>
      on
        .insert(t)
        .values({
          key: sql.placeholder('key'),
          hits: 1,
          endsAt: sql`now() + ${sql.placeholder('windowMs')} * interval '1 millisecond'`,
        })
        .onConflictDoUpdate({
          target: t.key,
          set: {
            hits: sql`case when ${ended} then 1 else ${t.hits} + 1 end`,
            endsAt: sql`case when ${ended} then excluded.ends_at else ${t.endsAt} end`,
          },
        })
        .returning({
          hits: t.hits,
          ttl: sql<number>`ceil(extract(epoch from (${t.endsAt} - now())) * 1000)::integer`,
        }),
  );
  return async (key, windowMs) => {
    const [row] = await hit({ key, windowMs });
    if (!row) throw new Error('rate limit count returned no row');
    return { current: Number(row.hits), ttl: Math.max(0, Number(row.ttl)) };
  };
}

/** Deletes every ended window (a key seen again starts a fresh row). */
export async function sweepEndedWindows(db: Database): Promise<void> {
  await db.execute(sql`delete from ${rateLimitWindows} where ${rateLimitWindows.endsAt} <= now()`);
}

/**
 * @fastify/rate-limit's store on PostgreSQL, for several processes without
 * Redis: every budget's keys carry the budget's name (see http/rate-limits.ts),
 * so one table and one store serve them all.
 */
export function postgresRateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  const countHit = createHitCounter(db);
  let lastSweep = Number.NEGATIVE_INFINITY;
  return class PostgresRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, callback: Parameters<FastifyRateLimitStore['incr']>[1], timeWindow: number): void {
      if (performance.now() - lastSweep >= SWEEP_INTERVAL_MS) {
        lastSweep = performance.now();
        // Off the request's path; a failed sweep is tried again a minute later.
        sweepEndedWindows(db).catch(() => {});
      }
      countHit(key, timeWindow).then(
        (count) => callback(null, count),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}
