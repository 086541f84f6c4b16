/**
 * The API as an operator runs it — PostgreSQL and the local Solana node over
 * JSON-RPC — with 1 and with 2 API processes, side by side: the main reads
 * under autocannon (two generators of 25 connections) and the stake flow (prepare → sign →
 * process, W wallets at once). Both deployments run at once and are measured
 * route by route, 1-2-2-1 processes, with bare Fastify (in this process)
 * measured between routes: on a shared 2-core machine only ratios compare
 * across runs. CPU per request is read from /proc for the API processes
 * (with start:cluster's workers) and for the node.
 *
 *   npx tsx bench/api-processes.ts [seconds] [wallets] [stakesPerWallet]
 */
import { Cluster, type ClusterLayout, startClusterEntry } from '../apps/server/test/cluster/cluster.ts';
import { call } from '../apps/server/test/crash/api.ts';
import { formatApiProcesses } from './api-processes-format.ts';
import { startBareFastify } from './bare.ts';
import { loadSpread, meanRuns } from './cluster-load.ts';
import { type ClusterSeed, seedClusterDatabase } from './cluster-seed.ts';
import { readerOf, stakeAcross, stakers } from './cluster-stakers.ts';
import { type ConcurrentTiming, timeConcurrent } from './concurrent.ts';
import { type LoadResult, meanLoad } from './load.ts';
import { treeCpuMs } from './process-cpu.ts';

/** CPU per request (or per stake) of the API processes and of the node, in ms. */
export interface ClusterCpu {
  apiMs: number;
  nodeMs: number;
}

export interface ProcessesRow {
  name: string;
  one: LoadResult & ClusterCpu;
  two: LoadResult & ClusterCpu;
  /** Bare Fastify's mean over the runs just before and after this row. */
  bare: LoadResult;
}

export interface ProcessesReport {
  layout: ClusterLayout;
  seed: ClusterSeed;
  seedMs: number;
  startMs: number;
  rows: ProcessesRow[];
  stake: {
    /** The second round of stakes: the steady state the targets read. */
    one: ConcurrentTiming & ClusterCpu;
    two: ConcurrentTiming & ClusterCpu;
    /** The first round, right after start (V8 still compiling the stake path). */
    firstOne: ConcurrentTiming & ClusterCpu;
    firstTwo: ConcurrentTiming & ClusterCpu;
    wallets: number;
    stakes: number;
  };
}

const readRoutes = (wallet: string) => [
  '/health',
  '/staking/v2/pools',
  '/staking/v2/stats',
  `/staking/v2/wallet/${wallet}`,
  `/wallet/balance/${wallet}`,
  `/wallet/transactions/${wallet}`,
  `/assets/all/${wallet}`,
  '/farmers/power-leaderboard',
  '/marketplace/listings',
  '/marketplace/listings?rarity=legendary,epic&sortBy=price_asc&minPrice=100&maxPrice=5000',
];

/** Runs `work`, then divides the CPU the cluster's API processes and node spent by what it served. */
async function withCpu<R>(cluster: Cluster, work: () => Promise<R>, served: (result: R) => number) {
  const pids = { api: cluster.apiPids(), node: cluster.node.child.pid ?? -1 };
  const apiBefore = treeCpuMs(pids.api);
  const nodeBefore = treeCpuMs([pids.node]);
  const result = await work();
  const count = Math.max(1, served(result));
  return {
    ...result,
    apiMs: (treeCpuMs(pids.api) - apiBefore) / count,
    nodeMs: (treeCpuMs([pids.node]) - nodeBefore) / count,
  };
}

async function warm(origins: readonly string[], route: string): Promise<void> {
  for (const origin of origins) for (let i = 0; i < 100; i += 1) await call(origin, 'GET', route);
}

function meanWithCpu(runs: ReadonlyArray<LoadResult & ClusterCpu>): LoadResult & ClusterCpu {
  const mean = (pick: (r: ClusterCpu) => number) => runs.reduce((s, r) => s + pick(r), 0) / runs.length;
  return { ...meanRuns(runs), apiMs: mean((r) => r.apiMs), nodeMs: mean((r) => r.nodeMs) };
}

