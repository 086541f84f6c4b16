/**
 * Where one stake's CPU goes: S stakes one after another (no contention),
 * each prepare + process through the whole app, with the database statements
 * of each phase counted and a V8 CPU profile of the lot, summarised by
 * package and by function. The .cpuprofile opens in Chrome DevTools.
 *
 *   npx tsx bench/profile-stake.ts [stakes] [profilePath]
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { signedInPlayer, signPrepared, type TestPlayer } from '../apps/server/test/players.ts';
import { type BenchApp, type BenchEngine, benchEngines, startBenchApp } from './app.ts';
import { countStatements } from './db-counter.ts';
import { type CpuProfile, summarizeProfile } from './profile-summary.ts';

export interface StakeProfile {
  engine: string;
  stakes: number;
  cpuMsPerStake: number;
  wallMsPerStake: number;
  statementsPerPrepare: number;
  statementsPerProcess: number;
  summary: string;
}

async function post(t: BenchApp, url: string, player: TestPlayer, payload: object) {
  const response = await t.app.inject({ method: 'POST', url, headers: player.auth, payload });
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return response.json<Record<string, string>>();
}

export async function profileStake(
  stakes = 100,
  engine: BenchEngine = 'pglite',
  profilePath?: string,
): Promise<StakeProfile> {
  const t = await startBenchApp(engine);
  try {
    const player = await signedInPlayer(t.app);
    await t.services.faucet.airdrop(player.address, 1, 100 * (stakes + 10));
    const counter = await countStatements(t.services.database);
    const stake = async (counts?: { prepare: number; process: number }) => {
      counter.reset();
      const prepared = await post(t, '/staking/v2/stake', player, {
        walletAddress: player.address,
        amount: 100,
        lockPeriod: 7,
      });
      if (counts) counts.prepare += counter.count;
      counter.reset();
      await post(t, '/staking/v2/process-transaction', player, {
        walletAddress: player.address,
        stakeId: prepared.stakeId,
        signedTransaction: await signPrepared(player.signer, prepared.transaction ?? ''),
      });
      if (counts) counts.process += counter.count;
    };
    for (let i = 0; i < 10; i += 1) await stake(); // warm: JIT, caches, first blockhash

    // BENCH_PROFILE=0: the same loop without the profiler's own cost, for CPU per stake alone.
    const profiling = process.env.BENCH_PROFILE !== '0';
    const session = new Session();
    if (profiling) {
      session.connect();
      await session.post('Profiler.enable');
      await session.post('Profiler.start');
    }
    const counts = { prepare: 0, process: 0 };
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    for (let i = 0; i < stakes; i += 1) await stake(counts);
    const wallMs = performance.now() - started;
    const cpu = process.cpuUsage(cpuBefore);
    let summary = '(not profiled)';
    if (profiling) {
      const { profile } = (await session.post('Profiler.stop')) as { profile: CpuProfile };
      session.disconnect();
      if (profilePath) writeFileSync(profilePath, JSON.stringify(profile));
      summary = summarizeProfile(profile, 25);
    }
    return {
      engine: t.services.database.engine,
      stakes,
      cpuMsPerStake: (cpu.user + cpu.system) / 1000 / stakes,
      wallMsPerStake: wallMs / stakes,
      statementsPerPrepare: counts.prepare / stakes,
      statementsPerProcess: counts.process / stakes,
      summary,
    };
  } finally {
    await t.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const engine of benchEngines()) {
    const report = await profileStake(Number(process.argv[2] ?? 100), engine, process.argv[3]);
    console.log(
      `${report.stakes} stakes on ${report.engine}, one at a time: ${report.cpuMsPerStake.toFixed(2)} ms CPU and ${report.wallMsPerStake.toFixed(2)} ms wall per stake; ` +
        `${report.statementsPerPrepare.toFixed(1)} statements per prepare, ${report.statementsPerProcess.toFixed(1)} per process (PGlite: without BEGIN/COMMIT)`,
    );
    console.log(report.summary);
  }
}
