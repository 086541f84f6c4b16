/**
 * The nginx test's players and their burst: the cluster test's player flow,
 * each player from its own address through nginx; meanwhile a /ready
 * poller, the dev clock, one API process
 * killed with SIGKILL and restarted, then the other restarted as an operator
 * does (taken out of nginx, SIGTERM, started, put back).
 */
import { randomInt } from 'node:crypto';
import { generateKeyPairSigner } from '@solana/kit';
import type { Cluster } from '../cluster/cluster.ts';
import { eachLimited } from '../cluster/each-limited.ts';
import { type ClusterPlayer, type FlowContext, playerStep, signInAcross } from '../cluster/player-flow.ts';
import type { Acknowledged } from '../crash/burst.ts';
import type { NginxProcess } from './nginx-process.ts';
import { PlayerClient, type Site } from './site-client.ts';

const OPERATOR_ADDRESS = '127.0.0.1';
/** After the last restart the burst goes on this long, so both processes serve again. */
const AFTER_RESTART_MS = 10_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(ms, 0)));

export interface SitePlayer extends ClusterPlayer {
  client: PlayerClient;
  context: FlowContext<PlayerClient>;
}

/** Players from 127.0.0.2 on, each airdropped SOL and `airdropWlo` and signed in, all through nginx. */
export async function setUpPlayers(
  site: Site,
  count: number,
  airdropWlo: number,
  acknowledged: Acknowledged[],
): Promise<SitePlayer[]> {
  const players = await Promise.all(
    Array.from({ length: count }, async (_, index): Promise<SitePlayer> => {
      const client = new PlayerClient(site, `127.0.0.${index + 2}`);
      const signer = await generateKeyPairSigner();
      return {
        signer,
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
      wlo: airdropWlo,
    });
    if (airdrop.status !== 200)
      throw new Error(`airdrop refused: ${airdrop.status} ${JSON.stringify(airdrop.body)}`);
    if (!(await signInAcross(player.context, player)))
      throw new Error(`sign-in of ${player.signer.address} failed`);
  });
  return players;
}

/** An API process stopped during the burst and where nginx's access log stood. */
export interface StoppedProcess {
  /** host:port, as nginx's log names it. */
  address: string;
  /** Log size when it was stopped and when it was ready again (the SIGTERMed one: back in nginx after). */
  stoppedAt: number;
  backAt: number;
}

export interface BurstResult {
  killed: StoppedProcess;
  drained: StoppedProcess;
  /** Each player's answers of 200 when the kill came. */
  okAtKill: number[];
  /** /ready through nginx, by status. */
  ready: Map<number, number>;
  /** Dev clock steps, by status. */
  clock: Map<number, number>;
}

export interface BurstSettings {
  burstMs: number;
  log: (line: string) => void;
}

export async function runBurst(
  cluster: Cluster,
  nginx: NginxProcess,
  site: Site,
  players: readonly SitePlayer[],
  settings: BurstSettings,
): Promise<BurstResult> {
  const { burstMs, log } = settings;
  const burstStart = performance.now();
  let deadline = burstStart + burstMs;
  const running = () => performance.now() < deadline;
  const operator = new PlayerClient(site, OPERATOR_ADDRESS);
  const tally = (map: Map<number, number>, status: number) => map.set(status, (map.get(status) ?? 0) + 1);

  const clock = new Map<number, number>();
  const advanceClock = async () => {
    for (let step = 1; step <= 6 && running(); step++) {
      await sleep(burstStart + (burstMs * step) / 7 - performance.now());
      tally(clock, (await operator.call(0, 'POST', '/dev/clock/advance', { days: 3 })).status);
    }
  };
  // What a load balancer or uptime check in front of the site sees: reported, not asserted
  // (a process too loaded to ping its database within 2 s rightly answers 503).
  const ready = new Map<number, number>();
  const probeReady = async () => {
    while (running()) {
      tally(ready, (await operator.call(0, 'GET', '/ready')).status);
      await sleep(1_000);
    }
  };
  const addressOf = (index: number) => new URL(cluster.urls[index] ?? '').host;
  const restarts = async () => {
    await sleep(burstMs * (0.3 + Math.random() * 0.2));
    const index = randomInt(2);
    const okAtKill = players.map((player) => player.client.counts.ok);
    // Players play on until both processes have served again after their restarts.
    deadline = Number.POSITIVE_INFINITY;
    const killedAt = await nginx.accessLogSize();
    await cluster.kill(index);
    log(`SIGKILL to API process ${index + 1} (${addressOf(index)})`);
    await sleep(3_000);
    await cluster.restart(index);
    const killed = { address: addressOf(index), stoppedAt: killedAt, backAt: await nginx.accessLogSize() };
    // A rolling restart of the other, as docs/operations.md says: out of nginx, SIGTERM, start, back in.
    const other = 1 - index;
    const port = Number(new URL(cluster.urls[other] ?? '').port);
    await nginx.setDown(port, true);
    log(`API process ${index + 1} ready again; API process ${other + 1} out of nginx, SIGTERM to it`);
    const drainedAt = await nginx.accessLogSize();
    await cluster.process(other)?.stop();
    await cluster.restart(other);
    const outUntil = await nginx.accessLogSize();
    await nginx.setDown(port, false);
    const drained = { address: addressOf(other), stoppedAt: drainedAt, backAt: outUntil };
    log(`API process ${other + 1} stopped cleanly, started and back in nginx`);
    deadline = performance.now() + AFTER_RESTART_MS;
    return { killed, drained, okAtKill };
  };
  const loops = players.map(async (player) => {
    while (running()) {
      await playerStep(player.context, player);
      // A player reads the screen before the next click: at most 4 writes a step, so at most
      // 240 a minute whatever the machine's speed, below the per-IP budget of run.ts.
      await sleep(1_000 + randomInt(1_000));
    }
  });
  const [stops] = await Promise.all([restarts(), advanceClock(), probeReady(), ...loops]);
  // Today's accrual, whatever the kill interrupted (as the cluster test does).
  tally(clock, (await operator.call(0, 'POST', '/dev/clock/advance', { days: 0.0001 })).status);
  operator.close();
  return { ...stops, ready, clock };
}
