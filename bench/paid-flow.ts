/**
 * A paid flow (stake, pack purchase) measured over real HTTP against the
 * whole app on the embedded chain (LiteSVM) and PGlite in memory, or
 * PostgreSQL (a fresh database on DATABASE_URL), with P players at once on
 * top of S players seeded. The players run in a child process
 * (flow-client.ts), so the CPU measured here is the API process's alone
 * (its database driver, and in embedded mode the chain and PGlite too).
 *
 *   npx tsx bench/paid-flow.ts stake|pack [players] [perPlayer]
 */
import { fork } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BenchEngine, benchEngines, startBenchApp } from './app.ts';
import { startBareFastify } from './bare.ts';
import { countStatements } from './db-counter.ts';
import type { FromClient, PaidFlowKind, ToClient } from './flow-client.ts';
import { type LoadResult, load, meanLoad } from './load.ts';
import { seedPaidPlayers } from './seed-paid.ts';

export type { PaidFlowKind } from './flow-client.ts';

export interface PaidFlowReport {
  flow: PaidFlowKind;
  engine: BenchEngine;
  /** Players already in the database before the run (their positions, packs, history). */
  seeded: number;
  players: number;
  count: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  perSecond: number;
  /** The API process's CPU per flow (prepare + process), ms. */
  apiCpuMs: number;
  /** The players' process's CPU per flow (HTTP client, signing), ms: not the API's. */
  clientCpuMs: number;
  /** Database round trips per flow (a batch of db/batch.ts is one; on PGlite without BEGIN/COMMIT). */
  statements: number;
  /** Bare Fastify's "hello" in this process just before and after: the machine's yardstick of this run. */
  bare: LoadResult;
}

/** Bare Fastify's CPU per request on a quiet machine (docs/stack-notes.md, Measuring). */
export const QUIET_BARE_CPU_MS = 0.036;
/** Seconds of each bare Fastify run. */
const BARE_SECONDS = 2;

const CLIENT = fileURLToPath(new URL('./flow-client.ts', import.meta.url));

