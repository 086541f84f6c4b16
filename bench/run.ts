/**
 * `npm run bench`: prints every benchmark's figures. Benchmarks measure; they
 * never fail a build on a timing.
 */
import path from 'node:path';
import { benchAccrual } from './accrual.ts';
import { benchApiProcesses } from './api-processes.ts';
import { formatApiProcesses } from './api-processes-format.ts';
import { benchEngines } from './app.ts';
import { benchBrowserReads, formatBrowserReads } from './browser-reads.ts';
import { formatWalletRuntime, HOME_BUNDLE_BUDGET_BYTES, measureHomeBundle } from './bundle-size.ts';
import { formatHomePageWire, measureHomePageWire } from './home-page-wire.ts';
import {
  benchLcp,
  compareLcp,
  formatLcp,
  formatLcpComparison,
  LCP_RATIO_TARGET,
  originalFrontend,
} from './lcp.ts';
import { benchLeaderboard, formatLeaderboard } from './leaderboard.ts';
import { benchMarketplace, formatMarketplace } from './marketplace.ts';
import { benchPaidFlows, formatPaidFlow } from './paid-flow.ts';
import { benchReads, formatReads } from './reads.ts';
import { benchRpcRequests, formatRpcRequests } from './rpc-requests.ts';
import { benchStakeAlone, formatStakeAlone } from './stake-alone.ts';
import { benchStart, formatStart } from './start.ts';
import { formatTargets, notMeasured } from './targets.ts';
import {
  browserReadsTargets,
  homeBundleTargets,
  homeWireTargets,
  lcpComparisonTargets,
  lcpTargets,
  leaderboardTargets,
  marketplaceTargets,
  paidFlowTargets,
  processesTargets,
  readsTargets,
  rpcRequestsTargets,
  stakeAloneTargets,
  startTargets,
  weeklyTargets,
} from './targets-of.ts';
import { benchWeekly, formatWeekly } from './weekly.ts';

const root = path.resolve(import.meta.dirname, '..');
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const ms = (value: number) => `${value.toFixed(1)} ms`;

function section(title: string) {
  console.log(`\n== ${title}`);
}

section('Home route JavaScript before interaction (gzip)');
try {
  const bundle = measureHomeBundle(path.join(root, 'apps/web/dist'));
  homeBundleTargets(bundle);
  for (const file of bundle.files)
    console.log(`  ${file.file.padEnd(48)} ${kb(file.gzipBytes).padStart(10)}`);
  console.log(
    `  total ${kb(bundle.totalGzipBytes)} of a ${kb(HOME_BUNDLE_BUDGET_BYTES)} budget: ${bundle.withinBudget ? 'within' : 'OVER'}`,
  );
  if (bundle.firstVisit) {
    console.log(
      `  a first visit adds the preloader and intro (${bundle.firstVisit.files.map((f) => f.file).join(', ')}): ${kb(bundle.firstVisit.totalGzipBytes)} in all`,
    );
  }
  for (const line of formatWalletRuntime(bundle.wallet)) console.log(`  ${line}`);
} catch (error) {
  console.log(`  not measured: ${error instanceof Error ? error.message : error} (run npm run build first)`);
  notMeasured('home route JavaScript before interaction (gzip)', '≤ 100 kB', 'no build');
}

section('Home page bytes on the wire (accept-encoding: br, gzip) next to its gzip size');
try {
  const wire = await measureHomePageWire(path.join(root, 'apps/web/dist'));
  homeWireTargets(wire);
  console.log(formatHomePageWire(wire));
} catch (error) {
  console.log(`  not measured: ${error instanceof Error ? error.message : error} (run npm run build first)`);
  notMeasured('home page on the wire, every text asset compressed', '≤ gzip size', 'no build');
}

