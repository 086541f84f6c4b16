/**
 * GET /marketplace/listings over L open listings (default 100,000, seeded in
 * bulk across the three asset types, five rarities, prices and sellers)
 * under load (autocannon, 50 connections), with filters and sorts, next to
 * bare Fastify measured in the same run. A page is served from the page
 * cache for up to 2 s, so the load figures are mostly cache hits; the
 * database query behind a miss is timed apart (every query once per call,
 * no cache), so neither figure hides the other.
 *
 *   npx tsx bench/marketplace.ts [listings] [seconds] [pglite|postgres]
 */
import { LISTING_SORTS, RARITIES } from '@wos/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/database.ts';
import { createMarketplaceRepo } from '../apps/server/src/market/marketplace/repo.ts';
import { type BenchEngine, benchEngines } from './app.ts';
import { withBareYardstick } from './bare.ts';
import { percentile } from './concurrent.ts';
import { type LoadResult, load, loadBeside } from './load.ts';
import { randomWallets } from './seed-farmers.ts';

export interface MarketplaceReport {
  engine: string;
  listings: number;
  seedMs: number;
  /** Each route with bare Fastify measured just before and after it. */
  routes: Array<{ route: string; result: LoadResult; bare: LoadResult }>;
  /** The query behind a cache miss (page and count), straight to the database. */
  uncached: { queries: number; p50Ms: number; p99Ms: number };
}

/** Listing routes as the page calls them: default, filters with a price sort, text search deep in the list. */
export const MARKET_ROUTES = [
  '/marketplace/listings',
  '/marketplace/listings?rarity=legendary,epic&sortBy=price_asc&minPrice=100&maxPrice=5000',
  '/marketplace/listings?category=farmers&rarity=rare,common&sortBy=price_desc&page=40&limit=24',
  '/marketplace/listings?search=harvest&sortBy=oldest',
  '/marketplace/stats',
];

/** L open listings in one statement, from S sellers, over catalogue-like names, rarities and prices. */
export async function seedListings(db: Database, count: number, now: Date): Promise<void> {
  const sellers = randomWallets(Math.max(1, Math.floor(count / 20)));
  const names = [
    'Agribot 3000',
    'Cyber Harvester',
    'Quantum Collector',
    'Solar Warlord',
    'Void Aegis',
    'Plasma Blade',
  ];
  await db.execute(sql`
    INSERT INTO marketplace_listings
      (id, seller, asset_type, asset_id, name, rarity, sub_type, description, image, level, yield_per_hour, power,
       price, status, listed_at)
    SELECT gen_random_uuid(), s.seller, t.kind, gen_random_uuid(),
           (${sql.param(names)}::text[])[1 + n % 6],
           (${sql.param([...RARITIES])}::text[])[1 + (n / 3) % 5],
           CASE t.kind WHEN 'farmer' THEN NULL ELSE 'weapon' END, 'seeded', '/art/farmers/agribot-3000.svg',
           1 + n % 5,
           CASE t.kind WHEN 'farmer' THEN 10000000 ELSE NULL END,
           CASE t.kind WHEN 'item' THEN NULL ELSE 100 END,
           (1 + (n * 7919) % 20000)::bigint * 1000000, 'active',
           ${now}::timestamptz - (n || ' seconds')::interval
    FROM generate_series(0, ${count - 1}::int) AS n
    JOIN (SELECT seller, ord::int AS ord FROM unnest(${sql.param(sellers)}::text[]) WITH ORDINALITY AS x(seller, ord)) AS s
      ON s.ord = 1 + n % ${sellers.length}::int
    JOIN (VALUES (0, 'farmer'), (1, 'hero'), (2, 'item')) AS t(k, kind) ON t.k = n % 3
  `);
  // The steady state of a table this size: PostgreSQL's autovacuum vacuums 100,000 new rows within
  // a minute, the app's listings vacuum does on PGlite (listings-vacuum.ts); a price range's total
  // then reads the price index alone.
  await db.execute(sql`VACUUM ANALYZE marketplace_listings`);
}

