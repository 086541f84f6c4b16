/**
 * `npm run nginx-test`: the game behind Debian's nginx with the repository's
 * deploy/nginx/warlords.conf. Two API processes (TRUST_PROXY=true, Redis for
 * the shared rate-limit counts) on a fresh PostgreSQL database and the local
 * node; players play through nginx over HTTPS, each from its own loopback
 * address; mid-burst one API process is killed with SIGKILL and started again.
 * Checks that every player keeps playing, that the per-IP limits see the
 * players' own addresses (an address writing over its budget while naming
 * the players in X-Forwarded-For is limited alone), that the site's /ready
 * stays 200, what nginx's access log says, and conservation (verifyCluster).
 * Exits 1 on any problem.
 *
 * Env: CLUSTER_TEST_DATABASE_URL (as the cluster test), REDIS_URL (default
 * redis://127.0.0.1:6379), NGINX_PLAYERS (60), NGINX_BURST_SECONDS (40).
 */
import { randomInt } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { generateKeyPairSigner } from '@solana/kit';
import { toBaseUnits, WLO_DECIMALS } from '@wos/shared';
import { Cluster } from '../cluster/cluster.ts';
import { eachLimited } from '../cluster/each-limited.ts';
import { type ClusterPlayer, type FlowContext, playerStep, signInAcross } from '../cluster/player-flow.ts';
import { verifyCluster } from '../cluster/verify-cluster.ts';
import type { Acknowledged } from '../crash/burst.ts';
import { freePort } from '../free-port.ts';
import { checkAccessLog } from './access-log-checks.ts';
import { NginxProcess, SERVER_NAME } from './nginx-process.ts';
import { isIdempotent, PlayerClient, type Site } from './site-client.ts';
import { type SpoofedWrites, sendSpoofedWrites } from './spoofed-writes.ts';

const PLAYERS = Math.min(Number(process.env.NGINX_PLAYERS ?? 60), 250);
const BURST_MS = Number(process.env.NGINX_BURST_SECONDS ?? 40) * 1000;
const AIRDROP_WLO = 1500;
/** Low enough that one address can go over it quickly; a player, thinking 0.5 to 1.5 s a step, stays far below. */
const WRITES_PER_IP_PER_MINUTE = 600;
const SPOOFER_ADDRESS = '127.0.1.1';
const OPERATOR_ADDRESS = '127.0.0.1';
const AFTER_RESTART_MS = 10_000;

const started = performance.now();
const at = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(ms, 0)));

interface SitePlayer extends ClusterPlayer {
  client: PlayerClient;
  context: FlowContext<PlayerClient>;
}

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

async function setUpPlayers(site: Site, acknowledged: Acknowledged[]): Promise<SitePlayer[]> {
  const players = await Promise.all(
    Array.from({ length: PLAYERS }, async (_, index): Promise<SitePlayer> => {
      const client = new PlayerClient(site, `127.0.0.${index + 2}`);
      return {
        signer: await generateKeyPairSigner(),
        token: '',
        nextCall: 0,
        client,
        context: { balancer: client, acknowledged, signIns: 0 },
      };
    }),
  );
  await eachLimited(players, 8, async (player) => {
    const airdrop = await player.client.call(0, 'POST', '/dev/airdrop', {
      walletAddress: player.signer.address,
      sol: 1,
      wlo: AIRDROP_WLO,
    });
    if (airdrop.status !== 200)
      throw new Error(`airdrop refused: ${airdrop.status} ${JSON.stringify(airdrop.body)}`);
    if (!(await signInAcross(player.context, player)))
      throw new Error(`sign-in of ${player.signer.address} failed`);
  });
  return players;
}

interface Burst {
  victim: string;
  okAtKill: number[];
  logAtRestart: number;
  spoofed: SpoofedWrites;
  ready: Map<number, number>;
  clockDays: number;
}