section('Largest contentful paint of the home page (returning visitor, median of 10 cold loads)');
try {
  const lcp = await benchLcp(path.join(root, 'apps/web/dist'));
  lcpTargets(lcp);
  console.log(formatLcp(lcp));
} catch (error) {
  console.log(`  not measured: ${error instanceof Error ? error.message : error} (run npm run build first)`);
}
section(
  'Largest contentful paint against the original frontend (BENCH_ORIGINAL_URL or BENCH_ORIGINAL_DIST; alternating loads, medians of 10)',
);
const original = await originalFrontend().catch((error: unknown) => {
  console.log(`  not measured: ${error instanceof Error ? error.message : error}`);
  return null;
});
if (original) {
  try {
    const rounds = await compareLcp(path.join(root, 'apps/web/dist'), original.url);
    lcpComparisonTargets(rounds);
    console.log(formatLcpComparison(rounds));
  } catch (error) {
    console.log(`  not measured: ${error instanceof Error ? error.message : error}`);
    notMeasured('home LCP against the original frontend', `≤ ${LCP_RATIO_TARGET}×`, 'failed to run');
  } finally {
    await original.close();
  }
} else {
  console.log(
    '  not measured: set BENCH_ORIGINAL_URL (the original frontend served gzip 6) or BENCH_ORIGINAL_DIST (its build)',
  );
  notMeasured(
    'home LCP against the original frontend',
    `≤ ${LCP_RATIO_TARGET}×`,
    'no BENCH_ORIGINAL_URL / BENCH_ORIGINAL_DIST',
  );
}

section('Embedded npm start: fresh and warm, resident memory after start and after 50 × 10 stakes');
try {
  const start = await benchStart();
  startTargets(start);
  console.log(formatStart(start));
} catch (error) {
  console.log(`  not measured: ${error instanceof Error ? error.message : error}`);
  notMeasured('embedded npm start', '< 5 s fresh, < 3 s warm, < 350 MB', 'failed to run');
}

section('One player staking alone against the embedded npm start server: its CPU while idle and a stake');
try {
  const alone = await benchStakeAlone(Number(process.env.BENCH_ALONE_STAKES ?? 300));
  stakeAloneTargets(alone);
  console.log(formatStakeAlone(alone));
} catch (error) {
  console.log(`  not measured: ${error instanceof Error ? error.message : error}`);
  notMeasured('one player staking alone, embedded npm start, server CPU a stake', '≤ 5 ms', 'failed to run');
}

section('Daily staking accrual, one set-based statement');
const positions = Number(process.env.BENCH_POSITIONS ?? 1_000_000);
const accrual = await benchAccrual(positions);
console.log(
  `  ${accrual.positions.toLocaleString('en-US')} active positions on ${accrual.engine}: accrual ${ms(accrual.accrualMs)} (seeding ${ms(accrual.seedMs)}; ${accrual.distributed})`,
);

const players = Number(process.env.BENCH_PLAYERS ?? 10_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 2);
for (const engine of benchEngines()) {
  section(
    `Read routes on ${engine}, autocannon -c 50, ${seconds} s each, as a share of bare Fastify's req/s`,
  );
  const reads = await benchReads(players, seconds, engine);
  readsTargets(reads);
  console.log(formatReads(reads));
}

const browserPositions = Number(process.env.BENCH_BROWSER_POSITIONS ?? 70);
for (const engine of benchEngines()) {
  section(
    `Per-wallet reads on ${engine} as a browser asks (accept-encoding: br, gzip), one at a time, ${seconds} s each, CPU a request next to bare Fastify's`,
  );
  const browserReads = await benchBrowserReads(browserPositions, seconds, engine);
  browserReadsTargets(browserReads);
  console.log(formatBrowserReads(browserReads));
}

const paidPlayers = Number(process.env.BENCH_WALLETS ?? 50);
const paidEach = Number(process.env.BENCH_STAKES ?? 10);
for (const flow of ['stake', 'pack'] as const) {
  for (const engine of benchEngines()) {
    section(
      `${flow === 'stake' ? 'Stake' : 'Farmer pack (five split legs)'} prepare + process over HTTP on ${engine}, embedded chain, ${paidPlayers} players at once in their own process`,
    );
    const reports = await benchPaidFlows(flow, engine, paidPlayers, paidEach);
    paidFlowTargets(reports);
    console.log(formatPaidFlow(reports));
  }
}

const leaderboardWallets = Number(process.env.BENCH_LEADERBOARD_WALLETS ?? 100_000);
const leaderboardFarmers = Number(process.env.BENCH_LEADERBOARD_FARMERS ?? 1_000_000);
for (const engine of benchEngines()) {
  section(`Power leaderboard on ${engine}, autocannon -c 50, ${seconds} s each, next to bare Fastify`);
  const leaderboard = await benchLeaderboard(leaderboardWallets, leaderboardFarmers, seconds, engine);
  leaderboardTargets(leaderboard);
  console.log(formatLeaderboard(leaderboard));
}

