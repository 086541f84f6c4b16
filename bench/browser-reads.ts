/**
 * Per-wallet reads asked as a browser asks them (Accept-Encoding: br, gzip),
 * one request at a time (autocannon -c 1), for a wallet with P staking
 * positions (default 70): the server's CPU a request next to bare Fastify's,
 * asked the same way and measured just before and after each route (issue
 * 29's target: at most 3.3× bare). A cached answer is compressed once
 * (apps/server/src/platform/http/prepared-answer.ts), so a hit costs about
 * what an uncompressed answer does.
 *
 *   npx tsx bench/browser-reads.ts [positions] [seconds] [pglite|postgres]
 */
import { fundedPlayer } from '../apps/server/test/packs.ts';
import { stakeOverHttp } from '../apps/server/test/staking.ts';
import { type BenchEngine, benchEngines } from './app.ts';
import { withBareYardstick } from './bare.ts';
import { type LoadResult, load, loadBeside } from './load.ts';

/** What a browser sends: Chromium's fetch() also offers zstd and deflate, which the server does not make. */
export const BROWSER_HEADERS = { 'accept-encoding': 'br, gzip' } as const;
/** Issue 29: CPU a request at most this many times bare Fastify's. */
export const BROWSER_READS_TARGET = 3.3;

export interface BrowserReadsReport {
  engine: string;
  positions: number;
  routes: Array<{
    route: string;
    result: LoadResult;
    bare: LoadResult;
    /** The route's CPU a request over bare's, beside it. */
    cpuOfBare: number;
    /** Bytes of the answer as sent (brotli) and as JSON. */
    wireBytes: number;
    jsonBytes: number;
  }>;
}

const browserRoutes = (wallet: string) => [`/staking/v2/wallet/${wallet}`, `/wallet/transactions/${wallet}`];

export async function benchBrowserReads(
  positions = 70,
  seconds = 3,
  engine: BenchEngine = 'pglite',
): Promise<BrowserReadsReport> {
  return withBareYardstick(engine, async (t, bare) => {
    const origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const player = await fundedPlayer(t, { sol: 5, wlo: 200 * positions + 1000 });
    // The 7-day pool's minimum is 100 WLO; every stake is also a history row.
    for (let i = 0; i < positions; i += 1) await stakeOverHttp(t.app, player, 100 + i, 7);
    const routes = browserRoutes(player.address);
    const sizes = new Map<string, { wireBytes: number; jsonBytes: number }>();
    // Warm the JIT and each route's first-call work before anything is timed.
    for (const url of routes) {
      for (let i = 0; i < 300; i += 1) await t.app.inject({ url, headers: BROWSER_HEADERS });
      const wire = await t.app.inject({ url, headers: BROWSER_HEADERS });
      const json = await t.app.inject({ url });
      sizes.set(url, { wireBytes: wire.rawPayload.length, jsonBytes: json.rawPayload.length });
    }
    // inject() skips the sockets and the HTTP parser: a second of the same load warms those too.
    for (const url of [bare.url, ...routes.map((route) => `${origin}${route}`)]) {
      await load(url, 1, 1, BROWSER_HEADERS);
    }
    const measured = await loadBeside(
      bare.url,
      routes.map((route) => `${origin}${route}`),
      seconds,
      { connections: 1, headers: BROWSER_HEADERS },
    );
    return {
      engine: t.services.database.engine,
      positions,
      routes: measured.map(({ result, yardstick }, i) => {
        const route = routes[i] ?? '';
        return {
          route,
          result,
          bare: yardstick,
          cpuOfBare: result.cpuMsPerRequest / yardstick.cpuMsPerRequest,
          ...(sizes.get(route) ?? { wireBytes: 0, jsonBytes: 0 }),
        };
      }),
    };
  });
}

export function formatBrowserReads(report: BrowserReadsReport): string {
  const lines = [
    `  one wallet with ${report.positions} positions; each route next to bare Fastify asked the same way just before and after it`,
    `  ${'route'.padEnd(34)}   req/s  cpu ms   bare/s  cpu ms  cpu ×bare   bytes sent / JSON`,
  ];
  for (const r of report.routes) {
    const failed = r.result.non2xx + r.result.errors;
    const met = r.cpuOfBare <= BROWSER_READS_TARGET && failed === 0;
    lines.push(
      `  ${r.route.replace(/[1-9A-HJ-NP-Za-km-z]{32,44}$/, ':addr').padEnd(34)} ` +
        `${r.result.requestsPerSecond.toFixed(0).padStart(7)} ${r.result.cpuMsPerRequest.toFixed(3).padStart(7)} ` +
        `${r.bare.requestsPerSecond.toFixed(0).padStart(8)} ${r.bare.cpuMsPerRequest.toFixed(3).padStart(7)} ` +
        `${`${r.cpuOfBare.toFixed(2)}×`.padStart(10)}   ${`${r.wireBytes} / ${r.jsonBytes}`.padEnd(16)} ` +
        `≤ ${BROWSER_READS_TARGET}× ${met ? 'met' : 'not met'}${failed ? `  (${failed} failed)` : ''}`,
    );
  }
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const engines = process.argv[4] ? [process.argv[4] as BenchEngine] : benchEngines();
  for (const engine of engines) {
    const report = await benchBrowserReads(
      Number(process.argv[2] ?? 70),
      Number(process.argv[3] ?? 3),
      engine,
    );
    console.log(
      `Per-wallet reads on ${report.engine} as a browser asks (accept-encoding: br, gzip), one at a time`,
    );
    console.log(formatBrowserReads(report));
  }
}