async function burst(
  cluster: Cluster,
  nginx: NginxProcess,
  site: Site,
  players: SitePlayer[],
): Promise<Burst> {
  const burstStart = performance.now();
  let deadline = burstStart + BURST_MS;
  const running = () => performance.now() < deadline;
  const operator = new PlayerClient(site, OPERATOR_ADDRESS);

  let clockDays = 0;
  const advanceClock = async () => {
    for (let step = 1; step <= 6 && running(); step++) {
      await sleep(burstStart + (BURST_MS * step) / 7 - performance.now());
      const answer = await operator.call(0, 'POST', '/dev/clock/advance', { days: 3 });
      if (answer.status === 200) clockDays += 3;
    }
  };
  // What a load balancer or uptime check in front of the site would see.
  const ready = new Map<number, number>();
  const probeReady = async () => {
    while (running()) {
      const answer = await operator.call(0, 'GET', '/ready');
      ready.set(answer.status, (ready.get(answer.status) ?? 0) + 1);
      await sleep(1_000);
    }
  };
  const spoof = async () => {
    await sleep(BURST_MS * 0.1);
    const claimed = players.map((player) => player.client.address);
    return sendSpoofedWrites(site, SPOOFER_ADDRESS, claimed, WRITES_PER_IP_PER_MINUTE + 40);
  };
  const killAndRestart = async () => {
    await sleep(BURST_MS * (0.3 + Math.random() * 0.2));
    const index = randomInt(2);
    const victim = new URL(cluster.urls[index] ?? '').host;
    const okAtKill = players.map((player) => player.client.counts.ok);
    await cluster.kill(index);
    console.log(`  ${at()}: SIGKILL to API process ${index + 1} (${victim})`);
    await sleep(3_000);
    await cluster.restart(index);
    const logAtRestart = await nginx.accessLogSize();
    console.log(`  ${at()}: API process ${index + 1} ready again`);
    deadline = Math.max(deadline, performance.now() + AFTER_RESTART_MS);
    return { victim, okAtKill, logAtRestart };
  };
  const loops = players.map(async (player) => {
    while (running()) {
      await playerStep(player.context, player);
      // A player reads the screen before the next click.
      await sleep(500 + randomInt(1_000));
    }
  });
  const [kill, spoofed] = await Promise.all([
    killAndRestart(),
    spoof(),
    advanceClock(),
    probeReady(),
    ...loops,
  ]);
  // Today's accrual, whatever the kill interrupted (as the cluster test does).
  await operator.call(0, 'POST', '/dev/clock/advance', { days: 0.0001 });
  operator.close();
  return { ...kill, spoofed, ready, clockDays };
}

function playerProblems(players: readonly SitePlayer[], result: Burst): string[] {
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
    const limited = player.client.counts.refused.get('429 RATE_LIMITED') ?? 0;
    if (limited > 0)
      problems.push(
        `${player.client.address} was rate-limited ${limited}× (another address's writes counted against it?)`,
      );
  }
  const { spoofed } = result;
  if (spoofed.limited === 0)
    problems.push(
      `${spoofed.sent} writes from ${SPOOFER_ADDRESS} naming the players in X-Forwarded-For were never limited`,
    );
  if (spoofed.let > WRITES_PER_IP_PER_MINUTE)
    problems.push(
      `${spoofed.let} writes from ${SPOOFER_ADDRESS} got through a budget of ${WRITES_PER_IP_PER_MINUTE}`,
    );
  const notReady = [...result.ready].filter(([status]) => status !== 200);
  if (notReady.length > 0)
    problems.push(
      `/ready through nginx answered ${notReady.map(([status, n]) => `${n}× ${status}`).join(', ')}`,
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

    const acknowledged: Acknowledged[] = [];
    const players = await setUpPlayers(site, acknowledged);
    console.log(
      `  ${at()}: ${players.length} players from 127.0.0.2 to 127.0.0.${players.length + 1} airdropped and signed in`,
    );
    const logAtBurst = await nginx.accessLogSize();
    const result = await burst(cluster, nginx, site, players);
    for (const player of players) player.client.close();
    const counts = players.map((player) => player.client.counts);
    console.log(
      `  ${at()}: burst over: ${sum(counts, (c) => c.ok)} answered 200; refused ${merged(counts.map((c) => c.refused))}`,
    );
    console.log(
      `    ended at the gateway: ${merged(counts.map((c) => c.gatewayFailures))}; client retries ${sum(counts, (c) => c.clientRetries)}; clock +${result.clockDays} days; ${sum(players, (p) => p.context.signIns)} sign-ins again`,
    );
    const { spoofed } = result;
    console.log(
      `    ${SPOOFER_ADDRESS} naming the players in X-Forwarded-For: ${spoofed.sent} writes, ${spoofed.let} let through (budget ${WRITES_PER_IP_PER_MINUTE}), ${spoofed.limited} got 429, ${spoofed.gatewayFailures} unanswered`,
    );
    console.log(`    /ready through nginx: ${[...result.ready].map(([s, n]) => `${n}× ${s}`).join(', ')}`);
    problems.push(...playerProblems(players, result));

    const log = checkAccessLog(
      await nginx.accessLog(logAtBurst),
      await nginx.accessLog(result.logAtRestart),
      {
        playerAddresses: players.map((player) => player.client.address),
        victim: result.victim,
      },
    );
    const { figures } = log;
    console.log(
      `    access log: ${figures.lines} requests; sent on to the other process: ${[...figures.triedTwice].map(([m, n]) => `${n} ${m}`).join(', ') || 'none'}; ${figures.badGateway} answered 502; the restarted process answered ${figures.restartedAnswers}`,
    );
    problems.push(...log.problems);

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
