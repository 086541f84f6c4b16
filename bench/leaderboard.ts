/**
 * GET /farmers/power-leaderboard under load (autocannon, 50 connections) with
 * W wallets (default 100,000) owning F farmers (default 1,000,000) seeded in
 * bulk, one wallet in three staking, next to bare Fastify measured in the
 * same run. Also times one rebuild of the ranking (the set-based statement
 * over every farmer and every stake), which runs in the background at most
 * every max(2 s, 5 rebuilds) while reads are served by rank or from memory.
 *
 *   npx tsx bench/leaderboard.ts [wallets] [farmers] [seconds] [pglite|postgres]
 */
import { type BenchEngine, benchEngines } from './app.ts';
import { withBareYardstick } from './bare.ts';
import { type LoadResult, load, meanLoad } from './load.ts';
import { randomWallets, seedFarmers } from './seed-farmers.ts';

export interface LeaderboardReport {
  engine: string;
  wallets: number;
  farmers: number;
  seedMs: number;
  /** One rebuild of the whole ranking (the set-based statement over every farmer and stake). */
  coldMs: number;
  bare: LoadResult;
  routes: Array<LoadResult & { route: string }>;
}

export async function benchLeaderboard(
  wallets = 100_000,
  farmers = 1_000_000,
  seconds = 5,
  engine: BenchEngine = 'pglite',
): Promise<LeaderboardReport> {
  return withBareYardstick(engine, async (t, bare) => {
    const seedStart = performance.now();
    await seedFarmers(t.services.database.db, randomWallets(wallets), farmers, t.services.clock.now());
    const seedMs = performance.now() - seedStart;
    const coldStart = performance.now();
    await t.services.leaderboard.rebuild();
    const coldMs = performance.now() - coldStart;

    const origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const routes = [
      '/farmers/power-leaderboard',
      `/farmers/power-leaderboard?page=${Math.max(1, Math.floor(wallets / 200))}&limit=100`,
    ];
    for (const route of routes) for (let i = 0; i < 200; i += 1) await t.app.inject({ url: route });
    const before = await load(bare.url, seconds);
    const measured: Array<LoadResult & { route: string }> = [];
    for (const route of routes) measured.push({ route, ...(await load(`${origin}${route}`, seconds)) });
    const after = await load(bare.url, seconds);
    return {
      engine: t.services.database.engine,
      wallets,
      farmers,
      seedMs,
      coldMs,
      bare: meanLoad([before, after]),
      routes: measured,
    };
  });
}

export function formatLeaderboard(report: LeaderboardReport): string {
  const row = (name: string, r: LoadResult) =>
    `  ${name.padEnd(52)} ${`${r.requestsPerSecond.toFixed(0)}/s`.padStart(8)} ${`${((r.requestsPerSecond / report.bare.requestsPerSecond) * 100).toFixed(1)}%`.padStart(7)} ${`${r.p99Ms.toFixed(0)} ms`.padStart(7)} ${r.cpuMsPerRequest.toFixed(3).padStart(7)}${r.non2xx + r.errors ? `  (${r.non2xx + r.errors} failed)` : ''}`;
  return [
    `  ${report.wallets.toLocaleString('en-US')} wallets, ${report.farmers.toLocaleString('en-US')} farmers seeded in ${(report.seedMs / 1000).toFixed(1)} s; one ranking rebuild ${report.coldMs.toFixed(0)} ms (in the background; reads never wait for it)`,
    `  ${'route'.padEnd(52)}    req/s   ×bare     p99  cpu ms`,
    row('bare Fastify', report.bare),
    ...report.routes.map((r) => row(r.route, r)),
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const engines = process.argv[5] ? [process.argv[5] as BenchEngine] : benchEngines();
  for (const engine of engines) {
    const report = await benchLeaderboard(
      Number(process.argv[2] ?? 100_000),
      Number(process.argv[3] ?? 1_000_000),
      Number(process.argv[4] ?? 5),
      engine,
    );
    console.log(`Power leaderboard on ${report.engine}, autocannon -c 50`);
    console.log(formatLeaderboard(report));
  }
}
