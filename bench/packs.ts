/**
 * Prepare + process of a paid farmer pack, measured over real HTTP against
 * the whole app on the embedded chain (LiteSVM) and PGlite in memory, or
 * PostgreSQL (a fresh database on DATABASE_URL), with P players buying
 * concurrently. Each purchase is one player-signed transaction whose five
 * legs split the price to the fee wallets.
 *
 *   npx tsx bench/packs.ts [players] [packsPerPlayer]
 */
import { signedInPlayer, signPrepared, type TestPlayer } from '../apps/server/test/players.ts';
import { type BenchEngine, benchEngines, startBenchApp } from './app.ts';
import { postAs, timeConcurrent } from './concurrent.ts';
import { benchPaidFlow, formatPaidFlow, type PaidFlowReport, seededSizes } from './paid-flow.ts';

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
    const post = postAs(origin);

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
    const timing = await timeConcurrent(buyers, packsPerPlayer, buyOnce);
    return {
      engine: services.database.engine,
      players,
      packs: timing.count,
      p50Ms: timing.p50Ms,
      p99Ms: timing.p99Ms,
      maxMs: timing.maxMs,
      packsPerSecond: timing.perSecond,
      cpuMsPerPack: timing.cpuMsPerFlow,
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
export async function benchPackFlows(
  engine: BenchEngine,
  players = 50,
  perPlayer = 10,
  sizes: readonly number[] = seededSizes(),
): Promise<PaidFlowReport[]> {
  const reports: PaidFlowReport[] = [];
  for (const seeded of sizes) {
    reports.push(await benchPaidFlow({ flow: 'pack', engine, seeded, players, perPlayer }));
  }
  return reports;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const engine of benchEngines()) {
    console.log(`pack prepare + process on ${engine}, embedded chain`);
    console.log(
      formatPaidFlow(
        await benchPackFlows(engine, Number(process.argv[2] ?? 50), Number(process.argv[3] ?? 10)),
      ),
    );
  }
}
