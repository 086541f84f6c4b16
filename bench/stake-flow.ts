/**
 * Prepare + process of a stake, measured over real HTTP against the whole app
 * on the embedded chain (LiteSVM) and PGlite in memory, or PostgreSQL (a fresh
 * database on DATABASE_URL), with W wallets staking concurrently.
 *
 *   npx tsx bench/stake-flow.ts [wallets] [stakesPerWallet]
 */
import { signedInPlayer, signPrepared, type TestPlayer } from '../apps/server/src/test/players.ts';
import { type BenchEngine, benchEngines, startBenchApp } from './app.ts';

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

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
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
    const post = async (path: string, player: TestPlayer, body: object) => {
      const response = await fetch(`${origin}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...player.auth },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
      return response.json() as Promise<Record<string, string>>;
    };

    const stakeOnce = async (player: TestPlayer) => {
      const prepared = await post('/staking/v2/stake', player, {
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
    // One stake each, one at a time, before timing: JIT and first-call work are not the steady state.
    for (const player of players) await stakeOnce(player);

    const latencies: number[] = [];
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    await Promise.all(
      players.map(async (player) => {
        for (let i = 0; i < stakesPerWallet; i += 1) {
          const begin = performance.now();
          await stakeOnce(player);
          latencies.push(performance.now() - begin);
        }
      }),
    );
    const elapsed = performance.now() - started;
    const cpu = process.cpuUsage(cpuBefore);
    latencies.sort((a, b) => a - b);
    return {
      engine: services.database.engine,
      wallets,
      stakes: latencies.length,
      p50Ms: percentile(latencies, 50),
      p99Ms: percentile(latencies, 99),
      maxMs: latencies.at(-1) ?? 0,
      stakesPerSecond: latencies.length / (elapsed / 1000),
      cpuMsPerStake: (cpu.user + cpu.system) / 1000 / latencies.length,
    };
  } finally {
    await close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const engine of benchEngines()) {
    console.log(await benchStakeFlow(Number(process.argv[2] ?? 50), Number(process.argv[3] ?? 10), engine));
  }
}
