/**
 * `npm run cluster-test`: two API processes on one fresh PostgreSQL database
 * and the local Solana node. 200 new players stake and claim across both
 * (each player's calls alternate between them: prepare on one, process on
 * the other) while the dev clock moves on (locks end, the daily accrual
 * runs); in the middle one process is killed with SIGKILL (calls to it are
 * retried on the survivor, as a load balancer would) and started again.
 * Then the reconcilers settle and the books are checked; exits 1 on any
 * problem.
 *
 * Env: CLUSTER_TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test),
 * CLUSTER_PLAYERS (200), CLUSTER_BURST_SECONDS (50).
 */
import { randomInt } from 'node:crypto';
import { generateKeyPairSigner } from '@solana/kit';
import { formatBaseUnits, toBaseUnits, WLO_DECIMALS } from '@wos/shared';
import type { Acknowledged } from '../crash/burst.ts';
import { Balancer, formatCounts } from './balancer.ts';
import { Cluster } from './cluster.ts';
import { eachLimited } from './each-limited.ts';
import { type ClusterPlayer, type FlowContext, playerStep, signInAcross } from './player-flow.ts';
import { verifyCluster } from './verify-cluster.ts';

const PLAYERS = Number(process.env.CLUSTER_PLAYERS ?? 200);
const BURST_MS = Number(process.env.CLUSTER_BURST_SECONDS ?? 50) * 1000;
const AIRDROP_WLO = 1500;
/** The dev clock moves this many days this many times during the burst: 7-day locks end halfway. */
const CLOCK_STEP_DAYS = 3;
const CLOCK_STEPS = 10;
/** After the restart, the burst goes on at least this long, so the restarted process serves too. */
const AFTER_RESTART_MS = 8_000;

const started = performance.now();
const at = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function setUpPlayers(context: FlowContext<Balancer>): Promise<ClusterPlayer[]> {
  const players: ClusterPlayer[] = await Promise.all(
    Array.from({ length: PLAYERS }, async (_, index) => ({
      signer: await generateKeyPairSigner(),
      token: '',
      nextCall: index,
    })),
  );
  await eachLimited(players, 16, async (player) => {
    const airdrop = await context.balancer.call(player.nextCall++, 'POST', '/dev/airdrop', {
      walletAddress: player.signer.address,
      sol: 1,
      wlo: AIRDROP_WLO,
    });
    if (airdrop.status !== 200)
      throw new Error(`airdrop refused: ${airdrop.status} ${JSON.stringify(airdrop.body)}`);
    if (!(await signInAcross(context, player))) throw new Error(`sign-in of ${player.signer.address} failed`);
  });
  return players;
}

interface KillReport {
  victim: number;
  pid: number | undefined;
  killedAt: string;
  answersBefore: number;
  restartedAt: string;
  restartMs: number;
  victimAnswersBefore: number;
}

async function burst(cluster: Cluster, context: FlowContext<Balancer>, players: readonly ClusterPlayer[]) {
  const burstStart = performance.now();
  let deadline = burstStart + BURST_MS;
  const running = () => performance.now() < deadline;

  const clock = { advanced: 0, unanswered: 0, refused: 0, slowestMs: 0 };
  // Steps at fixed moments of the burst (not fixed gaps): a slow step does not push the others out.
  const advanceClock = async () => {
    for (let step = 1; step <= CLOCK_STEPS && running(); step++) {
      await sleep(burstStart + (BURST_MS * step) / (CLOCK_STEPS + 1) - performance.now());
      const begin = performance.now();
      const answer = await context.balancer.call(step, 'POST', '/dev/clock/advance', {
        days: CLOCK_STEP_DAYS,
      });
      clock.slowestMs = Math.max(clock.slowestMs, performance.now() - begin);
      if (answer.status === 200) clock.advanced += CLOCK_STEP_DAYS;
      else if (answer.status === 0) clock.unanswered += 1;
      else clock.refused += 1;
    }
  };

  const killAndRestart = async (): Promise<KillReport> => {
    await sleep(BURST_MS * (0.3 + Math.random() * 0.2));
    const victim = randomInt(2);
    const pid = cluster.process(victim)?.pid;
    const answersBefore = context.balancer.counts.ok;
    await cluster.kill(victim);
    const killedAt = at();
    console.log(
      `  ${killedAt}: SIGKILL to API process ${victim + 1} (pid ${pid}) after ${answersBefore} answers of 200`,
    );
    // The survivor alone for a while, as when an orchestrator takes time to notice.
    await sleep(3_000);
    const restartBegin = performance.now();
    await cluster.restart(victim);
    const restartMs = performance.now() - restartBegin;
    const restartedAt = at();
    console.log(
      `  ${restartedAt}: API process ${victim + 1} ready again (start took ${(restartMs / 1000).toFixed(1)} s)`,
    );
    deadline = Math.max(deadline, performance.now() + AFTER_RESTART_MS);
    const victimAnswersBefore = context.balancer.counts.byProcess[victim] ?? 0;
    return { victim, pid, killedAt, answersBefore, restartedAt, restartMs, victimAnswersBefore };
  };

  const loops = players.map(async (player) => {
    while (running()) await playerStep(context, player);
  });
  const [kill] = await Promise.all([killAndRestart(), advanceClock(), ...loops]);
  // Today's accrual, whatever the kill interrupted: a step of the clock runs every job that is due.
  await context.balancer.call(0, 'POST', '/dev/clock/advance', { days: 0.0001 });
  return { kill, clock, burstMs: performance.now() - burstStart };
}

