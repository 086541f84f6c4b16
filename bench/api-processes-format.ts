import type { ClusterCpu, ProcessesReport } from './api-processes.ts';
import type { ConcurrentTiming } from './concurrent.ts';

const ROUTE_WIDTH = 36;
const rate = (perSecond: number) => `${perSecond.toFixed(perSecond < 100 ? 1 : 0)}/s`;
const name = (route: string) => (route.length > ROUTE_WIDTH ? `${route.slice(0, ROUTE_WIDTH - 1)}…` : route);

/** req/s, p50, p99, share of bare Fastify's req/s (reads only), then CPU ms per request of the API and the node. */
function cells(perSecond: number, p50: number, p99: number, cpu: ClusterCpu, bare?: number): string {
  return [
    rate(perSecond).padStart(8),
    `${p50.toFixed(0)} ms`.padStart(7),
    `${p99.toFixed(0)} ms`.padStart(8),
    (bare === undefined ? '' : `${((perSecond / bare) * 100).toFixed(1)}%`).padStart(6),
    cpu.apiMs.toFixed(2).padStart(6),
    cpu.nodeMs.toFixed(2).padStart(6),
  ].join(' ');
}

export function formatApiProcesses(report: ProcessesReport): string {
  const { seed, stake } = report;
  const header = `   req/s     p50      p99  ×bare api ms node ms`;
  const lines = [
    `  ${report.layout === 'start-cluster' ? 'npm run start:cluster with WORKERS=1 and WORKERS=2, each on one port' : 'main.ts on one port and on two ports, the load generator spreading connections between them'}; each with its own database and node (all started in ${(report.startMs / 1000).toFixed(1)} s)`,
    `  seeded into each database: ${seed.players.toLocaleString('en-US')} stake players, ${seed.farmers.toLocaleString('en-US')} farmers, ${seed.listings.toLocaleString('en-US')} listings (${(report.seedMs / 1000).toFixed(1)} s for both); each route run 1-2-2-1, the means shown`,
    `  ${''.padEnd(ROUTE_WIDTH)} ${'1 process'.padEnd(header.length)} ${'2 processes'.padEnd(header.length)}   2÷1`,
    `  ${'route'.padEnd(ROUTE_WIDTH)} ${header} ${header}   req/s`,
  ];
  for (const row of report.rows) {
    const failed = row.one.non2xx + row.one.errors + row.two.non2xx + row.two.errors;
    const bare = row.bare.requestsPerSecond;
    lines.push(
      `  ${name(row.name).padEnd(ROUTE_WIDTH)} ${cells(row.one.requestsPerSecond, row.one.p50Ms, row.one.p99Ms, row.one, bare)} ${cells(row.two.requestsPerSecond, row.two.p50Ms, row.two.p99Ms, row.two, bare)} ${(row.two.requestsPerSecond / row.one.requestsPerSecond).toFixed(2).padStart(6)}×  bare ${rate(bare)}${failed ? `  (${failed} failed)` : ''}`,
    );
  }
  const stakeRow = (
    label: string,
    one: ConcurrentTiming & ClusterCpu,
    two: ConcurrentTiming & ClusterCpu,
    note: string,
  ) =>
    `  ${name(label).padEnd(ROUTE_WIDTH)} ${cells(one.perSecond, one.p50Ms, one.p99Ms, one)} ${cells(two.perSecond, two.p50Ms, two.p99Ms, two)} ${(two.perSecond / one.perSecond).toFixed(2).padStart(6)}×  ${note}`;
  lines.push(
    stakeRow(
      `stake flow ${stake.wallets} wallets × ${stake.stakes}`,
      stake.one,
      stake.two,
      '(stakes/s; prepare → sign → process, each call on the next process; the second round)',
    ),
    stakeRow(
      '… its first round after start',
      stake.firstOne,
      stake.firstTwo,
      '(V8 still compiling the stake path: not the steady state)',
    ),
  );
  return lines.join('\n');
}
