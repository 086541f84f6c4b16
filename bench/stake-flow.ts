/**
 * Prepare + process of a stake, measured over real HTTP against the whole app
 * on the embedded chain (LiteSVM) and PGlite in memory, or PostgreSQL (a fresh
 * database on DATABASE_URL), with W wallets staking concurrently.
 *
 *   npx tsx bench/stake-flow.ts [wallets] [stakesPerWallet]
 */
import { signedInPlayer, signPrepared, type TestPlayer } from '../apps/server/test/players.ts';
import { type BenchEngine, benchEngines, startBenchApp } from './app.ts';
import { postAs, timeConcurrent } from './concurrent.ts';
import { benchPaidFlow, formatPaidFlow, type PaidFlowReport, seededSizes } from './paid-flow.ts';

export interface StakeFlowReport {
  engine: string;
  wallets: number;
  stakes: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  stakesPerSecond: number;
  /** This process's CPU per stake: the server's, plus the client's fetch and signing. */
  cpuMsPerStake: number;
}

export async function benchStakeFlow(
  wallets = 50,
  stakesPerWallet = 10,
  engine: BenchEngine = 'pglite',
): Promise<StakeFlowReport> {
  const { app, services, close } = await startBenchApp(engine);
  try {
    const origin = await app.listen({ port: 0, host: '127.0.0.1' });
    const players: TestPlayer[] = [];
    for (let i = 0; i < wallets; i += 1) {
      const player = await signedInPlayer(app);
      await services.faucet.airdrop(player.address, 1, 100 * (stakesPerWallet + 1));
      players.push(player);
    }
    const post = postAs(origin);

    const stakeOnce = async (player: TestPlayer) => {
      const prepared = await post<Record<string, string>>('/staking/v2/stake', player, {
        walletAddress: player.address,
        amount: 100,
        lockPeriod: 7,
      });
      // Signing is the wallet's time, not the server's: it is inside the
      // measurement as a real wallet would add it, and is well under 1 ms.
      const signedTransaction = await signPrepared(player.signer, prepared.transaction ?? '');
      await post('/staking/v2/process-transaction', player, {
        signedTransaction,
        stakeId: prepared.stakeId,
        walletAddress: player.address,
      });
    };
    const timing = await timeConcurrent(players, stakesPerWallet, stakeOnce);
    return {
      engine: services.database.engine,
      wallets,
      stakes: timing.count,
      p50Ms: timing.p50Ms,
      p99Ms: timing.p99Ms,
      maxMs: timing.maxMs,
      stakesPerSecond: timing.perSecond,
      cpuMsPerStake: timing.cpuMsPerFlow,
    };
  } finally {
    await close();
  }
}

/**
 * The runs: P players at once on top of 1,000 and of 100,000 players
 * seeded (BENCH_SEEDED overrides), the players in a process of their own so
 * the CPU is the API's; print them with formatPaidFlow.
 */
export async function benchStakeFlows(
  engine: BenchEngine,
  players = 50,
  perPlayer = 10,
  sizes: readonly number[] = seededSizes(),
): Promise<PaidFlowReport[]> {
  const reports: PaidFlowReport[] = [];
  for (const seeded of sizes) {
    reports.push(await benchPaidFlow({ flow: 'stake', engine, seeded, players, perPlayer }));
  }
  return reports;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const engine of benchEngines()) {
    console.log(`stake prepare + process on ${engine}, embedded chain`);
    console.log(
      formatPaidFlow(
        await benchStakeFlows(engine, Number(process.argv[2] ?? 50), Number(process.argv[3] ?? 10)),
      ),
    );
  }
}
