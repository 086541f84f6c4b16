/**
 * Issue 20's targets, read off each benchmark's report (bench/targets.ts keeps the list).
 * One function per report, so run.ts stays a list of sections.
 */
import type { ProcessesReport } from './api-processes.ts';
import { BROWSER_READS_TARGET, type BrowserReadsReport } from './browser-reads.ts';
import type { HomeBundleReport } from './bundle-size.ts';
import { FIRST_VISIT_BUDGET_BYTES, HOME_BUNDLE_BUDGET_BYTES } from './bundle-size.ts';
import type { HomePageWireReport } from './home-page-wire.ts';
import { LCP_RATIO_TARGET, type LcpFigure, type LcpRound } from './lcp.ts';
import type { LeaderboardReport } from './leaderboard.ts';
import { MARKET_TARGETS, type MarketplaceReport } from './marketplace.ts';
import { type PaidFlowReport, quietCpuMs } from './paid-flow.ts';
import type { ReadsReport } from './reads.ts';
import type { RpcRequestsReport } from './rpc-requests.ts';
import { STAKE_ALONE_TARGET_MS, type StakeAloneReport } from './stake-alone.ts';
import { START_TARGETS, type StartReport } from './start.ts';
import { atMost, below, record, shareOfBare } from './targets.ts';
import { recordWeeklyTarget, type WeeklyReport } from './weekly.ts';

/** Per-wallet reads must reach 30 % of bare Fastify's req/s; catalogue reads 60 %. */
export const PER_WALLET_SHARE = 0.3;
export const CATALOGUE_SHARE = 0.6;

const ADDRESS = /[1-9A-HJ-NP-Za-km-z]{32,44}/;
/** A route of one wallet: an address in it, or the `:addr` a report names it by. */
const isPerWallet = (route: string) => ADDRESS.test(route) || route.includes(':addr');
const routeName = (route: string) => route.replace(ADDRESS, ':a');

export function homeBundleTargets(report: HomeBundleReport) {
  atMost(
    'home route JavaScript before interaction (gzip)',
    report.totalGzipBytes / 1000,
    HOME_BUNDLE_BUDGET_BYTES / 1000,
    'kB',
  );
  if (report.firstVisit) {
    atMost(
      'first visit with preloader and intro (gzip)',
      report.firstVisit.totalGzipBytes / 1000,
      FIRST_VISIT_BUDGET_BYTES / 1000,
      'kB',
    );
  }
}

export function homeWireTargets(report: HomePageWireReport) {
  record(
    'home page on the wire, every text asset compressed',
    `${(report.page.wireBytes / 1000).toFixed(1)} kB (${(report.wireOverGzip * 100).toFixed(1)} % of gzip)`,
    '≤ gzip size',
    report.withinTarget,
  );
}

/** The phone on a slow network, the page as served next to the same page uncompressed. */
export function lcpTargets(figures: readonly LcpFigure[]) {
  const served = figures.find((f) => f.network && !f.uncompressed);
  const uncompressed = figures.find((f) => f.network && f.uncompressed);
  if (!served || !uncompressed) return;
  const ratio = served.medianMs / uncompressed.medianMs;
  record(
    'home LCP, 380 px, CPU 4×, slow 4G: compressed over uncompressed',
    `${served.medianMs.toFixed(0)} / ${uncompressed.medianMs.toFixed(0)} ms = ${ratio.toFixed(2)}×`,
    '< 1×',
    ratio < 1,
  );
}

/** Our home page's LCP over the original frontend's, every round (issue 29: ≤ 0.5× in each). */
export function lcpComparisonTargets(rounds: readonly LcpRound[]) {
  for (const round of rounds) {
    record(
      `home LCP against the original frontend, ${round.name}`,
      `${round.oursMedianMs.toFixed(0)} / ${round.originalMedianMs.toFixed(0)} ms = ${round.ratio.toFixed(2)}×`,
      `≤ ${LCP_RATIO_TARGET}×`,
      round.ratio <= LCP_RATIO_TARGET,
    );
  }
}

/** Every route of the largest phase (the most players seeded). */
export function readsTargets(report: ReadsReport) {
  const phase = report.phases.at(-1);
  if (!phase) return;
  const players = phase.players.toLocaleString('en-US');
  for (const route of phase.routes) {
    if (['/health', '/config'].includes(route.route)) continue;
    const share = isPerWallet(route.route) ? PER_WALLET_SHARE : CATALOGUE_SHARE;
    shareOfBare(`${routeName(route.route)}, ${report.engine}, ${players} players`, route.ofBare, share);
  }
}

/** Issue 29: each per-wallet read asked as a browser asks, one at a time, at most 3.3× bare's CPU a request. */
export function browserReadsTargets(report: BrowserReadsReport) {
  for (const route of report.routes) {
    const failed = route.result.non2xx + route.result.errors;
    record(
      `${routeName(route.route)} as a browser asks (br, gzip), sequential, ${report.engine}, ${report.positions} positions: CPU a request`,
      `${route.result.cpuMsPerRequest.toFixed(3)} ms = ${route.cpuOfBare.toFixed(2)}× bare${failed ? ` (${failed} failed)` : ''}`,
      `≤ ${BROWSER_READS_TARGET}× bare`,
      failed === 0 && route.cpuOfBare <= BROWSER_READS_TARGET,
    );
  }
}

export function leaderboardTargets(report: LeaderboardReport) {
  const deep = report.routes.at(-1);
  if (!deep) return;
  shareOfBare(
    `power leaderboard deep page, ${report.engine}, ${report.wallets.toLocaleString('en-US')} wallets`,
    deep.requestsPerSecond / report.bare.requestsPerSecond,
    PER_WALLET_SHARE,
  );
}

