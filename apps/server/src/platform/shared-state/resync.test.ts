import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app.ts';
import { signedInPlayer } from '../../../test/players.ts';
import { type AppPair, delivered, openAppPair } from '../../../test/shared-state-apps.ts';
import { createAuthRepo } from '../../account/auth/repo.ts';
import { hashToken } from '../../account/auth/service.ts';
import { writeClockOffset } from '../clock/repo.ts';
import { sharedScope } from './scope.ts';

const HOUR_MS = 3_600_000;

/**
 * A bus that loses its connection misses messages: once reconnected, each
 * process drops its cached sessions and caches and reads the clock offset
 * again. The connection is really cut, by the server.
 */
async function missedMessagesAreResynced(pair: AppPair, cutBusConnections: () => Promise<void>) {
  const { a, b } = pair;
  const player = await signedInPlayer(a.app);
  const session = () => b.app.inject({ method: 'GET', url: '/auth/session', headers: player.auth });
  expect((await session()).statusCode).toBe(200);

  // Changes made behind the bus's back, as if their messages had been lost.
  await createAuthRepo(a.services.database.db).revokeSession(hashToken(player.token), a.services.clock.now());
  const offset = a.services.clock.offset + HOUR_MS;
  await writeClockOffset(a.services.database.db, offset);
  expect((await session()).statusCode).toBe(200);

  const resynced = new Promise<void>((resolve) => b.services.sharedState.bus.onResync(resolve));
  await cutBusConnections();
  await resynced;
  expect((await session()).statusCode).toBe(401);
  await until(() => b.services.clock.offset === offset);
  // And messages flow again.
  await delivered(a, b);
  await delivered(b, a);
}

/** Waits for a condition that follows an asynchronous step (at most 5 s, then fails). */
async function until(condition: () => boolean): Promise<void> {
  for (let attempt = 0; attempt < 250 && !condition(); attempt += 1) await sleep(20);
  expect(condition()).toBe(true);
}

let pair: AppPair | undefined;
afterEach(async () => {
  await pair?.close();
  pair = undefined;
});

describe.runIf(process.env.DATABASE_URL)('the PostgreSQL bus after a lost connection', () => {
  it('reconnects its listener and resyncs', async () => {
    pair = await openAppPair();
    const { a } = pair;
    await missedMessagesAreResynced(pair, async () => {
      const killed = await terminateListeners(a);
      expect(killed).toBe(2);
    });
  });
});

describe.runIf(process.env.REDIS_URL)('the Redis bus after a lost connection', () => {
  it('reconnects its subscriber and resyncs', async () => {
    const redisUrl = process.env.REDIS_URL;
    pair = await openAppPair({ redisUrl });
    const { a } = pair;
    await missedMessagesAreResynced(pair, async () => {
      const killed = await killRedisSubscribers(a, redisUrl ?? '');
      expect(killed).toBe(2);
    });
  });
});

/** Ends both apps' LISTEN connections from the server side; returns how many. */
async function terminateListeners(app: TestApp): Promise<number> {
  const result = (await app.services.database.db.execute(
    `select pg_terminate_backend(pid) from pg_stat_activity
     where datname = current_database() and query = 'LISTEN wos_shared_state'`,
  )) as unknown as { rows: unknown[] };
  return result.rows.length;
}

/** Kills this deployment's subscriber connections (by their name), leaving every other client alone. */
async function killRedisSubscribers(app: TestApp, url: string): Promise<number> {
  const { Redis } = await import('ioredis');
  const scope = await sharedScope(app.services.database.db);
  const admin = new Redis(url);
  try {
    const list = String(await admin.client('LIST'));
    const ids = list
      .split('\n')
      .filter((line) => line.includes(` name=wos-${scope}-bus `))
      .map((line) => /(?:^| )id=(\d+)/.exec(line)?.[1])
      .filter((id): id is string => id !== undefined);
    for (const id of ids) await admin.client('KILL', 'ID', id);
    return ids.length;
  } finally {
    await admin.quit();
  }
}