/** Each distinct query a browse can make, straight to the repository (what a cache miss costs). */
async function timeUncached(db: Database, rounds: number): Promise<MarketplaceReport['uncached']> {
  const repo = createMarketplaceRepo(db);
  const timings: number[] = [];
  const filters = [
    { rarities: [] },
    { rarities: ['legendary', 'epic'] as const, minPrice: 100_000_000n, maxPrice: 5_000_000_000n },
    { assetType: 'farmer' as const, rarities: ['rare', 'common'] as const },
    { rarities: [], search: 'harvest' },
  ];
  for (let round = 0; round < rounds; round += 1) {
    for (const filter of filters) {
      for (const sort of LISTING_SORTS) {
        const start = performance.now();
        await repo.page({ ...filter, rarities: [...filter.rarities] }, sort, (round % 5) * 12, 12);
        timings.push(performance.now() - start);
      }
    }
  }
  timings.sort((a, b) => a - b);
  return { queries: timings.length, p50Ms: percentile(timings, 50), p99Ms: percentile(timings, 99) };
}

export async function benchMarketplace(
  listings = 100_000,
  seconds = 5,
  engine: BenchEngine = 'pglite',
): Promise<MarketplaceReport> {
  return withBareYardstick(engine, async (t, bare) => {
    const seedStart = performance.now();
    await seedListings(t.services.database.db, listings, t.services.clock.now());
    const seedMs = performance.now() - seedStart;
    const uncached = await timeUncached(t.services.database.db, 5);

    const origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
    for (const route of MARKET_ROUTES) for (let i = 0; i < 200; i += 1) await t.app.inject({ url: route });
    // inject() skips the sockets and the HTTP parser: a second of load on each URL warms those too,
    // or the first route measured pays for the JIT and the seeding's garbage.
    for (const url of [bare.url, ...MARKET_ROUTES.map((route) => `${origin}${route}`)]) await load(url, 1);
    const measured = await loadBeside(
      bare.url,
      MARKET_ROUTES.map((route) => `${origin}${route}`),
      seconds,
    );
    const routes = measured.map(({ result, yardstick }, i) => ({
      route: MARKET_ROUTES[i] ?? '',
      result,
      bare: yardstick,
    }));
    return { engine: t.services.database.engine, listings, seedMs, routes, uncached };
  });
}

/** Issue 29's targets: each route at least this share of bare Fastify's req/s, a cache miss's p99 below this. */
export const MARKET_TARGETS = { shareOfBare: 0.6, missP99Ms: 50 } as const;

const verdict = (met: boolean) => (met ? 'met' : 'not met');

export function formatMarketplace(report: MarketplaceReport): string {
  const figures = (r: LoadResult) =>
    `${`${r.requestsPerSecond.toFixed(0)}/s`.padStart(8)} ${`${r.p99Ms.toFixed(0)} ms`.padStart(6)} ${r.cpuMsPerRequest.toFixed(3).padStart(6)}`;
  const row = ({ route, result, bare }: MarketplaceReport['routes'][number]) => {
    const share = result.requestsPerSecond / bare.requestsPerSecond;
    const failed = result.non2xx + result.errors;
    return `  ${route.padEnd(92)} ${figures(result)}  ${figures(bare)} ${`${(share * 100).toFixed(1)}%`.padStart(7)}  ${verdict(share >= MARKET_TARGETS.shareOfBare && failed === 0)}${failed ? `  (${failed} failed)` : ''}`;
  };
  const { uncached } = report;
  return [
    `  ${report.listings.toLocaleString('en-US')} open listings seeded in ${(report.seedMs / 1000).toFixed(1)} s; each route next to bare Fastify measured just before and after it`,
    `  ${'route'.padEnd(92)}    req/s    p99 cpu ms   bare/s    p99 cpu ms   ×bare  ≥ ${MARKET_TARGETS.shareOfBare * 100} %`,
    ...report.routes.map(row),
    `  a cache miss (page + count in the database, ${uncached.queries} queries over 4 filters × 4 sorts): p50 ${uncached.p50Ms.toFixed(1)} ms, p99 ${uncached.p99Ms.toFixed(1)} ms  < ${MARKET_TARGETS.missP99Ms} ms ${verdict(uncached.p99Ms < MARKET_TARGETS.missP99Ms)}`,
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const engines = process.argv[4] ? [process.argv[4] as BenchEngine] : benchEngines();
  for (const engine of engines) {
    const report = await benchMarketplace(
      Number(process.argv[2] ?? 100_000),
      Number(process.argv[3] ?? 5),
      engine,
    );
    console.log(`Marketplace listings on ${report.engine}, autocannon -c 50`);
    console.log(formatMarketplace(report));
  }
}
