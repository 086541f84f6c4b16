import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.ts';
import {
  browse,
  buy,
  fundedPlayer,
  grantFarmer,
  grantHero,
  grantItem,
  listed,
} from '../../../test/market.ts';
import { signedInPlayer, type TestPlayer } from '../../../test/players.ts';
import { queryRows } from '../../db/rows.ts';

/**
 * The open counts (tables.ts) behind a page's total follow every change of
 * the listings: listed, bought, cancelled, repriced, inserted in bulk.
 */
let t: TestApp;
let seller: TestPlayer;
beforeAll(async () => {
  t = await startTestApp();
  seller = await signedInPlayer(t.app);
});
afterAll(() => t.close());

/** Each kind's open listings, counted from the listings and as the counts keep them. */
async function countsAndListings() {
  const db = t.services.database.db;
  const counted = await queryRows<{ kind: string; open: number }>(
    db,
    sql`select asset_type || '/' || rarity || '/' || name || '/' || coalesce(sub_type, '') as kind,
               count(*)::int as open
        from marketplace_listings where status in ('active', 'pending') group by 1 order by 1`,
  );
  const kept = await queryRows<{ kind: string; open: number }>(
    db,
    sql`select asset_type || '/' || rarity || '/' || name || '/' || sub_type as kind, open
        from marketplace_open_counts where open <> 0 order by 1`,
  );
  return { counted, kept };
}

/** Each seller's open listings, counted and kept. */
async function sellersAndListings() {
  const db = t.services.database.db;
  const counted = await queryRows<{ seller: string; open: number }>(
    db,
    sql`select seller, count(*)::int as open from marketplace_listings
        where status in ('active', 'pending') group by 1 order by 1`,
  );
  const kept = await queryRows<{ seller: string; open: number }>(
    db,
    sql`select seller, open from marketplace_open_sellers where open <> 0 order by 1`,
  );
  return { counted, kept };
}

async function expectInStep() {
  const kinds = await countsAndListings();
  expect(kinds.kept).toEqual(kinds.counted);
  const sellers = await sellersAndListings();
  expect(sellers.kept).toEqual(sellers.counted);
  t.services.marketplace.browse.invalidate();
  const stats = await t.app.inject({ url: '/marketplace/stats' });
  expect(stats.json<{ data: { uniqueSellers: number; itemsListed: number } }>().data).toMatchObject({
    uniqueSellers: sellers.counted.length,
    itemsListed: kinds.counted.reduce((sum, kind) => sum + kind.open, 0),
  });
}

describe('the open counts', () => {
  it('follow listings listed, bought, cancelled and repriced, and the totals they give', async () => {
    const first = await listed(t, seller, await grantFarmer(t, seller.address, 'quantum-collector'), 500);
    const second = await listed(t, seller, await grantFarmer(t, seller.address, 'quantum-collector'), 700);
    await listed(t, seller, await grantHero(t, seller.address), 900, 'hero');
    const item = await listed(t, seller, await grantItem(t, seller.address), 300, 'item');
    await expectInStep();
    expect((await browse(t)).pagination.total).toBe(4);
    expect((await browse(t, '?category=farmers')).pagination.total).toBe(2);
    expect((await browse(t, '?search=quantum')).pagination.total).toBe(2);
    expect((await browse(t, `?search=${encodeURIComponent(item.name.slice(0, 4))}`)).pagination.total).toBe(
      1,
    );
    expect((await browse(t, '?search=nothing-is-called-this')).pagination.total).toBe(0);

    const buyer = await fundedPlayer(t, { sol: 1, wlo: 2000 });
    const bought = await buy(t, buyer, first.id);
    expect(bought.statusCode, bought.body).toBe(200);
    await expectInStep();

    const cancelled = await t.app.inject({
      method: 'DELETE',
      url: `/marketplace/listings/${second.id}`,
      headers: seller.auth,
      payload: { walletAddress: seller.address },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const repriced = await t.app.inject({
      method: 'PUT',
      url: `/marketplace/listings/${item.id}`,
      headers: seller.auth,
      payload: { walletAddress: seller.address, price: 350 },
    });
    expect(repriced.statusCode, repriced.body).toBe(200);
    await expectInStep();
    expect((await browse(t)).pagination.total).toBe(2);
    expect((await browse(t, '?search=quantum')).pagination.total).toBe(0);
    // A price range is counted on the listings themselves: the same totals.
    expect((await browse(t, '?minPrice=300&maxPrice=1000')).pagination.total).toBe(2);
  });

  it('count a bulk insert of open and closed listings once per statement', async () => {
    const db = t.services.database.db;
    await db.execute(sql`
      INSERT INTO marketplace_listings
        (id, seller, asset_type, asset_id, name, rarity, sub_type, description, image, level, price, status, listed_at)
      SELECT gen_random_uuid(), ${seller.address}, 'item', gen_random_uuid(), 'Bulk Blade', 'epic',
             CASE WHEN n % 2 = 0 THEN 'weapon' ELSE NULL END, 'bulk', '/art/items/plasma-blade.svg', 1,
             1000000, CASE WHEN n < 7 THEN 'active' ELSE 'sold' END, now()
      FROM generate_series(0, 9) AS n`);
    await expectInStep();
    t.services.marketplace.browse.invalidate();
    expect((await browse(t, '?search=bulk%20blade')).pagination.total).toBe(7);
    expect((await browse(t, '?search=weapon&rarity=epic')).pagination.total).toBe(4);
  });
});