const marketListings = Number(process.env.BENCH_MARKET_LISTINGS ?? 100_000);
for (const engine of benchEngines()) {
  section(`Marketplace listings on ${engine}, autocannon -c 50, ${seconds} s each, next to bare Fastify`);
  const market = await benchMarketplace(marketListings, seconds, engine);
  marketplaceTargets(market);
  console.log(formatMarketplace(market));
}

// The embedded mode (PGlite and LiteSVM in one process), and the local node over JSON-RPC on the
// largest engine of the run (PostgreSQL when DATABASE_URL is set: the production path).
const weeklyRuns = [
  ['pglite', 'embedded'],
  [benchEngines().at(-1) ?? 'pglite', 'localnet'],
] as const;
for (const [weeklyEngine, chain] of weeklyRuns) {
  section(
    `Weekly farming rewards on ${weeklyEngine}, ${chain === 'embedded' ? 'embedded chain' : 'the local node over JSON-RPC'}`,
  );
  try {
    const weekly = await benchWeekly(
      Number(process.env.BENCH_WEEKLY_WALLETS ?? 100_000),
      Number(process.env.BENCH_WEEKLY_FARMERS ?? 1_000_000),
      weeklyEngine,
      chain,
    );
    weeklyTargets(weekly);
    console.log(formatWeekly(weekly));
  } catch (error) {
    console.log(`  not measured: ${error instanceof Error ? error.message : error}`);
    notMeasured(`weekly rewards landed, ${weeklyEngine}, ${chain}`, '< 30 s', 'failed to run');
  }
}

// Production's shape: PostgreSQL and the local node over JSON-RPC, 1 and 2 API processes.
if (process.env.DATABASE_URL) {
  section('RPC requests per action on PostgreSQL and the local node, 2 API processes, counted by a proxy');
  try {
    const report = await benchRpcRequests(
      Number(process.env.BENCH_RPC_WALLETS ?? 20),
      Number(process.env.BENCH_RPC_ROUNDS ?? 3),
      Number(process.env.BENCH_IDLE_SECONDS ?? 60),
    );
    rpcRequestsTargets(report);
    console.log(formatRpcRequests(report));
  } catch (error) {
    console.log(`  not measured: ${error instanceof Error ? error.message : error}`);
    notMeasured('RPC requests a stake makes', '≤ 3', 'failed to run');
  }

  section(
    `API processes (1 and 2) on PostgreSQL and the local node, two autocannons × 25 connections, ${seconds} s each, next to bare Fastify`,
  );
  try {
    const report = await benchApiProcesses(
      seconds,
      Number(process.env.BENCH_WALLETS ?? 50),
      Number(process.env.BENCH_STAKES ?? 10),
      {
        players: Number(process.env.BENCH_CLUSTER_PLAYERS ?? 10_000),
        farmers: Number(process.env.BENCH_CLUSTER_FARMERS ?? 100_000),
        listings: Number(process.env.BENCH_CLUSTER_LISTINGS ?? 10_000),
      },
    );
    processesTargets(report);
    console.log(formatApiProcesses(report));
  } catch (error) {
    console.log(`  not measured: ${error instanceof Error ? error.message : error}`);
    notMeasured('the production path (PostgreSQL + local node)', 'see above', 'failed to run');
  }
} else {
  section('API processes (1 and 2) on PostgreSQL and the local node');
  console.log(
    '  not measured: set DATABASE_URL to a PostgreSQL server (e.g. postgres://postgres@127.0.0.1:5432/test) to run them',
  );
  notMeasured('stake flow API CPU, PostgreSQL + local node', '≤ 5 ms', 'no DATABASE_URL');
  notMeasured('RPC requests a stake and a pack make', '≤ 3', 'no DATABASE_URL');
  notMeasured('per-wallet reads, 2 processes on the local node', '≥ 30 % of bare, 2 > 1', 'no DATABASE_URL');
}

section("Issue 20's targets, as measured in this run");
console.log(formatTargets());