export async function benchPaidFlow(options: {
  flow: PaidFlowKind;
  engine: BenchEngine;
  seeded: number;
  players: number;
  perPlayer: number;
}): Promise<PaidFlowReport> {
  const { flow, engine, seeded, players, perPlayer } = options;
  const { app, services, close } = await startBenchApp(engine);
  const bareFastify = await startBareFastify();
  const client = fork(CLIENT, [], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
  try {
    await seedPaidPlayers(services.database.db, seeded, services.clock.now());
    const origin = await app.listen({ port: 0, host: '127.0.0.1' });
    const counter = await countStatements(services.database);
    const profiler = cpuProfiler(flow, engine, seeded);
    const tell = (message: ToClient) => client.send(message);
    const done = new Promise<
      Extract<FromClient, { type: 'done' }> & { apiCpuMs: number; statements: number }
    >((resolve, reject) => {
      let cpuBefore = process.cpuUsage();
      client.on('exit', (code) => reject(new Error(`the players' process exited with ${code}`)));
      client.on('message', (raw) => {
        const message = raw as FromClient;
        if (message.type === 'fund') {
          void (async () => {
            for (const wallet of message.wallets) {
              if (flow === 'stake') await services.faucet.airdrop(wallet, 1, 100 * (perPlayer + 2));
              // 0.1 SOL a pack, the warm-up pack, and the network fees.
              else await services.faucet.airdrop(wallet, 0.1 * (perPlayer + 1) + 1, 0);
            }
            tell({ type: 'funded' });
          })().catch(reject);
        } else if (message.type === 'timing') {
          void profiler?.start();
          counter.reset();
          cpuBefore = process.cpuUsage();
        } else {
          const cpu = process.cpuUsage(cpuBefore);
          const statements = counter.count;
          void (profiler?.stop() ?? Promise.resolve()).then(() =>
            resolve({ ...message, apiCpuMs: (cpu.user + cpu.system) / 1000, statements }),
          );
        }
      });
    });
    const bareBefore = await load(bareFastify.url, BARE_SECONDS);
    tell({ type: 'start', origin, flow, players, perPlayer });
    const result = await done;
    const bareAfter = await load(bareFastify.url, BARE_SECONDS);
    const count = Math.max(1, result.count);
    return {
      flow,
      engine,
      seeded,
      players,
      count: result.count,
      p50Ms: result.p50Ms,
      p99Ms: result.p99Ms,
      maxMs: result.maxMs,
      perSecond: result.count / (result.elapsedMs / 1000),
      apiCpuMs: result.apiCpuMs / count,
      clientCpuMs: result.cpuMs / count,
      statements: result.statements / count,
      bare: meanLoad([bareBefore, bareAfter]),
    };
  } finally {
    client.removeAllListeners('exit');
    if (client.exitCode === null) client.kill();
    await bareFastify.close();
    await close();
  }
}

/**
 * BENCH_CPU_PROFILE=<dir>: a V8 CPU profile of the API process over the timed
 * part only, written as <dir>/<flow>-<engine>-<seeded>.cpuprofile (bench/profile-summary.ts reads it).
 */
function cpuProfiler(flow: PaidFlowKind, engine: BenchEngine, seeded: number) {
  const dir = process.env.BENCH_CPU_PROFILE;
  if (!dir) return undefined;
  const session = new Session();
  return {
    async start() {
      session.connect();
      await session.post('Profiler.enable');
      await session.post('Profiler.start');
    },
    async stop() {
      const { profile } = await session.post('Profiler.stop');
      session.disconnect();
      writeFileSync(`${dir}/${flow}-${engine}-${seeded}.cpuprofile`, JSON.stringify(profile));
    },
  };
}

const NOUN: Record<PaidFlowKind, [string, string]> = { stake: ['stake', 'stakes'], pack: ['pack', 'packs'] };

/** The API CPU of a flow in bare Fastify requests of the same run, and what that is on a quiet machine. */
export function quietCpuMs(report: PaidFlowReport): { ofBare: number; quietMs: number } {
  const ofBare = report.apiCpuMs / Math.max(1e-9, report.bare.cpuMsPerRequest);
  return { ofBare, quietMs: ofBare * QUIET_BARE_CPU_MS };
}

/**
 * One line per run: p99 as measured, and the API CPU both as measured and
 * scaled by bare Fastify's CPU per request in the same run (a loaded machine
 * inflates both alike); then how the largest seeded run compares with the
 * smallest. The verdicts are bench/targets-of.ts's (paidFlowTargets).
 */
export function formatPaidFlow(reports: readonly PaidFlowReport[]): string {
  const lines: string[] = [];
  for (const r of reports) {
    const [one, many] = NOUN[r.flow];
    const { ofBare, quietMs } = quietCpuMs(r);
    lines.push(
      `  ${r.seeded.toLocaleString('en-US')} players seeded, ${r.players} at once, ${r.count} ${many}: ` +
        `p50 ${r.p50Ms.toFixed(1)} ms, p99 ${r.p99Ms.toFixed(1)} ms, max ${r.maxMs.toFixed(1)} ms, ${r.perSecond.toFixed(1)} ${many}/s; ` +
        `API CPU ${r.apiCpuMs.toFixed(2)} ms a ${one} = ${ofBare.toFixed(0)} bare Fastify requests (${r.bare.cpuMsPerRequest.toFixed(3)} ms each here, ` +
        `${QUIET_BARE_CPU_MS} ms quiet: ≈ ${quietMs.toFixed(2)} ms); ${r.statements.toFixed(1)} round trips a ${one}; players' process ${r.clientCpuMs.toFixed(2)} ms`,
    );
  }
  const [small, large] = [reports[0], reports.at(-1)];
  if (small && large && small !== large) {
    lines.push(
      `  flat in players: ${large.seeded.toLocaleString('en-US')} / ${small.seeded.toLocaleString('en-US')} seeded: ` +
        `API CPU in bare requests ${(quietCpuMs(large).ofBare / quietCpuMs(small).ofBare).toFixed(2)}×, round trips ${(large.statements / small.statements).toFixed(2)}×, p99 ${(large.p99Ms / small.p99Ms).toFixed(2)}×`,
    );
  }
  return lines.join('\n');
}

/** The sizes "the same with 100,000 players as with 1,000" compares (BENCH_SEEDED overrides, comma-separated). */
export function seededSizes(): number[] {
  const raw = process.env.BENCH_SEEDED;
  return raw ? raw.split(',').map(Number) : [1_000, 100_000];
}

/** The runs: P players at once on top of each seeded size (1,000 and 100,000 unless BENCH_SEEDED says). */
export async function benchPaidFlows(
  flow: PaidFlowKind,
  engine: BenchEngine,
  players = 50,
  perPlayer = 10,
  sizes: readonly number[] = seededSizes(),
): Promise<PaidFlowReport[]> {
  const reports: PaidFlowReport[] = [];
  for (const seeded of sizes) reports.push(await benchPaidFlow({ flow, engine, seeded, players, perPlayer }));
  return reports;
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const flow: PaidFlowKind = process.argv[2] === 'pack' ? 'pack' : 'stake';
  for (const engine of benchEngines()) {
    console.log(`${flow} prepare + process on ${engine}, embedded chain`);
    const reports = await benchPaidFlows(
      flow,
      engine,
      Number(process.argv[3] ?? 50),
      Number(process.argv[4] ?? 10),
    );
    console.log(formatPaidFlow(reports));
  }
}
