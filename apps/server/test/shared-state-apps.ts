import { randomUUID } from 'node:crypto';
import type { DatabaseHandle } from '../src/db/database.ts';
import { openDatabase } from '../src/db/open.ts';
import { type AppConfig, loadConfig } from '../src/platform/config.ts';
import { openInMemoryApp, type TestApp } from './app.ts';
import { assertConservation } from './conservation.ts';
import { openMemoryDatabase } from './database.ts';
import { createFreshDatabase } from './fresh-database.ts';

/** Two whole apps, as two API processes, on one database. */
export interface AppPair {
  a: TestApp;
  b: TestApp;
  /** Checks conservation in each app (each has its own in-memory chain), then closes both and the database. */
  close(): Promise<void>;
}

/**
 * Two apps on ONE new database: with DATABASE_URL a new PostgreSQL database
 * that each app connects to with its own pool (as two processes would, dropped
 * on close); else one PGlite handle shared in this process (and so one
 * in-process bus). Each app has its own embedded chain in memory, so tests
 * using a pair move no money.
 */
export async function openAppPair(overrides: Partial<AppConfig> = {}): Promise<AppPair> {
  const config: AppConfig = {
    ...loadConfig({ LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent-web-dist' }),
    ...overrides,
  };
  const databases = await openSharedDatabase();
  const first = await openInMemoryApp(config, databases.handles[0]);
  const second = await openInMemoryApp(config, databases.handles[1]);
  const asTestApp = (opened: typeof first): TestApp => ({ ...opened, config, close: opened.close });
  return {
    a: asTestApp(first),
    b: asTestApp(second),
    async close() {
      try {
        await assertConservation(first.services);
        await assertConservation(second.services);
      } finally {
        await first.close();
        await second.close();
        await databases.close();
      }
    },
  };
}

async function openSharedDatabase(): Promise<{
  handles: [DatabaseHandle, DatabaseHandle];
  close(): Promise<void>;
}> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const handle = await openMemoryDatabase();
    // Both apps close their services; the one handle closes once, last.
    const shared = { ...handle, close: async () => {} };
    return { handles: [shared, shared], close: () => handle.close() };
  }
  const fresh = await createFreshDatabase(serverUrl, 'wos_test');
  const handles: [DatabaseHandle, DatabaseHandle] = [
    await openDatabase({ url: fresh.url }),
    await openDatabase({ url: fresh.url }),
  ];
  return { handles, close: () => fresh.drop() };
}

/**
 * Resolves once `to` has received everything `from` published so far: the
 * bus keeps each sender's order, so a probe sent now arrives after them.
 */
export async function delivered(from: TestApp, to: TestApp): Promise<void> {
  const topic = `test-probe:${randomUUID()}`;
  let stop = () => {};
  const arrived = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the bus did not deliver a probe within 10 s')), 10_000);
    const unsubscribe = to.services.sharedState.bus.subscribe(topic, () => resolve());
    stop = () => {
      clearTimeout(timer);
      unsubscribe();
    };
  });
  try {
    await from.services.sharedState.bus.publish(topic, '');
    await arrived;
  } finally {
    stop();
  }
}