async function main(): Promise<number> {
  console.log(`cluster test: ${PLAYERS} players, two API processes, PostgreSQL and the local node`);
  const cluster = await Cluster.start({ apiProcesses: 2 });
  // Ctrl-C: no process, database or directory of the run is left behind.
  process.once('SIGINT', () => void cluster.close().finally(() => process.exit(130)));
  try {
    console.log(
      `  ${at()}: database ${cluster.database.name}, node ${cluster.node.rpcUrl}, API ${cluster.urls.join(' ')}`,
    );
    const context: FlowContext<Balancer> = {
      balancer: new Balancer(() => cluster.urls),
      acknowledged: [],
      signIns: 0,
    };
    const players = await setUpPlayers(context);
    console.log(`  ${at()}: ${players.length} players airdropped ${AIRDROP_WLO} WLO and 1 SOL, signed in`);

    const { kill, clock, burstMs } = await burst(cluster, context, players);
    const { counts } = context.balancer;
    console.log(`  ${at()}: burst over after ${(burstMs / 1000).toFixed(1)} s: ${formatCounts(counts)}`);
    console.log(
      `    answers by process: ${counts.byProcess.map((n, i) => `${i + 1}: ${n}`).join(', ')}; process ${kill.victim + 1} answered ${(counts.byProcess[kill.victim] ?? 0) - kill.victimAnswersBefore} after its restart`,
    );
    console.log(
      `    ${countByOp(context.acknowledged)}; ${context.signIns} sign-ins again after the clock moved; clock +${clock.advanced} days (${clock.unanswered} steps unanswered, ${clock.refused} refused, slowest ${(clock.slowestMs / 1000).toFixed(1)} s)`,
    );

    await cluster.stopApi();
    const players0 = new Map(
      players.map((p) => [p.signer.address as string, toBaseUnits(AIRDROP_WLO, WLO_DECIMALS)]),
    );
    const verdict = await verifyCluster(cluster, players0, context.acknowledged);
    const positions = [...verdict.stakes.positions].map(([status, n]) => `${n} ${status}`).join(', ');
    const payouts = [...verdict.stakes.payoutsByKind].map(([kind, n]) => `${n} ${kind}`).join(', ');
    const { settled } = verdict;
    console.log(
      `  ${at()}: settled (${settled.inFlightAtStop} payouts or payments in flight when the API stopped; node slots moved past their blockhashes ${settled.warps} times) and verified`,
    );
    console.log(`    stake positions: ${positions}`);
    const wlo = (units: bigint | null) => (units === null ? '?' : formatBaseUnits(units, WLO_DECIMALS));
    console.log(
      `    staking vault on chain ${wlo(verdict.ledger.vault)} WLO, active principal in the database ${wlo(verdict.stakes.activePrincipal)} WLO; supply ${wlo(verdict.ledger.supply)} WLO, players hold ${wlo(verdict.ledger.players)}`,
    );
    console.log(`    payouts confirmed on chain: ${verdict.stakes.payoutsConfirmed} (${payouts})`);
    console.log(
      `    players whose WLO on chain = airdrop − landed payments + payouts: ${verdict.stakes.playersBalanced} of ${players.length}`,
    );
    console.log(
      `    daily accrual: ${verdict.accrual.days} days, ${verdict.accrual.first} to ${verdict.accrual.last}, each once in job_runs and staking_distributions`,
    );
    if (verdict.problems.length > 0) {
      console.log(
        `FAILED: ${verdict.problems.length} problems\n  ${verdict.problems.slice(0, 50).join('\n  ')}`,
      );
      return 1;
    }
    console.log(
      `passed in ${at()}: every stake landed or was refused untouched, every claim paid once, WLO conserved`,
    );
    return 0;
  } finally {
    await cluster.close();
  }
}

function countByOp(acknowledged: readonly Acknowledged[]): string {
  const counts = new Map<string, number>();
  for (const answer of acknowledged) counts.set(answer.op, (counts.get(answer.op) ?? 0) + 1);
  return [...counts].map(([op, count]) => `${count} ${op}`).join(', ') || 'nothing acknowledged';
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
