import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/database.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { queryRows } from '../../db/rows.ts';
import {
  createHitCounter,
  type HitCounter,
  leasingCounter,
  postgresRateLimitStore,
  sweepEndedWindows,
} from './postgres-rate-limit-store.ts';
import { rateLimitWindows } from './tables.ts';

const MINUTE_MS = 60_000;

let database: DatabaseHandle;
let countHit: HitCounter;
beforeAll(async () => {
  database = await openTestDatabase();
  countHit = createHitCounter(database.db);
});
afterAll(() => database.close());

/** Ends the key's window now, as a minute passing would. */
async function endWindow(key: string) {
  await database.db.execute(
    sql`update ${rateLimitWindows} set ends_at = now() - interval '1 second' where key = ${key}`,
  );
}

describe('the PostgreSQL rate-limit counts', () => {
  it('counts hits on a key within its window, whoever counts them', async () => {
    const first = await countHit('writes-ip:10.0.0.1', MINUTE_MS);
    expect(first.current).toBe(1);
    expect(first.ttl).toBeGreaterThan(0);
    expect(first.ttl).toBeLessThanOrEqual(MINUTE_MS);
    // The store @fastify/rate-limit constructs (one per process) counts into the same row.
    const Store = postgresRateLimitStore(database.db);
    const store = new Store({}).child({} as never);
    const second = await new Promise<{ current: number; ttl: number } | undefined>((resolve, reject) =>
      store.incr(
        'writes-ip:10.0.0.1',
        (error, result) => (error ? reject(error) : resolve(result)),
        MINUTE_MS,
        10,
      ),
    );
    expect(second?.current).toBe(2);
    expect(second?.ttl).toBeLessThanOrEqual(first.ttl);
    expect((await countHit('writes-ip:10.0.0.2', MINUTE_MS)).current).toBe(1);
  });

  it('gives concurrent hits distinct counts (one atomic statement each)', async () => {
    const counts = await Promise.all(
      Array.from({ length: 20 }, () => countHit('writes-wallet:parallel', MINUTE_MS)),
    );
    expect(counts.map((count) => count.current).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
  });

  it('starts a new window after the last one ended, and sweeps ended windows away', async () => {
    const key = 'sign-in:10.0.0.3';
    await countHit(key, MINUTE_MS);
    await countHit(key, MINUTE_MS);
    await endWindow(key);
    const fresh = await countHit(key, MINUTE_MS);
    expect(fresh.current).toBe(1);
    expect(fresh.ttl).toBeGreaterThan(MINUTE_MS - 10_000);

    await endWindow(key);
    await sweepEndedWindows(database.db);
    const keys = await queryRows<{ key: string }>(database.db, sql`select key from ${rateLimitWindows}`);
    expect(keys.map((row) => row.key)).not.toContain(key);
    expect(keys.map((row) => row.key)).toContain('writes-wallet:parallel');
  });

  it('takes hits in leases of a twentieth of the budget, every hit with its own count, across processes', async () => {
    const key = 'writes-wallet:leases';
    const budget = 100;
    // Two processes' counters on one table.
    const one = leasingCounter(countHit);
    const two = leasingCounter(countHit);
    const counts: number[] = [];
    for (let i = 0; i < 12; i += 1) counts.push((await one(key, MINUTE_MS, budget)).current);
    counts.push(
      ...(await Promise.all(Array.from({ length: 7 }, () => two(key, MINUTE_MS, budget)))).map(
        (c) => c.current,
      ),
    );
    // One: leases 1–5, 6–10, 11–15; two: 16–20, 21–25.
    expect(counts.slice(0, 12)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(counts.slice(12).sort((x, y) => x - y)).toEqual([16, 17, 18, 19, 20, 21, 22]);
    const [row] = await queryRows<{ hits: number }>(
      database.db,
      sql`select hits from ${rateLimitWindows} where key = ${key}`,
    );
    expect(Number(row?.hits)).toBe(25);
  });
});
