/**
 * One player staking alone against the embedded server as `npm start` runs
 * it (the prebuilt bundle in a child process, PGlite in a fresh DATA_DIR, the
 * LiteSVM chain, the default log level): the server process's CPU while idle,
 * per second, then its CPU per stake (prepare + sign + process) while a
 * second process stakes S times one after another, gross and net of the idle
 * background (idle CPU/s × the stakes' elapsed time taken out). CPU is read
 * from /proc (the process's user + system time, every thread), not wall time.
 *
 *   npx tsx bench/stake-alone.ts [stakes] [idleSeconds] [warm]
 *
 * The timed stakes follow `warm` untimed ones (default 200): a process's first
 * stakes also pay for V8 compiling the hot paths on its background threads
 * (about a second of CPU over the first thousand stakes), which a server that
 * has run for a while has long paid; their figure is printed too.
 *
 * BENCH_CPU_PROFILE=<dir>: the server runs with --cpu-prof, and the idle
 * window and the stakes window are each summarised (bench/profile-summary.ts)
 * and written as <dir>/stake-alone-idle.cpuprofile and -stakes.cpuprofile
 * (V8's sampler counts wall time: on a loaded machine a thread's waits for a
 * core land on whatever it ran next). BENCH_PERF=<file>: `perf record` of
 * the server over the timed stakes instead, on-CPU time only, with the
 * server's JavaScript named (--perf-basic-prof-only-functions); read it
 * with `perf report -i <file>`.
 */
import { fork, spawn } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { UNLIMITED_RATE_LIMITS } from '../apps/server/test/crash/server-process.ts';
import { ensureServerBundle } from '../scripts/server-bundle.mjs';
import { type CpuProfile, sliceProfile, summarizeProfile } from './profile-summary.ts';
import type { FromStaker, ToStaker } from './stake-alone-client.ts';
import { cpuMs, startAndMeasure } from './start.ts';

/** Net server CPU a stake, the target. */
export const STAKE_ALONE_TARGET_MS = 5;
/** After ready (startAndMeasure waits 2 s more) before the idle window: the first job pass is over by then. */
const SETTLE_MS = 3_000;

const CLIENT = fileURLToPath(new URL('./stake-alone-client.ts', import.meta.url));

export interface StakeAloneReport {
  stakes: number;
  /** Stakes before the timed ones: the first of the process, where V8 still compiles the hot paths. */
  warm: number;
  /** Server CPU per warm-up stake, net of idle (the JIT's background compiling included). */
  warmNetMsPerStake: number;
  idleSeconds: number;
  /** Server CPU per second with nothing asked of it, before the stakes. */
  idleMsPerSecond: number;
  /** The same after the stakes (the same length), for a check that the background is steady. */
  idleAfterMsPerSecond: number;
  /** Server CPU over the stakes, per stake. */
  grossMsPerStake: number;
  /** Gross less idleMsPerSecond × the stakes' elapsed time, per stake. */
  netMsPerStake: number;
  wallMsPerStake: number;
  /** The player's process (HTTP client, signing), per stake: not the server's. */
  clientCpuMsPerStake: number;
  /** The profiles' summaries (BENCH_CPU_PROFILE). */
  profiles?: { idle: string; stakes: string };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const nowUs = () => Number(process.hrtime.bigint() / 1000n);

/** Busy (not idle) CPU time of a profile's samples, ms. */
function busyMs(profile: CpuProfile): number {
  const idle = new Set(profile.nodes.filter((n) => n.callFrame.functionName === '(idle)').map((n) => n.id));
  return profile.samples.reduce(
    (sum, id, i) => (idle.has(id) ? sum : sum + (profile.timeDeltas[i] ?? 0) / 1000),
    0,
  );
}

export async function benchStakeAlone(stakes = 300, idleSeconds = 10, warm = 200): Promise<StakeAloneReport> {
  const { entry } = await ensureServerBundle();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'wos-bench-stake-alone-'));
  const profileDir = process.env.BENCH_CPU_PROFILE;
  const serverProfileDir = profileDir ? await mkdtemp(path.join(tmpdir(), 'wos-bench-cpu-prof-')) : undefined;
  const perfFile = process.env.BENCH_PERF;
  const nodeArgs = serverProfileDir
    ? ['--cpu-prof', `--cpu-prof-dir=${serverProfileDir}`]
    : perfFile
      ? ['--perf-basic-prof-only-functions']
      : [];
  // npm start's defaults but for the data directory, the port and the rate limits (one player, many stakes).
  const { server, baseUrl } = await startAndMeasure(
    entry,
    { DATA_DIR: dataDir, LOG_LEVEL: process.env.LOG_LEVEL ?? 'info', ...UNLIMITED_RATE_LIMITS },
    nodeArgs,
  );
  const pid = server.child.pid;
  const client = fork(CLIENT, [], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
  const windows: { idle: [number, number]; stakes: [number, number] } = { idle: [0, 0], stakes: [0, 0] };
  try {
    const messages: FromStaker[] = [];
    let wake: (() => void) | undefined;
    client.on('message', (message) => {
      messages.push(message as FromStaker);
      wake?.();
    });
    let exited: Error | undefined;
    client.on('exit', (code) => {
      exited = new Error(`the player's process exited with ${code}`);
      wake?.();
    });
    const next = async (type: FromStaker['type']): Promise<FromStaker> => {
      for (;;) {
        const message = messages.shift();
        if (message) {
          if (message.type !== type) throw new Error(`expected ${type}, got ${message.type}`);
          return message;
        }
        if (exited) throw exited;
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
      }
    };
    const tell = (message: ToStaker) => client.send(message);

    await sleep(SETTLE_MS);
    windows.idle[0] = nowUs();
    const idleBefore = cpuMs(pid);
    await sleep(idleSeconds * 1000);
    const idleMsPerSecond = (cpuMs(pid) - idleBefore) / idleSeconds;
    windows.idle[1] = nowUs();

    tell({ type: 'start', origin: baseUrl, stakes, warm });
    await next('warming');
    const warmBefore = cpuMs(pid);
    const warmBegan = performance.now();
    await next('ready');
    const warmMs = cpuMs(pid) - warmBefore;
    const warmNetMsPerStake =
      (warmMs - (idleMsPerSecond * (performance.now() - warmBegan)) / 1000) / Math.max(1, warm);
    // perf record (BENCH_PERF) samples on-CPU time only, so a loaded machine does not skew it.
    const perf = perfFile
      ? spawn('perf', ['record', '-e', 'cpu-clock', '-F', '2000', '-g', '-p', String(pid), '-o', perfFile], {
          stdio: 'ignore',
        })
      : undefined;
    // The player's last warm-up answer has just gone out: let the server's tail of it settle.
    await sleep(perf ? 1_000 : 500);
    const stakesBefore = cpuMs(pid);
    const began = performance.now();
    windows.stakes[0] = nowUs();
    tell({ type: 'go' });
    const done = await next('done');
    perf?.kill('SIGINT');
    const elapsedMs = performance.now() - began;
    const grossMs = cpuMs(pid) - stakesBefore;
    windows.stakes[1] = nowUs();

    const afterBefore = cpuMs(pid);
    await sleep(idleSeconds * 1000);
    const idleAfterMsPerSecond = (cpuMs(pid) - afterBefore) / idleSeconds;

    const report: StakeAloneReport = {
      stakes,
      warm,
      warmNetMsPerStake,
      idleSeconds,
      idleMsPerSecond,
      idleAfterMsPerSecond,
      grossMsPerStake: grossMs / stakes,
      netMsPerStake: (grossMs - (idleMsPerSecond * elapsedMs) / 1000) / stakes,
      wallMsPerStake: elapsedMs / stakes,
      clientCpuMsPerStake: done.type === 'done' ? done.cpuMs / stakes : 0,
    };
    await server.stop();
    if (serverProfileDir && profileDir)
      report.profiles = summarizeWindows(serverProfileDir, profileDir, windows);
    return report;
  } finally {
    client.removeAllListeners('exit');
    if (client.exitCode === null) client.kill();
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
    if (serverProfileDir) await rm(serverProfileDir, { recursive: true, force: true });
  }
}