export function marketplaceTargets(report: MarketplaceReport) {
  const listings = report.listings.toLocaleString('en-US');
  for (const route of report.routes) {
    const name = route.route.length > 60 ? `${route.route.slice(0, 59)}…` : route.route;
    shareOfBare(
      `${name}, ${report.engine}, ${listings} listings`,
      route.result.requestsPerSecond / route.bare.requestsPerSecond,
      MARKET_TARGETS.shareOfBare,
    );
  }
  below(
    `marketplace cache miss p99, ${report.engine}, ${listings} listings`,
    report.uncached.p99Ms,
    MARKET_TARGETS.missP99Ms,
    'ms',
  );
}

/** Landed under 30 s, and only if every wallet was paid (the row bench/weekly.ts prints alone too). */
export function weeklyTargets(report: WeeklyReport) {
  recordWeeklyTarget(report);
}

/** PostgreSQL + the local node over JSON-RPC: the production path. */
export function processesTargets(report: ProcessesReport) {
  atMost(
    'stake flow API CPU, PostgreSQL + local node, 1 process (second round)',
    report.stake.one.apiMs,
    5,
    'ms',
    2,
  );
  atMost(
    'stake flow API CPU, PostgreSQL + local node, 2 processes (second round)',
    report.stake.two.apiMs,
    5,
    'ms',
    2,
  );
  for (const row of report.rows) {
    const perWallet = isPerWallet(row.name);
    if (row.name === '/health') continue;
    const share = perWallet ? PER_WALLET_SHARE : CATALOGUE_SHARE;
    const bare = row.bare.requestsPerSecond;
    shareOfBare(
      `${routeName(row.name)}, 2 processes on the local node`,
      row.two.requestsPerSecond / bare,
      share,
    );
    if (perWallet) {
      record(
        `${routeName(row.name)}, 2 processes faster than 1`,
        `${(row.two.requestsPerSecond / row.one.requestsPerSecond).toFixed(2)}×`,
        '> 1×',
        row.two.requestsPerSecond > row.one.requestsPerSecond,
      );
    }
  }
}

/** API CPU per paid operation: 3 ms on PostgreSQL, 5 ms embedded (PGlite). */
export const cpuLimitMs = (engine: string) => (engine === 'postgres' ? 3 : 5);
/** "The same with 100,000 players as with 1,000": the largest run's CPU, in bare requests, within this of the smallest's. */
const FLAT_IN_PLAYERS = 1.25;

/**
 * Stake or pack purchase, 50 concurrent, per seeded size: p99 under 100 ms
 * and the CPU limit of its engine; then flat in players.
 */
export function paidFlowTargets(reports: readonly PaidFlowReport[]) {
  for (const report of reports) {
    const flow = report.flow === 'stake' ? 'stake' : 'pack purchase';
    const where = `${report.engine}, ${report.seeded.toLocaleString('en-US')} players seeded`;
    below(`${flow} p99, ${report.players} concurrent, ${where}`, report.p99Ms, 100, 'ms', 0);
    atMost(`${flow} API CPU per operation, ${where}`, report.apiCpuMs, cpuLimitMs(report.engine), 'ms');
  }
  const [small, large] = [reports[0], reports.at(-1)];
  if (!small || !large || small === large) return;
  const ratio = quietCpuMs(large).ofBare / quietCpuMs(small).ofBare;
  record(
    `${small.flow} flat in players, ${large.engine}: API CPU with ${large.seeded.toLocaleString('en-US')} seeded over ${small.seeded.toLocaleString('en-US')}`,
    `${ratio.toFixed(2)}×`,
    `≤ ${FLAT_IN_PLAYERS}×`,
    ratio <= FLAT_IN_PLAYERS,
  );
}

/** The embedded `npm start`: fresh and warm ready times, resident memory after start and after the stakes. */
export function startTargets(report: StartReport) {
  below(
    'embedded npm start, fresh data directory, ready',
    report.freshReadyMs / 1000,
    START_TARGETS.freshReadyMs / 1000,
    's',
    2,
  );
  below(
    'embedded npm start, warm, ready',
    report.warmReadyMs / 1000,
    START_TARGETS.warmReadyMs / 1000,
    's',
    2,
  );
  below('embedded npm start, resident after a fresh start', report.freshRssMb, START_TARGETS.rssMb, 'MB', 0);
  below('embedded npm start, resident after a warm start', report.warmRssMb, START_TARGETS.rssMb, 'MB', 0);
  if (report.rssAfterStakesMb !== undefined)
    below(
      'embedded npm start, resident after the stakes burst',
      report.rssAfterStakesMb,
      START_TARGETS.rssMb,
      'MB',
      0,
    );
}

/** Issue 29: a stake and a pack cost the send and at most 2 more requests; an idle process none. */
export const RPC_REQUESTS_PER_PAID_ACTION = 3;

export function rpcRequestsTargets(report: RpcRequestsReport) {
  for (const action of ['stake', 'pack']) {
    const row = report.rows.find((candidate) => candidate.action === action);
    if (!row) continue;
    atMost(
      `RPC requests a ${action} makes, ${report.processes} API processes, ${report.wallets} players at once`,
      row.perAction,
      RPC_REQUESTS_PER_PAID_ACTION,
      'requests',
      2,
    );
  }
  atMost('RPC requests of an idle process', report.idle.perMinute, 0, 'a minute');
}

/** One player staking alone against the embedded `npm start` server: its CPU a stake, net of its idle background. */
export function stakeAloneTargets(report: StakeAloneReport) {
  atMost(
    `one player staking alone, embedded npm start, server CPU a stake net of idle (idle ${report.idleMsPerSecond.toFixed(1)} ms/s)`,
    report.netMsPerStake,
    STAKE_ALONE_TARGET_MS,
    'ms',
    2,
  );
}
