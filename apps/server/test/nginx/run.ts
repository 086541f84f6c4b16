/**
 * `npm run nginx-test`: the game behind Debian's nginx with the repository's
 * deploy/nginx/warlords.conf. Two API processes (TRUST_PROXY=true, Redis for
 * the shared rate-limit counts) on a fresh PostgreSQL database and the local
 * node; players play through nginx over HTTPS, each from its own loopback
 * address; mid-burst one API process is killed with SIGKILL and started again,
 * then the other is stopped with SIGTERM and started again (a rolling restart).
 * Checks that every player keeps playing, that the per-IP limits see the
 * players' own addresses (an address writing over its budget while naming
 * the players in X-Forwarded-For is limited alone), what nginx's access log
 * says, and conservation (verifyCluster).
 * Exits 1 on any problem.
 *
 * Env: CLUSTER_TEST_DATABASE_URL (as the cluster test), NGINX_BIN (/usr/sbin/nginx), REDIS_URL (default
 * redis://127.0.0.1:6379), NGINX_PLAYERS (60), NGINX_BURST_SECONDS (40).
 */
import { request as httpRequest } from 'node:http';
import { toBaseUnits, WLO_DECIMALS } from '@wos/shared';
import { Cluster } from '../cluster/cluster.ts';
import { verifyCluster } from '../cluster/verify-cluster.ts';
import type { Acknowledged } from '../crash/burst.ts';
import { freePort } from '../free-port.ts';
import { answersBy, checkAccessLog } from './access-log-checks.ts';
import { NginxProcess, SERVER_NAME } from './nginx-process.ts';
import { type BurstResult, runBurst, type SitePlayer, setUpPlayers } from './site-burst.ts';
import { isIdempotent, PlayerClient, type Site } from './site-client.ts';
import { type SpoofedWrites, sendSpoofedWrites } from './spoofed-writes.ts';

const PLAYERS = Math.min(Number(process.env.NGINX_PLAYERS ?? 60), 250);
const BURST_MS = Number(process.env.NGINX_BURST_SECONDS ?? 40) * 1000;
const AIRDROP_WLO = 1500;
/** Low enough that one address goes over it quickly; a player (at most 240 a minute, site-burst.ts) stays below. */
const WRITES_PER_IP_PER_MINUTE = 300;
const SPOOFER_ADDRESS = '127.0.1.1';

const started = performance.now();
const at = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;

/** GET over plain HTTP: the site sends everything to HTTPS. */
function plainGet(port: number, path: string): Promise<{ status: number; location: string | undefined }> {
  return new Promise((resolve, reject) => {
    httpRequest({ host: '127.0.0.1', port, path, headers: { host: SERVER_NAME } }, (response) => {
      response.resume();
      resolve({ status: response.statusCode ?? 0, location: response.headers.location });
    })
      .on('error', reject)
      .end();
  });
}

function playerProblems(
  players: readonly SitePlayer[],
  result: BurstResult,
  spoofed: SpoofedWrites,
): string[] {
  const problems: string[] = [];
  const stalled = players.filter((player, index) => player.client.counts.ok <= (result.okAtKill[index] ?? 0));
  if (stalled.length > 0) problems.push(`${stalled.length} players got no answer of 200 after the kill`);
  for (const player of players) {
    for (const [call, count] of player.client.counts.gatewayFailures) {
      const [, method, path = ''] = call.split(' ');
      if (!isIdempotent(method === 'GET' ? 'GET' : 'POST', path)) continue;
      problems.push(
        `${player.client.address}: ${count}× ${call} failed at the gateway after the client's retries`,
      );
    }
    const closing = player.client.counts.refused.get('503 Service Unavailable') ?? 0;
    if (closing > 0) problems.push(`${player.client.address} got ${closing}× 503 from a process stopping`);
    const limited = player.client.counts.refused.get('429 RATE_LIMITED') ?? 0;
    if (limited > 0)
      problems.push(
        `${player.client.address} was rate-limited ${limited}× (another address's writes counted against it?)`,
      );
  }
  if (spoofed.limited === 0)
    problems.push(
      `${spoofed.sent} writes from ${SPOOFER_ADDRESS} naming the players in X-Forwarded-For were never limited`,
    );
  return problems;
}

function sum<T>(items: readonly T[], of: (item: T) => number): number {
  return items.reduce((total, item) => total + of(item), 0);
}

function merged(maps: ReadonlyArray<ReadonlyMap<string, number>>): string {
  const all = new Map<string, number>();
  for (const map of maps) for (const [key, n] of map) all.set(key, (all.get(key) ?? 0) + n);
  return [...all].map(([key, n]) => `${n}× ${key}`).join(', ') || 'none';
}

function report(players: readonly SitePlayer[], result: BurstResult, spoofed: SpoofedWrites): void {
  const counts = players.map((player) => player.client.counts);
  const statuses = (map: ReadonlyMap<number, number>) =>
    [...map].map(([status, n]) => `${n}× ${status}`).join(', ');
  console.log(
    `  ${at()}: burst over: ${sum(counts, (c) => c.ok)} answered 200; refused ${merged(counts.map((c) => c.refused))}`,
  );
  console.log(
    `    ended at the gateway: ${merged(counts.map((c) => c.gatewayFailures))}; client retries ${sum(counts, (c) => c.clientRetries)}; ${sum(players, (p) => p.context.signIns)} sign-ins again`,
  );
  console.log(
    `    ${SPOOFER_ADDRESS} naming the players in X-Forwarded-For: ${spoofed.sent} writes, ${spoofed.let} let through (budget ${WRITES_PER_IP_PER_MINUTE}), ${spoofed.limited} got 429, ${spoofed.gatewayFailures} unanswered`,
  );
  console.log(
    `    /ready through nginx: ${statuses(result.ready)}; dev clock steps: ${statuses(result.clock)}`,
  );
}

