/**
 * Prepare + process of a paid farmer pack, measured over real HTTP against
 * the whole app on the embedded chain (LiteSVM) and PGlite in memory, or
 * PostgreSQL (a fresh database on DATABASE_URL), with P players buying
 * concurrently. Each purchase is one player-signed transaction whose five
 * legs split the price to the fee wallets.
 *
 *   npx tsx bench/packs.ts [players] [packsPerPlayer]
 */
import { signedInPlayer, signPrepared, type TestPlayer } from '../apps/server/src/test/players.ts';
import { type BenchEngine, benchEngines, startBenchApp } from './app.ts';

export interface PacksReport {
  engine: string;
  players: number;
  packs: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  packsPerSecond: number;
  /** This process's CPU per purchase: the server's, plus the client's fetch and signing. */
  cpuMsPerPack: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

interface Prepared {
  transaction: string;
  packDetails: { purchaseId: string };
}

export async function benchPacks(
  players = 50,
  packsPerPlayer = 10,
  engine: BenchEngine = 'pglite',
): Promise<PacksReport> {
  const { app, services, close } = await startBenchApp(engine);
  try {
    const origin = await app.listen({ port: 0, host: '127.0.0.1' });
    const buyers: TestPlayer[] = [];
    for (let i = 0; i < players; i += 1) {
      const player = await signedInPlayer(app);
      // 0.1 SOL a pack, the warm-up pack, and the network fees.
      await services.faucet.airdrop(player.address, 0.1 * (packsPerPlayer + 1) + 1, 0);
      buyers.push(player);
    }
    const post = async <T>(path: string, player: TestPlayer, body: object): Promise<T> => {
      const response = await fetch(`${origin}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...player.auth },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
      return response.json() as Promise<T>;
    };

    const buyOnce = async (player: TestPlayer) => {
      const prepared = await post<Prepared>('/packs/prepare-transaction', player, {
        walletAddress: player.address,
        packId: 'farmer-basic',
        assetType: 'farmer',
      });
      // Signing is the wallet's time: inside the measurement as a real wallet adds it (well under 1 ms).
      const signedTransaction = await signPrepared(player.signer, prepared.transaction);
      await post('/packs/process-transaction', player, {
        signedTransaction,
        purchaseId: prepared.packDetails.purchaseId,
        walletAddress: player.address,
      });
    };
    // One purchase each, one at a time, before timing: JIT and first-call work are not the steady state.
    for (const player of buyers) await buyOnce(player);

    const latencies: number[] = [];
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    await Promise.all(
      buyers.map(async (player) => {
        for (let i = 0; i < packsPerPlayer; i += 1) {
          const begin = performance.now();
          await buyOnce(player);
          latencies.push(performance.now() - begin);
        }
      }),
    );
    const elapsed = performance.now() - started;
    const cpu = process.cpuUsage(cpuBefore);
    latencies.sort((a, b) => a - b);
    return {
      engine: services.database.engine,
      players,
      packs: latencies.length,
      p50Ms: percentile(latencies, 50),
      p99Ms: percentile(latencies, 99),
      maxMs: latencies.at(-1) ?? 0,
      packsPerSecond: latencies.length / (elapsed / 1000),
      cpuMsPerPack: (cpu.user + cpu.system) / 1000 / latencies.length,
    };
  } finally {
    await close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const engine of benchEngines()) {
    console.log(await benchPacks(Number(process.argv[2] ?? 50), Number(process.argv[3] ?? 10), engine));
  }
}