async function measureReads(deployments: readonly Cluster[], readers: readonly string[], seconds: number) {
  const bare = await startBareFastify();
  try {
    const rows: ProcessesRow[] = [];
    // Bare Fastify from the same two load generators as the routes.
    const loadBare = () => loadSpread([bare.url.replace(/\/$/, '')], '/', seconds);
    let before = await loadBare();
    for (let i = 0; i < readRoutes('').length; i += 1) {
      const routes = readers.map((reader) => readRoutes(reader)[i] ?? '/health');
      for (const [d, cluster] of deployments.entries()) await warm(cluster.urls, routes[d] ?? '/health');
      // 1, 2, 2, 1 processes: a drift of the machine's speed during the row weighs on both alike.
      const runs: Array<Array<LoadResult & ClusterCpu>> = [[], []];
      for (const d of [0, 1, 1, 0]) {
        const cluster = deployments[d];
        if (!cluster) continue;
        const run = () => loadSpread(cluster.urls, routes[d] ?? '/health', seconds);
        runs[d]?.push(await withCpu(cluster, run, (r) => r.requestsPerSecond * seconds));
      }
      const after = await loadBare();
      const [one, two] = runs.map(meanWithCpu);
      const name = (readRoutes('x')[i] ?? '').replace(/\/x$/, '/:addr');
      if (one && two) rows.push({ name, one, two, bare: meanLoad([before, after]) });
      before = after;
    }
    return rows;
  } finally {
    await bare.close();
  }
}

export async function benchApiProcesses(
  seconds = 2,
  wallets = 50,
  stakesPerWallet = 10,
  seed: ClusterSeed = { players: 10_000, farmers: 100_000, listings: 10_000 },
  databaseServer = process.env.DATABASE_URL,
): Promise<ProcessesReport> {
  // BENCH_API_LAYOUT=separate measures main.ts per port even where start:cluster exists.
  const layout: ClusterLayout =
    startClusterEntry() && process.env.BENCH_API_LAYOUT !== 'separate' ? 'start-cluster' : 'separate';
  const options = { layout, ...(databaseServer ? { databaseServer } : {}) };
  const startBegin = performance.now();
  const one = await Cluster.start({ apiProcesses: 1, ...options });
  let two: Cluster | undefined;
  try {
    two = await Cluster.start({ apiProcesses: 2, ...options });
    const startMs = performance.now() - startBegin;
    const deployments = [one, two];
    let seedMs = 0;
    for (const cluster of deployments) seedMs += await seedClusterDatabase(cluster.database.url, seed);
    const readers = [await readerOf(one), await readerOf(two)];
    const rows = await measureReads(deployments, readers, seconds);

    const timings = [];
    for (const cluster of deployments) {
      // WLO for two rounds and their warm-up stakes.
      const players = await stakers(cluster.urls, wallets, 2 * stakesPerWallet + 2);
      const run = () => timeConcurrent(players, stakesPerWallet, stakeAcross(cluster.urls));
      // timeConcurrent's warm-up stakes (one each) are in both CPU accounts too.
      const served = (timing: ConcurrentTiming) => timing.count + players.length;
      // The first round is the processes' first stakes: V8 still compiles the stake path
      // (as stake-alone.ts's first 200). It is printed; the second is the steady figure.
      const first = await withCpu(cluster, run, served);
      timings.push({ first, steady: await withCpu(cluster, run, served) });
    }
    const [stakeOne, stakeTwo] = timings;
    if (!stakeOne || !stakeTwo) throw new Error('stake flow not measured');
    const stake = {
      one: stakeOne.steady,
      two: stakeTwo.steady,
      firstOne: stakeOne.first,
      firstTwo: stakeTwo.first,
      wallets,
      stakes: stakesPerWallet,
    };
    return { layout, seed, seedMs, startMs, rows, stake };
  } finally {
    await two?.close();
    await one.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const report = await benchApiProcesses(
    Number(process.argv[2] ?? 2),
    Number(process.argv[3] ?? 50),
    Number(process.argv[4] ?? 10),
  );
  console.log(
    'API processes on PostgreSQL and the local node, two autocannons × 25 connections, next to bare Fastify',
  );
  console.log(formatApiProcesses(report));
}
