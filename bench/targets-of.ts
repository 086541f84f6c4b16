/**
 * Issue 20's targets, read off each benchmark's report (bench/targets.ts keeps the list).
 * One function per report, so run.ts stays a list of sections.
 */
import type { ProcessesReport } from './api-processes.ts';
import type { HomeBundleReport } from './bundle-size.ts';
import { FIRST_VISIT_BUDGET_BYTES, HOME_BUNDLE_BUDGET_BYTES } from './bundle-size.ts';
import type { HomePageWireReport } from './home-page-wire.ts';
import type { LeaderboardReport } from './leaderboard.ts';
import type { MarketplaceReport } from './marketplace.ts';
import type { ReadsReport } from './reads.ts';
import { atMost, below, record, shareOfBare } from './targets.ts';
import type { WeeklyReport } from './weekly.ts';

/** Per-wallet reads must reach 30 % of bare Fastify's req/s; catalogue reads 60 %. */
export const PER_WALLET_SHARE = 0.3;
export const CATALOGUE_SHARE = 0.6;

const ADDRESS = /[1-9A-HJ-NP-Za-km-z]{32,44}/;
const isPerWallet = (route: string) => ADDRESS.test(route);
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
      CATALOGUE_SHARE,
    );
  }
  below(
    `marketplace cache miss p99, ${report.engine}, ${listings} listings`,
    report.uncached.p99Ms,
    50,
    'ms',
  );
}

export function weeklyTargets(report: WeeklyReport, chain = 'embedded chain') {
  below(
    `weekly rewards landed, ${report.wallets.toLocaleString('en-US')} wallets, ${report.engine}, ${chain}`,
    (report.acceptMs + report.dispatchMs) / 1000,
    30,
    's',
  );
}

/** PostgreSQL + the local node over JSON-RPC: the production path. */
export function processesTargets(report: ProcessesReport) {
  atMost('stake flow API CPU, PostgreSQL + local node, 1 process', report.stake.one.apiMs, 5, 'ms', 2);
  atMost('stake flow API CPU, PostgreSQL + local node, 2 processes', report.stake.two.apiMs, 5, 'ms', 2);
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

export interface PaidFlowFigures {
  engine: string;
  /** Players in the database while it ran (the concurrent ones and the seeded ones). */
  players: number;
  p99Ms: number;
  cpuMsPerOperation: number;
}

/** Stake or pack purchase, 50 concurrent: p99 under 100 ms and the CPU limit of its engine. */
export function paidFlowTargets(flow: 'stake' | 'pack purchase', figures: PaidFlowFigures) {
  const where = `${figures.engine}, ${figures.players.toLocaleString('en-US')} players`;
  below(`${flow} p99, 50 concurrent, ${where}`, figures.p99Ms, 100, 'ms', 0);
  atMost(`${flow} CPU per operation, ${where}`, figures.cpuMsPerOperation, cpuLimitMs(figures.engine), 'ms');
}
