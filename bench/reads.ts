/**
 * Read routes under load (autocannon, 50 connections) with one player and
 * with N players (default 10,000) seeded in bulk, each as a ratio to a bare
 * Fastify route measured in the same run: on a shared 2-core machine only
 * ratios and CPU per request compare across runs.
 *
 *   npx tsx bench/reads.ts [players] [secondsPerRoute]
 */
import { signedInPlayer } from '../apps/server/test/players.ts';
import { stakeOverHttp } from '../apps/server/test/staking.ts';
import { type BenchEngine, benchEngines } from './app.ts';
import { withBareYardstick } from './bare.ts';
import { type LoadResult, load, meanLoad } from './load.ts';
import { seedTokenAccounts } from './seed-chain.ts';
import { seedPlayers } from './seed-players.ts';

export interface RouteFigures extends LoadResult {
  route: string;
  /** req/s of the route over req/s of bare Fastify in the same phase. */
  ofBare: number;
}

export interface ReadsPhase {
  players: number;
  bare: LoadResult;
  routes: RouteFigures[];
}

export interface ReadsReport {
  engine: string;
  seedMs: number;
  chainSeedMs: number;
  phases: ReadsPhase[];
}

const readRoutes = (wallet: string) => [
  '/config',
  '/health',
  '/staking/v2/pools',
  '/staking/v2/stats',
  '/staking/v2/distributions',
  `/staking/v2/wallet/${wallet}`,
  `/wallet/balance/${wallet}`,
  `/wallet/transactions/${wallet}`,
  `/staking/v2/wallet-tokens/${wallet}`,
];

/** Bare Fastify at the start, middle and end of a phase; the mean is the phase's yardstick. */
async function measurePhase(
  players: number,
  origin: string,
  bareUrl: string,
  routes: string[],
  seconds: number,
) {
  const bares: LoadResult[] = [await load(bareUrl, seconds)];
  const measured: Array<LoadResult & { route: string }> = [];
  for (const [i, route] of routes.entries()) {
    if (i === Math.floor(routes.length / 2)) bares.push(await load(bareUrl, seconds));
    measured.push({ route, ...(await load(`${origin}${route}`, seconds)) });
  }
  bares.push(await load(bareUrl, seconds));
  const bare = meanLoad(bares);
  return {
    players,
    bare,
    routes: measured.map((r) => ({ ...r, ofBare: r.requestsPerSecond / bare.requestsPerSecond })),
  };
}

export async function benchReads(
  players = 10_000,
  seconds = 3,
  engine: BenchEngine = 'pglite',
): Promise<ReadsReport> {
  return withBareYardstick(engine, async (t, bare) => {
    const origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const player = await signedInPlayer(t.app);
    await t.services.faucet.airdrop(player.address, 1, 2000);
    await stakeOverHttp(t.app, player, 500, 30);
    await stakeOverHttp(t.app, player, 100, 7);
    const routes = readRoutes(player.address);
    // Warm the JIT and each route's first-call work before anything is timed.
    for (const route of routes) for (let i = 0; i < 300; i += 1) await t.app.inject({ url: route });

    const phases = [await measurePhase(1, origin, bare.url, routes, seconds)];

    const seedStart = performance.now();
    await seedPlayers(t.services.database.db, players - 1, t.services.clock.now());
    const seedMs = performance.now() - seedStart;
    // Their token accounts on the embedded chain too: wallet reads must not scan them.
    const chainStart = performance.now();
    await seedTokenAccounts(t.services, players - 1);
    const chainSeedMs = performance.now() - chainStart;

    phases.push(await measurePhase(players, origin, bare.url, routes, seconds));
    return { engine: t.services.database.engine, seedMs, chainSeedMs, phases };
  });
}

const pct = (ratio: number) => `${(ratio * 100).toFixed(1)}%`;

/** One phase's cells: req/s, share of bare's req/s, p99, CPU per request, and bare's CPU over it. */
function cells(r: LoadResult, bare: LoadResult): string {
  return [
    `${r.requestsPerSecond.toFixed(0)}/s`.padStart(8),
    pct(r.requestsPerSecond / bare.requestsPerSecond).padStart(6),
    `${r.p99Ms.toFixed(0)} ms`.padStart(7),
    r.cpuMsPerRequest.toFixed(3).padStart(7),
    pct(bare.cpuMsPerRequest / r.cpuMsPerRequest).padStart(6),
  ].join(' ');
}

export function formatReads(report: ReadsReport): string {
  const [one, many] = report.phases;
  if (!one || !many) return '';
  const header = 'req/s  ×bare     p99  cpu ms  ×bare cpu';
  const lines = [
    `  ${many.players.toLocaleString('en-US')} players seeded in ${(report.seedMs / 1000).toFixed(1)} s (database), ${(report.chainSeedMs / 1000).toFixed(1)} s (chain token accounts)`,
    `  ${''.padEnd(34)} ${'1 player'.padEnd(40)} ${many.players.toLocaleString('en-US')} players`,
    `  ${'route'.padEnd(34)}   ${header}     ${header}`,
    `  ${'bare Fastify'.padEnd(34)} ${cells(one.bare, one.bare)}  ${cells(many.bare, many.bare)}`,
  ];
  for (const [i, first] of one.routes.entries()) {
    const second = many.routes[i];
    if (!second) continue;
    const route = first.route.replace(/[1-9A-HJ-NP-Za-km-z]{32,44}$/, ':addr');
    const failures = first.non2xx + first.errors + second.non2xx + second.errors;
    lines.push(
      `  ${route.padEnd(34)} ${cells(first, one.bare)}  ${cells(second, many.bare)}${failures ? `  (${failures} failed)` : ''}`,
    );
  }
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const engine of benchEngines()) {
    const report = await benchReads(Number(process.argv[2] ?? 10_000), Number(process.argv[3] ?? 3), engine);
    console.log(`Read routes on ${report.engine}, 50 connections, ratio to bare Fastify in the same run`);
    console.log(formatReads(report));
  }
}
