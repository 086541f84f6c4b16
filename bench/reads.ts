/**
 * Read routes under load (autocannon, 50 connections) with one player and
 * with N players (default 10,000) seeded in bulk, each as a ratio to a bare
 * Fastify route measured in the same run: on a shared 2-core machine only
 * ratios and CPU per request compare across runs. Each route is held to
 * issue 20's target (per-wallet reads 30 % of bare, catalogue reads 60 %) in
 * both phases.
 *
 *   npx tsx bench/reads.ts [players] [secondsPerRoute]
 */
import { buyPack, fundedPlayer, openPack } from '../apps/server/test/packs.ts';
import { stakeOverHttp } from '../apps/server/test/staking.ts';
import { type BenchEngine, benchEngines } from './app.ts';
import { withBareYardstick } from './bare.ts';
import { type LoadResult, loadBeside, meanLoad } from './load.ts';
import { seedTokenAccounts } from './seed-chain.ts';
import { seedPlayers } from './seed-players.ts';

export interface RouteFigures extends LoadResult {
  route: string;
  /** Whose data it reads: one wallet's, or everyone's (the catalogue). */
  kind: ReadKind;
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

/** Issue 20's targets, as shares of bare Fastify's req/s. */
export const READ_TARGETS = { catalogue: 0.6, wallet: 0.3 } as const;
export type ReadKind = keyof typeof READ_TARGETS;

const readRoutes = (wallet: string): Array<{ route: string; kind: ReadKind }> => [
  { route: '/config', kind: 'catalogue' },
  { route: '/health', kind: 'catalogue' },
  { route: '/staking/v2/pools', kind: 'catalogue' },
  { route: '/staking/v2/stats', kind: 'catalogue' },
  { route: '/staking/v2/distributions', kind: 'catalogue' },
  { route: `/staking/v2/wallet/${wallet}`, kind: 'wallet' },
  { route: `/wallet/balance/${wallet}`, kind: 'wallet' },
  { route: `/wallet/transactions/${wallet}`, kind: 'wallet' },
  { route: `/assets/all/${wallet}`, kind: 'wallet' },
  { route: `/staking/v2/wallet-tokens/${wallet}`, kind: 'wallet' },
];

/**
 * Each route between two runs of bare Fastify (bare, a, bare, b, bare, …): on a shared machine
 * the speed drifts within a phase, so a route's share is of the mean of the runs beside it.
 * The phase's yardstick (printed) is the mean of all of them.
 */
async function measurePhase(
  players: number,
  origin: string,
  bareUrl: string,
  routes: ReadonlyArray<{ route: string; kind: ReadKind }>,
  seconds: number,
): Promise<ReadsPhase> {
  const measured = await loadBeside(
    bareUrl,
    routes.map(({ route }) => `${origin}${route}`),
    seconds,
  );
  const bares = measured.map(({ yardstick }) => yardstick);
  return {
    players,
    bare: meanLoad(bares),
    routes: measured.map(({ result, yardstick }, i) => ({
      route: routes[i]?.route ?? '',
      kind: routes[i]?.kind ?? 'wallet',
      ...result,
      ofBare: result.requestsPerSecond / yardstick.requestsPerSecond,
    })),
  };
}

export async function benchReads(
  players = 10_000,
  seconds = 3,
  engine: BenchEngine = 'pglite',
): Promise<ReadsReport> {
  return withBareYardstick(engine, async (t, bare) => {
    const origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const player = await fundedPlayer(t, { sol: 5, wlo: 2000 });
    await stakeOverHttp(t.app, player, 500, 30);
    await stakeOverHttp(t.app, player, 100, 7);
    // Something to own: a hero and a farmer, each from a pack opened (and their history rows).
    for (const packId of ['hero-premium', 'farmer-basic']) {
      const { processed } = await buyPack(t, player, packId);
      await openPack(t, player, processed.pack.id);
    }
    const routes = readRoutes(player.address);
    // Warm the JIT and each route's first-call work before anything is timed.
    for (const { route } of routes) for (let i = 0; i < 300; i += 1) await t.app.inject({ url: route });

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

/** Whether a route met its target in every phase: the lower share counts. */
export function readVerdict(kind: ReadKind, shares: readonly number[]) {
  const target = READ_TARGETS[kind];
  const share = Math.min(...shares);
  return { kind, target, share, met: share >= target };
}

/** One phase's cells: req/s, share of bare's req/s (beside it), p99, CPU per request, and bare's CPU over it. */
function cells(r: LoadResult & { ofBare?: number }, bare: LoadResult): string {
  return [
    `${r.requestsPerSecond.toFixed(0)}/s`.padStart(8),
    pct(r.ofBare ?? r.requestsPerSecond / bare.requestsPerSecond).padStart(6),
    `${r.p99Ms.toFixed(0)} ms`.padStart(7),
    r.cpuMsPerRequest.toFixed(3).padStart(7),
    pct(bare.cpuMsPerRequest / r.cpuMsPerRequest).padStart(6),
  ].join(' ');
}

export function formatReads(report: ReadsReport): string {
  const [one, many] = report.phases;
  if (!one || !many) return '';
  const header = 'req/s  ×bare     p99  cpu ms  ×bare cpu';
  const verdicts: string[] = [];
  const lines = [
    `  ${many.players.toLocaleString('en-US')} players seeded in ${(report.seedMs / 1000).toFixed(1)} s (database), ${(report.chainSeedMs / 1000).toFixed(1)} s (chain token accounts)`,
    `  ${''.padEnd(34)} ${'1 player'.padEnd(40)} ${many.players.toLocaleString('en-US')} players`,
    `  ${'route'.padEnd(34)}   ${header}     ${header}  target`,
    `  ${'bare Fastify'.padEnd(34)} ${cells(one.bare, one.bare)}  ${cells(many.bare, many.bare)}`,
  ];
  for (const [i, first] of one.routes.entries()) {
    const second = many.routes[i];
    if (!second) continue;
    const route = first.route.replace(/[1-9A-HJ-NP-Za-km-z]{32,44}$/, ':addr');
    const failures = first.non2xx + first.errors + second.non2xx + second.errors;
    const verdict = readVerdict(first.kind, [first.ofBare, second.ofBare]);
    // A route that failed requests did not meet anything.
    const met = verdict.met && failures === 0;
    verdicts.push(met ? 'met' : 'not met');
    lines.push(
      `  ${route.padEnd(34)} ${cells(first, one.bare)}  ${cells(second, many.bare)}  ` +
        `≥${pct(verdict.target)} ${met ? 'met' : 'not met'}${failures ? `  (${failures} failed)` : ''}`,
    );
  }
  const met = verdicts.filter((v) => v === 'met').length;
  lines.push(
    `  targets (${pct(READ_TARGETS.wallet)} of bare per wallet, ${pct(READ_TARGETS.catalogue)} catalogue, lower phase counts): ${met} of ${verdicts.length} met`,
  );
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const engine of benchEngines()) {
    const report = await benchReads(Number(process.argv[2] ?? 10_000), Number(process.argv[3] ?? 3), engine);
    console.log(`Read routes on ${report.engine}, 50 connections, ratio to bare Fastify in the same run`);
    console.log(formatReads(report));
  }
}