/** nginx's access log of the burst, and of each stop: who failed, and the restarted processes serve. */
async function logProblems(
  nginx: NginxProcess,
  logAtBurst: number,
  players: readonly SitePlayer[],
  result: BurstResult,
): Promise<string[]> {
  const { killed, drained } = result;
  const lines = await nginx.accessLog(logAtBurst);
  const log = checkAccessLog(lines, {
    playerAddresses: players.map((player) => player.client.address),
    stopped: [killed.address],
  });
  const { figures } = log;
  const triedTwice = [...figures.triedTwice].map(([m, n]) => `${n} ${m}`).join(', ') || 'none';
  const badGateway = (address: string) => figures.badGateway.get(address) ?? 0;
  console.log(
    `    access log: ${figures.lines} requests; sent on to the other process: ${triedTwice}; 502 (non-idempotent POSTs in flight): ${badGateway(killed.address)} on the killed process, ${badGateway(drained.address)} on the one restarted the operator's way`,
  );
  const problems = [...log.problems];
  const afterKilled = answersBy(await nginx.accessLog(killed.backAt), killed.address);
  const afterDrained = answersBy(await nginx.accessLog(drained.backAt), drained.address);
  const whileOut = (await nginx.accessLog(drained.stoppedAt, drained.backAt)).filter((line) =>
    line.upstream.includes(drained.address),
  );
  if (whileOut.length > 0)
    problems.push(`nginx sent ${whileOut.length} requests to ${drained.address} while it was out (down)`);
  if (afterKilled === 0)
    problems.push(`the killed process (${killed.address}) answered nothing after its restart`);
  if (afterDrained === 0)
    problems.push(`the stopped process (${drained.address}) answered nothing after its restart`);
  return problems;
}

async function main(): Promise<number> {
  console.log(
    `nginx test: ${PLAYERS} players through nginx, two API processes, PostgreSQL, Redis and the local node`,
  );
  const cluster = await Cluster.start({
    apiProcesses: 2,
    env: {
      TRUST_PROXY: 'true',
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      RATE_LIMIT_WRITES_PER_IP_PER_MINUTE: String(WRITES_PER_IP_PER_MINUTE),
      RATE_LIMIT_SIGN_IN_PER_MINUTE: '120',
      RATE_LIMIT_DEV_PER_MINUTE: '300',
    },
  });
  let nginx: NginxProcess | undefined;
  let passed = false;
  process.once(
    'SIGINT',
    () => void Promise.all([nginx?.stop(), cluster.close()]).finally(() => process.exit(130)),
  );
  try {
    const apiPorts = cluster.urls.map((url) => Number(new URL(url).port));
    nginx = await NginxProcess.start(apiPorts, { http: await freePort(), https: await freePort() });
    const site: Site = {
      port: nginx.settings.httpsPort,
      serverName: SERVER_NAME,
      certificate: nginx.certificate,
    };
    console.log(`  ${at()}: nginx on https://127.0.0.1:${site.port} in front of ${cluster.urls.join(' ')}`);
    const problems: string[] = [];
    const redirect = await plainGet(nginx.settings.httpPort, '/staking');
    if (redirect.status !== 301 || redirect.location !== `https://${SERVER_NAME}/staking`)
      problems.push(`plain HTTP answered ${redirect.status} ${redirect.location ?? ''}, not 301 to HTTPS`);

    const outsider = new PlayerClient(site, '127.0.0.1');
    const metrics = await outsider.call(0, 'GET', '/metrics');
    outsider.close();
    if (metrics.status !== 404) problems.push(`/metrics through nginx answered ${metrics.status}, not 404`);

    const acknowledged: Acknowledged[] = [];
    const players = await setUpPlayers(site, PLAYERS, AIRDROP_WLO, acknowledged);
    console.log(
      `  ${at()}: ${players.length} players from 127.0.0.2 to 127.0.0.${players.length + 1} airdropped and signed in`,
    );
    const logAtBurst = await nginx.accessLogSize();
    // Before the burst, while the machine is quiet, so the budget is passed within one minute.
    const claimed = players.map((player) => player.client.address);
    const spoofed = await sendSpoofedWrites(site, SPOOFER_ADDRESS, claimed, WRITES_PER_IP_PER_MINUTE);
    const result = await runBurst(cluster, nginx, site, players, {
      burstMs: BURST_MS,
      log: (line) => console.log(`  ${at()}: ${line}`),
    });
    for (const player of players) player.client.close();
    report(players, result, spoofed);
    problems.push(...playerProblems(players, result, spoofed));
    problems.push(...(await logProblems(nginx, logAtBurst, players, result)));

    await cluster.stopApi();
    const players0 = new Map(
      players.map((p) => [p.signer.address as string, toBaseUnits(AIRDROP_WLO, WLO_DECIMALS)]),
    );
    const verdict = await verifyCluster(cluster, players0, acknowledged);
    console.log(
      `  ${at()}: settled and verified: ${acknowledged.length} answers of 200 for stakes, claims and purchases checked on chain; ${verdict.stakes.playersBalanced} of ${players.length} players balanced`,
    );
    problems.push(...verdict.problems);
    if (problems.length > 0) {
      console.log(
        `FAILED: ${problems.length} problems (nginx files kept in ${nginx.dir})\n  ${problems.slice(0, 50).join('\n  ')}`,
      );
      return 1;
    }
    passed = true;
    console.log(
      `passed in ${at()}: players kept playing through nginx, the limits saw their own addresses, WLO conserved`,
    );
    return 0;
  } finally {
    await nginx?.stop({ keepDir: !passed });
    await cluster.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
