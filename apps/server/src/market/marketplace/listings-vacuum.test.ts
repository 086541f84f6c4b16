import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.ts';
import { grantFarmer, listed } from '../../../test/market.ts';
import { signedInPlayer } from '../../../test/players.ts';
import { queryRows } from '../../db/rows.ts';
import { LISTINGS_VACUUM_EVERY_MS, listingsVacuum } from './listings-vacuum.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const vacuums = async () => {
  const [row] = await queryRows<{ vacuums: string }>(
    t.services.database.db,
    sql`select vacuum_count as vacuums from pg_stat_user_tables where relname = 'marketplace_listings'`,
  );
  return Number(row?.vacuums ?? 0);
};

describe('the listings vacuum', () => {
  it('vacuums the listings on PGlite at most once an interval, and never on PostgreSQL', async () => {
    const seller = await signedInPlayer(t.app);
    await listed(t, seller, await grantFarmer(t, seller.address), 500);
    let now = 0;
    const task = listingsVacuum(t.services.database, () => now);
    const before = await vacuums();
    await task.run();
    now = LISTINGS_VACUUM_EVERY_MS - 1;
    await task.run();
    const once = t.services.database.engine === 'pglite' ? 1 : 0;
    expect(await vacuums()).toBe(before + once);
    now = 2 * LISTINGS_VACUUM_EVERY_MS;
    await task.run();
    expect(await vacuums()).toBe(before + 2 * once);
    // The page reads as before.
    const page = await t.app.inject({ url: '/marketplace/listings?minPrice=100' });
    expect(page.json<{ data: { pagination: { total: number } } }>().data.pagination.total).toBe(1);
  });
});
