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

/** Counts `hits` (default 1) on `key`; `current` is the key's count with them. */
export type HitCounter = (key: string, windowMs: number, hits?: number) => Promise<RateLimitCount>;

/**
 * Hits a process takes from the shared count at once, as a share of the
 * budget: 1/20 of it (at least one), so a request mostly counts in memory and
 * the table is written about once per twenty hits of a busy key.
 */
const LEASE_SHARE = 20;
/** Keys a process remembers leases of; past it, those whose window ended go. */
const LEASE_KEYS = 10_000;

/**
 * Counts a hit on `key` in one atomic statement: a window starts at a key's
 * first hit and lasts `windowMs` (as @fastify/rate-limit's memory and Redis
 * stores count); a hit after it ended starts the next. The database's clock
 * decides, so processes whose clocks differ agree. A prepared statement: it
 * runs for every lease of hits (see leasingCounter).
 */
export function createHitCounter(db: Database): HitCounter {
  const t = rateLimitWindows;
  const ended = sql`${t.endsAt} <= now()`;
  const hit = preparedQuery<
    { key: string; windowMs: number; hits: number },
    Array<{ hits: number; ttl: number }>
  >(db, 'rate_limit_hit', (on) =>
    on
      .insert(t)
      .values({
        key: sql.placeholder('key'),
        hits: sql`${sql.placeholder('hits')}::integer`,
        endsAt: sql`now() + ${sql.placeholder('windowMs')} * interval '1 millisecond'`,
      })
      .onConflictDoUpdate({
        target: t.key,
        set: {
          hits: sql`case when ${ended} then excluded.hits else ${t.hits} + excluded.hits end`,
          endsAt: sql`case when ${ended} then excluded.ends_at else ${t.endsAt} end`,
        },
      })
      .returning({
        hits: t.hits,
        ttl: sql<number>`ceil(extract(epoch from (${t.endsAt} - now())) * 1000)::integer`,
      }),
  );
  return async (key, windowMs, hits = 1) => {
    const [row] = await hit({ key, windowMs, hits });
    if (!row) throw new Error('rate limit count returned no row');
    return { current: Number(row.hits), ttl: Math.max(0, Number(row.ttl)) };
  };
}

interface Lease {
  /** The shared count of the last hit this process counted from the lease. */
  current: number;
  /** Hits still leased. */
  remaining: number;
  /** performance.now() at which the key's window ends. */
  endsAt: number;
}

/**
 * Counts hits from leases: a key's first hit takes max/20 hits from the
 * shared count in one statement, and the next ones count in memory until the
 * lease is spent or its window ends. Every hit still gets its own place in
 * the shared count (a lease of hits 41–55 answers 41, 42, …), so a budget
 * is never exceeded; a lease left unused when a process goes quiet only
 * counts against the budget early, for at most the rest of that window.
 */
export function leasingCounter(countHits: HitCounter) {
  const leases = new Map<string, Lease>();
  const pending = new Map<string, Promise<void>>();

  async function lease(key: string, windowMs: number, max: number): Promise<void> {
    const size = Math.max(1, Math.floor(max / LEASE_SHARE));
    const counted = await countHits(key, windowMs, size);
    if (leases.size >= LEASE_KEYS) {
      const now = performance.now();
      for (const [known, held] of leases) if (held.endsAt <= now) leases.delete(known);
    }
    leases.set(key, {
      current: counted.current - size,
      remaining: size,
      endsAt: performance.now() + counted.ttl,
    });
  }

  return async function hit(key: string, windowMs: number, max: number): Promise<RateLimitCount> {
    for (;;) {
      const held = leases.get(key);
      const now = performance.now();
      if (held && held.remaining > 0 && held.endsAt > now) {
        held.remaining -= 1;
        held.current += 1;
        return { current: held.current, ttl: Math.max(0, Math.ceil(held.endsAt - now)) };
      }
      // Concurrent hits on a spent key wait for one lease, then share it.
      let taking = pending.get(key);
      if (!taking) {
        taking = lease(key, windowMs, max).finally(() => pending.delete(key));
        pending.set(key, taking);
      }
      await taking;
    }
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
  const countHit = leasingCounter(createHitCounter(db));
  let lastSweep = Number.NEGATIVE_INFINITY;
  return class PostgresRateLimitStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: Parameters<FastifyRateLimitStore['incr']>[1],
      timeWindow: number,
      max: number,
    ): void {
      if (performance.now() - lastSweep >= SWEEP_INTERVAL_MS) {
        lastSweep = performance.now();
        // Off the request's path; a failed sweep is tried again a minute later.
        sweepEndedWindows(db).catch(() => {});
      }
      countHit(key, timeWindow, max).then(
        (count) => callback(null, count),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}