/** The server's --cpu-prof profile (written as it exits), cut into the idle and the stakes windows. */
function summarizeWindows(
  serverProfileDir: string,
  outDir: string,
  windows: { idle: [number, number]; stakes: [number, number] },
): { idle: string; stakes: string } {
  const file = readdirSync(serverProfileDir).find((name) => name.endsWith('.cpuprofile'));
  if (!file) return { idle: '(no profile written)', stakes: '(no profile written)' };
  const profile = JSON.parse(readFileSync(path.join(serverProfileDir, file), 'utf8')) as CpuProfile;
  const summary = (name: 'idle' | 'stakes') => {
    const slice = sliceProfile(profile, ...windows[name]);
    writeFileSync(path.join(outDir, `stake-alone-${name}.cpuprofile`), JSON.stringify(slice));
    return `busy ${busyMs(slice).toFixed(0)} ms in the profile's samples\n${summarizeProfile(slice, 30)}`;
  };
  return { idle: summary('idle'), stakes: summary('stakes') };
}

export function formatStakeAlone(r: StakeAloneReport): string {
  const lines = [
    `  npm start's server (bundle, PGlite, LiteSVM, LOG_LEVEL ${process.env.LOG_LEVEL ?? 'info'}), one player in its own process, ${r.stakes} stakes one after another after ${r.warm} untimed`,
    `  idle ${r.idleMsPerSecond.toFixed(1)} ms CPU a second over ${r.idleSeconds} s (after the stakes: ${r.idleAfterMsPerSecond.toFixed(1)} ms/s)`,
    `  the process's first ${r.warm} stakes (V8 still compiling the hot paths): ${r.warmNetMsPerStake.toFixed(2)} ms a stake net of idle`,
    `  a stake: gross ${r.grossMsPerStake.toFixed(2)} ms CPU, net of idle ${r.netMsPerStake.toFixed(2)} ms (target ≤ ${STAKE_ALONE_TARGET_MS} ms: ${r.netMsPerStake <= STAKE_ALONE_TARGET_MS ? 'met' : 'not met'}); ` +
      `${r.wallMsPerStake.toFixed(1)} ms wall; the player's process ${r.clientCpuMsPerStake.toFixed(2)} ms`,
  ];
  if (r.profiles) lines.push('  idle window:', r.profiles.idle, '  stakes window:', r.profiles.stakes);
  return lines.join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const [stakes, idleSeconds, warm] = process.argv.slice(2).map(Number);
  console.log(formatStakeAlone(await benchStakeAlone(stakes || undefined, idleSeconds || undefined, warm)));
}
